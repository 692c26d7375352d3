import { useId, useMemo, useState } from 'react';
import { useI18n } from '../i18n/react.tsx';
import { betLadder, betRules, clampBet, maxBet, stepBet, usableChips, type BetRules } from '../lib/bet.ts';
import { formatChip, toMinor } from '../lib/money.ts';
import { useHouse } from './house.tsx';
import { Icon } from './icons.tsx';

/** The bet in the shell's state, limited to the session's limits and the game's unit (minor units). */
export function useBetRules(unit = 1): BetRules {
  const { session, decimals } = useHouse();
  return useMemo(() => {
    const min = toMinor(session.limits.minBet, decimals);
    const max = toMinor(session.limits.maxBet, decimals);
    // Limits that leave no valid bet still give one (the server refuses it with a clear error).
    return (
      betRules(min, max, unit) ?? {
        min: Math.ceil(min / unit) * unit,
        max: Math.ceil(min / unit) * unit,
        unit,
      }
    );
  }, [session.limits.minBet, session.limits.maxBet, decimals, unit]);
}

export function BetSelector({
  rules,
  disabled = false,
  compact = false,
  label,
}: {
  rules: BetRules;
  disabled?: boolean;
  compact?: boolean;
  label?: string;
}) {
  const { t, locale } = useI18n();
  const house = useHouse();
  const id = useId();
  const chips = useMemo(
    () =>
      usableChips(
        house.session.limits.chips.map((c) => house.minor(c)),
        rules,
      ),
    [house, rules],
  );
  const bet = clampBet(house.bet, rules);
  const [draft, setDraft] = useState<string | null>(null);
  const balanceMinor = house.minor(house.balance);
  const ladder = betLadder(rules, chips);

  const commit = (text: string) => {
    setDraft(null);
    const value = Number(text.replace(/[^\d.,]/g, '').replace(',', '.'));
    if (Number.isFinite(value) && value > 0) house.setBet(clampBet(house.minor(value), rules));
  };

  return (
    <div className={`bet${compact ? ' bet--compact' : ''}`}>
      <label className="bet__label" htmlFor={id}>
        {label ?? t('bet.label')}
      </label>
      <div className="bet__row">
        <button
          type="button"
          className="bet__step"
          onClick={() => house.setBet(stepBet(bet, -1, rules, chips))}
          disabled={disabled || bet <= (ladder[0] ?? rules.min)}
          aria-label={t('bet.decrease')}
        >
          <Icon name="minus" size={18} />
        </button>
        <input
          id={id}
          className="bet__input"
          inputMode="decimal"
          autoComplete="off"
          value={draft ?? house.major(bet).toFixed(house.decimals)}
          disabled={disabled}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(e.currentTarget.value);
            if (e.key === 'Escape') setDraft(null);
          }}
          aria-describedby={`${id}-limits`}
        />
        <button
          type="button"
          className="bet__step"
          onClick={() => house.setBet(stepBet(bet, 1, rules, chips))}
          disabled={disabled || bet >= rules.max}
          aria-label={t('bet.increase')}
        >
          <Icon name="plus" size={18} />
        </button>
        <button
          type="button"
          className="bet__max"
          onClick={() => house.setBet(maxBet(balanceMinor, rules))}
          disabled={disabled}
        >
          {t('bet.max')}
        </button>
      </div>
      <span id={`${id}-limits`} className="bet__limits">
        {t('bet.limits', {
          min: house.money(house.major(rules.min)),
          max: house.money(house.major(rules.max)),
        })}
      </span>
      {chips.length > 0 && (
        <div className="bet__chips" role="group" aria-label={t('bet.chips')}>
          {chips.map((chip) => (
            <button
              key={chip}
              type="button"
              className="bet__chip"
              aria-pressed={chip === bet}
              disabled={disabled}
              onClick={() => house.setBet(chip)}
            >
              {formatChip(house.major(chip), house.decimals, locale)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
