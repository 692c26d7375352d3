/**
 * Order lines: validation, stake and win. A line is (game, play, content, bettingMode, multiple, series):
 *   unit  = unitBaseMinor / 10^(bettingMode − 1)   yuan 1 → 2.00, jiao 2 → 0.20, fen 3 → 0.02
 *           (unitBaseMinor is the currency's yuan unit in minor units, 200 for a two-decimal currency)
 *   stake = betCount × unit × multiple
 *   win   = floor(Σ_level winningBets × unit × multiple × series / (base × expected))   (odds.ts)
 */
import type { Failure, LotteryErrorKey, Outcome } from './errors.ts';
import { failure, LotteryErrors } from './errors.ts';
import type { GameDef } from './games.ts';
import { gameByCode } from './games.ts';
import type { DrawResult, PrizeMode } from './groups.ts';
import { GROUPS } from './groups.ts';
import type { OddsRow } from './odds.ts';
import { impliedRebate, oddsTable, winExact } from './odds.ts';
import type { PlayType, Selection, StakeLimits } from './play-type.ts';
import { findPlay, gameOffers } from './plays/index.ts';
import type { Rational } from './rational.ts';
import { floor } from './rational.ts';
import { isOnSale, numeroSlot } from './schedule.ts';
import type { NumeroSlot } from './schedule.ts';
import type { Text } from './text.ts';
import { text } from './text.ts';

export type BettingMode = 1 | 2 | 3;

/** The original's bettingMode units 1-3 (inventory 1.9): fractions of the yuan unit. */
export const BETTING_MODES: Readonly<Record<BettingMode, { readonly divisor: bigint; readonly name: Text }>> =
  {
    1: { divisor: 1n, name: text('元', 'yuan', 'đồng') },
    2: { divisor: 10n, name: text('角', 'jiao (1/10)', 'hào (1/10)') },
    3: { divisor: 100n, name: text('分', 'fen (1/100)', 'xu (1/100)') },
  };

/** The yuan unit of a two-decimal currency: 2.00. Plays' stake limits are written for this base. */
export const DEFAULT_UNIT_BASE_MINOR = 200n;
export const DEFAULT_MAX_MULTIPLE = 10_000;

/** The unit of a bettingMode in minor units, or null when the mode is unknown or the base does not divide. */
export function unitOf(bettingMode: number, unitBaseMinor: bigint = DEFAULT_UNIT_BASE_MINOR): bigint | null {
  const mode = BETTING_MODES[bettingMode as BettingMode];
  if (!mode || unitBaseMinor <= 0n || unitBaseMinor % mode.divisor !== 0n) return null;
  return unitBaseMinor / mode.divisor;
}

export interface OrderLineInput {
  readonly gameCode: string;
  readonly playCode: string;
  readonly content: string;
  readonly bettingMode: number;
  readonly multiple: number;
  readonly series: number;
  /** The lane the order was placed in; defaults to the play's own prize mode. */
  readonly prizeMode?: PrizeMode;
}

export interface OrderContext {
  /** The currency's yuan unit in minor units (default 200). */
  readonly unitBaseMinor?: bigint;
  /** The member's own highest series (maxBetSeries from the agent contract); capped by the game's max. */
  readonly memberMaxSeries?: number;
  readonly maxMultiple?: number;
  /** Merchant override in actual minor units; default the play's limits scaled to unitBaseMinor. */
  readonly stakeLimits?: StakeLimits;
}

export interface OrderLine {
  readonly game: GameDef;
  readonly play: PlayType;
  readonly prizeMode: PrizeMode;
  readonly selection: Selection;
  /** Normalised content. */
  readonly content: string;
  readonly betCount: number;
  readonly bettingMode: BettingMode;
  readonly unit: bigint;
  readonly multiple: number;
  readonly series: number;
  readonly stake: bigint;
}

/** The highest series a member may bet: the game's max, lowered by the member's own. */
export function maxSeriesFor(game: GameDef, memberMaxSeries?: number): number {
  return memberMaxSeries === undefined ? game.series.max : Math.min(game.series.max, memberMaxSeries);
}

