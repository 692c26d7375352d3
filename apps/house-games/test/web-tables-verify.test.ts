import { describe, expect, it } from 'vitest';
import { floats, hashSeed } from '../src/engine/fair.ts';
import {
  dealBaccarat,
  rollSicBo,
  shuffleShoe,
  SHOE_FLOATS,
  SICBO_FLOATS,
  type BaccaratOutcome,
} from '../src/engine/tables/index.ts';
import type { TableRoundValue, TableShoeValue } from '../src/shared/tables-api.ts';
import { tableVerdict, verifyTableRound } from '../web/src/games/tables/verify-table.ts';

const seed = 'a'.repeat(63) + 'b';
const clientSeed = 'HOUSELC:baccarat:7';

/** A finished shoe of three rounds dealt the way the server deals (node fair floats, nonce 0). */
function shoeOf(tamper?: (o: BaccaratOutcome) => BaccaratOutcome): {
  shoe: TableShoeValue;
  rounds: TableRoundValue[];
} {
  const cards = shuffleShoe(floats(seed, clientSeed, 0, SHOE_FLOATS));
  const rounds: TableRoundValue[] = [];
  let position = 0;
  for (let number = 1; number <= 3; number++) {
    const { outcome, used } = dealBaccarat(cards, position);
    rounds.push({
      id: `r${number}`,
      game: 'baccarat',
      number,
      phase: 'settled',
      opensAt: '2026-11-28T12:00:00.000Z',
      closesAt: '2026-11-28T12:00:15.000Z',
      revealEndsAt: '2026-11-28T12:00:24.000Z',
      serverSeedHash: hashSeed(seed),
      serverSeed: seed,
      clientSeed,
      nonce: 0,
      shoe: { id: 's7', number: 7, position },
      outcome: number === 2 && tamper ? tamper(outcome) : outcome,
      verifiable: true,
    });
    position += used;
  }
  const shoe: TableShoeValue = {
    id: 's7',
    game: 'baccarat',
    number: 7,
    serverSeedHash: hashSeed(seed),
    serverSeed: seed,
    clientSeed,
    finished: true,
    rounds,
  };
  return { shoe, rounds };
}

describe('table round verification in the browser', () => {
  it('reshuffles the shoe and finds every round of it as dealt', async () => {
    const { shoe, rounds } = shoeOf();
    const r = await verifyTableRound(rounds[1]!, shoe);
    if (typeof r === 'string') throw new Error(r);
    expect(r.hashCheck).toBe('match');
    expect(r.outcomeCheck).toBe('match');
    expect(r.outcome).toEqual(rounds[1]!.outcome);
    expect(r.shoeRounds).toEqual([
      { number: 1, check: 'match' },
      { number: 2, check: 'match' },
      { number: 3, check: 'match' },
    ]);
    expect(tableVerdict(r)).toBe('match');
  });

  it('catches a round that is not what the shoe deals, and a seed that is not the published one', async () => {
    const { shoe, rounds } = shoeOf((o) => ({ ...o, winner: o.winner === 'banker' ? 'player' : 'banker' }));
    const r = await verifyTableRound(rounds[0]!, shoe);
    if (typeof r === 'string') throw new Error(r);
    // Round 1 itself is fine; round 2 of its shoe is not.
    expect(r.outcomeCheck).toBe('match');
    expect(r.shoeRounds?.map((x) => x.check)).toEqual(['match', 'mismatch', 'match']);
    expect(tableVerdict(r)).toBe('mismatch');

    const other = 'c'.repeat(64);
    const pasted = await verifyTableRound(rounds[0]!, shoeOf().shoe, other);
    if (typeof pasted === 'string') throw new Error(pasted);
    expect(pasted.hashCheck).toBe('mismatch');
  });

  it('says a shoe still being dealt cannot be checked yet, and refuses a malformed seed', async () => {
    const { shoe, rounds } = shoeOf();
    const open = { ...shoe, serverSeed: null, finished: false };
    expect(await verifyTableRound({ ...rounds[0]!, serverSeed: null }, open)).toBe('seed.missing');
    expect(await verifyTableRound(rounds[0]!, open, 'not-a-seed')).toBe('seed.invalid');
  });

  it('rolls a sic bo round from its own seed and nonce', async () => {
    const roundSeed = '0123456789abcdef'.repeat(4);
    const outcome = rollSicBo(floats(roundSeed, 'HOUSELC:sicbo', 42, SICBO_FLOATS));
    const round: TableRoundValue = {
      ...shoeOf().rounds[0]!,
      game: 'sicbo',
      serverSeedHash: hashSeed(roundSeed),
      serverSeed: roundSeed,
      clientSeed: 'HOUSELC:sicbo',
      nonce: 42,
      shoe: null,
      outcome,
    };
    const r = await verifyTableRound(round, null);
    if (typeof r === 'string') throw new Error(r);
    expect([r.hashCheck, r.outcomeCheck, r.shoeRounds]).toEqual(['match', 'match', null]);
    const wrong = await verifyTableRound({ ...round, nonce: 43 }, null);
    if (typeof wrong === 'string') throw new Error(wrong);
    expect(wrong.outcomeCheck === 'mismatch' || sameDice(wrong.outcome, outcome)).toBe(true);
  });
});

const sameDice = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
