/**
 * The watching page's arithmetic, apart from React: where an event's own clock stands at a moment of
 * the server's time, and what each sport's picture shows then (football's ball, basketball's running
 * score, esports' maps, cockfight's meters). Pure and deterministic: the same timeline always plays the
 * same way, on every screen.
 */
import type {
  BasketballTick,
  CockfightMoment,
  CockSide,
  EsportsMap,
  FootballGoal,
  FootballMoment,
  Side,
} from '../../../../../src/engine/sports/index.ts';

/** How often a playing event is asked for; the picture runs LAG_MS behind the server so it has the
 * moments it is about to show (a goal's build-up starts before the goal's minute). */
export const POLL_MS = 2500;
export const LAG_MS = 3500;

/**
 * The server clock minus the local one, from a poll's answer (`serverNow`) and the request's round trip:
 * the answer was made about half-way through it.
 */
export function clockOffset(serverNowMs: number, sentMs: number, receivedMs: number): number {
  return serverNowMs - (sentMs + receivedMs) / 2;
}

/** Share of the event's window shown at `localNowMs` (LAG_MS behind the server), clamped to 0..1. */
export function shownProgress(
  localNowMs: number,
  offsetMs: number,
  kickoffMs: number,
  endMs: number,
  lagMs = LAG_MS,
): number {
  const p = (localNowMs + offsetMs - lagMs - kickoffMs) / (endMs - kickoffMs);
  return Math.min(1, Math.max(0, p));
}

/**
 * The range of an event's length (in its own units) that agrees with every poll so far: the server
 * reports `floor(length * progress)` (present.ts), so each sample says length in [v / p, (v + 1) / p).
 */
export interface LengthRange {
  readonly lo: number;
  readonly hi: number;
}

export const ANY_LENGTH: LengthRange = { lo: 0, hi: Number.POSITIVE_INFINITY };

export function narrowLength(range: LengthRange, progress: number, reported: number): LengthRange {
  if (!(progress > 0) || progress >= 1) return range;
  const lo = Math.max(range.lo, reported / progress);
  const hi = Math.min(range.hi, (reported + 1) / progress);
  return lo < hi ? { lo, hi } : range;
}

/** Basketball plays 48 minutes, or 53 with the (single, folded) overtime. */
export function basketballLength(range: LengthRange, overtimeKnown: boolean): number {
  return overtimeKnown || range.lo > 48 ? 53 : 48;
}

/** A cockfight's seconds: the middle of what the polls allow (the timeline's own once it is known). */
export function cockfightLength(range: LengthRange, known: number | null): number | null {
  if (known !== null) return known;
  if (!Number.isFinite(range.hi)) return null;
  return Math.max((range.lo + range.hi) / 2, 1);
}

/** A deterministic number in [0, 1) from a few integers (the picture's "randomness"). */
export function hash01(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h ^= Math.round(part * 1000) | 0;
    h = Math.imul(h, 0x01000193);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
  }
  return (h >>> 0) / 2 ** 32;
}

const smooth = (u: number) => u * u * (3 - 2 * u);

// ---------------------------------------------------------------------------------------------------------
// Football

/** On the pitch, 0..1 both ways; home attacks towards x = 1, away towards x = 0. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface BallFrame extends Point {
  /** Match minute, fractional. */
  readonly minute: number;
}

export type FootballHappening =
  { readonly minute: number; readonly side: Side; readonly kind: 'goal' } | FootballMoment;

/** Goals and moments in match order (a goal after the other moments of its minute). */
export function footballHappenings(
  goals: readonly FootballGoal[],
  moments: readonly FootballMoment[],
): FootballHappening[] {
  const all: FootballHappening[] = [
    ...moments,
    ...goals.map((g) => ({ minute: g.minute, side: g.side, kind: 'goal' as const })),
  ];
  return all.sort((a, b) => a.minute - b.minute || Number(a.kind === 'goal') - Number(b.kind === 'goal'));
}

/** Minutes between the happenings of one minute (a foul, then the goal of the same minute). */
const SPACING = 0.4;
/** The least time between two frames but a happening's own (so the ball never jumps). */
const STEP = 0.25;
/** A happening's frame after it ends this long before the next one's time. */
const CLEAR = 0.35;

/**
 * When each happening shows: on its minute, except that happenings crowding the next one move earlier,
 * SPACING before it (so a goal, the last of its minute, is always exactly on its minute); times strictly
 * increase.
 */
export function happeningTimes(happenings: readonly FootballHappening[]): number[] {
  const times = happenings.map((h) => h.minute);
  for (let i = times.length - 2; i >= 0; i--)
    times[i] = Math.min(times[i] as number, (times[i + 1] as number) - SPACING);
  for (let i = 0; i < times.length; i++)
    times[i] = Math.max(times[i] as number, (i > 0 ? (times[i - 1] as number) : 0) + 0.05);
  return times;
}

