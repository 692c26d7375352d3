import type { ReactNode } from 'react';
import { LANGS, useT, type Lang } from '../lib/i18n';
import { componentMessages } from './messages';
import { Modal } from './modal';
import { Button, Field } from './ui';

/** A text per language (TW required by most forms, EN and VI optional). */
export type Localized = Partial<Record<Lang, string>>;

/**
 * One input (or textarea, with `rows`) per language for a localized text: a name, a description, rules.
 * `label` names each language's field (the feature's own texts), `name` its form field name when it has one.
 */
export function LocalizedFields<T extends Localized>({
  value,
  onChange,
  label,
  rows,
  name,
  maxLength,
  langs = LANGS,
}: {
  value: T;
  onChange: (next: T) => void;
  label: (lang: Lang) => ReactNode;
  /** A textarea of this many rows (an input when omitted). */
  rows?: number;
  name?: (lang: Lang) => string;
  maxLength?: number;
  langs?: readonly Lang[];
}) {
  return (
    <>
      {langs.map((l) => {
        const props = {
          className: 'input',
          name: name?.(l),
          maxLength,
          value: value[l] ?? '',
          onChange: (e: { target: { value: string } }) => onChange({ ...value, [l]: e.target.value }),
        };
        return (
          <Field key={l} label={label(l)}>
            {rows ? <textarea rows={rows} {...props} /> : <input {...props} />}
          </Field>
        );
      })}
    </>
  );
}

/** `datetime-local` text of an ISO time (the browser's local time), and back ('' is null). */
export const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
export const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : null);

const DAY_MS = 86_400_000;
/** The period a form starts from when "no expiry" is turned off: now to 30 days on. */
export const defaultPeriod = () => ({
  startTime: new Date().toISOString(),
  endTime: new Date(Date.now() + 30 * DAY_MS).toISOString(),
});

export type Period = { startTime: string | null; endTime: string | null };

/**
 * The validity of a reward: start and end (`datetime-local`). `optional`: an emptied field (or the clear
 * button, with `clearable`) is null; else an emptied field keeps its value. `noExpiry`: a checkbox before
 * the two that hides them while checked (the form decides what checking it means), `hint` shown under it.
 */
export function ValidityFields({
  value,
  onChange,
  labels,
  optional = false,
  clearable = false,
  noExpiry,
  hint,
}: {
  value: Period;
  onChange: (patch: Partial<Period>) => void;
  labels: { start: ReactNode; end: ReactNode };
  optional?: boolean;
  clearable?: boolean;
  noExpiry?: { checked: boolean; label: ReactNode; onChange: (checked: boolean) => void };
  hint?: ReactNode;
}) {
  const t = useT(componentMessages);
  const field = (key: keyof Period, label: ReactNode) => {
    const current = value[key];
    const input = (
      <input
        className="input"
        type="datetime-local"
        value={current ? toLocalInput(current) : ''}
        onChange={(e) => {
          const next = fromLocalInput(e.target.value);
          if (next || optional) onChange({ [key]: next });
        }}
      />
    );
    return (
      <Field label={label}>
        {clearable ? (
          <div className="row">
            {input}
            {current && (
              <Button size="sm" variant="ghost" onClick={() => onChange({ [key]: null })}>
                {t('clear')}
              </Button>
            )}
          </div>
        ) : (
          input
        )}
      </Field>
    );
  };
  return (
    <>
      {noExpiry && (
        <CheckField checked={noExpiry.checked} onChange={noExpiry.onChange}>
          {noExpiry.label}
        </CheckField>
      )}
      {!noExpiry?.checked && (
        <>
          {hint && <p className="muted">{hint}</p>}
          {field('startTime', labels.start)}
          {field('endTime', labels.end)}
        </>
      )}
    </>
  );
}

/** A checkbox with its label after it (the enabled toggle of every editor, and other yes/no settings). */
export function CheckField({
  checked,
  onChange,
  children,
  name,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  name?: string;
}) {
  return (
    <label className="check">
      <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />{' '}
      {children}
    </label>
  );
}

/** A set of checkboxes choosing some of `options` (required member information, and the like). */
export function CheckList<V extends string>({
  legend,
  options,
  value,
  onChange,
  label,
}: {
  legend: ReactNode;
  options: readonly V[];
  value: readonly V[];
  onChange: (next: V[]) => void;
  label: (option: V) => ReactNode;
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <CheckField
          key={o}
          checked={value.includes(o)}
          onChange={(on) => onChange(on ? [...value, o] : value.filter((x) => x !== o))}
        >
          {label(o)}
        </CheckField>
      ))}
    </fieldset>
  );
}

