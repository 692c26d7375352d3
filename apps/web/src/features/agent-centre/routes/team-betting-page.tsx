import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { betStatuses } from '@portal/contract';
import { gameTypes } from '@portal/contract/constants';
import { useMoney } from '@/hooks/use-money';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useTeamBetting } from '../api/reports';
import { useAgentCentreNav } from '../hooks/use-agent-centre-nav';
import { PeriodPicker, periodFromParams, periodToParams } from '../components/period-picker';
import { ReportRecords } from '../components/report-records';
import { PlayerPnl, TeamUserField } from '../components/report-bits';
import '../components/agent-reports.css';

const PAGE_SIZE = 20;
type Scope = 'self' | 'team' | 'user';

/**
 * Team betting (`personalHistoryCopy` in the agent centre, inventory 2.1.5): the rounds of the agent, its
 * team or one user of it (`&user=` links here from team management), by period, category and status.
 */
export default function TeamBettingPage() {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  const { params, go } = useAgentCentreNav();
  const period = periodFromParams(params);
  const user = params.get('user') ?? '';
  const scope: Scope = user ? 'user' : ((params.get('scope') as Scope | null) ?? 'team');
  const gameType = params.get('product') ?? '';
  const status = params.get('type') ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  const [typed, setTyped] = useState(user);
  const state = { ...periodToParams(period), scope, user, product: gameType, type: status };
  const set = (next: Partial<typeof state> & { page?: string }) => {
    const merged: Record<string, string> = { ...state, ...next };
    for (const k of Object.keys(merged)) if (!merged[k]) delete merged[k];
    if (merged.scope !== 'user') delete merged.user;
    void go('personalHistoryCopy', merged, { replace: true });
  };
  const query = useTeamBetting({
    ...period,
    scope,
    user: scope === 'user' ? user : undefined,
    gameType: gameType || undefined,
    status: status || undefined,
    pageNo: page,
    pageSize: PAGE_SIZE,
  });
  const typeLabel = (k: string) =>
    i18n.exists(`games.types.${k}`) ? t(`games.types.${k}` as 'games.types.LIVE') : k;

  const col = (k: string) => t(`agentReports.betting.columns.${k}` as 'agentReports.betting.columns.game');
  return (
    <div className="ar-page">
      <div className="ar-filters">
        <div className="ar-chips" role="group" aria-label={t('agentReports.betting.scope')}>
          {(['self', 'team', 'user'] as const).map((s) => (
            <button
              key={s}
              type="button"
              className="chip chip--small"
              aria-pressed={scope === s}
              onClick={() => set({ scope: s, page: '' })}
            >
              {t(`agentReports.betting.scopes.${s}`)}
            </button>
          ))}
        </div>
        {scope === 'user' && (
          <form
            className="ar-filter-row"
            onSubmit={(e) => {
              e.preventDefault();
              set({ scope: 'user', user: typed.trim(), page: '' });
            }}
          >
            <TeamUserField value={typed} onChange={setTyped} />
            <button type="submit" className="btn btn--primary btn--small">
              {t('agentReports.betting.search')}
            </button>
          </form>
        )}
        <PeriodPicker value={period} onChange={(p) => set({ ...periodToParams(p), page: '' })} />
        <div className="ar-filter-row">
          <label>
            <span>{t('agentReports.betting.gameType')}</span>
            <select value={gameType} onChange={(e) => set({ product: e.target.value, page: '' })}>
              <option value="">{t('agentReports.all')}</option>
              {gameTypes.map((g) => (
                <option key={g} value={g}>
                  {typeLabel(g)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('agentReports.betting.status')}</span>
            <select value={status} onChange={(e) => set({ type: e.target.value, page: '' })}>
              <option value="">{t('agentReports.all')}</option>
              {betStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`agentReports.betting.statuses.${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {scope === 'user' && !user ? (
        <p className="ar-muted" role="note">
          {t('agentReports.betting.userPlaceholder')}
        </p>
      ) : (
        <ReportRecords
          query={query}
          testId="ar-betting"
          emptyIcon="dice"
          rowKey={(r) => `${r.roundId}-${r.username}`}
          page={page}
          onPage={(p) => set({ page: String(p) })}
          columns={[
            { key: 'username', label: col('username'), cell: (r) => r.username },
            {
              key: 'game',
              label: col('game'),
              cell: (r) => (
                <>
                  {r.gameName}
                  <div className="ar-muted">
                    {r.lottery
                      ? `${r.lottery.numero} · ${r.lottery.content} · ${r.lottery.series}`
                      : r.vendorName}
                  </div>
                </>
              ),
            },
            { key: 'betAmount', label: col('betAmount'), kind: 'num', cell: (r) => money.major(r.betAmount) },
            { key: 'validBet', label: col('validBet'), kind: 'num', cell: (r) => money.major(r.validBet) },
            { key: 'winAmount', label: col('winAmount'), kind: 'num', cell: (r) => money.major(r.winAmount) },
            {
              key: 'profitAndLoss',
              label: col('profitAndLoss'),
              kind: 'num',
              cell: (r) => <PlayerPnl value={r.profitAndLoss} />,
            },
            {
              key: 'status',
              label: col('status'),
              cell: (r) => t(`agentReports.betting.statuses.${r.status}`),
            },
            {
              key: 'betTime',
              label: col('betTime'),
              kind: 'time',
              cell: (r) => formatDateTime(r.betTime, lang),
            },
          ]}
          foot={(data) => (
            <tr data-testid="ar-betting-total">
              <th scope="row" colSpan={2}>
                {t('agentReports.total')}
              </th>
              <td className="table__num">{money.major(data.summary.betAmount)}</td>
              <td className="table__num">{money.major(data.summary.validBet)}</td>
              <td className="table__num">{money.major(data.summary.winAmount)}</td>
              <td className="table__num">
                <PlayerPnl value={data.summary.profitAndLoss} />
              </td>
              <td colSpan={2} />
            </tr>
          )}
        />
      )}
    </div>
  );
}
