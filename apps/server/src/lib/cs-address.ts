import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import type { CsSealedAddress } from '@portal/contract';
import { openSecret, sealSecret } from './secret-box.ts';

/**
 * Type 3 customer-service addresses (decision 0066). At rest: `enc:` + AES-256-GCM under the platform key
 * `cs-address-key`, with the merchant and entry as additional data (a value copied to another merchant's
 * row does not open). To a logged-in client: re-sealed under a key derived for its session, in WebCrypto's
 * form (ciphertext then tag), with that key beside it on the same authenticated call.
 */
export const CS_ADDRESS_KEY_NAME = 'cs-address-key';
const PREFIX = 'enc:';
const context = (merchantId: number) => `cs-address:${merchantId}`;

export const isSealedAddress = (value: string) => value.startsWith(PREFIX);

export function sealAddress(keyBase64: string, merchantId: number, address: string): string {
  return PREFIX + sealSecret(Buffer.from(keyBase64, 'base64'), address, context(merchantId));
}

/** The plain address; throws when the stored value was altered, or sealed for another merchant or key. */
export function openAddress(keyBase64: string, merchantId: number, stored: string): string {
  if (!isSealedAddress(stored)) throw new Error('customer-service address not sealed');
  return openSecret(Buffer.from(keyBase64, 'base64'), stored.slice(PREFIX.length), context(merchantId));
}

/** The session's key: HMAC-SHA256 of the session token's hash under the platform key (nothing stored). */
export function sessionKey(keyBase64: string, tokenHash: string): Buffer {
  return createHmac('sha256', Buffer.from(keyBase64, 'base64')).update(`cs-session:${tokenHash}`).digest();
}

/** An address sealed for a client holding `key` (AES-256-GCM, random 96-bit IV). */
export function sealForClient(key: Buffer, address: string): CsSealedAddress {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(address, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { iv: iv.toString('base64'), data: data.toString('base64') };
}
