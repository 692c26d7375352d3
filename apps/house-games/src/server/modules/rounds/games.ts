import { type DiceDirection, playDice, validateDiceBet, validateDiceParams } from '../../../engine/dice.ts';
import {
  playPlinko,
  plinkoFloatsPerRound,
  validatePlinkoBet,
  validatePlinkoParams,
  type PlinkoRisk,
  type PlinkoRows,
} from '../../../engine/plinko.ts';
import { slotVariant } from '../../../engine/slot-games.ts';
import { floatsPerRound, spin, validateSlotBet, type SlotDefinition } from '../../../engine/slots.ts';
import { houseGameKind, type HouseGameCode } from '../../../shared/api.ts';
import { HouseError } from '../../lib/errors.ts';
import type { BetLimits } from './limits.ts';

/**
 * One instant round as the player asked for it (the bet in minor units), in the session's RTP variant
 * (`rtp`, percent, decision 0034; the round's params record it).
 */
export type PlayRequest =
  | { kind: 'slot'; def: SlotDefinition; bet: bigint; rtp: number }
  | { kind: 'dice'; bet: bigint; target: number; direction: DiceDirection; rtp: number }
  | { kind: 'plinko'; bet: bigint; rows: PlinkoRows; risk: PlinkoRisk; rtp: number };

export interface Decided {
  win: bigint;
  /** The engine's result (bigints inside; converted for the wire by the caller). */
  outcome: object;
  params: Record<string, unknown>;
}

/** The slot a game code plays in an RTP variant, if it is a slot and has that variant. */
export function slotOf(game: HouseGameCode, rtp: number): SlotDefinition | undefined {
  return slotVariant(houseGameKind(game), rtp);
}

/**
 * Refuses, before anything is stored or the platform is called, a bet against the engine's limits or
 * rules (bet.invalid), then one outside the session's limits, i.e. the merchant's (bet.outside.limits).
 */
export function checkPlay(req: PlayRequest, engine: BetLimits, session: BetLimits): void {
  const problem =
    req.bet < engine.minBet || req.bet > engine.maxBet
      ? 'outside limits'
      : req.kind === 'slot'
        ? (() => {
            const check = validateSlotBet(req.def, req.bet);
            return check.ok ? null : check.reason;
          })()
        : req.kind === 'dice'
          ? (validateDiceParams(req) ?? validateDiceBet(req.bet))
          : (validatePlinkoParams(req) ?? validatePlinkoBet(req.bet));
  if (problem) throw new HouseError('bet.invalid');
  if (req.bet < session.minBet || req.bet > session.maxBet) throw new HouseError('bet.outside.limits');
}

/**
 * Floats a round takes from its seed pair. A slot round takes one more than the slot needs: the
 * progressive jackpot's draw at index floatsPerRound(def).
 */
export function floatsNeeded(req: PlayRequest): number {
  if (req.kind === 'slot') return floatsPerRound(req.def) + 1;
  if (req.kind === 'dice') return 1;
  return plinkoFloatsPerRound(req.rows);
}

export const jackpotFloatIndex = (def: SlotDefinition) => floatsPerRound(def);

/** The engine's outcome for the round's floats: the same functions the verify page runs. */
export function decide(req: PlayRequest, floats: readonly number[]): Decided {
  if (req.kind === 'slot') {
    const round = spin(req.def, floats, req.bet);
    return {
      win: round.totalWin,
      outcome: round,
      params: { lines: req.def.paylines.length, rtp: req.rtp },
    };
  }
  if (req.kind === 'dice') {
    const params = { target: req.target, direction: req.direction, rtp: req.rtp };
    const result = playDice(floats, params, req.bet);
    return { win: result.win, outcome: result, params };
  }
  const params = { rows: req.rows, risk: req.risk, rtp: req.rtp };
  const result = playPlinko(floats, params, req.bet);
  return { win: result.win, outcome: result, params };
}
