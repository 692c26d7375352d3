import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useRecentWithdrawals } from '../api/withdraw';
import { useMoney } from '@/hooks/use-money';

/** The member's latest withdrawals with their status (inventory 1.2.3, recent withdrawals). */
export function RecentWithdrawals() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  const recent = useRecentWithdrawals();
  return (
    <section className="mc-section" aria-labelledby="recent-withdrawals">
      <h4 id="recent-withdrawals" className="deposit__label">
        {t('memberCentre.withdraw.recent')}
      </h4>
      {recent.isPending ? (
        <Skeleton height={60} />
      ) : recent.isError ? (
        <QueryError error={recent.error} onRetry={() => void recent.refetch()} />
      ) : recent.data.withdrawals.length === 0 ? (
        <EmptyState icon="receipt" title={t('memberCentre.withdraw.recentEmpty')} />
      ) : (
        <ul className="tx-cards" data-testid="recent-withdrawals">
          {recent.data.withdrawals.map((w) => (
            <li key={w.withdrawalId} className="tx-card">
              <div className="tx-card__main">
                <span className="tx-card__type">
                  {w.bankName} {w.accountNumber}
                </span>
                <strong>{money.major(w.amount)}</strong>
              </div>
              <div className="tx-card__meta">
                <span>{formatDateTime(w.createdAt, lang)}</span>
                <span className={`tx-status tx-status--${w.status.toLowerCase()}`}>
                  {t(`memberCentre.withdraw.statuses.${w.status}`)}
                </span>
              </div>
              {w.rejectReason ? (
                <p className="tx-card__meta" data-testid="withdrawal-reject-reason">
                  {t('memberCentre.withdraw.rejectReason', { reason: w.rejectReason })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
