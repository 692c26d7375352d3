import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useMoney } from '@/hooks/use-money';
import { useTeamOverview } from '../api/reports';
import { useAgentCentreNav } from '../hooks/use-agent-centre-nav';
import { PeriodPicker, ZoneNote, periodFromParams, periodToParams } from '../components/period-picker';
import { ReportChart } from '../components/report-chart';
import { PlayerPnl, Stat } from '../components/report-bits';
import '../components/agent-reports.css';

const memberMetrics = [
  'logins',
  'registrations',
  'firstDeposits',
  'registeredAndDeposited',
  'promoted',
  'depositors',
  'withdrawers',
  'bettors',
] as const;
const amountMetrics = ['promotion', 'deposit', 'withdraw', 'validBet', 'companyWinLoss'] as const;

/**
 * Team overview (`agentTeamOverview`, inventory 2.1.2): today's logins, registrations, first deposits and
 * members online; the team's balances; member and amount metrics for a period, per day, as charts.
 */
export default function TeamOverviewPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { params, go } = useAgentCentreNav();
  const period = periodFromParams(params);
  const query = useTeamOverview(period);
  const label = (k: string) =>
    t(`agentReports.overview.metrics.${k}` as 'agentReports.overview.metrics.logins');
  return (
    <div className="ar-page">
      {query.isPending ? (
        <Skeleton height={220} />
      ) : !query.data ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <section className="ar-section" aria-labelledby="ar-today">
            <h3 id="ar-today">{t('agentReports.overview.today')}</h3>
            <dl className="ar-stats">
              <Stat
                testId="ar-today-logins"
                label={t('agentReports.overview.logins')}
                value={query.data.today.logins}
              />
              <Stat label={t('agentReports.overview.registrations')} value={query.data.today.registrations} />
              <Stat label={t('agentReports.overview.firstDeposits')} value={query.data.today.firstDeposits} />
              <Stat label={t('agentReports.overview.online')} value={query.data.today.online} />
            </dl>
          </section>
          <section className="ar-section" aria-labelledby="ar-balances">
            <h3 id="ar-balances">{t('agentReports.overview.balances')}</h3>
            <dl className="ar-stats">
              <Stat
                testId="ar-team-balance"
                label={t('agentReports.overview.teamBalance')}
                value={money.major(query.data.balances.teamBalance)}
              />
              <Stat
                testId="ar-team-size"
                label={t('agentReports.overview.teamSize')}
                value={query.data.balances.teamSize}
              />
              <Stat label={t('agentReports.overview.directCount')} value={query.data.balances.directCount} />
              <Stat
                label={t('agentReports.overview.directActive')}
                value={query.data.balances.directActive}
              />
            </dl>
          </section>
        </>
      )}
      <section className="ar-section" aria-labelledby="ar-stats">
        <h3 id="ar-stats">{t('agentReports.overview.stats')}</h3>
        <PeriodPicker
          value={period}
          onChange={(p) => void go('agentTeamOverview', periodToParams(p), { replace: true })}
        />
        {query.data && (
          <>
            <ZoneNote data={query.data} />
            <h4 className="ar-muted">{t('agentReports.overview.memberMetrics')}</h4>
            <dl className="ar-stats">
              {memberMetrics.map((k) => (
                <Stat key={k} testId={`ar-total-${k}`} label={label(k)} value={query.data.total[k]} />
              ))}
            </dl>
            <h4 className="ar-muted">{t('agentReports.overview.amountMetrics')}</h4>
            <dl className="ar-stats">
              {amountMetrics.map((k) => (
                <Stat
                  key={k}
                  testId={`ar-total-${k}`}
                  label={label(k)}
                  value={money.major(query.data.total[k])}
                />
              ))}
              <div className="ar-stat" data-testid="ar-total-teamProfitLoss">
                <dt>{label('teamProfitLoss')}</dt>
                <dd>
                  <PlayerPnl value={query.data.total.teamProfitLoss} />
                </dd>
              </div>
            </dl>
            <div className="ar-charts">
              <ReportChart
                title={t('agentReports.overview.memberMetrics')}
                labels={query.data.days.map((d) => d.date)}
                series={(['registrations', 'firstDeposits'] as const).map((k) => ({
                  label: label(k),
                  values: query.data.days.map((d) => d[k]),
                }))}
              />
              <ReportChart
                title={t('agentReports.overview.amountMetrics')}
                labels={query.data.days.map((d) => d.date)}
                format={money.major}
                series={(['deposit', 'withdraw'] as const).map((k) => ({
                  label: label(k),
                  values: query.data.days.map((d) => d[k]),
                }))}
              />
              <ReportChart
                title={label('teamProfitLoss')}
                labels={query.data.days.map((d) => d.date)}
                format={money.major}
                line={query.data.days.length > 1}
                series={[
                  { label: label('teamProfitLoss'), values: query.data.days.map((d) => d.teamProfitLoss) },
                ]}
              />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
