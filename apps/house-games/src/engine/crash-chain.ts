/**
 * Server side of crash rounds on node:crypto (browser twin: crash-chain-web.ts).
 *
 * Hash chain: from a secret seed, links are generated backwards,
 *   link_L = SHA-256(seed), link_i = SHA-256(link_{i+1}) for i = L-1 .. 1, terminating = SHA-256(link_1),
 * every SHA-256 taken over the previous value's 64 hex characters as text, output as lowercase hex.
 * The terminating hash is published before round 1; round k uses link_k, so rounds consume the chain from
 * the published end and SHA-256 applied k times to round k's hash gives the terminating hash. Nobody can
 * compute round k+1 from the revealed rounds 1..k (that would need a SHA-256 preimage).
 */
import { createHash, createHmac } from 'node:crypto';
import { crashPointFromHmacHex } from './crash.ts';
import { isHash } from './fair-core.ts';

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export interface HashChain {
  readonly terminatingHash: string;
  /** roundHashes[k - 1] is the hash of round k. */
  readonly roundHashes: readonly string[];
}

export function generateChain(seed: string, length: number): HashChain {
  if (seed.length === 0) throw new TypeError('seed is empty');
  if (!Number.isSafeInteger(length) || length < 1) throw new RangeError('length must be a positive integer');
  const roundHashes = new Array<string>(length);
  let h = sha256Hex(seed);
  for (let i = length - 1; i >= 0; i--) {
    roundHashes[i] = h;
    h = sha256Hex(h);
  }
  return { terminatingHash: h, roundHashes };
}

/** Round number k (1..maxSteps) whose hash this is, or null if it does not lead to the terminating hash. */
export function verifyRoundHash(hash: string, terminatingHash: string, maxSteps: number): number | null {
  if (!isHash(hash) || !isHash(terminatingHash)) return null;
  let h = hash;
  for (let k = 1; k <= maxSteps; k++) {
    h = sha256Hex(h);
    if (h === terminatingHash) return k;
  }
  return null;
}

/** Crash point in hundredths; formula in crash.ts. */
export function crashPoint(roundHash: string, salt: string): number {
  if (!isHash(roundHash)) throw new TypeError('round hash must be 64 lowercase hex characters');
  return crashPointFromHmacHex(createHmac('sha256', roundHash).update(salt, 'utf8').digest('hex'));
}
