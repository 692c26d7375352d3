import { randomBytes } from 'node:crypto';

/**
 * The one source of randomness for seeds, ids and tokens (tests may replace `bytes`). Game outcomes never
 * come from here directly: they come from the provably fair derivation over server seeds made here.
 */
export const random = {
  bytes: (n: number): Uint8Array => new Uint8Array(randomBytes(n)),
};

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** 256-bit secret (house sessions): only its hash is stored. */
export const newSecretToken = () => base64url(random.bytes(32));
/** 128-bit id, unguessable, for rounds whose verify page is public. */
export const newId = (prefix: string) => `${prefix}${base64url(random.bytes(16))}`;
export const randomHex = (bytes: number) => Buffer.from(random.bytes(bytes)).toString('hex');