/** A choice among `options` in its labelled field; `optionLabel` names each (the value itself by default). */
export function SelectField<V extends string>({
  label,
  hint,
  value,
  options,
  onChange,
  optionLabel = (o) => o,
}: {
  label: ReactNode;
  hint?: ReactNode;
  value: V;
  options: readonly V[];
  onChange: (value: V) => void;
  optionLabel?: (option: V) => ReactNode;
}) {
  return (
    <Field label={label} hint={hint}>
      <select className="input" value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    </Field>
  );
}

type NumberProps = {
  label: ReactNode;
  hint?: ReactNode;
  name?: string;
  min?: number;
  max?: number;
  step?: number | 'any';
  disabled?: boolean;
};

/** A number input in its labelled field; an emptied input is 0 (or null with `nullable`). */
export function NumberField(
  props: NumberProps &
    (
      | { nullable?: false; value: number; onChange: (value: number) => void }
      | { nullable: true; value: number | null; onChange: (value: number | null) => void }
    ),
) {
  const { label, hint, value, nullable, onChange, ...input } = props;
  return (
    <Field label={label} hint={hint}>
      <input
        className="input"
        type="number"
        {...input}
        value={value ?? ''}
        onChange={(e) => {
          const v = e.target.value;
          if (nullable) onChange(v === '' ? null : Number(v));
          else (onChange as (value: number) => void)(v === '' ? 0 : Number(v));
        }}
      />
    </Field>
  );
}

/**
 * The editor dialog of a back-office form: its fields in a fieldset (disabled when `readOnly`), Cancel and,
 * unless read-only, Save in the footer.
 */
export function EditorModal({
  title,
  onClose,
  onSave,
  saving,
  readOnly = false,
  saveDisabled = false,
  asForm = false,
  size = 'lg',
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  onSave: () => void;
  saving: boolean;
  readOnly?: boolean;
  saveDisabled?: boolean;
  /** The fields in a form whose submit saves (when saving is allowed). */
  asForm?: boolean;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}) {
  const t = useT(componentMessages);
  const fields = (
    <fieldset className="form" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} disabled={readOnly}>
      {children}
    </fieldset>
  );
  return (
    <Modal
      open
      size={size}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          {!readOnly && (
            <Button variant="primary" busy={saving} disabled={saveDisabled} onClick={onSave}>
              {t('save')}
            </Button>
          )}
        </>
      }
    >
      {asForm ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!readOnly && !saveDisabled) onSave();
          }}
        >
          {fields}
        </form>
      ) : (
        fields
      )}
    </Modal>
  );
}

/**
 * A list of rows edited in place (conditions, tiers, prizes, days): each row's fields in a grid with a
 * remove button, an add button under them. `min` rows are kept (their remove button hidden, or disabled
 * with `keepRemove`), `max` rows at most (the add button goes).
 */
export function RowsEditor<T>({
  items,
  onChange,
  render,
  create,
  addLabel,
  removeLabel,
  min = 0,
  max = Infinity,
  keepRemove = false,
  heading,
  actions,
}: {
  items: readonly T[];
  onChange: (next: T[]) => void;
  /** The fields of one row; `update` patches it. */
  render: (item: T, update: (patch: Partial<T>) => void, index: number) => ReactNode;
  create: () => T;
  addLabel: ReactNode;
  removeLabel?: ReactNode;
  min?: number;
  max?: number;
  keepRemove?: boolean;
  heading?: ReactNode;
  /** More buttons next to the add button. */
  actions?: ReactNode;
}) {
  const t = useT(componentMessages);
  const add =
    items.length < max ? (
      <Button size="sm" onClick={() => onChange([...items, create()])}>
        {addLabel}
      </Button>
    ) : null;
  const update = (i: number) => (patch: Partial<T>) =>
    onChange(items.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <>
      {heading}
      {items.map((item, i) => (
        <div key={i} className="grid">
          {render(item, update(i), i)}
          {(items.length > min || keepRemove) && (
            <Button
              size="sm"
              variant="ghost"
              disabled={items.length <= min}
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            >
              {removeLabel ?? t('remove')}
            </Button>
          )}
        </div>
      ))}
      {actions ? (
        <div className="row">
          {add}
          {actions}
        </div>
      ) : (
        add
      )}
    </>
  );
}