/**
 * The ball's path as key frames: kick-off in the centre; every happening a short move towards where it
 * takes place (the attacking side's goal for a goal, shot or save, its corner flag for a corner, the
 * field for a foul), exactly at its time; a goal followed by the restart at the centre; long quiet
 * spells wander midfield. Frames that would crowd the next happening are left out.
 */
export function ballFrames(happenings: readonly FootballHappening[]): BallFrame[] {
  const frames: BallFrame[] = [{ minute: 0, x: 0.5, y: 0.5 }];
  const times = happeningTimes(happenings);
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const lastMinute = () => (frames[frames.length - 1] as BallFrame).minute;
  /** A frame, unless it comes within STEP of the last one or after `latest`. */
  const push = (minute: number, x: number, y: number, latest = Number.POSITIVE_INFINITY) => {
    if (minute < lastMinute() + STEP || minute > latest) return;
    frames.push({ minute, x: clamp(x), y: clamp(y) });
  };
  const wander = (until: number, salt: number) => {
    for (let k = 0; until - lastMinute() > 3; k++)
      push(
        lastMinute() + 2 + hash01(salt, k, 1),
        0.3 + 0.4 * hash01(salt, k, 2),
        0.2 + 0.6 * hash01(salt, k, 3),
      );
  };
  happenings.forEach((h, i) => {
    const at = times[i] as number;
    const next = (times[i + 1] ?? 91) - CLEAR;
    const dir = h.side === 'home' ? 1 : -1;
    const goalX = h.side === 'home' ? 1 : 0;
    const r = hash01(h.minute, i, dir);
    const buildUp = h.kind === 'foul' ? 0.6 : 1.2;
    wander(at - buildUp, i);
    push(at - buildUp, goalX - dir * (0.3 + 0.1 * r), 0.25 + 0.5 * hash01(r, 7), at - 0.15);
    switch (h.kind) {
      case 'goal':
        push(at - 0.2, goalX - dir * 0.12, 0.35 + 0.3 * r, at - 0.15);
        frames.push({ minute: at, x: goalX - dir * 0.005, y: 0.45 + 0.1 * r });
        push(at + 0.3, goalX - dir * 0.005, 0.45 + 0.1 * r, next);
        push(at + 1, 0.5, 0.5, next);
        break;
      case 'shot':
        push(at - 0.2, goalX - dir * 0.18, 0.3 + 0.4 * r, at - 0.15);
        frames.push({ minute: at, x: goalX - dir * 0.01, y: r < 0.5 ? 0.3 : 0.7 });
        push(at + 0.6, goalX - dir * 0.08, 0.5, next);
        break;
      case 'save':
        push(at - 0.2, goalX - dir * 0.15, 0.35 + 0.3 * r, at - 0.15);
        frames.push({ minute: at, x: goalX - dir * 0.03, y: 0.5 });
        push(at + 0.6, 0.5 - dir * 0.15, 0.3 + 0.4 * r, next);
        break;
      case 'corner':
        frames.push({ minute: at, x: goalX - dir * 0.01, y: r < 0.5 ? 0.01 : 0.99 });
        push(at + 0.3, goalX - dir * 0.09, 0.5, next);
        break;
      case 'foul':
        frames.push({ minute: at, x: clamp(0.5 + dir * (0.05 + 0.3 * r)), y: 0.15 + 0.7 * hash01(r, 3) });
        break;
    }
  });
  wander(90, happenings.length);
  return frames;
}

/** The ball at a (fractional) match minute: eased between the frames around it. */
export function ballAt(frames: readonly BallFrame[], minute: number): Point {
  const first = frames[0];
  if (!first) return { x: 0.5, y: 0.5 };
  if (minute <= first.minute) return { x: first.x, y: first.y };
  for (let i = 1; i < frames.length; i++) {
    const b = frames[i] as BallFrame;
    if (minute <= b.minute) {
      const a = frames[i - 1] as BallFrame;
      const u = smooth((minute - a.minute) / (b.minute - a.minute));
      return { x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u };
    }
  }
  const last = frames[frames.length - 1] as BallFrame;
  return { x: last.x, y: last.y };
}

/** Goals scored by the minute shown. */
export function footballScoreAt(
  goals: readonly FootballGoal[],
  minute: number,
): { home: number; away: number } {
  const done = goals.filter((g) => g.minute <= minute);
  return {
    home: done.filter((g) => g.side === 'home').length,
    away: done.filter((g) => g.side === 'away').length,
  };
}

