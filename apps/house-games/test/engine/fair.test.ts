import { describe, expect, it } from 'vitest';
import {
  bytesToFloats,
  nodeFairCrypto,
  floats,
  hashSeed,
  newServerSeed,
  roundMessage,
  validateClientSeed,
} from '../../src/engine/fair.ts';
import { floatsWeb, hashSeedWeb, webFairCrypto } from '../../src/engine/fair-web.ts';
import { floatSource } from '../../src/engine/prng.ts';

const SEED = `${'0'.repeat(63)}1`;

const hex = (b: Uint8Array): string => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

describe('crypto primitives', () => {
  // RFC 4231 test case 2 and the FIPS 180-2 "abc" vector: both implementations against published values.
  it.each([
    ['node', nodeFairCrypto.hmacSha256, nodeFairCrypto.sha256Hex],
    ['web', webFairCrypto.hmacSha256, webFairCrypto.sha256Hex],
  ] as const)('%s HMAC-SHA256 and SHA-256 match published vectors', async (_name, hmac, sha) => {
    expect(hex(await hmac('Jefe', 'what do ya want for nothing?'))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(await sha('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('float derivation', () => {
  it('turns 4 bytes into b0/256 + b1/256^2 + b2/256^3 + b3/256^4', () => {
    const bytes = new Uint8Array([0, 0, 0, 0, 0x80, 0, 0, 0, 255, 255, 255, 255, 0x5b, 0xdc, 0xc1, 0x46]);
    expect(bytesToFloats(bytes, 4)).toEqual([0, 0.5, 1 - 2 ** -32, 0x5bdcc146 / 2 ** 32]);
    expect(() => bytesToFloats(bytes, 5)).toThrow();
  });

  it('uses the message clientSeed:nonce:cursor', () => {
    expect(roundMessage('player-seed', 7, 1)).toBe('player-seed:7:1');
  });

  // Pinned values, computed independently with Python's hmac module from the documented scheme.
  it('matches the documented scheme on a pinned vector', () => {
    expect(hashSeed(SEED)).toBe('c386d8e8d07342f2e39e189c8e6c57bb205bb373fe4e3a6f69404a8bb767b417');
    expect(floats(SEED, 'player-seed', 0, 3)).toEqual([
      0.19333945983089507, 0.8575866522733122, 0.7213793338742107,
    ]);
    // Floats 8 and 9 come from the second HMAC block (cursor 1).
    expect(floats(SEED, 'player-seed', 7, 10).slice(8)).toEqual([0.2888399022631347, 0.9214619747363031]);
  });

  it('gives a prefix for a smaller count and new values for another nonce or client seed', () => {
    const twenty = floats(SEED, 'c', 3, 20);
    expect(floats(SEED, 'c', 3, 9)).toEqual(twenty.slice(0, 9));
    expect(floats(SEED, 'c', 4, 20)).not.toEqual(twenty);
    expect(floats(SEED, 'd', 3, 20)).not.toEqual(twenty);
    expect(floats(SEED, 'c', 3, 0)).toEqual([]);
    for (const f of twenty) {
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
  });

  it('node and WebCrypto derivations give identical floats', async () => {
    const rand = floatSource(7);
    for (let k = 0; k < 40; k++) {
      const seed = newServerSeed(Uint8Array.from({ length: 32 }, () => Math.floor(rand() * 256)));
      const clientSeed = `client-${k}:${'x'.repeat(k % 5)}`;
      const nonce = Math.floor(rand() * 1e6);
      const count = [0, 1, 7, 8, 9, 16, 55][k % 7] as number;
      expect(await floatsWeb(seed, clientSeed, nonce, count)).toEqual(floats(seed, clientSeed, nonce, count));
      expect(await hashSeedWeb(seed)).toBe(hashSeed(seed));
    }
  });
});

describe('seeds and inputs', () => {
  it('builds a server seed from exactly 32 caller-supplied bytes', () => {
    const seed = newServerSeed(Uint8Array.from({ length: 32 }, (_, i) => i * 8));
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seed.slice(0, 6)).toBe('000810');
    expect(() => newServerSeed(new Uint8Array(31))).toThrow();
  });

  it('rejects malformed seeds, client seeds and nonces', async () => {
    expect(() => hashSeed('XYZ')).toThrow();
    await expect(hashSeedWeb(SEED.toUpperCase().replace('0', 'A'))).rejects.toThrow();
    expect(() => floats(SEED, '', 0, 1)).toThrow();
    expect(() => floats(SEED, 'c', -1, 1)).toThrow();
    expect(() => floats(SEED, 'c', 1.5, 1)).toThrow();
    await expect(floatsWeb(SEED, 'c', -1, 1)).rejects.toThrow();
    expect(validateClientSeed('a'.repeat(64))).toBeNull();
    expect(validateClientSeed('a'.repeat(65))).not.toBeNull();
    expect(validateClientSeed('tab\there')).not.toBeNull();
  });
});
