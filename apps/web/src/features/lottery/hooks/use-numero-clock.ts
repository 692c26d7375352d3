import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';
import type { NearNumeros } from '../api/get-near';
import { drawDeadline, lockDeadline, type Timed } from '../lib/countdown';
import { useNowSelect } from './use-now';

export type NumeroPhase = 'loading' | 'open' | 'locked' | 'drawing';

export interface NumeroClock {
  phase: NumeroPhase;
  /** The numero on sale (open) or waiting for its draw (locked, drawing). */
  numero: string | null;
  /** When the lock (open) or the draw (locked) comes, epoch ms: a `LiveCountdown` ticks towards it. */
  until: number | null;
  previous: string | null;
  commitHash: string | null;
}

/**
 * The current numero's phase and countdown from `/lgw/numeros/near`, corrected by the call's round
 * trip: open until sales close (remainTime − lockTime × 1000), then "closed, draw in…", then drawing.
 * Once the draw time passes it asks again (every 3 s until the next numero is on sale), and refreshes
 * the results, so the page moves on even without the live socket (visitors).
 */
export function useNumeroClock(gameCode: string | null, near: Timed<NearNumeros> | undefined): NumeroClock {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token) ?? '';
  const current = near?.value.currentNumero;
  const lockAt = near && current ? lockDeadline(current, near) : null;
  const drawAt = near && current ? drawDeadline(current, near) : null;
  // Only a change of phase re-renders the page; the countdown's figures tick by themselves.
  const phase = useNowSelect<NumeroPhase>((now) =>
    !current || lockAt === null || drawAt === null
      ? 'loading'
      : current.isSale && now < lockAt
        ? 'open'
        : now < drawAt
          ? 'locked'
          : 'drawing',
  );

  useEffect(() => {
    if (phase !== 'drawing' || !gameCode) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.lotteryNear(gameCode) });
      void queryClient.invalidateQueries({ queryKey: ['lottery', 'draws'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.lotteryOrders(token) });
    };
    const first = window.setTimeout(refresh, 1_200);
    const again = window.setInterval(refresh, 3_000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(again);
    };
  }, [phase, gameCode, queryClient, token]);

  return {
    phase,
    numero: current?.numero ?? null,
    until: phase === 'open' ? lockAt : phase === 'locked' ? drawAt : null,
    previous: near?.value.previousNumero.numero ?? null,
    commitHash: near?.value.commitHash ?? null,
  };
}
