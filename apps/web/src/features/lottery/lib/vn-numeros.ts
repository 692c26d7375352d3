import type { VnNumero } from '@portal/contract';

/**
 * A game's current draw (on sale, or locked until its draw) in the Vietnamese draw list, which also
 * lists the drawn ones with their results.
 */
export const currentVnNumero = (list: readonly VnNumero[], gameCode: string): VnNumero | undefined =>
  list.find((n) => n.gameCode === gameCode && n.status !== 'DRAWN');
