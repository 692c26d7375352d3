import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useMoney } from '@/hooks/use-money';
import { useAgentIncome } from '../api/reports';
import { useAgentCentreNav } from '../hooks/use-agent-centre-nav';
import { PeriodPicker, ZoneNote, periodFromParams, periodToParams } from '../components/period-picker';
import { Stat } from '../components/report-bits';
import '../components/agent-reports.css';

/**
 * My income (`agentRevenueReport`, inventory 2.1.7): agent rebates (lottery and other products), commission
 * (dividend), salaries (daily, hourly, real-time) and their total, and each direct downline's contribution.
 */
export default function IncomePage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { params, go } = useAgentCentreNav();
  const period = periodFromParams(params);
  const query = useAgentIncome(period);
  const v = query.data;
  return (
    <div className="ar-page">
      <PeriodPicker
        value={period}
        onChange={(p) => void go('agentRevenueReport', periodToParams(p), { replace: true })}
      />
      {query.isPending ? (
        <Skeleton height={200} />
      ) : !v ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ZoneNote data={v} />
          <section className="ar-section" aria-labelledby="ar-rebates">
            <h3 id="ar-rebates">{t('agentReports.income.rebates')}</h3>
            <dl className="ar-stats">
              <Stat label={t('agentReports.income.gameplayRebate')} value={money.major(v.gameplayRebate)} />
              <Stat
                testId="ar-income-lottery"
                label={t('agentReports.income.lotteryRebate')}
                value={money.major(v.lotteryRebate)}
              />
              <Stat
                testId="ar-income-other"
                label={t('agentReports.income.otherRebate')}
                value={money.major(v.otherRebate)}
              />
            </dl>
          </section>
          <section className="ar-section" aria-labelledby="ar-commission">
            <h3 id="ar-commission">{t('agentReports.income.commission')}</h3>
            <dl className="ar-stats">
              <Stat label={t('agentReports.income.dividend')} value={money.major(v.dividend)} />
            </dl>
          </section>
          <section className="ar-section" aria-labelledby="ar-salaries">
            <h3 id="ar-salaries">{t('agentReports.income.salaries')}</h3>
            <dl className="ar-stats">
              <Stat label={t('agentReports.income.dailySalary')} value={money.major(v.dailySalary)} />
              <Stat label={t('agentReports.income.hourlySalary')} value={money.major(v.hourlySalary)} />
              <Stat label={t('agentReports.income.realtimeSalary')} value={money.major(v.realtimeSalary)} />
            </dl>
          </section>
          <dl className="ar-stats">
            <Stat
              testId="ar-income-total"
              label={t('agentReports.income.total')}
              value={money.major(v.total)}
            />
          </dl>
          <section className="ar-section" aria-labelledby="ar-contrib">
            <h3 id="ar-contrib">{t('agentReports.income.contributions')}</h3>
            {v.contributions.length === 0 ? (
              <EmptyState icon="users" title={t('agentReports.emptyText')} />
            ) : (
              <div className="table-wrap">
                <table className="table ar-table" data-testid="ar-contributions">
                  <thead>
                    <tr>
                      <th scope="col">{t('agentReports.username')}</th>
                      <th scope="col" className="table__num">
                        {t('agentReports.income.amount')}
                      </th>
                      <th scope="col" className="table__num">
                        {t('agentReports.income.percent')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {v.contributions.map((c) => (
                      <tr key={c.customerId}>
                        <td>{c.username}</td>
                        <td className="table__num">{money.major(c.amount)}</td>
                        <td className="table__num">{c.percent.toFixed(2)}%</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}
