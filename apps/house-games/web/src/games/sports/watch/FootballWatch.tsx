import { useMemo } from 'react';
import type { FootballTimeline } from '../../../../../src/engine/sports/index.ts';
import { useI18n } from '../../../i18n/react.tsx';
import {
  ballAt,
  ballFrames,
  footballHappenings,
  footballScoreAt,
  matchClock,
  type Point,
} from './watch-timeline.ts';

const W = 105;
const H = 68;

/** Outfield shapes (x, y on 0..1, own half on the left): they lean towards the ball. */
const SHAPE: readonly Point[] = [
  { x: 0.04, y: 0.5 },
  { x: 0.2, y: 0.2 },
  { x: 0.2, y: 0.8 },
  { x: 0.32, y: 0.5 },
  { x: 0.42, y: 0.3 },
  { x: 0.42, y: 0.7 },
];

function players(ball: Point, side: 'home' | 'away'): Point[] {
  return SHAPE.map((p, i) => {
    const base = side === 'home' ? p : { x: 1 - p.x, y: 1 - p.y };
    const pull = i === 0 ? 0.1 : 0.35;
    return { x: base.x + (ball.x - base.x) * pull, y: base.y + (ball.y - base.y) * pull };
  });
}

export function FootballWatch({
  names,
  timeline,
  minute,
  final,
  reduced,
}: {
  names: { home: string; away: string };
  timeline: FootballTimeline | null;
  minute: number;
  final: boolean;
  reduced: boolean;
}) {
  const { t } = useI18n();
  const goals = useMemo(() => timeline?.goals ?? [], [timeline]);
  const happenings = useMemo(() => footballHappenings(goals, timeline?.moments ?? []), [goals, timeline]);
  const frames = useMemo(() => ballFrames(happenings), [happenings]);
  const ball = ballAt(frames, minute);
  const score = footballScoreAt(goals, minute);
  const feed = happenings.filter((h) => h.minute <= minute).reverse();
  const lastGoal = goals.filter((g) => g.minute <= minute).at(-1);
  const celebrating = !final && lastGoal !== undefined && minute - lastGoal.minute < 2.5;

  return (
    <div className="sw-football">
      <div className="sw-board">
        <span className="sw-team sw-home">{names.home}</span>
        <span className="sw-score" aria-live="polite">
          {score.home} – {score.away}
        </span>
        <span className="sw-team sw-away">{names.away}</span>
        <span className="sw-clock" role="timer">
          {final ? t('watch.fullTime') : matchClock(minute)}
        </span>
      </div>
      <svg className="sw-pitch" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('watch.pitch')}>
        <rect x="0" y="0" width={W} height={H} className="sw-grass" />
        <g className="sw-lines">
          <rect x="1" y="1" width={W - 2} height={H - 2} />
          <line x1={W / 2} y1="1" x2={W / 2} y2={H - 1} />
          <circle cx={W / 2} cy={H / 2} r="9.15" />
          <rect x="1" y={H / 2 - 20.16} width="16.5" height="40.32" />
          <rect x={W - 17.5} y={H / 2 - 20.16} width="16.5" height="40.32" />
          <rect x="1" y={H / 2 - 9.16} width="5.5" height="18.32" />
          <rect x={W - 6.5} y={H / 2 - 9.16} width="5.5" height="18.32" />
        </g>
        <rect x="-1" y={H / 2 - 3.66} width="2" height="7.32" className="sw-goal" />
        <rect x={W - 1} y={H / 2 - 3.66} width="2" height="7.32" className="sw-goal" />
        {players(ball, 'home').map((p, i) => (
          <circle key={`h${i}`} cx={p.x * W} cy={p.y * H} r="1.6" className="sw-player-home" />
        ))}
        {players(ball, 'away').map((p, i) => (
          <circle key={`a${i}`} cx={p.x * W} cy={p.y * H} r="1.6" className="sw-player-away" />
        ))}
        <circle cx={ball.x * W} cy={ball.y * H} r="1.1" className="sw-ball" />
      </svg>
      {celebrating && lastGoal && (
        <p className={`sw-banner sw-goal-banner${reduced ? '' : ' sw-pop'}`} role="status">
          {t('watch.football.goalFor', { team: lastGoal.side === 'home' ? names.home : names.away })}
        </p>
      )}
      <ol className="sw-feed" aria-label={t('watch.feed')}>
        {feed.length === 0 && <li className="sw-muted">{t('watch.feedEmpty')}</li>}
        {feed.map((h, i) => (
          <li key={`${h.minute}-${h.kind}-${h.side}-${i}`} className={`sw-feed-${h.kind}`}>
            <span className="sw-minute">{h.minute}&prime;</span>
            <span className={`sw-dot sw-dot-${h.side}`} aria-hidden="true" />
            <span>
              {t(`watch.football.${h.kind}`, { team: h.side === 'home' ? names.home : names.away })}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
