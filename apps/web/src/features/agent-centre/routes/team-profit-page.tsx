import { useTranslation } from 'react-i18next';
import type { TeamProfit } from '@portal/contract';
import { gameTypes } from '@portal/contract/constants';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useMoney } from '@/hooks/use-money';
import { useTeamProfit } from '../api/reports';
import { useAgentCentreNav } from '../hooks/use-agent-centre-nav';
import { PeriodPicker, ZoneNote, periodFromParams, periodToParams } from '../components/period-picker';
import { PlayerPnl } from '../components/report-bits';
import '../components/agent-reports.css';

const CONS = 'CONS';
const columns = [
  'deposit',
  'withdraw',
  'betAmount',
  'winAmount',
  'jackpotWin',
  'rebate',
  'salary',
  'dividend',
  'promotion',
  'depositFee',
] as const;

/**
 * User profit and loss (`palStatementsAgentCopy`, inventory 2.1.6): personal or team; the team as one row
 * per direct downline (its whole team) and the agent itself; by product tab; drilling into a downline agent.
 */
export default function TeamProfitPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { params, go } = useAgentCentreNav();
  const period = periodFromParams(params);
  const scope = params.get('scope') === 'personal' ? 'personal' : 'team';
  const product = params.get('product') ?? CONS;
  const member = Number(params.get('member')) || undefined;
  const state: Record<string, string> = {
    ...periodToParams(period),
    scope,
    product,
    ...(member ? { member: String(member) } : {}),
  };
  const set = (next: Record<string, string | undefined>) => {
    const merged = { ...state, ...next };
    for (const k of Object.keys(merged)) if (!merged[k]) delete merged[k];
    void go('palStatementsAgentCopy', merged as Record<string, string>, { replace: true });
  };
  const query = useTeamProfit({ ...period, scope, product, member });
  const shown = product === CONS ? columns : (['betAmount', 'winAmount', 'jackpotWin'] as const);
  // Net win/loss (wins − bets) and, with the money moves (consolidated), the P&L that adds them.
  const pnl =
    product === CONS ? (['profitAndLoss', 'grossProfitLoss'] as const) : (['profitAndLoss'] as const);
  const typeLabel = (k: string) =>
    i18n.exists(`games.types.${k}`) ? t(`games.types.${k}` as 'games.types.LIVE') : k;
  const col = (k: string) =>
    k === 'jackpotWin'
      ? t('agentReports.profitJackpot')
      : t(`agentReports.profit.columns.${k}` as 'agentReports.profit.columns.deposit');

  const row = (key: string, name: React.ReactNode, f: TeamProfit['total'], head = false) => (
    <tr key={key}>
      {head ? <th scope="row">{name}</th> : <td>{name}</td>}
      {shown.map((c) => (
        <td key={c} className="table__num">
          {money.major(f[c])}
        </td>
      ))}
      {pnl.map((c) => (
        <td key={c} className="table__num">
          <PlayerPnl value={f[c]} />
        </td>
      ))}
    </tr>
  );

  return (
    <div className="ar-page">
      <div className="ar-filters">
        <div className="ar-chips" role="group" aria-label={t('agentReports.periodLabel')}>
          {(['personal', 'team'] as const).map((s) => (
            <button
              key={s}
              type="button"
              className="chip chip--small"
              aria-pressed={scope === s}
              onClick={() => set({ scope: s })}
            >
              {t(`agentReports.profit.scopes.${s}`)}
            </button>
          ))}
        </div>
        <div
          className="ar-chips ar-chips--scroll"
          role="group"
          aria-label={t('agentReports.betting.gameType')}
        >
          {[CONS, ...gameTypes].map((p) => (
            <button
              key={p}
              type="button"
              className="chip chip--small"
              aria-pressed={product === p}
              onClick={() => set({ product: p })}
            >
              {p === CONS ? t('agentReports.profit.consolidated') : typeLabel(p)}
            </button>
          ))}
        </div>
        <PeriodPicker value={period} onChange={(p) => set({ ...periodToParams(p) })} />
      </div>
      {query.isPending ? (
        <Skeleton height={200} />
      ) : !query.data ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ZoneNote data={query.data} />
          {query.data.path.length > 1 && (
            <nav className="ar-path" aria-label={t('agentReports.profit.scopes.team')}>
              {query.data.path.map((p, i) =>
                i < query.data.path.length - 1 ? (
                  <span key={p.customerId}>
                    <button
                      type="button"
                      className="ar-link"
                      onClick={() => set({ member: i === 0 ? undefined : String(p.customerId) })}
                    >
                      {p.username}
                    </button>{' '}
                    /
                  </span>
                ) : (
                  <strong key={p.customerId}>{p.username}</strong>
                ),
              )}
            </nav>
          )}
          {query.data.rows.length === 0 ? (
            <EmptyState icon="chart" title={t('agentReports.emptyText')} />
          ) : (
            <div className="table-wrap">
              <table className="table ar-table" data-testid="ar-profit">
                <thead>
                  <tr>
                    <th scope="col">{col('username')}</th>
                    {shown.map((c) => (
                      <th key={c} scope="col" className="table__num">
                        {col(c)}
                      </th>
                    ))}
                    {pnl.map((c) => (
                      <th key={c} scope="col" className="table__num">
                        {c === 'profitAndLoss' ? t('agentReports.profitNet') : t('agentReports.profitGross')}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {query.data.rows.map((r) =>
                    row(
                      String(r.customerId),
                      r.self ? (
                        `${r.username} ${t('agentReports.profit.self')}`
                      ) : r.isAgent ? (
                        <button
                          type="button"
                          className="ar-link"
                          title={t('agentReports.profit.viewTeam')}
                          onClick={() => set({ member: String(r.customerId), scope: 'team' })}
                        >
                          {r.username}
                        </button>
                      ) : (
                        r.username
                      ),
                      r,
                    ),
                  )}
                </tbody>
                <tfoot data-testid="ar-profit-total">
                  {row('total', t('agentReports.total'), query.data.total, true)}
                </tfoot>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}
