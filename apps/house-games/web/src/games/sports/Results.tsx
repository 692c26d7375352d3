import { useState } from 'react';
import type { SportId } from '../../../../src/engine/sports/index.ts';
import type { SportsEventValue, SportsLeagueRow } from '../../../../src/shared/sports-api.ts';
import { getSportsResults, getSportsTable } from '../../api/sports.ts';
import { useI18n } from '../../i18n/react.tsx';
import { formatPercent } from '../../lib/money.ts';
import { scoreOf, sportSummary, teamStats, type Mark } from '../../lib/sports-stats.ts';
import { Loading } from '../../shell/PlayApp.tsx';
import { errorKey } from '../../shell/house.tsx';
import { Icon } from '../../shell/icons.tsx';
import { sidesOfEvent } from './Lobby.tsx';
import { teamName } from './labels.ts';
import { dayAndTime, usePoll } from './use-sports.ts';

/** Results of a sport, polled (a new result every few minutes). */
function useResults(sport: SportId, limit: number) {
  const { lang, t } = useI18n();
  const [state, setState] = useState<{
    sport: SportId;
    events: SportsEventValue[] | null;
    error: string | null;
  }>({
    sport,
    events: null,
    error: null,
  });
  usePoll(
    async (signal) => {
      try {
        const answer = await getSportsResults(sport, limit, lang, signal);
        setState({ sport, events: answer.events, error: null });
      } catch (e) {
        if (!signal.aborted) setState((s) => ({ ...s, error: t(errorKey(e)) }));
      }
    },
    20_000,
    `${sport}-${limit}`,
  );
  return state.sport === sport ? state : { sport, events: null, error: null };
}

function Form({ marks }: { marks: readonly Mark[] }) {
  const { t } = useI18n();
  return (
    <span className="sb-form" aria-label={marks.map((m) => t(`sports.form.${m}`)).join(', ')}>
      {marks.map((m, i) => (
        <span key={i} className={`sb-form__mark sb-form__mark--${m}`} aria-hidden="true">
          {t(`sports.form.${m}Short`)}
        </span>
      ))}
    </span>
  );
}

function scoreText(e: SportsEventValue, t: ReturnType<typeof useI18n>['t']): string {
  if (e.phase === 'void') return t('sports.result.void');
  const o = e.outcome as { home?: number; away?: number; winner?: string; overtime?: unknown } | null;
  if (!o) return '—';
  if (e.sport === 'cockfight')
    return o.winner === 'draw'
      ? t('sports.pick.draw')
      : o.winner === 'meron'
        ? t('sports.pick.meron')
        : t('sports.pick.wala');
  return `${o.home ?? 0} : ${o.away ?? 0}${o.overtime ? ` ${t('sports.overtimeShort')}` : ''}`;
}

