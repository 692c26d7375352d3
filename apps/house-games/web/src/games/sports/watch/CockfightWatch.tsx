import type { CockfightTimeline, CockSide } from '../../../../../src/engine/sports/index.ts';
import { useI18n } from '../../../i18n/react.tsx';
import { cockfightAt, type CockState } from './watch-timeline.ts';

/** Seconds an exchange's lunge lasts on screen. */
const LUNGE = 1.2;

function Cock({ side, lunge, down }: { side: CockSide; lunge: number; down: boolean }) {
  const flip = side === 'wala';
  const x = (flip ? 150 : 50) + (flip ? -lunge : lunge);
  return (
    <g
      className={`sw-cock sw-cock-${side}${down ? ' sw-cock-down' : ''}`}
      transform={`translate(${x} 62)${flip ? ' scale(-1 1)' : ''}${down ? ' rotate(70)' : ''}`}
    >
      <g className="sw-cock-body">
        <path className="sw-cock-tail" d="M-22 -6 Q-36 -30 -20 -34 Q-26 -18 -10 -10 Z" />
        <ellipse className="sw-cock-fill" cx="0" cy="0" rx="20" ry="14" />
        <path className="sw-cock-wing" d="M-8 -4 Q2 -12 12 -2 Q2 6 -8 -4 Z" />
        <circle className="sw-cock-fill" cx="16" cy="-16" r="8" />
        <path className="sw-cock-comb" d="M12 -24 l3 -6 l3 5 l3 -5 l2 7 Z" />
        <path className="sw-cock-beak" d="M23 -17 l7 2 l-7 3 Z" />
        <circle cx="18" cy="-18" r="1.4" fill="#111" />
        <path className="sw-cock-legs" d="M-4 12 l-3 12 M6 12 l3 12" />
      </g>
    </g>
  );
}

function Meter({ label, cock, side }: { label: string; cock: CockState; side: CockSide }) {
  const { t } = useI18n();
  return (
    <div className={`sw-meter sw-meter-${side}`}>
      <span className="sw-meter-label">{label}</span>
      <span
        className="sw-health"
        role="meter"
        aria-label={t('watch.cockfight.health', { side: label })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={cock.health}
      >
        <span style={{ width: `${cock.health}%` }} />
      </span>
      <span className="sw-strikes">{t('watch.cockfight.strikes', { n: cock.strikes })}</span>
    </div>
  );
}

export function CockfightWatch({
  names,
  timeline,
  second,
  final,
  reduced,
}: {
  names: { home: string; away: string };
  timeline: CockfightTimeline | null;
  second: number | null;
  final: boolean;
  reduced: boolean;
}) {
  const { t } = useI18n();
  const now = second ?? 0;
  const state = cockfightAt(timeline?.moments ?? [], now);
  const since = state.last ? now - state.last.second : Infinity;
  const lunging = !reduced && since < LUNGE && state.last?.side && state.result === null;
  const lunge = lunging ? Math.sin((Math.PI * since) / LUNGE) * 30 : 0;
  const result = final ? state.result : null;
  const label = { meron: t('watch.cockfight.meron'), wala: t('watch.cockfight.wala') };
  const last = state.last;
  return (
    <div className="sw-cockfight">
      <div className="sw-board sw-board-cock">
        <span className="sw-team sw-home">
          <span className="sw-side-meron">{label.meron}</span>
          {names.home}
        </span>
        <span className="sw-clock" role="timer">
          {second === null ? '–' : t('watch.cockfight.second', { n: Math.floor(now) })}
        </span>
        <span className="sw-team sw-away">
          {names.away} <span className="sw-side-wala">{label.wala}</span>
        </span>
      </div>
      <svg className="sw-pit" viewBox="0 0 200 100" role="img" aria-label={t('watch.cockfight.pit')}>
        <ellipse cx="100" cy="86" rx="96" ry="12" className="sw-pit-floor" />
        <Cock side="meron" lunge={last?.side === 'meron' ? lunge : 0} down={result === 'wala'} />
        <Cock side="wala" lunge={last?.side === 'wala' ? lunge : 0} down={result === 'meron'} />
        {lunging && last?.kind !== 'dodge' && (
          <circle cx="100" cy="52" r={4 + lunge / 5} className="sw-impact" />
        )}
      </svg>
      <div className="sw-meters">
        <Meter label={label.meron} cock={state.meron} side="meron" />
        <Meter label={label.wala} cock={state.wala} side="wala" />
      </div>
      {last && state.result === null && last.side && (
        <p className="sw-muted sw-exchange" aria-live="polite">
          {t(`watch.cockfight.${last.kind as 'strike' | 'flurry' | 'clinch' | 'dodge'}`, {
            side: label[last.side],
          })}
        </p>
      )}
      {result && (
        <p className={`sw-banner sw-result-${result}`} role="status">
          {result === 'draw' ? t('watch.cockfight.draw') : t('watch.cockfight.wins', { side: label[result] })}
        </p>
      )}
    </div>
  );
}
