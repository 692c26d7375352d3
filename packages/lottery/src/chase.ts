/**
 * Chase orders (追號): one order line bet on consecutive numeros, each period with its own multiple (the
 * same, or doubling every n periods), optionally stopping once a period wins.
 *
 * Stop on win: when a period settles with a win, every later period that is still pending and on sale is
 * withdrawn (status 6, stake refunded); periods whose sales already closed are settled normally.
 * Cancel by the member: only pending periods whose sales are open, and only from the last period
 * backwards: the selection must be exactly the last k of those periods, else
 * CANCEL_CHASE_ORDER_IS_NOT_LAST_START (inventory 1.3.2).
 */
import type { Failure, Outcome } from './errors.ts';
import { failure, LotteryErrors } from './errors.ts';
import type { GameDef } from './games.ts';
import type { OrderLine } from './order.ts';
import { DEFAULT_MAX_MULTIPLE, orderStake } from './order.ts';
import { consecutiveNumeros, isOnSale, numeroSlot } from './schedule.ts';

export interface ChasePeriod {
  readonly numero: string;
  readonly multiple: number;
}

export interface ChasePlan {
  readonly gameCode: string;
  readonly stopOnWin: boolean;
  readonly periods: readonly ChasePeriod[];
}

export type MultipleRule =
  | { readonly kind: 'same'; readonly multiple: number }
  /** startMultiple × factor^floor(i / everyPeriods) for period i = 0, 1, ... */
  | {
      readonly kind: 'double';
      readonly startMultiple: number;
      readonly everyPeriods: number;
      readonly factor: number;
    };

export interface ChaseOptions {
  /** When given, the first period must be on sale at this instant. */
  readonly nowMs?: number;
  readonly maxPeriods?: number;
  readonly maxMultiple?: number;
}

export const DEFAULT_MAX_CHASE_PERIODS = 120;

const chaseInvalid = (detail: string) => failure(LotteryErrors.chaseInvalid, detail);
const positiveInt = (n: number) => Number.isSafeInteger(n) && n >= 1;

export function chaseMultiples(
  rule: MultipleRule,
  count: number,
  maxMultiple = DEFAULT_MAX_MULTIPLE,
): number[] | Failure {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    let m: number;
    if (rule.kind === 'same') m = rule.multiple;
    else {
      if (!positiveInt(rule.everyPeriods) || !positiveInt(rule.factor)) {
        return chaseInvalid('everyPeriods and factor must be positive integers');
      }
      m = rule.startMultiple * rule.factor ** Math.floor(i / rule.everyPeriods);
    }
    if (!positiveInt(m) || m > maxMultiple)
      return chaseInvalid(`period ${i + 1}: multiple must be 1..${maxMultiple}`);
    out.push(m);
  }
  return out;
}

export function buildChasePlan(
  game: GameDef,
  startNumero: string,
  count: number,
  rule: MultipleRule,
  stopOnWin: boolean,
  opts: ChaseOptions = {},
): Outcome<{ plan: ChasePlan }> {
  const maxPeriods = opts.maxPeriods ?? DEFAULT_MAX_CHASE_PERIODS;
  if (!positiveInt(count) || count > maxPeriods) return chaseInvalid(`periods must be 1..${maxPeriods}`);
  const slots = consecutiveNumeros(game, startNumero, count);
  if (!slots) return failure(LotteryErrors.numeroInvalid, `${startNumero} is not a numero of ${game.code}`);
  const multiples = chaseMultiples(rule, count, opts.maxMultiple);
  if (!Array.isArray(multiples)) return multiples;
  const plan: ChasePlan = {
    gameCode: game.code,
    stopOnWin,
    periods: slots.map((s, i) => ({ numero: s.numero, multiple: multiples[i]! })),
  };
  const err = validateChasePlan(game, plan, opts);
  return err ?? { ok: true, plan };
}

