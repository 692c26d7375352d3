import { MAP_WIN_ROUNDS, type EsportsTimeline } from '../../../../../src/engine/sports/index.ts';
import { useI18n } from '../../../i18n/react.tsx';
import { esportsAt } from './watch-timeline.ts';

const BEST_OF = 3;

export function EsportsWatch({
  names,
  timeline,
  started,
  final,
  reduced,
}: {
  names: { home: string; away: string };
  timeline: EsportsTimeline | null;
  started: boolean;
  final: boolean;
  reduced: boolean;
}) {
  const { t } = useI18n();
  const state = esportsAt(timeline?.maps ?? []);
  const rows = Array.from({ length: BEST_OF }, (_, i) => i + 1);
  const winner = state.home >= 2 ? names.home : state.away >= 2 ? names.away : null;
  return (
    <div className="sw-esports">
      <div className="sw-board">
        <span className="sw-team sw-home">{names.home}</span>
        <span className="sw-score" aria-live="polite">
          {state.home} – {state.away}
        </span>
        <span className="sw-team sw-away">{names.away}</span>
        <span className="sw-clock">{t('watch.esports.bestOf', { n: BEST_OF })}</span>
      </div>
      <ol className="sw-maps">
        {rows.map((n) => {
          const map = state.maps[n - 1];
          const live = started && state.live === n;
          return (
            <li key={n} className={`sw-map${live ? ' sw-map-live' : ''}${map ? '' : ' sw-map-empty'}`}>
              <span className="sw-map-name">{t('watch.esports.map', { n })}</span>
              <span className="sw-map-bars" aria-hidden="true">
                <span className="sw-bar sw-bar-home">
                  <span style={{ width: `${((map?.home ?? 0) / MAP_WIN_ROUNDS) * 100}%` }} />
                </span>
                <span className="sw-bar sw-bar-away">
                  <span style={{ width: `${((map?.away ?? 0) / MAP_WIN_ROUNDS) * 100}%` }} />
                </span>
              </span>
              <span className="sw-map-score">
                {live && !reduced && <span className="sw-live-dot" aria-hidden="true" />}
                {map
                  ? `${map.home} – ${map.away}`
                  : live
                    ? t('watch.esports.live')
                    : state.live === null && started
                      ? t('watch.esports.notPlayed')
                      : '–'}
              </span>
              <span className="sw-map-winner">
                {map
                  ? t('watch.esports.mapWinner', { team: map.winner === 'home' ? names.home : names.away })
                  : ''}
              </span>
            </li>
          );
        })}
      </ol>
      {(final || winner) && winner && (
        <p className="sw-banner" role="status">
          {t('watch.esports.seriesWinner', { team: winner })}
        </p>
      )}
    </div>
  );
}
