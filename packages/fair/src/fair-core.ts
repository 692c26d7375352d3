/**
 * Provably fair derivation, independent of any crypto implementation.
 *
 * THE SCHEME (what a player recomputes with any HMAC-SHA256 tool):
 *
 * 1. Before play the server publishes `serverSeedHash = hex(SHA-256(serverSeed))`, where serverSeed is a
 *    64-character lowercase hex string and is hashed AS TEXT (its 64 ASCII bytes, not the 32 decoded bytes).
 * 2. For round `nonce` (0, 1, 2, ... per server/client seed pair) the randomness is the concatenation of
 *        block(cursor) = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`)
 *    for cursor = 0, 1, 2, ...; key and message are UTF-8 text (the key is again the 64 hex characters),
 *    nonce and cursor are written in decimal without padding. Each block gives 32 bytes.
 * 3. Bytes are consumed 4 at a time, in order, across blocks (8 floats per block). Four bytes b0..b3 make
 *        f = b0/256 + b1/256^2 + b2/256^3 + b3/256^4     (equivalently: big-endian uint32 / 2^32)
 *    so f is in [0, 1) and exactly representable as a double.
 * 4. After the seed pair is retired the server reveals serverSeed; the player checks its SHA-256 against
 *    the published hash and recomputes every round from (serverSeed, clientSeed, nonce).
 *
 * Example: serverSeed "a3f...", clientSeed "lucky", nonce 7 -> the first float comes from the first four
 * bytes of HMAC-SHA256(key "a3f...", message "lucky:7:0").
 *
 * How each game turns floats into an outcome is documented next to its `play`/`spin` function.
 */

export const BYTES_PER_FLOAT = 4;
export const FLOATS_PER_BLOCK = 8;
export const SERVER_SEED_BYTES = 32;

/** The two primitives the scheme needs, so games and verifiers never depend on node:crypto directly. */
export interface FairCrypto {
  sha256Hex(text: string): string;
  hmacSha256(key: string, message: string): Uint8Array;
}

/** Same primitives for environments where hashing is asynchronous (WebCrypto). */
export interface AsyncFairCrypto {
  sha256Hex(text: string): Promise<string>;
  hmacSha256(key: string, message: string): Promise<Uint8Array>;
}

export function roundMessage(clientSeed: string, nonce: number, cursor: number): string {
  return `${clientSeed}:${nonce}:${cursor}`;
}

export function blocksNeeded(count: number): number {
  return Math.ceil(count / FLOATS_PER_BLOCK);
}

/** f = b0/256 + b1/256^2 + b2/256^3 + b3/256^4 for consecutive 4-byte groups. */
export function bytesToFloats(bytes: Uint8Array, count: number, out: number[] = []): number[] {
  for (let i = 0; i < count; i++) {
    const o = i * BYTES_PER_FLOAT;
    if (o + BYTES_PER_FLOAT > bytes.length) throw new RangeError('not enough bytes for the requested floats');
    let f = 0;
    let scale = 1;
    for (let j = 0; j < BYTES_PER_FLOAT; j++) {
      scale /= 256;
      f += (bytes[o + j] as number) * scale;
    }
    out.push(f);
  }
  return out;
}

export function toHex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}

const HEX64 = /^[0-9a-f]{64}$/;

export function isServerSeed(seed: string): boolean {
  return HEX64.test(seed);
}

export function isHash(hash: string): boolean {
  return HEX64.test(hash);
}

/** Turns 32 caller-supplied random bytes into a server seed; the caller owns the entropy source. */
export function newServerSeed(randomBytes: Uint8Array): string {
  if (randomBytes.length !== SERVER_SEED_BYTES) {
    throw new RangeError(`a server seed needs exactly ${SERVER_SEED_BYTES} random bytes`);
  }
  return toHex(randomBytes);
}

export const CLIENT_SEED_MAX_LENGTH = 64;

/**
 * The message is unambiguous even when the client seed contains ':' (nonce and cursor are the last two
 * decimal fields), so the limits only keep messages and UI sane.
 */
export function validateClientSeed(clientSeed: string): string | null {
  if (clientSeed.length === 0) return 'client seed is empty';
  if (clientSeed.length > CLIENT_SEED_MAX_LENGTH)
    return `client seed is longer than ${CLIENT_SEED_MAX_LENGTH}`;
  // Control characters would make the text differ between an HMAC tool's input box and our bytes.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(clientSeed)) return 'client seed contains control characters';
  return null;
}

export function assertRoundInputs(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): void {
  if (!isServerSeed(serverSeed)) throw new TypeError('server seed must be 64 lowercase hex characters');
  const clientError = validateClientSeed(clientSeed);
  if (clientError) throw new TypeError(clientError);
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('nonce must be a non-negative integer');
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError('count must be a non-negative integer');
}

export function floatsWith(
  fair: FairCrypto,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): number[] {
  assertRoundInputs(serverSeed, clientSeed, nonce, count);
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor++) {
    const block = fair.hmacSha256(serverSeed, roundMessage(clientSeed, nonce, cursor));
    bytesToFloats(block, Math.min(FLOATS_PER_BLOCK, count - out.length), out);
  }
  return out;
}

export async function floatsWithAsync(
  fair: AsyncFairCrypto,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): Promise<number[]> {
  assertRoundInputs(serverSeed, clientSeed, nonce, count);
  const blocks = await Promise.all(
    Array.from({ length: blocksNeeded(count) }, (_, cursor) =>
      fair.hmacSha256(serverSeed, roundMessage(clientSeed, nonce, cursor)),
    ),
  );
  const out: number[] = [];
  for (const block of blocks) bytesToFloats(block, Math.min(FLOATS_PER_BLOCK, count - out.length), out);
  return out;
}
