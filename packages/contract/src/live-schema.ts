import { z } from 'zod';
import type { LiveAuthMessage } from './live.ts';

/** The live socket's first message as the server checks it. */
export const liveAuthMessage = z.object({
  type: z.literal('auth'),
  merchant: z.string().min(1).max(32),
  token: z.string().min(1).max(128),
}) satisfies z.ZodType<LiveAuthMessage>;