/** Rebate implied by betting below the member's max series: (max − series) / base. */
export function orderRebate(game: GameDef, series: number, memberMaxSeries?: number): Rational {
  return impliedRebate(series, maxSeriesFor(game, memberMaxSeries), game.series.base);
}

export function stakeLimitsFor(play: PlayType, ctx: OrderContext = {}): StakeLimits {
  if (ctx.stakeLimits) return ctx.stakeLimits;
  const base = ctx.unitBaseMinor ?? DEFAULT_UNIT_BASE_MINOR;
  return {
    min: (play.stakeLimits.min * base) / DEFAULT_UNIT_BASE_MINOR,
    max: (play.stakeLimits.max * base) / DEFAULT_UNIT_BASE_MINOR,
  };
}

const isPositiveInt = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 1;

export function validateOrderLine(
  input: OrderLineInput,
  ctx: OrderContext = {},
): Outcome<{ line: OrderLine }> {
  const game = gameByCode(input.gameCode);
  if (!game) return failure(LotteryErrors.gameUnknown, `no game ${input.gameCode}`);
  const play = findPlay(game.group, input.playCode);
  if (!play) return failure(LotteryErrors.playUnknown, `no play ${input.playCode} in ${game.group}`);
  const prizeMode = input.prizeMode ?? play.prizeMode;
  if (!gameOffers(game, play, prizeMode)) {
    return failure(LotteryErrors.playNotOffered, `${game.code} does not offer ${play.code} in ${prizeMode}`);
  }
  const parsed = play.parse(input.content);
  if (!parsed.ok) return parsed;
  const unit = unitOf(input.bettingMode, ctx.unitBaseMinor);
  if (unit === null)
    return failure(LotteryErrors.unitInvalid, `bettingMode ${input.bettingMode} is not 1, 2 or 3`);
  const maxMultiple = ctx.maxMultiple ?? DEFAULT_MAX_MULTIPLE;
  if (!isPositiveInt(input.multiple) || input.multiple > maxMultiple) {
    return failure(LotteryErrors.multipleInvalid, `multiple must be 1..${maxMultiple}`);
  }
  const maxSeries = maxSeriesFor(game, ctx.memberMaxSeries);
  if (!Number.isInteger(input.series) || input.series < game.series.min || input.series > maxSeries) {
    return failure(LotteryErrors.seriesInvalid, `series must be ${game.series.min}..${maxSeries}`);
  }
  const { betCount } = parsed.selection;
  const stake = BigInt(betCount) * unit * BigInt(input.multiple);
  const limits = stakeLimitsFor(play, ctx);
  if (stake < limits.min) return failure(LotteryErrors.stakeBelowMin, `stake ${stake} below ${limits.min}`);
  if (stake > limits.max) return failure(LotteryErrors.stakeAboveMax, `stake ${stake} above ${limits.max}`);
  return {
    ok: true,
    line: {
      game,
      play,
      prizeMode,
      selection: parsed.selection,
      content: parsed.selection.content,
      betCount,
      bettingMode: input.bettingMode as BettingMode,
      unit,
      multiple: input.multiple,
      series: input.series,
      stake,
    },
  };
}

/**
 * An order line rebuilt from its stored record for settlement: the game, play, content and unit must still
 * parse, but multiple, series and stake limits are not re-checked (they were when the order was placed,
 * and a member's series or a merchant's limits may have changed since).
 */
