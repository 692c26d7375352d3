import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { useMoney } from '@/hooks/use-money';
import type { ChaseOutcome, ChaseSettings } from '../lib/chase-plan';
import { sumAmounts } from '../lib/stake';
import type { SlipLine } from '../stores/slip-store';
import { ChaseSetup } from './chase-setup';
import { ContentText } from './content-text';

/**
 * The bet slip: the selections kept for this game (remove one, clear all), the chase setup, the total
 * and "Place order", which asks for confirmation before any money moves.
 */
export function BetSlip({
  lines,
  numero,
  canPlace,
  chaseOn,
  onChaseOn,
  chase,
  onChase,
  plan,
  maxPeriods,
  maxMultiple,
  onRemove,
  onClear,
  onPlace,
  onClose,
}: {
  lines: readonly SlipLine[];
  numero: string | null;
  canPlace: boolean;
  chaseOn: boolean;
  onChaseOn: (on: boolean) => void;
  chase: ChaseSettings;
  onChase: (next: ChaseSettings) => void;
  plan: ChaseOutcome | null;
  maxPeriods: number;
  maxMultiple: number;
  onRemove: (id: string) => void;
  onClear: () => void;
  onPlace: () => void;
  /** Shown as a bottom sheet: its close button. */
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const stake = sumAmounts(lines.map((l) => l.stake));
  const total = chaseOn && plan?.ok ? plan.total : stake;
  const bets = lines.reduce((s, l) => s + l.betCount, 0);
  return (
    <section className="slip" aria-labelledby="lottery-slip-title">
      <div className="slip__head">
        <h2 id="lottery-slip-title" className="slip__title">
          <Icon name="receipt" size={18} />
          {t('lottery.slip.title')}
          <span className="slip__count">{lines.length}</span>
        </h2>
        <span className="slip__head-actions">
          {lines.length > 0 && (
            <button type="button" className="btn btn--ghost btn--sm" onClick={onClear}>
              {t('lottery.slip.clear')}
            </button>
          )}
          {onClose && (
            <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={onClose}>
              <Icon name="close" />
            </button>
          )}
        </span>
      </div>
      {lines.length === 0 ? (
        <EmptyState icon="receipt" title={t('lottery.slip.empty')}>
          {t('lottery.slip.emptyText')}
        </EmptyState>
      ) : (
        <ul className="slip__lines">
          {lines.map((line) => (
            <li key={line.id} className="slip__line">
              <div className="slip__line-main">
                <span className="slip__play">
                  {line.playName}
                  {line.prizeMode === 'ELOTT' && (
                    <span className="slip__mode">{t('lottery.mode.ELOTT')}</span>
                  )}
                </span>
                <ContentText content={line.content} className="slip__content" />
                <span className="slip__meta">
                  {t('lottery.slip.lineMeta', {
                    count: line.betCount,
                    unit: line.unitName,
                    multiple: line.multiple,
                    series: line.series,
                  })}
                </span>
              </div>
              <div className="slip__line-side">
                <strong className="slip__stake">{money.major(line.stake)}</strong>
                <button
                  type="button"
                  className="icon-btn slip__remove"
                  aria-label={t('lottery.slip.remove', { play: line.playName })}
                  onClick={() => onRemove(line.id)}
                >
                  <Icon name="close" size={16} />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <div className="slip__chase">
        <label className="slip__chase-toggle">
          <input type="checkbox" checked={chaseOn} onChange={(event) => onChaseOn(event.target.checked)} />
          <span>{t('lottery.chase.title')}</span>
        </label>
        {chaseOn && (
          <ChaseSetup
            settings={chase}
            onChange={onChase}
            plan={plan}
            maxPeriods={maxPeriods}
            maxMultiple={maxMultiple}
          />
        )}
      </div>

      <dl className="slip__summary">
        <div>
          <dt>{t('lottery.slip.numero')}</dt>
          <dd>{numero ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('lottery.slip.bets')}</dt>
          <dd>{bets}</dd>
        </div>
        <div className="slip__summary-total">
          <dt>{t('lottery.slip.total')}</dt>
          <dd data-testid="slip-total">{money.major(total)}</dd>
        </div>
      </dl>
      {!canPlace && lines.length > 0 && <p className="slip__closed">{t('lottery.slip.closed')}</p>}
      <button
        type="button"
        className="btn btn--primary btn--lg slip__place"
        disabled={lines.length === 0 || !canPlace || (chaseOn && !plan?.ok)}
        onClick={onPlace}
      >
        {t('lottery.slip.place')}
      </button>
    </section>
  );
}
