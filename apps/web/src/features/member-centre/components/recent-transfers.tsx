import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { langTags } from '@portal/i18n/langs';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useTransactions } from '../api/get-transactions';
import { useMoney } from '@/hooks/use-money';
import { lastTwoDays, relativeDay } from '@/lib/date-range';
import { transferEnds } from '../lib/wallet-transfer';

/**
 * Recent transfers between wallets (inventory 1.2.1): the account record's wallet transfers of the last
 * 2 days, one row each (from → to, the amount, and the balance after of the member's wallet it moved).
 */
export function RecentTransfers() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  const [range] = useState(() => lastTwoDays(new Date()));
  const query = useTransactions({ ...range, type: 'wallet_transfer', pageNo: 1, pageSize: 20 });
  const time = new Intl.DateTimeFormat(langTags[lang], { timeStyle: 'short' });
  const dayOf = (iso: string) => {
    const day = relativeDay(iso, new Date());
    return day ? t(`memberCentre.transfer.days.${day}`) : formatDate(iso, lang);
  };
  return (
    <section className="mc-section" aria-labelledby="recent-transfers">
      <h4 id="recent-transfers" className="deposit__label">
        {t('memberCentre.transfer.recent')}
      </h4>
      {query.isPending ? (
        <div className="record__skeleton" aria-busy="true">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} height={52} />
          ))}
        </div>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.rows.length === 0 ? (
        <EmptyState icon="transfer" title={t('memberCentre.transfer.recentEmpty')} />
      ) : (
        <ul className="tx-cards" data-testid="recent-transfers">
          {query.data.rows.map((row) => {
            const ends = transferEnds(row);
            return (
              <li key={row.id} className="tx-card">
                <div className="tx-card__main">
                  <span className="tx-card__type">
                    {ends
                      ? t('memberCentre.shared.between', ends)
                      : t(row.amount >= 0 ? 'memberCentre.transfer.in' : 'memberCentre.transfer.out', {
                          wallet: row.wallet,
                        })}
                  </span>
                  <span className="tx-amount">{money.major(Math.abs(row.amount))}</span>
                </div>
                <div className="tx-card__meta">
                  <span>
                    {dayOf(row.time)} {time.format(new Date(row.time))}
                  </span>
                  <span>
                    {t('memberCentre.shared.walletBalance', {
                      wallet: row.wallet,
                      amount: money.major(row.balanceAfter),
                    })}
                  </span>
                  <span className={`tx-status tx-status--${row.status.toLowerCase()}`}>
                    {t(`memberCentre.record.statuses.${row.status}`)}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
