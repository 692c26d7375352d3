import { z } from 'zod';

/** Back office (`/bo/v1/...`): staff accounts of a merchant, with their own sessions and roles. */
export const staffRoles = ['OWNER', 'ADMIN', 'FINANCE', 'SUPPORT'] as const;

export const staffLoginRequest = z.object({
  username: z.string().trim().min(1).max(64),
  // Never trimmed or truncated (SECURITY.md item 2).
  password: z.string().min(1).max(256),
});
export const staffLoginValue = z.object({
  token: z.string(),
  username: z.string(),
  role: z.string(),
});
export type StaffLoginValue = z.infer<typeof staffLoginValue>;

/** The dev outboxes: messages the SMS and mail providers kept instead of sending (newest first). */
export const outboxQuery = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const outboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export const outboxValue = z.object({ messages: z.array(outboxMessage) });
export type OutboxValue = z.infer<typeof outboxValue>;
