/**
 * Numeros (draw ids) and their times, as pure functions of a game and an instant (epoch milliseconds; the
 * caller reads the clock). Time zones come from Intl's tz data, so a zone with daylight saving would work
 * too (its days simply have more or fewer fast draws); the demo's zones have none.
 *
 * Fast game (schedule.kind 'interval', see games.ts): numero `YYYYMMDD-NNNN` (NNNN 1-based, 4 digits) of
 * local day D is drawn at midnight(D) + NNNN × interval. Its sales open when the previous numero is drawn
 * (openTime = previous drawTime) and close lockSeconds before its own draw. So every instant belongs to
 * exactly one numero: the one with openTime ≤ t < drawTime, the "current" numero.
 * Daily game: numero `YYYYMMDD` is drawn at the wall-clock time of local date YYYYMMDD; it opens when the
 * previous day's draw is done.
 */
import type { GameDef } from './games.ts';

export interface NumeroSlot {
  readonly gameCode: string;
  readonly numero: string;
  /** Local business date YYYYMMDD. */
  readonly businessDate: string;
  /** 1-based draw of the business day (1 for daily games). */
  readonly seq: number;
  /** Epoch ms: sales open (= previous numero's draw time). */
  readonly openTime: number;
  /** Epoch ms: sales close (drawTime − lockSeconds). */
  readonly closeTime: number;
  /** Epoch ms: the result is revealed. */
  readonly drawTime: number;
}

interface LocalDate {
  readonly y: number;
  readonly m: number;
  readonly d: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function zonedParts(timeZone: string, ms: number) {
  const p: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  return { y: p.year!, m: p.month!, d: p.day!, h: p.hour!, mi: p.minute!, s: p.second! };
}

/** Local wall time minus UTC at instant `ms`, in ms. */
function offsetAt(timeZone: string, ms: number): number {
  const p = zonedParts(timeZone, ms);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.mi, p.s) - Math.floor(ms / 1000) * 1000;
}

/** The instant of local `date` + `minutes` in `timeZone` (two passes settle offset changes). */
function zonedInstant(timeZone: string, date: LocalDate, minutes: number): number {
  const local = Date.UTC(date.y, date.m - 1, date.d, 0, minutes);
  const first = local - offsetAt(timeZone, local);
  return local - offsetAt(timeZone, first);
}

function localDate(timeZone: string, ms: number): LocalDate {
  const p = zonedParts(timeZone, ms);
  return { y: p.y, m: p.m, d: p.d };
}

