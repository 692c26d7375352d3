import { fishingSetting } from '@portal/contract/house-operator';
import { z } from 'zod';
import { fishKindIds, type FishKindId } from '../engine/fishing/fish.ts';

/**
 * Fishing's calls (HOUSEFH_OCEAN), session in `X-House-Session` like every house call; money in major units.
 * The scene (which fish swim where) is cosmetic and seeded: the page draws `waveFish(spawnSeed, wave)` at
 * `sceneMs` (session time), the server checks a shot's fish against the same waves.
 */
const fishKind = z.enum(fishKindIds as [FishKindId, ...FishKindId[]]);

export const fishingEnterRequest = z.object({ clientSeed: z.string().min(1).max(64).optional() });

export const fishingShot = z.object({
  /** The page's id of the shot: a repeated id answers the first decision, never a second bullet. */
  shotId: z.string().regex(/^[A-Za-z0-9_-]{4,40}$/),
  fishId: z.string().min(1).max(20),
  kind: fishKind,
  /** Major units. */
  bullet: z.number().positive(),
});
export const fishingShotsRequest = z.object({ shots: z.array(fishingShot).min(1).max(20) });

export const fishingFairness = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});

/** A batch whose bet the platform refused or never answered: its shots and catches were cancelled. */
export const fishingVoided = z.object({
  batchId: z.string(),
  shots: z.number().int(),
  bullets: z.number(),
  payouts: z.number(),
  error: z.string(),
});

export const fishingState = z.object({
  sessionId: z.string(),
  spawnSeed: z.string(),
  /** Scene time now (ms since the fishing session started): the page resumes the same scene. */
  sceneMs: z.number().int(),
  serverTime: z.string(),
  rtp: z.number().int(),
  /** The balance the player has once the unsettled shots settle. */
  balance: z.number(),
  unsettled: z.object({ shots: z.number().int(), bullets: z.number(), payouts: z.number() }),
  fairness: fishingFairness,
  bullet: z.object({ min: z.number(), max: z.number(), chips: z.array(z.number()) }),
  enabled: z.boolean(),
  /** Fish of the scene caught in the last minute: a reconnecting page leaves them out. */
  caught: z.array(z.string()),
  voided: z.array(fishingVoided),
});
export type FishingState = z.infer<typeof fishingState>;

export const fishingOutcome = z.object({
  shotId: z.string(),
  fishId: z.string(),
  kind: fishKind,
  bullet: z.number(),
  caught: z.boolean(),
  multiplier: z.number().int(),
  payout: z.number(),
  nonce: z.number().int(),
});
export type FishingOutcome = z.infer<typeof fishingOutcome>;

export const fishingShotsValue = z.object({
  outcomes: z.array(fishingOutcome),
  /** Shots not taken (no bullet charged): the error code of each. */
  refused: z.array(z.object({ shotId: z.string(), error: z.string() })),
  balance: z.number(),
  fairness: fishingFairness,
  voided: z.array(fishingVoided),
});
export type FishingShotsValue = z.infer<typeof fishingShotsValue>;

export const fishingRotateValue = z.object({
  revealedServerSeed: z.string(),
  previousHash: z.string(),
  fairness: fishingFairness,
});

export const fishingBatchValue = z.object({
  batchId: z.string(),
  time: z.string(),
  status: z.enum(['open', 'closing', 'settled', 'void']),
  shots: z.number().int(),
  catches: z.number().int(),
  bet: z.number(),
  win: z.number(),
  voidReason: z.string().nullable(),
});
export type FishingBatchValue = z.infer<typeof fishingBatchValue>;
export const fishingHistoryQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) });
export const fishingHistoryValue = z.object({ batches: z.array(fishingBatchValue) });

/** Public: a batch with every shot and its seed pair (the server seed once rotated away). */
export const fishingVerifyValue = fishingBatchValue.extend({
  currency: z.string(),
  decimals: z.number().int(),
  rtp: z.number().int(),
  shotsList: z.array(
    fishingOutcome.extend({
      serverSeedHash: z.string(),
      serverSeed: z.string().nullable(),
      clientSeed: z.string(),
    }),
  ),
});
export type FishingVerifyValue = z.infer<typeof fishingVerifyValue>;

/**
 * The operator's settings (@portal/contract/house-operator), major units of a two-decimal currency within the
 * engine's 0.10 to 100.
 */
export const fishingSettings = fishingSetting.refine((s) => s.bulletMin >= 0.1 && s.bulletMax <= 100, {
  message: 'bullets from 0.10 to 100',
  path: ['bulletMin'],
});
export type FishingSettings = z.infer<typeof fishingSettings>;

export const fishingApi = {
  /** body fishingEnterRequest → fishingState (made at the first call of a house session, then the same). */
  enter: { method: 'POST', path: '/api/fishing/enter' },
  state: { method: 'GET', path: '/api/fishing/state' },
  shots: { method: 'POST', path: '/api/fishing/shots' },
  /** Closes the open batch now (the page leaves or hides). */
  leave: { method: 'POST', path: '/api/fishing/leave' },
  rotate: { method: 'POST', path: '/api/fishing/rotate' },
  history: { method: 'GET', path: '/api/fishing/history' },
  verify: { method: 'GET', path: '/api/fishing/verify/:batchId' },
} as const;
