import { useQuery } from '@tanstack/react-query';
import type { openedNumerosValue, VnNumero } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { Infer } from '@/lib/contract-types';
import { devCheck } from '@/lib/dev-check';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';
import { timed } from '../lib/countdown';

export type OpenedNumero = Infer<typeof openedNumerosValue>[number];

/** `/lotto/lgw/games/opened/numero` (a member's call): numeros on sale now with their countdowns. */
export function useOpenedNumeros() {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.lotteryOpened(token ?? '', lang),
    queryFn: ({ signal }) =>
      timed(async () =>
        devCheck(
          'openedNumerosValue',
          await api.get<OpenedNumero[]>('/lotto/lgw/games/opened/numero', { count: 100 }, signal),
          'opened numeros',
        ),
      ),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

/**
 * `/lgw/vn/numeros/opened/game?count=100` (public): each Vietnamese game's current draw with its
 * countdown, then the drawn ones with their results, newest first.
 */
export function useVnOpened() {
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.lotteryVnOpened(lang),
    queryFn: ({ signal }) =>
      timed(async () =>
        devCheck(
          'vnNumerosValue',
          await api.get<VnNumero[]>('/lgw/vn/numeros/opened/game', { count: 100 }, signal),
          'vn numeros',
        ),
      ),
    staleTime: 60_000,
  });
}
