import { useTranslation } from 'react-i18next';
import type { BonusDetails } from '@portal/contract';
import { Icon } from '@/components/icon';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useBonusDetails } from '../api/bonus-details';
import { RecordResult } from '@/components/record-result';
import { useMoney } from '@/hooks/use-money';

type Bonus = BonusDetails['bonuses'][number];

/**
 * `bonusDetails` (decision 0010): the member's promotion bonuses, each waiting in the bonus wallet
 * until settled bets reach its turnover, then moved to the main wallet.
 */
export default function BonusDetailsPage() {
  const { t } = useTranslation();
  const query = useBonusDetails();
  return (
    <div className="record">
      <p className="mc-hint">{t('memberCentre.bonusDetails.hint')}</p>
      <RecordResult query={query} icon="gift" emptyText={t('memberCentre.bonusDetails.emptyText')}>
        {(data) => (
          <ul className="bonus-list">
            {data.rows.map((b) => (
              <BonusCard key={b.id} bonus={b} />
            ))}
          </ul>
        )}
      </RecordResult>
    </div>
  );
}

function BonusCard({ bonus }: { bonus: Bonus }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLanguage();
  const released = bonus.status === 'RELEASED';
  const ratio = bonus.requiredTurnover > 0 ? Math.min(1, bonus.achievedTurnover / bonus.requiredTurnover) : 1;
  return (
    <li className={`tx-card bonus-card${released ? ' bonus-card--released' : ''}`} data-testid="bonus-card">
      <div className="tx-card__main">
        <span className="tx-card__type">{bonus.promotionName ?? t('memberCentre.bonusDetails.unnamed')}</span>
        <span className="tx-amount tx-amount--in">{money.signed(bonus.bonus)}</span>
      </div>
      <span className={`tx-status tx-status--${released ? 'success' : 'pending'}`}>
        <Icon name={released ? 'check' : 'clock'} size={14} />
        {t(released ? 'memberCentre.bonusDetails.released' : 'memberCentre.bonusDetails.inProgress')}
      </span>
      <div
        className="turnover__bar"
        role="progressbar"
        aria-label={t('memberCentre.bonusDetails.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(ratio * 100)}
      >
        <span style={{ width: `${ratio * 100}%` }} />
      </div>
      <dl className="pnl-grid">
        <div>
          <dt>{t('memberCentre.bonusDetails.achieved')}</dt>
          <dd>{money.major(bonus.achievedTurnover)}</dd>
        </div>
        <div>
          <dt>{t('memberCentre.bonusDetails.required')}</dt>
          <dd>{money.major(bonus.requiredTurnover)}</dd>
        </div>
        <div>
          <dt>{t('memberCentre.bonusDetails.granted')}</dt>
          <dd>{formatDateTime(bonus.grantedAt, lang)}</dd>
        </div>
        {bonus.releasedAt && (
          <div>
            <dt>{t('memberCentre.bonusDetails.releasedAt')}</dt>
            <dd>{formatDateTime(bonus.releasedAt, lang)}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
