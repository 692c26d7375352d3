import {
  fishingSetting,
  roomCreate,
  roomUpdate,
  tableSettingUpdate,
  type FishingSetting,
  type HouseTableGame,
  type RoomCreate,
  type RoomUpdate,
  type RoomValue,
  type TableSetting,
  type TableSettingUpdate,
} from '@portal/contract/house-operator';
import { houseGameDeclared } from '@portal/contract/house-games';

/**
 * The checks of the house tables' forms (pure, no React): the typed texts are read field by field into the
 * contract's bodies (packages/contract/src/house-operator.ts), each field with the problem to show under it,
 * then the contract's schema itself checks the whole, so a form never sends what the server refuses.
 * Amounts are compared in cents: 0.1 + 0.2 is not 0.3 in floats.
 */
export type ProblemKey =
  | 'errRequired'
  | 'errAmount'
  | 'errDecimals'
  | 'errRange'
  | 'errWhole'
  | 'errName'
  | 'errTableMin'
  | 'errBulletOrder'
  | 'errBlinds'
  | 'errBuyInFloor'
  | 'errBuyInOrder'
  | 'errRoomId'
  | 'errCurrency'
  | 'errInvalid';
export type Problem = { key: ProblemKey; vars?: Record<string, string | number> };
export type Problems<F extends string> = Partial<Record<F, Problem>>;
export type Checked<V, F extends string> = { value: V | null; problems: Problems<F> };

/** The game codes of the house's tables and card rooms (their names in houseGameNames). */
export const tableGameCode = {
  baccarat: 'HOUSELC_BACCARAT',
  'baccarat-nc': 'HOUSELC_BACCARAT_NC',
  'dragon-tiger': 'HOUSELC_DRAGON_TIGER',
  roulette: 'HOUSELC_ROULETTE',
  sicbo: 'HOUSELC_SICBO',
} as const satisfies Record<HouseTableGame, string>;
export const roomGameCode = { holdem: 'HOUSEPK_HOLDEM', bullbull: 'HOUSEPK_BULLBULL' } as const;
export type RoomGame = keyof typeof roomGameCode;
export const ROOM_GAMES = Object.keys(roomGameCode) as RoomGame[];

/** A table's stake range in major units: the engine's declared limits (minor units of a two-decimal currency). */
export function tableBounds(game: HouseTableGame): { min: number; max: number } {
  const d = houseGameDeclared[tableGameCode[game]];
  return { min: Number(d.minBet) / 100, max: Number(d.maxBet) / 100 };
}
/** Fishing's bullet: 0.10 to 100 (the engine's). */
export const BULLET = { min: 0.1, max: 100 } as const;
export const SECONDS = { min: 5, max: 60 } as const;
export const SEATS = { min: 2, max: 9 } as const;
export const RAKE_PERCENT = { min: 0, max: 10 } as const;
const MONEY_MAX = 1_000_000_000;
/** The smallest buy-in, in big blinds. */
export const BUY_IN_BIG_BLINDS = 10;

const cents = (v: number) => Math.round(v * 100);
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const MANY_DECIMALS = /^\d*\.\d{3,}$/;

/**
 * A typed amount: digits with at most two decimals, within `min`..`max` (positive unless `zero`).
 * Answers the number or the problem.
 */
export function readAmount(
  text: string,
  { min, max = MONEY_MAX, zero = false }: { min?: number; max?: number; zero?: boolean } = {},
): number | Problem {
  const s = text.trim();
  if (s === '') return { key: 'errRequired' };
  if (MANY_DECIMALS.test(s)) return { key: 'errDecimals' };
  if (!AMOUNT.test(s)) return { key: 'errAmount' };
  const v = Number(s);
  if (!zero && v <= 0) return { key: 'errAmount' };
  const low = min ?? 0;
  if (cents(v) < cents(low) || cents(v) > cents(max)) return { key: 'errRange', vars: { min: low, max } };
  return v;
}

/** A typed whole number within `min`..`max`. */
export function readWhole(text: string, { min, max }: { min: number; max: number }): number | Problem {
  const s = text.trim();
  if (s === '') return { key: 'errRequired' };
  if (!/^\d+$/.test(s)) return { key: 'errWhole', vars: { min, max } };
  const v = Number(s);
  if (v < min || v > max) return { key: 'errRange', vars: { min, max } };
  return v;
}

/** The text an amount shows in its input: 100 → "100", 0.5 → "0.50". */
export const amountText = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(2));

