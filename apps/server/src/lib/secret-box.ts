import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets kept at rest (staff TOTP secrets): `v1.<iv>.<tag>.<ciphertext>` in base64url,
 * with a 96-bit random IV per value and `context` as additional data, so a value copied to another row or
 * purpose does not open. The 256-bit key lives in `platform_secret` (decision 0029).
 */
export function sealSecret(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain text of a sealed value; throws when it was altered or sealed with another key or context. */
export function openSecret(key: Buffer, sealed: string, context: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('sealed secret malformed');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** A new 256-bit key, base64 (how it is stored in platform_secret). */
export const newSecretKey = (): string => randomBytes(32).toString('base64');

/**
 * Vendor credentials at rest (decision 0032): `enc:` + a sealed value under the key `credential-key` of
 * `platform_secret`, with the vendor's code as context. A value without the prefix was written plain
 * (before migration 0031, or straight into the table) and is read as is.
 */
export const CREDENTIAL_KEY_NAME = 'credential-key';
const CREDENTIAL_PREFIX = 'enc:';
const credentialContext = (vendorCode: string) => `vendor-credential:${vendorCode}`;
export const isSealedCredential = (value: string) => value.startsWith(CREDENTIAL_PREFIX);
export const sealCredential = (keyBase64: string, vendorCode: string, plain: string) =>
  CREDENTIAL_PREFIX + sealSecret(Buffer.from(keyBase64, 'base64'), plain, credentialContext(vendorCode));
export const openCredential = (keyBase64: string, vendorCode: string, value: string) =>
  isSealedCredential(value)
    ? openSecret(
        Buffer.from(keyBase64, 'base64'),
        value.slice(CREDENTIAL_PREFIX.length),
        credentialContext(vendorCode),
      )
    : value;
