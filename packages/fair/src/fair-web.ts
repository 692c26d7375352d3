/**
 * WebCrypto twin of fair.ts for the browser (verify page). Same scheme (fair-core.ts), async because
 * crypto.subtle is. Must not import node:* so bundlers can ship it.
 */
import { type AsyncFairCrypto, floatsWithAsync, isServerSeed, toHex } from './fair-core.ts';

const encoder = new TextEncoder();

// HMAC keys are imported once per seed; a verify page recomputes many rounds of the same seed.
const keyCache = new Map<string, Promise<CryptoKey>>();

function hmacKey(key: string): Promise<CryptoKey> {
  let k = keyCache.get(key);
  if (!k) {
    if (keyCache.size > 64) keyCache.clear();
    k = crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    keyCache.set(key, k);
  }
  return k;
}

export const webFairCrypto: AsyncFairCrypto = {
  async sha256Hex(text) {
    return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))));
  },
  async hmacSha256(key, message) {
    return new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(key), encoder.encode(message)));
  },
};

export function hashSeedWeb(seed: string): Promise<string> {
  if (!isServerSeed(seed))
    return Promise.reject(new TypeError('server seed must be 64 lowercase hex characters'));
  return webFairCrypto.sha256Hex(seed);
}

export function floatsWeb(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): Promise<number[]> {
  return floatsWithAsync(webFairCrypto, serverSeed, clientSeed, nonce, count);
}
