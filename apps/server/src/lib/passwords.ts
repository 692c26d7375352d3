import { hash, verify } from '@node-rs/argon2';

/** argon2id at SECURITY.md item 1's cost: 19 MiB, 2 iterations, parallelism 1. */
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);
export const verifyPassword = (stored: string, password: string) => verify(stored, password);