function addDays(date: LocalDate, days: number): LocalDate {
  const t = new Date(Date.UTC(date.y, date.m - 1, date.d + days));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

const dateKey = (d: LocalDate) =>
  `${String(d.y).padStart(4, '0')}${String(d.m).padStart(2, '0')}${String(d.d).padStart(2, '0')}`;

function parseDateKey(key: string): LocalDate | null {
  const y = Number(key.slice(0, 4));
  const m = Number(key.slice(4, 6));
  const d = Number(key.slice(6, 8));
  const t = new Date(Date.UTC(y, m - 1, d));
  if (y < 1970 || t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return null;
  return { y, m, d };
}

function dailyMinutes(time: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!m) throw new RangeError(`daily time must be HH:MM, got ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Throws when a game's schedule cannot work (checked once per game by the tests and at startup). */
export function assertSchedule(game: GameDef): void {
  const s = game.schedule;
  formatter(s.timeZone); // RangeError for an unknown zone
  const periodSeconds = s.kind === 'interval' ? s.minutes * 60 : 86_400;
  if (s.kind === 'interval' && (!Number.isInteger(s.minutes) || s.minutes < 1 || 1440 % s.minutes !== 0)) {
    throw new RangeError(`${game.code}: interval must be a whole divisor of 1440 minutes`);
  }
  if (s.kind === 'daily') dailyMinutes(s.time);
  if (!Number.isInteger(game.lockSeconds) || game.lockSeconds < 0 || game.lockSeconds >= periodSeconds) {
    throw new RangeError(`${game.code}: lockSeconds must be 0..period`);
  }
}

const MINUTE = 60_000;

// Local midnights are asked for again and again (every slot of a day); a small memo keeps Intl off the hot path.
const midnights = new Map<string, number>();

function dayStart(game: GameDef, date: LocalDate): number {
  const key = `${game.schedule.timeZone}|${dateKey(date)}`;
  let t = midnights.get(key);
  if (t === undefined) {
    if (midnights.size >= 4096) midnights.clear();
    t = zonedInstant(game.schedule.timeZone, date, 0);
    midnights.set(key, t);
  }
  return t;
}

function intervalMs(game: GameDef): number {
  return game.schedule.kind === 'interval' ? game.schedule.minutes * MINUTE : 0;
}

/** Draws in local day `date` of a fast game (1440 / interval unless the zone shifts its clocks that day). */
function drawsInDay(game: GameDef, date: LocalDate): number {
  return Math.floor((dayStart(game, addDays(date, 1)) - dayStart(game, date)) / intervalMs(game));
}

function makeSlot(
  game: GameDef,
  date: LocalDate,
  seq: number,
  openTime: number,
  drawTime: number,
): NumeroSlot {
  const businessDate = dateKey(date);
  return {
    gameCode: game.code,
    numero:
      game.schedule.kind === 'interval' ? `${businessDate}-${String(seq).padStart(4, '0')}` : businessDate,
    businessDate,
    seq,
    openTime,
    closeTime: drawTime - game.lockSeconds * 1000,
    drawTime,
  };
}

function fastSlot(game: GameDef, date: LocalDate, seq: number): NumeroSlot {
  const start = dayStart(game, date);
  const step = intervalMs(game);
  const drawTime = start + seq * step;
  let openTime = drawTime - step;
  if (seq === 1) {
    const prev = addDays(date, -1);
    openTime = dayStart(game, prev) + drawsInDay(game, prev) * step;
  }
  return makeSlot(game, date, seq, openTime, drawTime);
}

function dailySlot(game: GameDef, date: LocalDate): NumeroSlot {
  if (game.schedule.kind !== 'daily') throw new TypeError('not a daily game');
  const minutes = dailyMinutes(game.schedule.time);
  const tz = game.schedule.timeZone;
  return makeSlot(
    game,
    date,
    1,
    zonedInstant(tz, addDays(date, -1), minutes),
    zonedInstant(tz, date, minutes),
  );
}

function assertInstant(t: number): void {
  if (!Number.isFinite(t)) throw new RangeError(`instant must be epoch milliseconds, got ${t}`);
}

/** The current numero: openTime ≤ t < drawTime (sales may already be closed: see isOnSale). */
export function slotAt(game: GameDef, t: number): NumeroSlot {
  assertInstant(t);
  const s = game.schedule;
  const date = localDate(s.timeZone, t);
  if (s.kind === 'daily') {
    const today = dailySlot(game, date);
    return t < today.drawTime ? today : dailySlot(game, addDays(date, 1));
  }
  const seq = Math.floor((t - dayStart(game, date)) / intervalMs(game)) + 1;
  return seq > drawsInDay(game, date) ? fastSlot(game, addDays(date, 1), 1) : fastSlot(game, date, seq);
}

export function followingSlot(game: GameDef, slot: NumeroSlot): NumeroSlot {
  const date = parseDateKey(slot.businessDate)!;
  if (game.schedule.kind === 'daily') return dailySlot(game, addDays(date, 1));
  return slot.seq < drawsInDay(game, date)
    ? fastSlot(game, date, slot.seq + 1)
    : fastSlot(game, addDays(date, 1), 1);
}

export function precedingSlot(game: GameDef, slot: NumeroSlot): NumeroSlot {
  const date = parseDateKey(slot.businessDate)!;
  if (game.schedule.kind === 'daily') return dailySlot(game, addDays(date, -1));
  if (slot.seq > 1) return fastSlot(game, date, slot.seq - 1);
  const prev = addDays(date, -1);
  return fastSlot(game, prev, drawsInDay(game, prev));
}

export const currentNumero = slotAt;

/** The numero after the current one. */
export function nextNumero(game: GameDef, t: number): NumeroSlot {
  return followingSlot(game, slotAt(game, t));
}

/** The last numero drawn at or before t. */
export function previousNumero(game: GameDef, t: number): NumeroSlot {
  return precedingSlot(game, slotAt(game, t));
}

/** The slot of `numero`, or null when it is not one of the game's numeros. */
export function numeroSlot(game: GameDef, numero: string): NumeroSlot | null {
  if (game.schedule.kind === 'daily') {
    if (!/^\d{8}$/.test(numero)) return null;
    const date = parseDateKey(numero);
    return date ? dailySlot(game, date) : null;
  }
  const m = /^(\d{8})-(\d{4})$/.exec(numero);
  if (!m) return null;
  const date = parseDateKey(m[1]!);
  const seq = Number(m[2]);
  if (!date || seq < 1 || seq > drawsInDay(game, date)) return null;
  return fastSlot(game, date, seq);
}

/** Sales are open at t. */
export const isOnSale = (slot: NumeroSlot, t: number) => slot.openTime <= t && t < slot.closeTime;

/** Draws with from < drawTime ≤ to, in order: the numeros to (re)draw after downtime. */
export function numerosBetween(game: GameDef, from: number, to: number, limit = 100_000): NumeroSlot[] {
  assertInstant(from);
  assertInstant(to);
  const out: NumeroSlot[] = [];
  for (let slot = slotAt(game, from); slot.drawTime <= to; slot = followingSlot(game, slot)) {
    if (out.length >= limit) throw new RangeError(`more than ${limit} numeros between the two instants`);
    out.push(slot);
  }
  return out;
}

/** `count` consecutive numeros from `startNumero` (a chase plan's periods), or null for a bad numero. */
export function consecutiveNumeros(game: GameDef, startNumero: string, count: number): NumeroSlot[] | null {
  let slot = numeroSlot(game, startNumero);
  if (!slot) return null;
  const out: NumeroSlot[] = [];
  for (let i = 0; i < count; i++) {
    out.push(slot);
    slot = followingSlot(game, slot);
  }
  return out;
}

export interface NearNumero {
  readonly numero: string;
  readonly isSale: boolean;
  /** ms until the draw; the lobby countdown to close is remainTime − lockTime × 1000 (inventory 3.4). */
  readonly remainTime: number;
  /** Seconds before the draw when sales close. */
  readonly lockTime: number;
  readonly openTime: number;
  readonly closeTime: number;
  readonly drawTime: number;
}

function near(game: GameDef, slot: NumeroSlot, t: number): NearNumero {
  return {
    numero: slot.numero,
    isSale: isOnSale(slot, t),
    remainTime: Math.max(0, slot.drawTime - t),
    lockTime: game.lockSeconds,
    openTime: slot.openTime,
    closeTime: slot.closeTime,
    drawTime: slot.drawTime,
  };
}

/** The shape of `/lgw/numeros/near`: current, next and previous numero at t. */
export function nearNumeros(game: GameDef, t: number) {
  const current = slotAt(game, t);
  return {
    currentNumero: near(game, current, t),
    nextNumero: near(game, followingSlot(game, current), t),
    previousNumero: near(game, precedingSlot(game, current), t),
  };
}
