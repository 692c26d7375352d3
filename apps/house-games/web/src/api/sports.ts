/**
 * The sportsbook's read calls the watching and verify pages make (src/shared/sports-api.ts): one event
 * with its live timeline so far. Timelines, fixtures and outcomes are the engine's own shapes
 * (src/engine/sports), typed by sport where they are read.
 */
import { z } from 'zod';
import { sportId, sportsApi } from '../../../src/shared/sports-api.ts';
import type { Lang } from '../i18n/index.ts';
import { call } from './client.ts';

export const sportsEventValue = z.object({
  id: z.string(),
  sport: sportId,
  matchNo: z.number(),
  season: z.number().nullable(),
  round: z.number().nullable(),
  kickoffAt: z.string(),
  endAt: z.string(),
  status: z.string(),
  phase: z.enum(['open', 'playing', 'settled', 'void']),
  fixture: z.unknown(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
  serverSeed: z.string().nullable(),
  /** Once settled: the engine's outcome with its full `timeline`. */
  outcome: z.unknown().nullable(),
  voidReason: z.string().nullable(),
});
export type SportsEventValue = z.infer<typeof sportsEventValue>;

export const sportsEventAnswer = z.object({
  now: z.string(),
  event: sportsEventValue,
  live: z.object({ progress: z.number(), timeline: z.unknown(), score: z.unknown() }),
});
export type SportsEventAnswer = z.infer<typeof sportsEventAnswer>;

export function getSportsEvent(eventId: string, lang: Lang, signal?: AbortSignal) {
  const path = sportsApi.event.path.replace(':eventId', encodeURIComponent(eventId));
  return call(sportsEventAnswer, path, { lang, signal });
}
