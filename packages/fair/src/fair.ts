/**
 * Server-side provably fair primitives on node:crypto. The scheme itself is documented in fair-core.ts;
 * browsers use the WebCrypto twin in fair-web.ts, which must give identical results.
 */
import { createHash, createHmac } from 'node:crypto';
import { type FairCrypto, floatsWith, isServerSeed } from './fair-core.ts';

export { newServerSeed, validateClientSeed, roundMessage, bytesToFloats } from './fair-core.ts';

export const nodeFairCrypto: FairCrypto = {
  sha256Hex: (text) => createHash('sha256').update(text, 'utf8').digest('hex'),
  hmacSha256: (key, message) => new Uint8Array(createHmac('sha256', key).update(message, 'utf8').digest()),
};

/** hex(SHA-256(seed as text)); published before play as the commitment. */
export function hashSeed(seed: string): string {
  if (!isServerSeed(seed)) throw new TypeError('server seed must be 64 lowercase hex characters');
  return nodeFairCrypto.sha256Hex(seed);
}

/** `count` floats in [0, 1) for one round; see fair-core.ts for the exact scheme. */
export function floats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  return floatsWith(nodeFairCrypto, serverSeed, clientSeed, nonce, count);
}
