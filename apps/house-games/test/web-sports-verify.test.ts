import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashSeed, newServerSeed } from '../src/engine/fair.ts';
import { drawSportsEvent } from '../src/engine/sports/fair-source-node.ts';
import { type SportId, SPORTS, sportModel } from '../src/engine/sports/index.ts';
import { fixturesAt } from '../src/server/modules/sports/fixtures.ts';
import {
  type PublishedEvent,
  sameJson,
  sportsVerdict,
  verifySportsEvent,
} from '../web/src/verify/verify-sports.ts';

// Settled events as the house server's event API answered them (`event`), captured from a running server.
const captured = JSON.parse(
  readFileSync(new URL('./support/sports-settled-events.json', import.meta.url), 'utf8'),
) as PublishedEvent[];

/** An event made and settled the way the service does it (service.ts ensureSchedule + finishEnded). */
function settled(sport: SportId, slot: number): PublishedEvent {
  const f = fixturesAt(sport, slot)[0]!;
  const serverSeed = newServerSeed(new Uint8Array(32).map((_, i) => (i * 37 + slot) & 255));
  const id = `${sport}-${slot * 60_000}-${f.matchNo}`;
  const drawn = drawSportsEvent(sportModel(sport, f.fixture as never), serverSeed, id, 0);
  // Through JSON, as the database (JSONB) and the API hand it over.
  const outcome = JSON.parse(JSON.stringify({ ...drawn.outcome, timeline: drawn.timeline })) as unknown;
  return {
    id,
    sport,
    fixture: JSON.parse(JSON.stringify(f.fixture)),
    serverSeedHash: hashSeed(serverSeed),
    clientSeed: id,
    nonce: 0,
    serverSeed,
    outcome,
  };
}

async function report(event: PublishedEvent, seed?: string | null) {
  const r = await verifySportsEvent(event, seed === undefined ? event.serverSeed : seed);
  if (typeof r === 'string') throw new Error(r);
  return r;
}

describe('verifying sports events in the browser', () => {
  it('recomputes real settled events from the server exactly: hash, result, timeline', async () => {
    expect(new Set(captured.map((e) => e.sport))).toEqual(new Set(SPORTS));
    for (const event of captured) {
      const r = await report(event);
      expect(r.hashCheck, event.id).toBe('match');
      expect(r.resultCheck, event.id).toBe('match');
      expect(r.timelineCheck, event.id).toBe('match');
      expect(sportsVerdict(r)).toBe('match');
      expect(sameJson(r.timeline, (event.outcome as { timeline: unknown }).timeline)).toBe(true);
    }
  });

  it('recomputes events of every sport settled the service’s way, and settles every market', async () => {
    for (const sport of SPORTS) {
      for (let slot = 1; slot <= 5; slot++) {
        const event = settled(sport, slot);
        const r = await report(event);
        expect(sportsVerdict(r), event.id).toBe('match');
        expect(r.markets.length).toBeGreaterThan(0);
        for (const m of r.markets) expect(m.picks.length).toBeGreaterThan(0);
      }
    }
    // A football result grades the 1x2 market on the recomputed score.
    const event = settled('football', 2);
    const r = await report(event);
    if (r.outcome.sport !== 'football') throw new Error('football expected');
    const { home, away } = r.outcome;
    const winner = home > away ? 'home' : home < away ? 'away' : 'draw';
    const oneXTwo = r.markets.find((m) => m.id === '1x2')!;
    expect(oneXTwo.picks.filter((p) => p.grade === 'won').map((p) => p.id)).toEqual([winner]);
  });

  it('flags a tampered seed: the hash and the timeline no longer match', async () => {
    for (const event of captured) {
      const other = newServerSeed(new Uint8Array(32).fill(7));
      const r = await report(event, other);
      expect(r.hashCheck).toBe('mismatch');
      expect(r.timelineCheck).toBe('mismatch');
      expect(sportsVerdict(r)).toBe('mismatch');
    }
    // A published hash that does not belong to the revealed seed.
    const event = captured[0]!;
    const r = await report({ ...event, serverSeedHash: hashSeed(newServerSeed(new Uint8Array(32))) });
    expect(r.hashCheck).toBe('mismatch');
    expect(r.resultCheck).toBe('match');
  });

  it('flags a tampered record: a changed result or a moved timeline moment', async () => {
    const football = settled('football', 3);
    const o = football.outcome as { home: number; timeline: { moments: { minute: number }[] } };
    const moreGoals = await report({ ...football, outcome: { ...o, home: o.home + 1 } });
    expect(moreGoals.resultCheck).toBe('mismatch');
    expect(moreGoals.timelineCheck).toBe('match');
    const moved = structuredClone(o);
    moved.timeline.moments[0]!.minute += 1;
    const r = await report({ ...football, outcome: moved });
    expect(r.resultCheck).toBe('match');
    expect(r.timelineCheck).toBe('mismatch');
  });

  it('before settlement there is no seed to check; a malformed pasted seed is refused', async () => {
    const event = { ...settled('cockfight', 1), serverSeed: null, outcome: null };
    expect(await verifySportsEvent(event)).toBe('seed.missing');
    expect(await verifySportsEvent(event, 'not-a-seed')).toBe('seed.invalid');
    // A pasted seed that is the right one: hash matches, nothing stored to compare the result with.
    const r = await report(event, settled('cockfight', 1).serverSeed);
    expect(r.hashCheck).toBe('match');
    expect(r.resultCheck).toBe('unknown');
    expect(sportsVerdict(r)).toBe('match');
  });

  it('compares JSON values whatever the key order', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2, d: null }] }, { b: [1, { d: null, c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: null }, { a: 0 })).toBe(false);
  });
});