/** Reads every field; `problems` holds the first problem of each field that has one. */
function readAll<F extends string>(
  readers: Record<F, () => number | Problem>,
): { values: Record<F, number>; problems: Problems<F> } {
  const values = {} as Record<F, number>;
  const problems: Problems<F> = {};
  for (const f of Object.keys(readers) as F[]) {
    const r = readers[f]();
    if (typeof r === 'number') values[f] = r;
    else problems[f] = r;
  }
  return { values, problems };
}

/** The contract schema's last word: a refusal it finds that the fields did not is shown on its field. */
function finish<V, F extends string>(
  schema: {
    safeParse: (
      v: unknown,
    ) =>
      | { success: true; data: V }
      | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
  },
  body: unknown,
  problems: Problems<F>,
  fallback: F,
  fields: readonly string[],
): Checked<V, F> {
  if (Object.keys(problems).length > 0) return { value: null, problems };
  const parsed = schema.safeParse(body);
  if (parsed.success) return { value: parsed.data, problems };
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path;
    const head = first === 'name' ? `name${String(second)}` : String(first ?? '');
    const field = (fields.includes(head) ? head : fallback) as F;
    problems[field] ??= { key: 'errInvalid' };
  }
  return { value: null, problems };
}

// Casino tables

export type TableField = 'minBet' | 'maxBet' | 'sideMaxBet' | 'bettingSeconds';
export type TableDraft = { enabled: boolean } & Record<TableField, string>;
const TABLE_FIELDS = ['minBet', 'maxBet', 'sideMaxBet', 'bettingSeconds'] as const;

export const tableDraftOf = (t: TableSetting): TableDraft => ({
  enabled: t.enabled,
  minBet: amountText(t.minBet),
  maxBet: amountText(t.maxBet),
  sideMaxBet: amountText(t.sideMaxBet),
  bettingSeconds: String(t.bettingSeconds),
});

/** A table's form: stakes within the game's range, min ≤ max and ≤ side max, betting window 5–60 s. */
export function checkTable(game: HouseTableGame, d: TableDraft): Checked<TableSettingUpdate, TableField> {
  const bounds = tableBounds(game);
  const { values, problems } = readAll<TableField>({
    minBet: () => readAmount(d.minBet, bounds),
    maxBet: () => readAmount(d.maxBet, bounds),
    sideMaxBet: () => readAmount(d.sideMaxBet, bounds),
    bettingSeconds: () => readWhole(d.bettingSeconds, SECONDS),
  });
  const { minBet, maxBet, sideMaxBet } = values;
  if (minBet !== undefined && !problems.minBet) {
    if (
      (maxBet !== undefined && cents(minBet) > cents(maxBet)) ||
      (sideMaxBet !== undefined && cents(minBet) > cents(sideMaxBet))
    )
      problems.minBet = { key: 'errTableMin' };
  }
  return finish(tableSettingUpdate, { enabled: d.enabled, ...values }, problems, 'minBet', TABLE_FIELDS);
}

// Fishing

export type FishingField = 'bulletMin' | 'bulletMax';
export type FishingDraft = { enabled: boolean } & Record<FishingField, string>;

export const fishingDraftOf = (f: FishingSetting): FishingDraft => ({
  enabled: f.enabled,
  bulletMin: amountText(f.bulletMin),
  bulletMax: amountText(f.bulletMax),
});

/** Fishing's form: the bullet range within 0.10–100, min ≤ max. */
export function checkFishing(d: FishingDraft): Checked<FishingSetting, FishingField> {
  const { values, problems } = readAll<FishingField>({
    bulletMin: () => readAmount(d.bulletMin, BULLET),
    bulletMax: () => readAmount(d.bulletMax, BULLET),
  });
  if (!problems.bulletMin && !problems.bulletMax && cents(values.bulletMin) > cents(values.bulletMax))
    problems.bulletMin = { key: 'errBulletOrder' };
  return finish(fishingSetting, { enabled: d.enabled, ...values }, problems, 'bulletMin', [
    'bulletMin',
    'bulletMax',
  ]);
}

// Card rooms

export type RoomNumberField =
  'seats' | 'smallBlind' | 'bigBlind' | 'minBuyIn' | 'maxBuyIn' | 'rakePercent' | 'rakeCap' | 'turnSeconds';
