import { z } from 'zod';

/**
 * Operations commands (the ops CLI): run in-process on the database, or sent to the server that holds
 * the embedded database folder (`POST /local/v1/ops`, loopback only, with the token of its lock file).
 */
const merchant = z.string().trim().min(1).max(64);
export const opsCommand = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('maintenance'),
    merchant,
    on: z.boolean(),
    until: z.iso.datetime({ offset: true }).nullable(),
  }),
  z.object({
    op: z.literal('region'),
    merchant,
    /** ISO 3166 alpha-2 codes; empty clears the block. */
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .max(250)
      .refine((c) => new Set(c).size === c.length, 'duplicate country'),
  }),
  z.object({ op: z.literal('module'), merchant, modId: z.string().min(1).max(64), enabled: z.boolean() }),
  z.object({
    op: z.literal('default-password'),
    merchant,
    /** Null clears it. */
    password: z.string().min(6).max(256).nullable(),
  }),
  z.object({ op: z.literal('reset-password'), merchant, username: z.string().trim().min(1).max(64) }),
]);
export type OpsCommand = z.infer<typeof opsCommand>;

export const localOpsRequest = z.object({ commands: z.array(opsCommand).min(1).max(50) });
export const localOpsValue = z.object({ results: z.array(z.string()) });
export type LocalOpsValue = z.infer<typeof localOpsValue>;
