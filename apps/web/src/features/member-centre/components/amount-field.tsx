import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import { useMoney } from '@/hooks/use-money';
import { minorOf, nextAmountText } from '../lib/deposit-amount';
import type { OutgoingProblem } from '../lib/money-forms';
import './amount-field.css';

const QUICK_AMOUNTS = [100, 500, 1000];

/**
 * The amount of money leaving the main wallet: typed, or a quick chip, or "all" of the balance. One field for
 * the member centre's transfers and withdrawals and the agent centre's transfer to a downline (decision 0059).
 */
export function OutgoingAmountField({
  label,
  value,
  onChange,
  all,
  min,
  max,
  problem,
  hint,
  ref,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What "all" puts in: the main wallet balance. */
  all: number;
  min?: number;
  max?: number;
  problem: OutgoingProblem | null;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const chips = QUICK_AMOUNTS.filter((amount) => max === undefined || amount <= max);
  const current = /^\d+(\.\d{1,2})?$/.test(value) ? value : null;
  const error =
    problem &&
    t(`memberCentre.amount.${problem}`, {
      min: money.major(min ?? 0),
      max: money.major(max ?? 0),
      balance: money.major(all),
    });
  return (
    <div className="deposit__amount">
      <TextField
        ref={ref}
        label={label}
        value={value}
        onValueChange={(typed) => onChange(nextAmountText(value, typed))}
        inputMode="decimal"
        autoComplete="off"
        placeholder={
          min !== undefined && max !== undefined ? `${money.plain(min)} – ${money.plain(max)}` : undefined
        }
        prefix={money.symbol ? <span className="field__prefix">{money.symbol}</span> : undefined}
        error={error}
        markRequired
      />
      <div className="chip-row" role="group" aria-label={t('memberCentre.shared.quickAmounts')}>
        {chips.map((amount) => (
          <button
            key={amount}
            type="button"
            className="chip"
            aria-pressed={current !== null && minorOf(Number(current)) === minorOf(amount)}
            onClick={() => onChange(String(amount))}
          >
            {money.plain(amount)}
          </button>
        ))}
        <button
          type="button"
          className="chip"
          disabled={all <= 0}
          aria-pressed={current !== null && all > 0 && minorOf(Number(current)) === minorOf(all)}
          onClick={() => onChange(String(all))}
        >
          {t('memberCentre.amount.all')}
        </button>
      </div>
      {hint && <p className="mc-hint">{hint}</p>}
    </div>
  );
}
