import type { BasketballTimeline } from '../../../../../src/engine/sports/index.ts';
import { useI18n } from '../../../i18n/react.tsx';
import { basketballAt } from './watch-timeline.ts';

const periodLabel = (p: number, t: ReturnType<typeof useI18n>['t']) =>
  p === 5 ? t('watch.basketball.ot') : t('watch.basketball.quarter', { n: p });

export function BasketballWatch({
  names,
  timeline,
  minute,
  length,
  final,
}: {
  names: { home: string; away: string };
  timeline: BasketballTimeline | null;
  minute: number;
  length: number;
  final: boolean;
}) {
  const { t } = useI18n();
  const state = basketballAt(timeline?.ticker ?? [], minute, length);
  const columns = length > 48 ? [1, 2, 3, 4, 5] : [1, 2, 3, 4];
  const current = (p: number) => (p === state.period && minute > 0 && !final ? 'sw-now' : undefined);
  const clock = `${Math.floor(state.secondsLeft / 60)}:${String(state.secondsLeft % 60).padStart(2, '0')}`;
  const cell = (p: number, side: 'home' | 'away') => {
    const v = minute > 0 ? state.periods[p - 1] : undefined;
    return v ? v[side] : '–';
  };
  return (
    <div className="sw-basketball">
      <div className="sw-board">
        <span className="sw-team sw-home">{names.home}</span>
        <span className="sw-score" aria-live="polite">
          {state.home} – {state.away}
        </span>
        <span className="sw-team sw-away">{names.away}</span>
        <span className="sw-clock" role="timer">
          {final ? t('watch.fullTime') : `${periodLabel(state.period, t)} ${clock}`}
        </span>
      </div>
      <div className="sw-court" aria-hidden="true">
        <div className="sw-court-bar">
          <span className="sw-court-home" style={{ flexGrow: Math.max(1, state.home) }} />
          <span className="sw-court-away" style={{ flexGrow: Math.max(1, state.away) }} />
        </div>
      </div>
      <p className="sw-muted sw-lead">
        {state.home === state.away
          ? t('watch.basketball.tied')
          : t(final ? 'watch.basketball.wins' : 'watch.basketball.lead', {
              team: state.home > state.away ? names.home : names.away,
              n: Math.abs(state.home - state.away),
            })}
      </p>
      <table className="sw-table">
        <caption>{t('watch.basketball.byQuarter')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('watch.team')}</th>
            {columns.map((p) => (
              <th key={p} scope="col" className={current(p)}>
                {p === 5 ? t('watch.basketball.ot') : t('watch.basketball.q', { n: p })}
              </th>
            ))}
            <th scope="col">{t('watch.total')}</th>
          </tr>
        </thead>
        <tbody>
          {(['home', 'away'] as const).map((side) => (
            <tr key={side}>
              <th scope="row">{names[side]}</th>
              {columns.map((p) => (
                <td key={p} className={current(p)}>
                  {cell(p, side)}
                </td>
              ))}
              <td className="sw-total">{state[side]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