/** "37:12" for a fractional match minute. */
export function matchClock(minute: number): string {
  const s = Math.floor(Math.max(0, Math.min(90, minute)) * 60);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------------------
// Basketball

/** A tick's place on the game's clock: minutes from tip-off, overtime after 48. */
export const gameMinuteOf = (period: number, minute: number): number =>
  (period <= 4 ? (period - 1) * 12 : 48) + minute;

export interface BasketballState {
  /** 1..4, 5 = overtime. */
  readonly period: number;
  /** Seconds left in the period. */
  readonly secondsLeft: number;
  readonly home: number;
  readonly away: number;
  /** Points per period so far (the current one partial). */
  readonly periods: readonly { readonly home: number; readonly away: number }[];
}

/**
 * The game at `gameMinute`: the running score eased between the known ticks (held at the last known one
 * when the next is not in yet), periods filling in as they are played.
 */
export function basketballAt(
  ticker: readonly BasketballTick[],
  gameMinute: number,
  length: number,
): BasketballState {
  const g = Math.max(0, Math.min(length, gameMinute));
  let prev = { at: 0, home: 0, away: 0 };
  let next: { at: number; home: number; away: number } | null = null;
  for (const k of ticker) {
    const at = gameMinuteOf(k.period, k.minute);
    if (at <= g) prev = { at, home: k.home, away: k.away };
    else {
      next = { at, home: k.home, away: k.away };
      break;
    }
  }
  const u = next ? (g - prev.at) / (next.at - prev.at) : 0;
  const home = next ? Math.floor(prev.home + (next.home - prev.home) * u) : prev.home;
  const away = next ? Math.floor(prev.away + (next.away - prev.away) * u) : prev.away;
  const period = g >= 48 && length > 48 ? 5 : Math.min(4, Math.floor(g / 12) + 1);
  const periodStart = period === 5 ? 48 : (period - 1) * 12;
  const periodLength = period === 5 ? length - 48 : 12;
  const secondsLeft = Math.max(0, Math.round((periodStart + periodLength - g) * 60));
  const periods: { home: number; away: number }[] = [];
  let base = { home: 0, away: 0 };
  for (let p = 1; p <= period; p++) {
    const endMinute = p === 5 ? 5 : 12;
    const end = ticker.find((k) => k.period === p && k.minute === endMinute);
    const upTo = end && gameMinuteOf(p, endMinute) <= g ? end : { home, away };
    periods.push({ home: upTo.home - base.home, away: upTo.away - base.away });
    base = { home: upTo.home, away: upTo.away };
  }
  return { period, secondsLeft, home, away, periods };
}

// ---------------------------------------------------------------------------------------------------------
// Esports

export interface EsportsState {
  readonly maps: readonly EsportsMap[];
  readonly home: number;
  readonly away: number;
  /** The map being played (1-based), or null once the series is decided. */
  readonly live: number | null;
}

export function esportsAt(maps: readonly EsportsMap[]): EsportsState {
  const home = maps.filter((m) => m.winner === 'home').length;
  const away = maps.filter((m) => m.winner === 'away').length;
  return { maps, home, away, live: home >= 2 || away >= 2 ? null : maps.length + 1 };
}

// ---------------------------------------------------------------------------------------------------------
// Cockfight

/** Health lost by the other cock per exchange; a dodge lands nothing. */
export const EXCHANGE_DAMAGE = { strike: 10, flurry: 15, clinch: 5, dodge: 0 } as const;
/** Until the finish no cock drops below this. */
export const HEALTH_FLOOR = 20;

export interface CockState {
  readonly health: number;
  /** Exchanges this cock won (its strikes, flurries and clinches). */
  readonly strikes: number;
}

export interface CockfightState {
  readonly meron: CockState;
  readonly wala: CockState;
  /** The last exchange shown, for the fight's animation. */
  readonly last: CockfightMoment | null;
  readonly result: CockSide | 'draw' | null;
}

export function cockfightAt(moments: readonly CockfightMoment[], second: number): CockfightState {
  const cock = { meron: { health: 100, strikes: 0 }, wala: { health: 100, strikes: 0 } };
  let last: CockfightMoment | null = null;
  let result: CockfightState['result'] = null;
  for (const m of moments) {
    if (m.second > second) break;
    last = m;
    if (m.kind === 'finish' && m.side) {
      result = m.side;
      cock[m.side === 'meron' ? 'wala' : 'meron'].health = 0;
    } else if (m.kind === 'exhausted') result = 'draw';
    else if (m.side && m.kind !== 'finish') {
      const other = cock[m.side === 'meron' ? 'wala' : 'meron'];
      const damage = EXCHANGE_DAMAGE[m.kind];
      other.health = Math.max(HEALTH_FLOOR, other.health - damage);
      if (damage > 0) cock[m.side].strikes++;
    }
  }
  return { meron: cock.meron, wala: cock.wala, last, result };
}
