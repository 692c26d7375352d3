import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crashPoint, generateChain, verifyRoundHash } from '../../src/engine/crash-chain.ts';
import { crashPointWeb, verifyRoundHashWeb } from '../../src/engine/crash-chain-web.ts';
import {
  CRASH,
  crashPointFromBits,
  crashPointFromHmacHex,
  msToReach,
  multiplierAt,
  settleCrashBet,
  validateCashoutTarget,
} from '../../src/engine/crash.ts';
import { sfc32 } from '../../src/engine/prng.ts';

const E = 2n ** 52n;
const sha = (s: string): string => createHash('sha256').update(s).digest('hex');

describe('hash chain', () => {
  it('links each round to the previous one and to the terminating hash', () => {
    const chain = generateChain('chain-seed', 5);
    expect(chain.roundHashes).toHaveLength(5);
    expect(chain.roundHashes[4]).toBe(sha('chain-seed'));
    for (let i = 0; i < 4; i++) expect(chain.roundHashes[i]).toBe(sha(chain.roundHashes[i + 1] as string));
    expect(chain.terminatingHash).toBe(sha(chain.roundHashes[0] as string));
    // Pinned with Python's hashlib/hmac from the documented scheme.
    expect(chain.terminatingHash).toBe('96c64ea2a8a0409d5a40083f831f86ea12b0e1905a696bd24e81318131cd6e55');
    expect(chain.roundHashes[0]).toBe('d8ef121776820a0b73c1448ce5e1900823ba1b50f911b5c36d7106f0c86c8ac7');
    expect(chain.roundHashes.map((h) => crashPoint(h, 'public-salt'))).toEqual([125, 642, 339, 111, 137]);
  });

  it('verifies a revealed round hash by hashing back to the terminating hash', () => {
    const { terminatingHash, roundHashes } = generateChain('another seed', 50);
    roundHashes.forEach((h, i) => expect(verifyRoundHash(h, terminatingHash, 50)).toBe(i + 1));
    expect(verifyRoundHash(roundHashes[39] as string, terminatingHash, 39)).toBeNull();
    expect(verifyRoundHash(sha('forged'), terminatingHash, 50)).toBeNull();
    expect(verifyRoundHash('not a hash', terminatingHash, 50)).toBeNull();
    expect(verifyRoundHash(terminatingHash, terminatingHash, 50)).toBeNull();
  });

  it('generates and verifies a 100,000-link chain quickly', () => {
    const started = performance.now();
    const { terminatingHash, roundHashes } = generateChain('a'.repeat(64), 100_000);
    const generated = performance.now() - started;
    expect(roundHashes).toHaveLength(100_000);
    expect(verifyRoundHash(roundHashes[99_999] as string, terminatingHash, 100_000)).toBe(100_000);
    expect(generated).toBeLessThan(5_000);
  });

  it('WebCrypto verification and crash points equal the node ones', async () => {
    const { terminatingHash, roundHashes } = generateChain('web twin', 30);
    for (const [i, h] of roundHashes.entries()) {
      expect(await crashPointWeb(h, 'salt')).toBe(crashPoint(h, 'salt'));
      if (i % 10 === 0) expect(await verifyRoundHashWeb(h, terminatingHash, 30)).toBe(i + 1);
    }
    expect(await verifyRoundHashWeb(sha('x'), terminatingHash, 30)).toBeNull();
  });

  it('changes the crash point with the salt', () => {
    const { roundHashes } = generateChain('salted', 20);
    const a = roundHashes.map((h) => crashPoint(h, 'salt-a'));
    expect(roundHashes.map((h) => crashPoint(h, 'salt-a'))).toEqual(a);
    expect(roundHashes.map((h) => crashPoint(h, 'salt-b'))).not.toEqual(a);
  });
});

