/**
 * Recomputes past rounds from revealed seeds, for the verify page. WebCrypto only (runs in browsers and
 * in Node >= 20), and the same play functions the server uses, so a matching result is the proof.
 */
import { crashPointWeb, verifyRoundHashWeb } from './crash-chain-web.ts';
import { type DiceParams, type DiceResult, DICE, playDice } from './dice.ts';
import { floatsWeb, hashSeedWeb } from './fair-web.ts';
import { type PlinkoParams, type PlinkoResult, playPlinko, plinkoFloatsPerRound } from './plinko.ts';
import { type SlotDefinition, type SlotRound, floatsPerRound, spin } from './slots.ts';

export interface SeedReveal {
  readonly serverSeed: string;
  /** The commitment shown before play; when given, it is checked against the revealed seed. */
  readonly serverSeedHash?: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

export interface Verified<T> {
  /** Null when no commitment was supplied. */
  readonly seedHashMatches: boolean | null;
  readonly result: T;
}

async function roundFloats(
  reveal: SeedReveal,
  count: number,
): Promise<{ seedHashMatches: boolean | null; floats: number[] }> {
  const [hash, floats] = await Promise.all([
    reveal.serverSeedHash === undefined ? null : hashSeedWeb(reveal.serverSeed),
    floatsWeb(reveal.serverSeed, reveal.clientSeed, reveal.nonce, count),
  ]);
  return { seedHashMatches: hash === null ? null : hash === reveal.serverSeedHash?.toLowerCase(), floats };
}

export async function verifySlotRound(
  def: SlotDefinition,
  reveal: SeedReveal,
  totalBet: bigint,
): Promise<Verified<SlotRound>> {
  const { seedHashMatches, floats } = await roundFloats(reveal, floatsPerRound(def));
  return { seedHashMatches, result: spin(def, floats, totalBet) };
}

export async function verifyDiceRound(
  reveal: SeedReveal,
  params: DiceParams,
  bet: bigint,
): Promise<Verified<DiceResult>> {
  const { seedHashMatches, floats } = await roundFloats(reveal, DICE.floatsPerRound);
  return { seedHashMatches, result: playDice(floats, params, bet) };
}

export async function verifyPlinkoRound(
  reveal: SeedReveal,
  params: PlinkoParams,
  bet: bigint,
): Promise<Verified<PlinkoResult>> {
  const { seedHashMatches, floats } = await roundFloats(reveal, plinkoFloatsPerRound(params.rows));
  return { seedHashMatches, result: playPlinko(floats, params, bet) };
}

export interface CrashRoundCheck {
  /** Position of the round in the chain (1 = first round), or null if it does not reach the terminating hash. */
  readonly roundNumber: number | null;
  /** Hundredths. */
  readonly crash: number;
}

export async function verifyCrashRound(input: {
  readonly roundHash: string;
  readonly terminatingHash: string;
  readonly salt: string;
  readonly maxSteps: number;
}): Promise<CrashRoundCheck> {
  const [roundNumber, crash] = await Promise.all([
    verifyRoundHashWeb(input.roundHash, input.terminatingHash, input.maxSteps),
    crashPointWeb(input.roundHash, input.salt),
  ]);
  return { roundNumber, crash };
}
