import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downlineTransactionTypes } from '@portal/contract';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/pagination';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useMoney } from '@/hooks/use-money';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useDownlineTransactions } from '../api/reports';
import { useAgentCentreNav } from '../hooks/use-agent-centre-nav';
import { PeriodPicker, ZoneNote, periodFromParams, periodToParams } from '../components/period-picker';
import '../components/agent-reports.css';

const PAGE_SIZE = 20;

/**
 * Transaction details (`agentDownlineTransactionDetailsCopy`, inventory 2.1.8): ledger entries of one user
 * of the team (`&user=`), or the whole downline's of one type; one of the two is required.
 */
export default function DownlineTransactionsPage() {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  const { params, go } = useAgentCentreNav();
  const period = periodFromParams(params);
  const user = params.get('user') ?? '';
  const type = params.get('type') ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  const [typed, setTyped] = useState(user);
  const [typePick, setTypePick] = useState(type);
  const set = (next: Record<string, string>) => {
    const merged: Record<string, string> = { ...periodToParams(period), user, type, ...next };
    for (const k of Object.keys(merged)) if (!merged[k]) delete merged[k];
    void go('agentDownlineTransactionDetailsCopy', merged, { replace: true });
  };
  const query = useDownlineTransactions({
    ...period,
    user: user || undefined,
    type: type || undefined,
    pageNo: page,
    pageSize: PAGE_SIZE,
  });
  const typeLabel = (k: string) => {
    const own = `agentReports.transactions.types.${k}`;
    if (i18n.exists(own)) return t(own as 'agentReports.transactions.types.dividend');
    const wallet = `wallet.txType.${k}`;
    return i18n.exists(wallet) ? t(wallet as 'wallet.txType.deposit') : k;
  };
  return (
    <div className="ar-page">
      <form
        className="ar-filter-row"
        onSubmit={(e) => {
          e.preventDefault();
          set({ user: typed.trim(), type: typePick, page: '' });
        }}
      >
        <label>
          <span>{t('agentReports.username')}</span>
          <input
            value={typed}
            maxLength={32}
            placeholder={t('agentReports.betting.userPlaceholder')}
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <label>
          <span>{t('agentReports.transactions.type')}</span>
          <select value={typePick} onChange={(e) => setTypePick(e.target.value)}>
            <option value="">{t('agentReports.transactions.anyType')}</option>
            {downlineTransactionTypes.map((k) => (
              <option key={k} value={k}>
                {typeLabel(k)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn--primary btn--small">
          {t('agentReports.transactions.search')}
        </button>
      </form>
      <PeriodPicker value={period} onChange={(p) => set({ ...periodToParams(p), page: '' })} />
      {!user && !type ? (
        <p className="ar-muted" role="note">
          {t('agentReports.transactions.required')}
        </p>
      ) : query.isPending ? (
        <Skeleton height={200} />
      ) : !query.data ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ZoneNote data={query.data} />
          {query.data.rows.length === 0 ? (
            <EmptyState icon="receipt" title={t('agentReports.emptyText')} />
          ) : (
            <div className="table-wrap">
              <table className="table ar-table" data-testid="ar-transactions">
                <thead>
                  <tr>
                    <th scope="col">{t('agentReports.transactions.columns.time')}</th>
                    <th scope="col">{t('agentReports.transactions.columns.username')}</th>
                    <th scope="col">{t('agentReports.transactions.columns.type')}</th>
                    <th scope="col" className="table__num">
                      {t('agentReports.transactions.columns.amount')}
                    </th>
                    <th scope="col" className="table__num">
                      {t('agentReports.transactions.columns.balanceAfter')}
                    </th>
                    <th scope="col">{t('agentReports.transactions.columns.remark')}</th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.rows.map((r) => (
                    <tr key={r.id}>
                      <td className="table__time">{formatDateTime(r.time, lang)}</td>
                      <td>{r.username}</td>
                      <td>
                        {typeLabel(r.type)}
                        <div className="ar-muted">{r.wallet}</div>
                      </td>
                      <td className="table__num">{money.signed(r.amount)}</td>
                      <td className="table__num">{money.major(r.balanceAfter)}</td>
                      <td>{r.remark ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {query.data.totalPages > 1 && (
            <div className="ar-pager">
              <Pagination
                page={page}
                total={query.data.totalPages}
                onChange={(p) => set({ page: String(p) })}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
