/**
 * Chase setup (追號, decision 0011): the slip's lines on consecutive numeros from the one on sale, each
 * period at the same multiple or doubling every n periods, optionally stopping after a win. The numeros
 * and multiples come from the engine, so the plan is the one the server checks.
 */
import { chaseMultiples } from '@portal/lottery/chase';
import { gameByCode } from '@portal/lottery/games';
import { consecutiveNumeros } from '@portal/lottery/schedule';
import { sumAmounts, timesInt } from './stake';

export interface ChaseSettings {
  readonly periods: number;
  readonly mode: 'same' | 'double';
  /** The first period's multiple (the same one throughout in `same` mode). */
  readonly startMultiple: number;
  /** Doubling: the multiple doubles every this many periods. */
  readonly everyPeriods: number;
  readonly stopOnWin: boolean;
}

export const DEFAULT_CHASE: ChaseSettings = {
  periods: 5,
  mode: 'same',
  startMultiple: 1,
  everyPeriods: 1,
  stopOnWin: true,
};

export interface ChaseRow {
  readonly numero: string;
  readonly multiple: number;
  /** The slip's stake times the period's multiple. */
  readonly stake: number;
}

export type ChaseOutcome =
  | { readonly ok: true; readonly rows: ChaseRow[]; readonly total: number }
  | { readonly ok: false; readonly reason: 'periods' | 'multiple' | 'numero' };

/** The periods of a chase from `startNumero` with the slip's stake per period of multiple 1. */
export function planChase(
  gameCode: string,
  startNumero: string,
  settings: ChaseSettings,
  slipStake: number,
  limits: { maxPeriods: number; maxMultiple: number },
): ChaseOutcome {
  const game = gameByCode(gameCode);
  if (!game) return { ok: false, reason: 'numero' };
  if (!Number.isInteger(settings.periods) || settings.periods < 1 || settings.periods > limits.maxPeriods)
    return { ok: false, reason: 'periods' };
  const slots = consecutiveNumeros(game, startNumero, settings.periods);
  if (!slots) return { ok: false, reason: 'numero' };
  const multiples = chaseMultiples(
    settings.mode === 'same'
      ? { kind: 'same', multiple: settings.startMultiple }
      : {
          kind: 'double',
          startMultiple: settings.startMultiple,
          everyPeriods: settings.everyPeriods,
          factor: 2,
        },
    settings.periods,
    limits.maxMultiple,
  );
  if (!Array.isArray(multiples)) return { ok: false, reason: 'multiple' };
  const rows = slots.map((slot, i) => ({
    numero: slot.numero,
    multiple: multiples[i]!,
    stake: timesInt(slipStake, multiples[i]!),
  }));
  return { ok: true, rows, total: sumAmounts(rows.map((r) => r.stake)) };
}
