/**
 * A round's `outcome` and `params` are game-specific records in the API (roundValue). These read the
 * parts the pages draw, leniently: a missing part reads as null rather than breaking the page.
 */
import { z } from 'zod';

const cell = z.tuple([z.number().int(), z.number().int()]);

const lineWin = z.object({
  line: z.number().int(),
  symbol: z.string(),
  count: z.number().int(),
  positions: z.array(cell),
  pay: z.number(),
  win: z.number(),
});

const spinOutcome = z.object({
  stops: z.array(z.number().int()).optional(),
  /** grid[reel][row], row 0 on top. */
  grid: z.array(z.array(z.string())),
  lineWins: z.array(lineWin).catch([]),
  scatter: z
    .object({ count: z.number().int(), positions: z.array(cell), win: z.number() })
    .catch({ count: 0, positions: [], win: 0 }),
  win: z.number().catch(0),
});

export const slotOutcome = spinOutcome.extend({
  freeSpins: z
    .object({ multiplier: z.number(), spins: z.array(spinOutcome), win: z.number() })
    .nullable()
    .catch(null),
  totalWin: z.number().optional(),
});
export type SlotSpin = z.infer<typeof spinOutcome>;
export type SlotOutcome = z.infer<typeof slotOutcome>;
export type LineWin = z.infer<typeof lineWin>;

export const diceOutcome = z.object({
  /** Hundredths, 0..9999. */
  roll: z.number().int(),
  target: z.number().int().optional(),
  direction: z.enum(['over', 'under']).optional(),
  /** Ten-thousandths. */
  multiplier: z.number().int().optional(),
  won: z.boolean().optional(),
});
export type DiceOutcome = z.infer<typeof diceOutcome>;

export const plinkoOutcome = z.object({
  path: z.array(z.union([z.literal(0), z.literal(1)])),
  slot: z.number().int().optional(),
  /** Hundredths. */
  multiplier: z.number().int().optional(),
  rows: z.number().int().optional(),
  risk: z.enum(['low', 'medium', 'high']).optional(),
});
export type PlinkoOutcome = z.infer<typeof plinkoOutcome>;

export const crashOutcome = z.object({
  crashPoint: z.number().int().optional(),
  cashedOutAt: z.number().int().nullable().optional(),
  hash: z.string().optional(),
  roundHash: z.string().optional(),
  salt: z.string().optional(),
  terminatingHash: z.string().optional(),
  chainTerminatingHash: z.string().optional(),
  roundNumber: z.number().int().optional(),
});
export type CrashOutcome = z.infer<typeof crashOutcome>;

export const diceParams = z.object({ target: z.number().int(), direction: z.enum(['over', 'under']) });
export const plinkoParams = z.object({
  rows: z.union([z.literal(8), z.literal(12), z.literal(16)]),
  risk: z.enum(['low', 'medium', 'high']),
});
/** The RTP variant a round played, percent (decision 0034); rounds before variants have none. */
const rtpParams = z.object({ rtp: z.number().int() });
export function readRtp(params: unknown, outcome: unknown): number | null {
  return (read(rtpParams, params) ?? read(rtpParams, outcome))?.rtp ?? null;
}
export const crashParams = z.object({ autoCashout: z.number().int().nullable().optional() });

export function read<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Dice params from the round's params, falling back to the copy in the outcome. */
export function readDiceParams(params: unknown, outcome: DiceOutcome | null) {
  return (
    read(diceParams, params) ??
    (outcome?.target !== undefined && outcome.direction
      ? { target: outcome.target, direction: outcome.direction }
      : null)
  );
}

export function readPlinkoParams(params: unknown, outcome: PlinkoOutcome | null) {
  return read(plinkoParams, params) ?? read(plinkoParams, outcome);
}
