import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/hooks/use-money';
import type { ChaseOutcome, ChaseSettings } from '../lib/chase-plan';
import { clampMultiple } from '../lib/stake';

/**
 * Chase setup (追號): how many periods, the same multiple or doubling every n periods, stop after a
 * win; the list of periods with their multiple and stake, and the total.
 */
export function ChaseSetup({
  settings,
  onChange,
  plan,
  maxPeriods,
  maxMultiple,
}: {
  settings: ChaseSettings;
  onChange: (next: ChaseSettings) => void;
  plan: ChaseOutcome | null;
  maxPeriods: number;
  maxMultiple: number;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = useId();
  const set = (patch: Partial<ChaseSettings>) => onChange({ ...settings, ...patch });
  return (
    <fieldset className="chase">
      <legend className="visually-hidden">{t('lottery.chase.title')}</legend>
      <div className="chase__grid">
        <label className="chase__field">
          <span>{t('lottery.chase.periods')}</span>
          <input
            className="chase__input"
            inputMode="numeric"
            value={settings.periods}
            onChange={(event) => set({ periods: clampMultiple(event.target.value, maxPeriods) })}
          />
        </label>
        <div className="chase__field" role="radiogroup" aria-labelledby={`${id}-mode`}>
          <span id={`${id}-mode`}>{t('lottery.chase.mode')}</span>
          <div className="chase__modes">
            {(['same', 'double'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                role="radio"
                aria-checked={settings.mode === mode}
                className="chase__mode"
                onClick={() => set({ mode })}
              >
                {t(`lottery.chase.modes.${mode}`)}
              </button>
            ))}
          </div>
        </div>
        <label className="chase__field">
          <span>
            {t(settings.mode === 'same' ? 'lottery.chase.multiple' : 'lottery.chase.startMultiple')}
          </span>
          <input
            className="chase__input"
            inputMode="numeric"
            value={settings.startMultiple}
            onChange={(event) => set({ startMultiple: clampMultiple(event.target.value, maxMultiple) })}
          />
        </label>
        {settings.mode === 'double' && (
          <label className="chase__field">
            <span>{t('lottery.chase.every')}</span>
            <input
              className="chase__input"
              inputMode="numeric"
              value={settings.everyPeriods}
              onChange={(event) => set({ everyPeriods: clampMultiple(event.target.value, maxPeriods) })}
            />
          </label>
        )}
      </div>
      <label className="chase__stop">
        <input
          type="checkbox"
          checked={settings.stopOnWin}
          onChange={(event) => set({ stopOnWin: event.target.checked })}
        />
        <span>{t('lottery.chase.stopOnWin')}</span>
      </label>
      {plan && !plan.ok && (
        <p className="chase__problem" role="alert">
          {t(`lottery.chase.problems.${plan.reason}`, { max: maxPeriods, maxMultiple })}
        </p>
      )}
      {plan?.ok && (
        <>
          <div className="chase__list" tabIndex={0} aria-label={t('lottery.chase.list')}>
            <table className="chase__table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('lottery.chase.numero')}</th>
                  <th scope="col">{t('lottery.chase.multipleShort')}</th>
                  <th scope="col">{t('lottery.chase.stake')}</th>
                </tr>
              </thead>
              <tbody>
                {plan.rows.map((row, i) => (
                  <tr key={row.numero}>
                    <td>{i + 1}</td>
                    <td>{row.numero}</td>
                    <td>×{row.multiple}</td>
                    <td>{money.major(row.stake)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="chase__total">
            {t('lottery.chase.total', { count: plan.rows.length })}
            <strong>{money.major(plan.total)}</strong>
          </p>
        </>
      )}
    </fieldset>
  );
}