export function restoreOrderLine(
  input: OrderLineInput,
  unitBaseMinor: bigint = DEFAULT_UNIT_BASE_MINOR,
): Outcome<{ line: OrderLine }> {
  const game = gameByCode(input.gameCode);
  if (!game) return failure(LotteryErrors.gameUnknown, `no game ${input.gameCode}`);
  const play = findPlay(game.group, input.playCode);
  if (!play) return failure(LotteryErrors.playUnknown, `no play ${input.playCode} in ${game.group}`);
  const parsed = play.parse(input.content);
  if (!parsed.ok) return parsed;
  const unit = unitOf(input.bettingMode, unitBaseMinor);
  if (unit === null)
    return failure(LotteryErrors.unitInvalid, `bettingMode ${input.bettingMode} is not 1, 2 or 3`);
  if (!isPositiveInt(input.multiple))
    return failure(LotteryErrors.multipleInvalid, 'multiple must be positive');
  if (!Number.isInteger(input.series) || input.series <= 0) {
    return failure(LotteryErrors.seriesInvalid, 'series must be a positive integer');
  }
  const { betCount } = parsed.selection;
  return {
    ok: true,
    line: {
      game,
      play,
      prizeMode: input.prizeMode ?? play.prizeMode,
      selection: parsed.selection,
      content: parsed.selection.content,
      betCount,
      bettingMode: input.bettingMode as BettingMode,
      unit,
      multiple: input.multiple,
      series: input.series,
      stake: BigInt(betCount) * unit * BigInt(input.multiple),
    },
  };
}

export const orderStake = (line: Pick<OrderLine, 'betCount' | 'unit' | 'multiple'>) =>
  BigInt(line.betCount) * line.unit * BigInt(line.multiple);

/** The same line at another multiple (a chase period); stake recomputed. */
export function withMultiple(line: OrderLine, multiple: number): OrderLine {
  if (!isPositiveInt(multiple)) throw new RangeError('multiple must be a positive integer');
  return { ...line, multiple, stake: orderStake({ ...line, multiple }) };
}

export interface OrderSettlement {
  /** Minor units, rounded down once. */
  readonly win: bigint;
  readonly winExact: Rational;
  /** Winning single bets per level key. */
  readonly winningBets: Readonly<Record<string, number>>;
  readonly totalWinningBets: number;
  readonly winNo: string;
}

export function orderWin(line: OrderLine, result: DrawResult): OrderSettlement {
  const winningBets = line.play.winningBets(line.selection, result);
  const exact = winExact(
    line.play.levels,
    winningBets,
    line.unit,
    line.multiple,
    line.series,
    line.game.series.base,
  );
  return {
    win: floor(exact),
    winExact: exact,
    winningBets,
    totalWinningBets: Object.values(winningBets).reduce((s, n) => s + n, 0),
    winNo: line.play.winningNumber(result).text,
  };
}

/** The odds table a line is settled with (its unit and series). */
export const orderOdds = (line: OrderLine): OddsRow[] =>
  oddsTable(line.play.levels, line.unit, line.series, GROUPS[line.game.group].series.base);

/** Sales of `numero` are open at `nowMs`. */
export function validateNumeroOnSale(
  game: GameDef,
  numero: string,
  nowMs: number,
): Outcome<{ slot: NumeroSlot }, LotteryErrorKey> {
  const slot = numeroSlot(game, numero);
  if (!slot) return failure(LotteryErrors.numeroInvalid, `${numero} is not a numero of ${game.code}`);
  if (!isOnSale(slot, nowMs)) return failure(LotteryErrors.numeroClosed, `sales of ${numero} are not open`);
  return { ok: true, slot };
}

/** Bet statuses of the original's records (inventory 1.9, status_betting_N). */
export const ORDER_STATUS = {
  processing: 2,
  won: 4,
  lost: 5,
  chaseWithdrawn: 6,
  abandoned: 7,
  individualWithdrawal: 8,
  systemWithdrawal: 12,
  pending: 14,
  tie: 16,
  userWithdraw: 17,
  freeTrial: 99,
} as const;

/**
 * A single order may be cancelled while it is processing and its numero's sales are open, when the game
 * allows drawback (inventory 1.3.2). After cancel its status becomes 8 (individual withdrawal).
 */
export function validateOrderCancel(
  game: GameDef,
  order: { readonly status: number; readonly closeTime: number },
  nowMs: number,
): Failure | null {
  if (!game.allowDrawback)
    return failure(LotteryErrors.orderNotDrawable, `${game.code} does not allow drawback`);
  if (order.status !== ORDER_STATUS.processing || nowMs >= order.closeTime) {
    return failure(LotteryErrors.cancelNotAvailable, 'the order is locked or no longer processing');
  }
  return null;
}
