import { toMajor } from '@portal/contract/money';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import type { OutboxRow } from '../outbox/repository.ts';
import * as rounds from '../rounds/repository.ts';
import type { Seamless } from '../rounds/seamless.ts';
import * as repo from './repository.ts';

/**
 * The money of a sitting: its buy-in was the round's `bet`; standing up (or being removed) settles the round
 * with the `win` of the remaining stack. Called in the transaction that holds the room; claims the round
 * (open → settled) so a sitting is cashed out once, whichever process gets there first.
 */
export async function cashOut(
  trx: Db,
  seamless: Seamless,
  room: repo.RoomRow,
  seat: repo.SeatRow,
  stack: bigint,
): Promise<OutboxRow | null> {
  await repo.deleteSeat(trx, room.id, seat.seat);
  const round = await rounds.findRound(trx, seat.round_id);
  if (!round || !(await rounds.setStatus(trx, round.id, ['open'], 'settled', { settledAt: clock.now() })))
    return null;
  const net = stack - seat.buy_in;
  const major = (v: bigint) => toMajor(v, room.decimals);
  const signed = `${net >= 0n ? '+' : '-'}${major(net >= 0n ? net : -net)}`;
  await rounds.settleRound(trx, round.id, {
    win: stack,
    jackpotWin: 0n,
    outcome: { roomId: room.id, seat: seat.seat, hands: seat.hands, net: major(net), rake: major(seat.rake) },
    now: clock.now(),
  });
  const name = room.name;
  return seamless.queueWin(trx, round, seat.platform_token, stack, 'win', {
    kind: 'lines',
    result: {
      TW: `${seat.hands} 手，淨 ${signed}，抽水 ${major(seat.rake)}`,
      EN: `${seat.hands} hands, net ${signed}, rake ${major(seat.rake)}`,
      VI: `${seat.hands} ván, lãi/lỗ ${signed}, phí ${major(seat.rake)}`,
    },
    lines: [
      {
        label: { TW: `兌現 — ${name.TW}`, EN: `Cash-out — ${name.EN}`, VI: `Rút về — ${name.VI}` },
        amount: major(stack),
      },
    ],
  });
}

/** The buy-in's bet detail for the platform's betting record. */
export const buyInDetail = (room: repo.RoomRow, amount: bigint, roundId: string) => ({
  kind: 'lines' as const,
  lines: [
    {
      label: {
        TW: `買入 — ${room.name.TW}`,
        EN: `Buy-in — ${room.name.EN}`,
        VI: `Mua vào — ${room.name.VI}`,
      },
      amount: toMajor(amount, room.decimals),
    },
  ],
  verify: { name: 'hand' as const, id: roundId },
});
