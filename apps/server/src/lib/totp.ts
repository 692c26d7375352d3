import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP): HMAC-SHA-1, 30-second steps, 6 digits,
 * as every authenticator app reads them from an `otpauth://totp/...` URL. Decision 0029.
 */
export const totpPolicy = { stepSeconds: 30, digits: 6, window: 1 } as const;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (the form authenticator apps take). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Base32 to bytes; spaces, dashes and padding ignored, case-insensitive. Throws on another character. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 160 random bits (RFC 4226 section 4's recommended length), base32. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** RFC 4226 HOTP of `counter` with the key `key`. */
export function hotp(key: Uint8Array, counter: number, digits: number = totpPolicy.digits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of an instant (ms since the epoch). */
export const totpStep = (nowMs: number): number => Math.floor(nowMs / 1000 / totpPolicy.stepSeconds);

/** The code of the base32 secret at an instant. */
export function totpCode(secret: string, nowMs: number, digits: number = totpPolicy.digits): string {
  return hotp(base32Decode(secret), totpStep(nowMs), digits);
}

/**
 * The time step a typed code matches, within one step either side of now, later than `lastStep` (a code
 * used once is refused for the rest of its window); null when it matches none.
 */
export function verifyTotp(
  secret: string,
  code: string,
  nowMs: number,
  lastStep: number | null = null,
): number | null {
  const typed = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(typed)) return null;
  const key = base32Decode(secret);
  const now = totpStep(nowMs);
  let matched: number | null = null;
  for (let step = now - totpPolicy.window; step <= now + totpPolicy.window; step++) {
    const expected = Buffer.from(hotp(key, step));
    // Every candidate is compared (constant time), so the answer's timing does not tell which step matched.
    if (timingSafeEqual(expected, Buffer.from(typed)) && matched === null) matched = step;
  }
  if (matched === null || (lastStep !== null && matched <= lastStep)) return null;
  return matched;
}

/** The enrolment URL authenticator apps read from the QR code (Key Uri Format). */
export function otpauthUrl(opts: { issuer: string; account: string; secret: string }): string {
  const label = encodeURIComponent(`${opts.issuer}:${opts.account}`);
  const query = new URLSearchParams({
    secret: opts.secret,
    issuer: opts.issuer,
    algorithm: 'SHA1',
    digits: String(totpPolicy.digits),
    period: String(totpPolicy.stepSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
