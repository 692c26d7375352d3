/**
 * Error keys the engine returns (never throws for bad client input). The API translates them; the three
 * upper-case keys are the original platform's own (inventory 1.3.2, 1.9) and are kept verbatim.
 */
export const LotteryErrors = {
  /** Content does not follow the play's grammar (characters, separators, empty numbers, too long). */
  contentInvalid: 'lottery.content.invalid',
  /** The same number or option twice in one position (or a number in two places that must differ). */
  contentDuplicate: 'lottery.content.duplicate',
  /** A number or option outside the play's range. */
  contentRange: 'lottery.content.range',
  /** Wrong number of positions, too few or too many picks, or no single bet at all. */
  contentCount: 'lottery.content.count',
  gameUnknown: 'lottery.game.unknown',
  playUnknown: 'lottery.play.unknown',
  /** The game does not offer the play in the requested prize mode. */
  playNotOffered: 'lottery.play.not.offered',
  /** bettingMode is not 1, 2 or 3 (or the currency's base unit cannot be divided that far). */
  unitInvalid: 'lottery.unit.invalid',
  multipleInvalid: 'lottery.multiple.invalid',
  /** Series (prize group) outside the game's bounds or above the member's own maximum. */
  seriesInvalid: 'lottery.series.invalid',
  stakeBelowMin: 'lottery.stake.below.min',
  stakeAboveMax: 'lottery.stake.above.max',
  /** Not a numero of this game (format, date or sequence). */
  numeroInvalid: 'lottery.numero.invalid',
  /** Sales for the numero are closed (or not open yet). */
  numeroClosed: 'lottery.numero.closed',
  /** Chase plan: empty, too long, numeros not consecutive, or a bad multiple rule. */
  chaseInvalid: 'lottery.chase.invalid',
  /** Chase cancel must take the last pending periods, from the last one backwards. */
  chaseCancelNotLastStart: 'CANCEL_CHASE_ORDER_IS_NOT_LAST_START',
  /** Sales of the period are closed (locked) or it is no longer pending. */
  cancelNotAvailable: 'LGS_CANCEL_ORDER_NOT_AVAILABLE',
  /** The game does not allow drawback (cancel) at all. */
  orderNotDrawable: 'ORDER_NOT_DRAWABLE',
} as const;

export type LotteryErrorKey = (typeof LotteryErrors)[keyof typeof LotteryErrors];

export type ContentErrorKey =
  | typeof LotteryErrors.contentInvalid
  | typeof LotteryErrors.contentDuplicate
  | typeof LotteryErrors.contentRange
  | typeof LotteryErrors.contentCount;

/** A refusal with a stable key for the API and an English detail for logs and developers. */
export interface Failure<K extends string = LotteryErrorKey> {
  readonly ok: false;
  readonly error: K;
  readonly detail: string;
}

export type Outcome<T, K extends string = LotteryErrorKey> = ({ readonly ok: true } & T) | Failure<K>;

export const failure = <K extends string>(error: K, detail: string): Failure<K> => ({
  ok: false,
  error,
  detail,
});
