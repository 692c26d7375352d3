import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// Node only (a subpath of its own, so the browser bundles never reach node:crypto). The platform and the
// house vendor sign and check the vendor protocol's X-Signature, and payment callbacks, with these.

/** hex(HMAC-SHA256(secret, body)) over the exact bytes sent or received. */
export const hmacHex = (secret: string, body: string | Buffer) =>
  createHmac('sha256', secret).update(body).digest('hex');

/** Constant-time comparison of an expected hex signature with a given one. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