export type RoomField = RoomNumberField | 'nameTW' | 'nameEN' | 'nameVI' | 'roomId' | 'currency';
export type RoomDraft = {
  /** A new room's id (lower case letters, digits and dashes); a room's id never changes. */
  roomId: string;
  game: RoomGame;
  currency: string;
  name: { TW: string; EN: string; VI: string };
  enabled: boolean;
} & Record<RoomNumberField, string>;
const ROOM_FIELDS = [
  'seats',
  'smallBlind',
  'bigBlind',
  'minBuyIn',
  'maxBuyIn',
  'rakePercent',
  'rakeCap',
  'turnSeconds',
  'nameTW',
  'nameEN',
  'nameVI',
  'roomId',
  'currency',
] as const;
const ROOM_ID = /^[a-z0-9][a-z0-9-]{1,39}$/;

/** A new room's form: six seats, blinds 1/2, buy-ins 40–200, rake 5 % up to 10, 20 s a turn. */
export const newRoomDraft = (game: RoomGame = 'holdem'): RoomDraft => ({
  roomId: '',
  game,
  currency: 'TWD',
  name: { TW: '', EN: '', VI: '' },
  enabled: true,
  seats: '6',
  smallBlind: '1',
  bigBlind: '2',
  minBuyIn: '40',
  maxBuyIn: '200',
  rakePercent: '5',
  rakeCap: '10',
  turnSeconds: '20',
});

export const roomDraftOf = (r: RoomValue): RoomDraft => ({
  roomId: r.roomId,
  game: r.game,
  currency: r.currency,
  name: { TW: r.name.TW, EN: r.name.EN, VI: r.name.VI },
  enabled: r.enabled,
  seats: String(r.seats),
  smallBlind: amountText(r.smallBlind),
  bigBlind: amountText(r.bigBlind),
  minBuyIn: amountText(r.minBuyIn),
  maxBuyIn: amountText(r.maxBuyIn),
  rakePercent: String(r.rakePercent),
  rakeCap: amountText(r.rakeCap),
  turnSeconds: String(r.turnSeconds),
});

/**
 * A room's form: names 1–40 characters in each language, seats 2–9, small blind ≤ big blind, the smallest
 * buy-in at least 10 big blinds and ≤ the largest, rake 0–10 % with its cap, turn timer 5–60 s.
 */
export function checkRoom(d: RoomDraft, creating: true): Checked<RoomCreate, RoomField>;
export function checkRoom(d: RoomDraft, creating: false): Checked<RoomUpdate, RoomField>;
export function checkRoom(d: RoomDraft, creating: boolean): Checked<RoomCreate | RoomUpdate, RoomField> {
  const { values, problems } = readAll<RoomNumberField>({
    seats: () => readWhole(d.seats, SEATS),
    smallBlind: () => readAmount(d.smallBlind),
    bigBlind: () => readAmount(d.bigBlind),
    minBuyIn: () => readAmount(d.minBuyIn),
    maxBuyIn: () => readAmount(d.maxBuyIn),
    rakePercent: () => readAmount(d.rakePercent, { ...RAKE_PERCENT, zero: true }),
    rakeCap: () => readAmount(d.rakeCap, { zero: true }),
    turnSeconds: () => readWhole(d.turnSeconds, SECONDS),
  });
  const all: Problems<RoomField> = problems;
  for (const lang of ['TW', 'EN', 'VI'] as const) {
    const n = d.name[lang].trim().length;
    if (n < 1 || n > 40) all[`name${lang}`] = { key: 'errName' };
  }
  if (creating && !ROOM_ID.test(d.roomId.trim())) all.roomId = { key: 'errRoomId' };
  const currency = d.currency.trim().toUpperCase();
  if (currency.length < 3 || currency.length > 8) all.currency = { key: 'errCurrency' };
  const { smallBlind: sb, bigBlind: bb, minBuyIn, maxBuyIn } = values;
  if (!all.smallBlind && !all.bigBlind && cents(sb) > cents(bb)) all.smallBlind = { key: 'errBlinds' };
  if (!all.minBuyIn) {
    if (!all.bigBlind && cents(minBuyIn) < cents(bb) * BUY_IN_BIG_BLINDS)
      all.minBuyIn = {
        key: 'errBuyInFloor',
        vars: { min: amountText((cents(bb) * BUY_IN_BIG_BLINDS) / 100) },
      };
    else if (!all.maxBuyIn && cents(minBuyIn) > cents(maxBuyIn)) all.minBuyIn = { key: 'errBuyInOrder' };
  }
  const body = {
    name: { TW: d.name.TW.trim(), EN: d.name.EN.trim(), VI: d.name.VI.trim() },
    currency,
    enabled: d.enabled,
    ...values,
  };
  return creating
    ? finish(roomCreate, { ...body, roomId: d.roomId.trim(), game: d.game }, all, 'seats', ROOM_FIELDS)
    : finish(roomUpdate, body, all, 'seats', ROOM_FIELDS);
}
