import { DRAGON_FORTUNE } from './dragon-fortune.ts';
import { NEON_FRUITS } from './neon-fruits.ts';
import type { SlotDefinition } from './slots.ts';

export const SLOT_GAMES: Readonly<Record<string, SlotDefinition>> = {
  [DRAGON_FORTUNE.id]: DRAGON_FORTUNE,
  [NEON_FRUITS.id]: NEON_FRUITS,
};
