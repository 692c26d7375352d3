import { DRAGON_FORTUNE, DRAGON_FORTUNE_VARIANTS } from './dragon-fortune.ts';
import { NEON_FRUITS, NEON_FRUITS_VARIANTS } from './neon-fruits.ts';
import type { SlotDefinition } from './slots.ts';

/** Each slot's default definition (its first RTP variant), by slot id. */
export const SLOT_GAMES: Readonly<Record<string, SlotDefinition>> = {
  [DRAGON_FORTUNE.id]: DRAGON_FORTUNE,
  [NEON_FRUITS.id]: NEON_FRUITS,
};

/** Each slot's RTP variants in percent, the default first (decision 0034). */
export const SLOT_RTP_VARIANTS: Readonly<Record<string, readonly number[]>> = {
  [DRAGON_FORTUNE.id]: [96, 94, 92],
  [NEON_FRUITS.id]: [95, 93, 91],
};

const VARIANT_DEFS: Readonly<Record<string, Readonly<Record<number, SlotDefinition>>>> = {
  [DRAGON_FORTUNE.id]: DRAGON_FORTUNE_VARIANTS,
  [NEON_FRUITS.id]: NEON_FRUITS_VARIANTS,
};

/**
 * The definition a slot plays for an RTP variant (percent; absent = the default), or undefined when the
 * slot or the variant does not exist (never another variant in its place).
 */
export function slotVariant(id: string, rtp?: number): SlotDefinition | undefined {
  const variants = SLOT_RTP_VARIANTS[id];
  if (!variants) return undefined;
  const chosen = rtp ?? variants[0]!;
  return variants.includes(chosen) ? VARIANT_DEFS[id]?.[chosen] : undefined;
}