describe('crash point formula', () => {
  it('maps the extremes and the midpoint', () => {
    expect(crashPointFromBits(0n)).toBe(100);
    expect(crashPointFromBits(E / 2n)).toBe(198);
    expect(crashPointFromBits(E - 1n)).toBe(CRASH.maxCrash);
    expect(crashPointFromHmacHex(`8000000000000${'f'.repeat(51)}`)).toBe(198);
    expect(() => crashPointFromBits(E)).toThrow();
  });

  /** Smallest h with crash(h) >= m; crash is non-decreasing in h. */
  function threshold(m: number): bigint {
    let lo = 0n;
    let hi = E;
    while (lo < hi) {
      const mid = (lo + hi) / 2n;
      if (crashPointFromBits(mid) >= m) hi = mid;
      else lo = mid + 1n;
    }
    return lo;
  }

  it('has P(crash >= m) * m = 0.99 (never more) for every target, from the implementation itself', () => {
    const targets = [
      101,
      102,
      110,
      133,
      150,
      199,
      200,
      201,
      250,
      777,
      1000,
      12_345,
      1_000_000,
      CRASH.maxCrash,
    ];
    for (let m = 101; m <= 1000; m += 7) targets.push(m);
    for (const m of targets) {
      const h = threshold(m);
      expect(crashPointFromBits(h)).toBeGreaterThanOrEqual(m);
      if (h > 0n) expect(crashPointFromBits(h - 1n)).toBeLessThan(m);
      const rtp = (Number(E - h) / Number(E)) * (m / 100);
      expect(rtp).toBeLessThanOrEqual(0.99 + 1e-15);
      expect(rtp).toBeGreaterThan(0.99 - 3e-10);
    }
    // The instant bust at 1.00x happens on about 2/101 of rounds.
    expect(Number(threshold(101)) / Number(E)).toBeCloseTo(2 / 101, 9);
  });

  it('has P(crash >= m) * m close to 0.99 over 1M simulated rounds', () => {
    const next = sfc32(2024);
    const N = 1_000_000;
    const targets = [101, 150, 200, 300, 500, 1000, 2000, 10_000];
    const reached = new Array<number>(targets.length).fill(0);
    let instant = 0;
    for (let i = 0; i < N; i++) {
      const h = (BigInt(next() >>> 12) << 32n) | BigInt(next());
      const c = crashPointFromBits(h);
      if (c === 100) instant++;
      for (let t = 0; t < targets.length; t++)
        if (c >= (targets[t] as number)) reached[t] = (reached[t] as number) + 1;
    }
    targets.forEach((m, t) => {
      const p = (reached[t] as number) / N;
      const expected = 0.99 / (m / 100);
      const se = Math.sqrt((expected * (1 - expected)) / N);
      expect(Math.abs(p - expected)).toBeLessThan(4 * se);
    });
    expect(Math.abs(instant / N - 2 / 101)).toBeLessThan(4 * Math.sqrt((0.0198 * 0.98) / N));
  });
});

describe('multiplier curve', () => {
  it('starts at 1.00x, never decreases, and doubles in about 11.55 s', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(-5)).toBe(100);
    let prev = 100;
    for (let ms = 0; ms <= 300_000; ms += 13) {
      const m = multiplierAt(ms);
      expect(m).toBeGreaterThanOrEqual(prev);
      prev = m;
    }
    expect(msToReach(200)).toBe(11_553);
    expect(msToReach(100)).toBe(0);
  });

  it('msToReach is the exact inverse of multiplierAt on the integer ms grid', () => {
    const checks = [101, 102, 150, 199, 200, 1000, 10_000, 123_456, 1_000_000, CRASH.maxCrash];
    for (let m = 100; m <= 5000; m += 3) checks.push(m);
    for (const m of checks) {
      const ms = msToReach(m);
      expect(multiplierAt(ms)).toBeGreaterThanOrEqual(m);
      if (ms > 0) expect(multiplierAt(ms - 1)).toBeLessThan(m);
    }
    expect(() => msToReach(99)).toThrow();
  });
});

describe('settlement', () => {
  it('pays floor(bet * cashout / 100) when the cash-out is at or below the crash point', () => {
    expect(settleCrashBet(1_000n, 250, 250)).toEqual({ crash: 250, cashout: 250, won: true, win: 2_500n });
    expect(settleCrashBet(333n, 101, 500).win).toBe(336n);
    expect(settleCrashBet(1_000n, 251, 250)).toMatchObject({ won: false, win: 0n });
    expect(settleCrashBet(1_000n, null, 9_999)).toMatchObject({ won: false, win: 0n });
  });

  it('refuses targets outside 1.01x..max and bets below the minimum', () => {
    expect(validateCashoutTarget(100)).not.toBeNull();
    expect(validateCashoutTarget(101)).toBeNull();
    expect(validateCashoutTarget(CRASH.maxCrash + 1)).not.toBeNull();
    expect(validateCashoutTarget(150.5)).not.toBeNull();
    expect(() => settleCrashBet(1_000n, 100, 200)).toThrow();
    expect(() => settleCrashBet(CRASH.minBet - 1n, 200, 300)).toThrow();
  });
});
