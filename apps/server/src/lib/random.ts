import { randomBytes } from 'node:crypto';

/** The one source of randomness for secrets the platform draws itself (lottery seeds), so tests can fix it. */
export const random = {
  bytes: (n: number): Uint8Array => randomBytes(n),
};
