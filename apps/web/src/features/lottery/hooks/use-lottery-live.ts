import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { liveBus } from '@/lib/live-bus';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

interface DrawEvent {
  type: 'lottery.draw';
  gameCode: string;
  numero: string;
  winNo: string;
}
interface SettledEvent {
  type: 'lottery.settled';
  gameCode: string;
  numero: string;
  won: number;
}
export type LotteryLiveEvent = DrawEvent | SettledEvent;

const isLottery = (e: { type: string }): e is LotteryLiveEvent =>
  e.type === 'lottery.draw' || e.type === 'lottery.settled';

/**
 * The lottery's live pushes (from the member's one socket): a draw refreshes results, countdowns,
 * streaks and the member's orders; `onEvent` lets a page add its own reaction.
 */
export function useLotteryLive(onEvent?: (event: LotteryLiveEvent) => void) {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token) ?? '';
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(
    () =>
      liveBus.subscribe((event) => {
        if (!isLottery(event)) return;
        if (event.type === 'lottery.draw') {
          for (const queryKey of [
            queryKeys.lotteryNear(event.gameCode),
            ['lottery', 'draws'],
            ['lottery', 'longDragon'],
            ['lottery', 'vnOpened'],
            ['member', 'lotteryOpened'],
          ])
            void queryClient.invalidateQueries({ queryKey });
        }
        void queryClient.invalidateQueries({ queryKey: queryKeys.lotteryOrders(token) });
        handler.current?.(event);
      }),
    [queryClient, token],
  );
}
