import type { BullState } from '../../../engine/cards/bullbull.ts';
import type { HoldemState } from '../../../engine/cards/holdem.ts';

/** A hand's engine state as stored in `room_hand.state`. */
export type EngineState = { game: 'holdem'; s: HoldemState } | { game: 'bullbull'; s: BullState };

/** Bumped when the engine's state shape changes: a running hand stored in another format is voided. */
export const STATE_FORMAT = 1;

const BIG = /^-?\d+n$/;

/** JSON with bigints as "123n" (the state holds no free text, so nothing else matches). */
export const encodeState = (e: EngineState) =>
  JSON.stringify({ format: STATE_FORMAT, ...e }, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));

export function decodeState(stored: Record<string, unknown>): EngineState | null {
  if (stored.format !== STATE_FORMAT) return null;
  return JSON.parse(JSON.stringify(stored), (_k, v: unknown) =>
    typeof v === 'string' && BIG.test(v) ? BigInt(v.slice(0, -1)) : v,
  ) as EngineState;
}