export function ResultsView({ sport }: { sport: SportId }) {
  const { t, lang, locale } = useI18n();
  const { events, error } = useResults(sport, 30);
  if (events === null) return error ? <p className="sb-note sb-note--error">{error}</p> : <Loading />;
  if (events.length === 0) return <p className="sb-empty muted">{t('sports.results.none')}</p>;
  const time = (iso: string) => dayAndTime(iso, locale);
  return (
    <ul className="sb-results">
      {events.map((e) => {
        const sides = sidesOfEvent(e);
        const s = scoreOf(e);
        return (
          <li key={e.id} className="sb-result">
            <span className="sb-result__time muted small">
              {time(e.kickoffAt)}
              {e.round !== null && ` · ${t('sports.round', { round: e.round })}`}
            </span>
            <span className={`sb-result__team${s && s.home > s.away ? ' sb-result__team--win' : ''}`}>
              {teamName(e.sport, sides.homeId, lang)}
            </span>
            <strong className="sb-result__score">{scoreText(e, t)}</strong>
            <span
              className={`sb-result__team sb-result__team--away${s && s.away > s.home ? ' sb-result__team--win' : ''}`}
            >
              {teamName(e.sport, sides.awayId, lang)}
            </span>
            <a
              className="link sb-result__verify"
              href={`/verify?event=${encodeURIComponent(e.id)}&lang=${lang}`}
              target="_blank"
              rel="noopener"
            >
              <Icon name="shield" size={16} /> {t('sports.results.verify')}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export function TableView() {
  const { t, lang } = useI18n();
  const [state, setState] = useState<{ season: number | null; rows: SportsLeagueRow[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  usePoll(
    async (signal) => {
      try {
        setState(await getSportsTable(lang, signal));
        setError(null);
      } catch (e) {
        if (!signal.aborted) setError(t(errorKey(e)));
      }
    },
    30_000,
    'table',
  );
  if (state === null) return error ? <p className="sb-note sb-note--error">{error}</p> : <Loading />;
  if (state.rows.length === 0) return <p className="sb-empty muted">{t('sports.table.none')}</p>;
  return (
    <div className="sb-table-wrap">
      {state.season !== null && <h2 className="sb-view-title">{t('sports.table.season')}</h2>}
      <table className="sb-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col" className="sb-table__team">
              {t('sports.table.team')}
            </th>
            <th scope="col" title={t('sports.table.playedLong')}>
              {t('sports.table.played')}
            </th>
            <th scope="col" title={t('sports.table.wonLong')}>
              {t('sports.table.won')}
            </th>
            <th scope="col" title={t('sports.table.drawnLong')}>
              {t('sports.table.drawn')}
            </th>
            <th scope="col" title={t('sports.table.lostLong')}>
              {t('sports.table.lost')}
            </th>
            <th scope="col" className="sb-wide" title={t('sports.table.goalsLong')}>
              {t('sports.table.goals')}
            </th>
            <th scope="col" title={t('sports.table.gdLong')}>
              {t('sports.table.gd')}
            </th>
            <th scope="col" title={t('sports.table.pointsLong')}>
              {t('sports.table.points')}
            </th>
            <th scope="col">{t('sports.table.form')}</th>
          </tr>
        </thead>
        <tbody>
          {state.rows.map((r, i) => (
            <tr key={r.teamId}>
              <td>{i + 1}</td>
              <th scope="row" className="sb-table__team">
                {teamName('football', r.teamId, lang)}
              </th>
              <td>{r.played}</td>
              <td>{r.won}</td>
              <td>{r.drawn}</td>
              <td>{r.lost}</td>
              <td className="sb-wide">
                {r.goalsFor}:{r.goalsAgainst}
              </td>
              <td>{r.goalDifference > 0 ? `+${r.goalDifference}` : r.goalDifference}</td>
              <td>
                <strong>{r.points}</strong>
              </td>
              <td>
                <Form marks={r.form} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function StatsView({ sport }: { sport: SportId }) {
  const { t, lang, locale } = useI18n();
  const { events, error } = useResults(sport, 100);
  if (events === null) return error ? <p className="sb-note sb-note--error">{error}</p> : <Loading />;
  const summary = sportSummary(sport, events);
  if (summary.played === 0) return <p className="sb-empty muted">{t('sports.results.none')}</p>;
  const rows = teamStats(events);
  const avg = (n: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(n);
  const pct = (n: number) => formatPercent(n, locale);
  return (
    <div className="sb-stats">
      <p className="muted small">{t('sports.stats.basis', { count: summary.played })}</p>
      <div className="stat-grid sb-stats__summary">
        <div className="stat">
          <span className="stat__label">
            {t(sport === 'cockfight' ? 'sports.stats.meronWins' : 'sports.stats.homeWins')}
          </span>
          <strong className="stat__value">{pct(summary.home)}</strong>
        </div>
        {sport !== 'basketball' && sport !== 'esports' && (
          <div className="stat">
            <span className="stat__label">{t('sports.stats.draws')}</span>
            <strong className="stat__value">{pct(summary.draw)}</strong>
          </div>
        )}
        <div className="stat">
          <span className="stat__label">
            {t(sport === 'cockfight' ? 'sports.stats.walaWins' : 'sports.stats.awayWins')}
          </span>
          <strong className="stat__value">{pct(summary.away)}</strong>
        </div>
        {summary.totalAvg !== null && (
          <div className="stat">
            <span className="stat__label">
              {t(`sports.stats.totalAvg.${sport === 'cockfight' ? 'football' : sport}`)}
            </span>
            <strong className="stat__value">{avg(summary.totalAvg)}</strong>
          </div>
        )}
        {summary.extra.map((x) => (
          <div key={x.key} className="stat">
            <span className="stat__label">{t(`sports.stats.${x.key}`)}</span>
            <strong className="stat__value">{pct(x.share)}</strong>
          </div>
        ))}
      </div>
      <div className="sb-table-wrap">
        <table className="sb-table">
          <thead>
            <tr>
              <th scope="col" className="sb-table__team">
                {t(sport === 'cockfight' ? 'sports.stats.rooster' : 'sports.table.team')}
              </th>
              <th scope="col">{t('sports.table.played')}</th>
              <th scope="col">{t('sports.table.won')}</th>
              {sport !== 'basketball' && sport !== 'esports' && (
                <th scope="col">{t('sports.table.drawn')}</th>
              )}
              <th scope="col">{t('sports.table.lost')}</th>
              {sport !== 'cockfight' && (
                <>
                  <th scope="col" title={t('sports.stats.forLong')}>
                    {t('sports.stats.for')}
                  </th>
                  <th scope="col" title={t('sports.stats.againstLong')}>
                    {t('sports.stats.against')}
                  </th>
                </>
              )}
              <th scope="col">{t('sports.stats.last5')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.teamId}>
                <th scope="row" className="sb-table__team">
                  {teamName(sport, r.teamId, lang)}
                </th>
                <td>{r.played}</td>
                <td>{r.won}</td>
                {sport !== 'basketball' && sport !== 'esports' && <td>{r.drawn}</td>}
                <td>{r.lost}</td>
                {sport !== 'cockfight' && (
                  <>
                    <td>{avg(r.forAvg)}</td>
                    <td>{avg(r.againstAvg)}</td>
                  </>
                )}
                <td>
                  <Form marks={r.last5} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
