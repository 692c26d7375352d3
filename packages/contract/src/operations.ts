import { z } from 'zod';

/**
 * Operations commands (the ops CLI): run in-process on the database, or sent to the server that holds
 * the embedded database folder (`POST /local/v1/ops`, loopback only, with the token of its lock file).
 */
const merchant = z.string().trim().min(1).max(64);
export const opsCommand = z.discriminatedUnion('op', [
  /** Recomputes the audit log's hash chain and names the first row that does not match. */
  z.object({ op: z.literal('audit-verify') }),
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
  z.object({
    op: z.literal('analytics'),
    merchant,
    /** It ends up in a script address: only the shapes Google issues. Null clears it. */
    gtagId: z
      .string()
      .regex(/^(G|GT|AW|DC)-[A-Z0-9]{4,20}$|^UA-\d{4,12}-\d{1,4}$/, 'a gtag id looks like G-XXXXXXXXXX')
      .nullable(),
  }),
  z.object({
    op: z.literal('cdn'),
    merchant,
    kind: z.enum(['image', 'launch']),
    /** They go into the page CSP: plain http(s) origins with an optional path, nothing else. */
    urls: z
      .array(
        z
          .string()
          .max(256)
          .regex(
            /^https?:\/\/[a-z0-9.-]+(:\d+)?(\/[\w./-]*)?$/i,
            'CDNs are http(s) addresses, comma-separated',
          ),
      )
      .max(10),
  }),
]);
export type OpsCommand = z.infer<typeof opsCommand>;

export const localOpsRequest = z.object({ commands: z.array(opsCommand).min(1).max(50) });
export const localOpsValue = z.object({ results: z.array(z.string()) });
export type LocalOpsValue = z.infer<typeof localOpsValue>;
