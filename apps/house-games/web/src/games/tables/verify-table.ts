/**
 * Verifying a table round in the browser (the verify page's table part): the seed's SHA-256 against the
 * hash published before the bets, then the outcome recomputed with the engine from the fair floats
 * (WebCrypto) and compared with the stored one. Baccarat and dragon tiger rounds come from their shoe: the
 * shoe's seed shuffles 8 decks (nonce 0) and the round deals at its position, so a finished shoe checks
 * every one of its rounds at once. Roulette and sic bo rounds have their own seed (nonce: the round's).
 */
import { isServerSeed } from '../../../../src/engine/fair-core.ts';
import { floatsWeb, hashSeedWeb } from '../../../../src/engine/fair-web.ts';
import {
  dealShoeRound,
  drawDiceRound,
  isShoeGame,
  shuffleShoe,
  SHOE_FLOATS,
  tableFloats,
  type TableOutcome,
} from '../../../../src/engine/tables/index.ts';
import type { TableRoundValue, TableShoeValue } from '../../../../src/shared/tables-api.ts';
import { type Check, combineChecks } from '../../verify/verify-logic.ts';
import { sameJson } from '../../verify/verify-sports.ts';

export interface TableReport {
  readonly hashCheck: Check;
  readonly outcomeCheck: Check;
  readonly outcome: TableOutcome;
  /** Baccarat, dragon tiger: the shoe's rounds recomputed (number, check), in dealing order. */
  readonly shoeRounds: readonly { readonly number: number; readonly check: Check }[] | null;
}

export type TableVerifyError = 'seed.missing' | 'seed.invalid';

const check = (ok: boolean | null): Check => (ok === null ? 'unknown' : ok ? 'match' : 'mismatch');

/** The seed to check: the one pasted, else the revealed one (the shoe's for a shoe game). */
export function seedOf(round: TableRoundValue, shoe: TableShoeValue | null, pasted: string): string | null {
  const seed = pasted.trim().toLowerCase() || (isShoeGame(round.game) ? shoe?.serverSeed : round.serverSeed);
  return seed ? seed.toLowerCase() : null;
}

export async function verifyTableRound(
  round: TableRoundValue,
  shoe: TableShoeValue | null,
  pasted = '',
): Promise<TableReport | TableVerifyError> {
  const seed = seedOf(round, shoe, pasted);
  if (!seed) return 'seed.missing';
  if (!isServerSeed(seed)) return 'seed.invalid';
  const hash = await hashSeedWeb(seed);
  const game = round.game;
  if (isShoeGame(game) && shoe && round.shoe) {
    const cards = shuffleShoe(await floatsWeb(seed, shoe.clientSeed, 0, SHOE_FLOATS));
    const outcome = dealShoeRound(game, cards, round.shoe.position).outcome;
    const shoeRounds = shoe.rounds
      .filter((r) => r.shoe !== null && r.outcome !== null)
      .sort((a, b) => a.number - b.number)
      .map((r) => ({
        number: r.number,
        check: check(sameJson(r.outcome, dealShoeRound(game, cards, r.shoe!.position).outcome)),
      }));
    return {
      hashCheck: check(hash === shoe.serverSeedHash.trim().toLowerCase()),
      outcomeCheck: check(round.outcome === null ? null : sameJson(round.outcome, outcome)),
      outcome,
      shoeRounds,
    };
  }
  if (isShoeGame(game)) return 'seed.missing';
  const outcome = drawDiceRound(
    game,
    await floatsWeb(seed, round.clientSeed, round.nonce, tableFloats(game)),
  );
  return {
    hashCheck: check(hash === round.serverSeedHash.trim().toLowerCase()),
    outcomeCheck: check(round.outcome === null ? null : sameJson(round.outcome, outcome)),
    outcome,
    shoeRounds: null,
  };
}

export const tableVerdict = (r: TableReport): Check =>
  combineChecks([r.hashCheck, r.outcomeCheck, ...(r.shoeRounds ?? []).map((x) => x.check)]);
