import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import {
  applyQuick,
  comboNumbers,
  positionName,
  QUICK_KEYS,
  toggleToken,
  type BallStyle,
  type ComboSpec,
  type GridSpec,
  type OptionKey,
  type PickerSpec,
  type RowLabel,
  type Selection,
} from '../lib/pickers';
import { DieFace } from './balls';

/** The ball pickers of a play (lib/pickers.ts): rows of numbers, options, dragon-tiger pairs, dice. */
export function Picker({
  spec,
  selection,
  onChange,
}: {
  spec: PickerSpec;
  selection: Selection;
  onChange: (next: string[][]) => void;
}) {
  const { t } = useTranslation();
  const label = useRowLabel();
  const toggle = (row: number, token: string) => onChange(toggleToken(spec, selection, row, token));
  const picked = (row: number, token: string) => (selection[row] ?? []).includes(token);

  if (spec.kind === 'fixed')
    return (
      <div className="picker picker--fixed">
        <button
          type="button"
          className="pfixed"
          aria-pressed={picked(0, 'on')}
          onClick={() => toggle(0, 'on')}
        >
          <span className="pfixed__dice" aria-hidden="true">
            {[1, 2, 3, 4, 5, 6].map((d) => (
              <span key={d} className="pfixed__triple">
                <DieFace value={d} size="sm" />
                <DieFace value={d} size="sm" />
                <DieFace value={d} size="sm" />
              </span>
            ))}
          </span>
          <span className="pfixed__label">{label(spec.label)}</span>
        </button>
      </div>
    );

  if (spec.kind === 'options')
    return (
      <div className="picker">
        {spec.rows.map((row, r) => (
          <OptionRow
            key={r}
            name={label(row)}
            options={spec.options}
            pressed={(o) => picked(r, o)}
            onToggle={(o) => toggle(r, o)}
          />
        ))}
      </div>
    );

  if (spec.kind === 'longhu')
    return (
      <div className="picker">
        {spec.pairs.map((pair, r) => (
          <OptionRow
            key={pair.key}
            pair
            name={t('lottery.picker.versus', { a: label(pair.a), b: label(pair.b) })}
            options={spec.options}
            pressed={(o) => picked(r, o)}
            onToggle={(o) => toggle(r, o)}
          />
        ))}
      </div>
    );

  if (spec.kind === 'combo') return <ComboPicker spec={spec} selection={selection} onChange={onChange} />;

  return (
    <div className={`picker${spec.columns ? ' picker--wide' : ''}`}>
      {spec.rows.map((row, r) => (
        <div key={r} className="prow" role="group" aria-label={label(row)}>
          <span className="prow__label">{label(row)}</span>
          <div
            className={`prow__balls${spec.values.length <= 11 && spec.style !== 'die' ? ' prow__balls--fit' : ''}`}
            style={
              spec.columns
                ? { ['--cols' as string]: spec.columns }
                : { ['--n' as string]: spec.values.length }
            }
          >
            {spec.values.map((v) => {
              const token = String(v);
              return (
                <GridBall
                  key={v}
                  spec={spec}
                  row={r}
                  value={v}
                  pressed={picked(r, token)}
                  onClick={() => toggle(r, token)}
                />
              );
            })}
          </div>
          {spec.quick && <QuickButtons onQuick={(key) => onChange(applyQuick(spec, selection, r, key))} />}
        </div>
      ))}
    </div>
  );
}

/** One row of option buttons (big/small, dragon/tiger) under its name; a dragon-tiger pair row is wider. */
function OptionRow({
  name,
  pair = false,
  options,
  pressed,
  onToggle,
}: {
  name: string;
  pair?: boolean;
  options: readonly OptionKey[];
  pressed: (option: OptionKey) => boolean;
  onToggle: (option: OptionKey) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={pair ? 'prow prow--pair' : 'prow'} role="group" aria-label={name}>
      <span className={pair ? 'prow__label prow__label--wide' : 'prow__label'}>{name}</span>
      <div className="prow__options">
        {options.map((o) => (
          <button
            key={o}
            type="button"
            className={pair ? `poption poption--${o}` : 'poption'}
            aria-pressed={pressed(o)}
            onClick={() => onToggle(o)}
          >
            {t(`lottery.options.${o}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

function GridBall({
  spec,
  row,
  value,
  pressed,
  onClick,
}: {
  spec: GridSpec;
  row: number;
  value: number;
  pressed: boolean;
  onClick: () => void;
}) {
  const style: BallStyle = spec.style;
  const repeat = spec.rowRepeat?.[row] ?? spec.repeat ?? 1;
  const text = String(value).padStart(spec.width, '0');
  if (style === 'die')
    return (
      <button
        type="button"
        className={`pdie${repeat > 1 ? ' pdie--multi' : ''}`}
        aria-pressed={pressed}
        aria-label={String(value).repeat(repeat)}
        onClick={onClick}
      >
        {Array.from({ length: repeat }, (_, i) => (
          <DieFace key={i} value={value} size={repeat > 1 ? 'sm' : 'md'} label="" />
        ))}
      </button>
    );
  return (
    <button
      type="button"
      className={`pball pball--${style}${style === 'square' ? ` lcar--${value}` : ` lball--c${value % 12}`}`}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {text}
    </button>
  );
}

function QuickButtons({ onQuick }: { onQuick: (key: (typeof QUICK_KEYS)[number]) => void }) {
  const { t } = useTranslation();
  return (
    <div className="prow__quick">
      {QUICK_KEYS.map((key) => (
        <button key={key} type="button" className="pquick" onClick={() => onQuick(key)}>
          {t(`lottery.quick.${key}`)}
        </button>
      ))}
    </div>
  );
}

/** Three digit rows whose combinations are the numbers of a 3-digit Vietnamese play. */
function ComboPicker({
  spec,
  selection,
  onChange,
}: {
  spec: ComboSpec;
  selection: Selection;
  onChange: (next: string[][]) => void;
}) {
  const { t } = useTranslation();
  const label = useRowLabel();
  const numbers = comboNumbers(selection);
  return (
    <div className="picker">
      {spec.rows.map((row, r) => (
        <div key={r} className="prow" role="group" aria-label={label(row)}>
          <span className="prow__label">{label(row)}</span>
          <div className="prow__balls prow__balls--fit" style={{ ['--n' as string]: 10 }}>
            {Array.from({ length: 10 }, (_, d) => (
              <button
                key={d}
                type="button"
                className={`pball pball--ball lball--c${d}`}
                aria-pressed={(selection[r] ?? []).includes(String(d))}
                onClick={() => onChange(toggleToken(spec, selection, r, String(d)))}
              >
                {d}
              </button>
            ))}
          </div>
          {spec.quick && <QuickButtons onQuick={(key) => onChange(applyQuick(spec, selection, r, key))} />}
        </div>
      ))}
      <p className="picker__combo" aria-live="polite">
        {numbers.length > 0
          ? t('lottery.picker.comboNumbers', {
              count: numbers.length,
              sample: numbers.slice(0, 8).join(', '),
            })
          : t('lottery.picker.comboHint')}
      </p>
    </div>
  );
}

/** A row's label in the page's language: a position name from the engine or a translated key. */
function useRowLabel() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (label: RowLabel) =>
    positionName(label, lang) ?? t(`lottery.picker.${'key' in label ? label.key : 'numbers'}`);
}
