import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downlineTransactionTypes } from '@portal/contract';
import { useMoney } from '@/hooks/use-money';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useDownlineTransactions } from '../api/reports';
import { useAgentCentreNav } from '../hooks/use-agent-centre-nav';
import { PeriodPicker, periodFromParams, periodToParams } from '../components/period-picker';
import { ReportRecords } from '../components/report-records';
import { TeamUserField } from '../components/report-bits';
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
  const col = (k: string) =>
    t(`agentReports.transactions.columns.${k}` as 'agentReports.transactions.columns.time');
  return (
    <div className="ar-page">
      <form
        className="ar-filter-row"
        onSubmit={(e) => {
          e.preventDefault();
          set({ user: typed.trim(), type: typePick, page: '' });
        }}
      >
        <TeamUserField value={typed} onChange={setTyped} />
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
      ) : (
        <ReportRecords
          query={query}
          testId="ar-transactions"
          emptyIcon="receipt"
          rowKey={(r) => r.id}
          page={page}
          onPage={(p) => set({ page: String(p) })}
          columns={[
            { key: 'time', label: col('time'), kind: 'time', cell: (r) => formatDateTime(r.time, lang) },
            { key: 'username', label: col('username'), cell: (r) => r.username },
            {
              key: 'type',
              label: col('type'),
              cell: (r) => (
                <>
                  {typeLabel(r.type)}
                  <div className="ar-muted">{r.wallet}</div>
                </>
              ),
            },
            { key: 'amount', label: col('amount'), kind: 'num', cell: (r) => money.signed(r.amount) },
            {
              key: 'balanceAfter',
              label: col('balanceAfter'),
              kind: 'num',
              cell: (r) => money.major(r.balanceAfter),
            },
            { key: 'remark', label: col('remark'), cell: (r) => r.remark ?? '' },
          ]}
        />
      )}
    </div>
  );
}
