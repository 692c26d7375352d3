import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RebateSetting } from '../api/team';

/** A rebate value as shown: the lottery's prize series as is, a game rate (basis points) as a percentage. */
export function rebateText(product: string, value: number): string {
  return product === 'LOTT' ? String(value) : `${(value / 100).toFixed(2)}%`;
}

/** Rebates of a member as one short line ("Lottery series 1980 · Slots 0.80% …"), rates of 0 left out. */
export function RebateSummary({ rebates }: { rebates: Record<string, number> }) {
  const { t } = useTranslation();
  const parts = Object.entries(rebates)
    .filter(([product, value]) => product === 'LOTT' || value > 0)
    .map(
      ([product, value]) =>
        `${t(`agentTeam.products.${product}` as 'agentTeam.products.LOTT')} ${rebateText(product, value)}`,
    );
  return <span className="at-rebates">{parts.length ? parts.join(' · ') : t('agentTeam.rebates.none')}</span>;
}

/** The form's text of a value: the series, or the percentage with two decimals. */
export const rebateInputText = (product: string, value: number) =>
  product === 'LOTT' ? String(value) : (value / 100).toFixed(2);

/** The value typed back into the server's unit, or null when it is not a number of the right shape. */
export function parseRebate(product: string, text: string): number | null {
  const trimmed = text.trim();
  if (product === 'LOTT') return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : null;
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

/** The form's rebate texts as the server's values; the problems per product (out of range or malformed). */
export function checkRebateTexts(setting: RebateSetting, texts: Record<string, string>) {
  const values: Record<string, number> = {};
  const problems: Record<string, boolean> = {};
  for (const row of setting.products) {
    const value = parseRebate(row.product, texts[row.product] ?? '');
    if (value === null || value < row.min || value > row.max) problems[row.product] = true;
    else values[row.product] = value;
  }
  return { values, ok: Object.keys(problems).length === 0, problems };
}

/** The starting texts: each product at its minimum. */
export const initialRebateTexts = (setting: RebateSetting): Record<string, string> =>
  Object.fromEntries(setting.products.map((r) => [r.product, rebateInputText(r.product, r.min)]));

/** One field per product with its allowed range (inventory 2.1.3: never above mine). */
export function RebateFields({
  setting,
  texts,
  onChange,
  problems,
}: {
  setting: RebateSetting;
  texts: Record<string, string>;
  onChange: (texts: Record<string, string>) => void;
  problems: Record<string, boolean>;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="at-rebate-fields">
      <legend>{t('agentTeam.rebates.title')}</legend>
      {setting.products.map((row) => {
        const fieldId = `${id}-${row.product}`;
        const hintId = `${fieldId}-hint`;
        return (
          <div key={row.product} className={`at-rebate${problems[row.product] ? ' at-rebate--bad' : ''}`}>
            <label htmlFor={fieldId}>
              {t(`agentTeam.products.${row.product}` as 'agentTeam.products.LOTT')}
            </label>
            <div className="at-rebate__input">
              <input
                id={fieldId}
                inputMode="decimal"
                value={texts[row.product] ?? ''}
                aria-invalid={problems[row.product] || undefined}
                aria-describedby={hintId}
                onChange={(e) => onChange({ ...texts, [row.product]: e.target.value })}
              />
              {row.product === 'LOTT' ? null : <span aria-hidden="true">%</span>}
            </div>
            <small id={hintId}>
              {t('agentTeam.rebates.range', {
                min: rebateInputText(row.product, row.min),
                max: rebateInputText(row.product, row.max),
              })}
            </small>
          </div>
        );
      })}
    </fieldset>
  );
}
