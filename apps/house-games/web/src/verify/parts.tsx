/**
 * Parts shared by the verify pages of game rounds and sports events: form fields, check badges, the
 * verdict and the comparison table's head.
 */
import { useId, type ReactNode } from 'react';
import { useI18n } from '../i18n/react.tsx';
import { Icon } from '../shell/icons.tsx';
import type { Check } from './verify-logic.ts';

const iconOf = (check: Check) => (check === 'match' ? 'check' : check === 'mismatch' ? 'close' : 'alert');

/** One check's outcome: match, mismatch or nothing to compare with. */
export function CheckBadge({ check }: { check: Check }) {
  const { t } = useI18n();
  return (
    <span className={`check-badge check-badge--${check}`}>
      <Icon name={iconOf(check)} size={14} />
      <span className="check-badge__text">{t(`verify.check.${check}`)}</span>
    </span>
  );
}

/** A labelled form field of the verify pages; `children` renders the control with the label's id. */
export function Field({
  label,
  children,
  wide,
  help,
}: {
  label: string;
  children: (id: string) => ReactNode;
  wide?: boolean;
  help?: string;
}) {
  const id = useId();
  return (
    <div className={`field${wide ? ' field--wide' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
      {help && <span className="field__help">{help}</span>}
    </div>
  );
}

/**
 * The top of a verification's result card, for game rounds and sports events alike: the verdict, the
 * seed's hash check (`hashLabel`) and the head of the recomputed-against-stored table.
 */
export function VerdictHead({
  verdict,
  hashLabel,
  hashCheck,
}: {
  verdict: Check;
  hashLabel: string;
  hashCheck: Check;
}) {
  const { t } = useI18n();
  return (
    <>
      <h2 className="verify__verdict">
        <Icon name={iconOf(verdict)} size={24} />
        {t(`verify.verdict.${verdict}`)}
      </h2>
      <div className="verify__hash-row">
        <span>{hashLabel}</span>
        <CheckBadge check={hashCheck} />
      </div>
    </>
  );
}

export function CompareTableHead() {
  const { t } = useI18n();
  return (
    <thead>
      <tr>
        <th scope="col">{t('verify.what')}</th>
        <th scope="col">{t('verify.recomputed')}</th>
        <th scope="col">{t('verify.stored')}</th>
        <th scope="col">
          <span className="visually-hidden">{t('verify.checkCol')}</span>
        </th>
      </tr>
    </thead>
  );
}