/** A plan sent by a client: consecutive numeros of the game, multiples in range, the first on sale. */
export function validateChasePlan(game: GameDef, plan: ChasePlan, opts: ChaseOptions = {}): Failure | null {
  const maxPeriods = opts.maxPeriods ?? DEFAULT_MAX_CHASE_PERIODS;
  const maxMultiple = opts.maxMultiple ?? DEFAULT_MAX_MULTIPLE;
  if (plan.gameCode !== game.code) return chaseInvalid('plan of another game');
  const n = plan.periods.length;
  if (n < 1 || n > maxPeriods) return chaseInvalid(`periods must be 1..${maxPeriods}`);
  const first = plan.periods[0]!;
  const expected = consecutiveNumeros(game, first.numero, n);
  if (!expected)
    return failure(LotteryErrors.numeroInvalid, `${first.numero} is not a numero of ${game.code}`);
  for (let i = 0; i < n; i++) {
    const p = plan.periods[i]!;
    if (p.numero !== expected[i]!.numero)
      return chaseInvalid(`period ${i + 1} must be ${expected[i]!.numero}`);
    if (!positiveInt(p.multiple) || p.multiple > maxMultiple) {
      return chaseInvalid(`period ${i + 1}: multiple must be 1..${maxMultiple}`);
    }
  }
  if (opts.nowMs !== undefined && !isOnSale(expected[0]!, opts.nowMs)) {
    return failure(LotteryErrors.numeroClosed, `sales of ${first.numero} are not open`);
  }
  return null;
}

/** Stake of every period: betCount × unit × the period's multiple. */
export function chasePeriodStakes(line: OrderLine, plan: ChasePlan): bigint[] {
  return plan.periods.map((p) => orderStake({ ...line, multiple: p.multiple }));
}

export const chaseTotalStake = (line: OrderLine, plan: ChasePlan) =>
  chasePeriodStakes(line, plan).reduce((s, x) => s + x, 0n);

export type ChasePeriodState = 'pending' | 'won' | 'lost' | 'cancelled' | 'withdrawn';

export interface ChasePeriodRecord {
  readonly numero: string;
  readonly state: ChasePeriodState;
}

function closeTimeOf(game: GameDef, numero: string): number {
  const slot = numeroSlot(game, numero);
  if (!slot) throw new RangeError(`${numero} is not a numero of ${game.code}`);
  return slot.closeTime;
}

/**
 * After period `wonNumero` settles as a win: the numeros to withdraw (later, pending, still on sale at
 * nowMs). Empty unless the plan stops on win.
 */
export function periodsToStopAfterWin(
  game: GameDef,
  plan: ChasePlan,
  records: readonly ChasePeriodRecord[],
  wonNumero: string,
  nowMs: number,
): string[] {
  if (!plan.stopOnWin) return [];
  const at = records.findIndex((r) => r.numero === wonNumero);
  if (at < 0) throw new RangeError(`${wonNumero} is not in the plan`);
  return records
    .slice(at + 1)
    .filter((r) => r.state === 'pending' && nowMs < closeTimeOf(game, r.numero))
    .map((r) => r.numero);
}

/** Whether the member may cancel `selected` periods now; null when allowed. */
export function validateChaseCancel(
  game: GameDef,
  records: readonly ChasePeriodRecord[],
  selected: readonly string[],
  nowMs: number,
): Failure | null {
  if (!game.allowDrawback)
    return failure(LotteryErrors.orderNotDrawable, `${game.code} does not allow drawback`);
  if (selected.length === 0) return chaseInvalid('select at least one period');
  const chosen = new Set(selected);
  if (chosen.size !== selected.length) return chaseInvalid('a period is selected twice');
  const known = new Set(records.map((r) => r.numero));
  const unknown = selected.find((n) => !known.has(n));
  if (unknown !== undefined) return chaseInvalid(`${unknown} is not a period of this chase`);
  const cancellable = records.filter((r) => r.state === 'pending' && nowMs < closeTimeOf(game, r.numero));
  const open = new Set(cancellable.map((r) => r.numero));
  const locked = selected.find((n) => !open.has(n));
  if (locked !== undefined)
    return failure(LotteryErrors.cancelNotAvailable, `${locked} is locked or not pending`);
  const tail = cancellable.slice(cancellable.length - selected.length);
  if (!tail.every((r) => chosen.has(r.numero))) {
    return failure(LotteryErrors.chaseCancelNotLastStart, 'cancel the last pending periods first');
  }
  return null;
}
