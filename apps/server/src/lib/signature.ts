import { createHmac, timingSafeEqual } from 'node:crypto';

/** hex(HMAC-SHA256(secret, body)): payment callbacks and the vendor protocols sign raw bodies this way. */
export const hmacHex = (secret: string, body: string | Buffer) =>
  createHmac('sha256', secret).update(body).digest('hex');

/** Constant-time comparison of an expected hex signature with a given one. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}
