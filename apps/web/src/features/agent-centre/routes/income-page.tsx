import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useMoney } from '@/hooks/use-money';
import { useAgentIncome } from '../api/reports';
import { useAgentCentreNav } from '../hooks/use-agent-centre-nav';
import { PeriodPicker, ZoneNote, periodFromParams, periodToParams } from '../components/period-picker';
import { Stat } from '../components/report-bits';
import { shownLevels } from '../lib/income-tree';
import '../components/agent-reports.css';

/**
 * My income (`agentRevenueReport`, inventory 2.1.7): agent rebates (lottery and other products), commission
 * (dividend), salaries (daily, hourly, real-time) and their total, and the contribution tree by level: each
 * direct downline, expandable into the members below it, with personal and subordinate-level amounts.
 */
export default function IncomePage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { params, go } = useAgentCentreNav();
  const period = periodFromParams(params);
  const query = useAgentIncome(period);
  const v = query.data;
  // The downline agents whose own rows are shown (the tree starts folded at the direct downlines).
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((o) => {
      const next = new Set(o);
      if (!next.delete(id)) next.add(id);
      return next;
    });
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
            <h3 id="ar-contrib">{t('agentReports.incomeTree.title')}</h3>
            {v.levels.length === 0 ? (
              <EmptyState icon="users" title={t('agentReports.emptyText')} />
            ) : (
              <div className="table-wrap">
                <table className="table ar-table" data-testid="ar-contributions">
                  <thead>
                    <tr>
                      <th scope="col">{t('agentReports.username')}</th>
                      <th scope="col">{t('agentReports.incomeTree.level')}</th>
                      <th scope="col" className="table__num">
                        {t('agentReports.incomeTree.personal')}
                      </th>
                      <th scope="col" className="table__num">
                        {t('agentReports.incomeTree.subordinate')}
                      </th>
                      <th scope="col" className="table__num">
                        {t('agentReports.income.amount')}
                      </th>
                      <th scope="col" className="table__num">
                        {t('agentReports.income.percent')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {shownLevels(v.levels, open).map((c) => (
                      <tr key={c.customerId} data-level={c.level}>
                        <td>
                          <span
                            className="ar-tree"
                            style={{ paddingInlineStart: `${(c.level - 1) * 1.25}rem` }}
                          >
                            {c.hasChildren ? (
                              <button
                                type="button"
                                className="ar-tree__toggle"
                                aria-expanded={c.open}
                                aria-label={t(
                                  c.open
                                    ? 'agentReports.incomeTree.collapse'
                                    : 'agentReports.incomeTree.expand',
                                  { name: c.username },
                                )}
                                onClick={() => toggle(c.customerId)}
                              >
                                {c.open ? '−' : '+'}
                              </button>
                            ) : (
                              <span className="ar-tree__toggle" aria-hidden="true" />
                            )}
                            {c.username}
                          </span>
                        </td>
                        <td>{t('agentReports.incomeTree.levelN', { n: c.level })}</td>
                        <td className="table__num">{money.major(c.personal)}</td>
                        <td className="table__num">{money.major(c.subordinate)}</td>
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
