import { useQuery } from '@tanstack/react-query';
import type { nearNumerosValue } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { Infer } from '@/lib/contract-types';
import { devCheck } from '@/lib/dev-check';
import { queryKeys } from '@/lib/query-keys';
import { timed } from '../lib/countdown';

export type NearNumeros = Infer<typeof nearNumerosValue>;

/**
 * `/lgw/numeros/near`: the current, next and previous numero with their countdowns and the current
 * draw's committed hash, stamped with the call's round trip for the countdown correction.
 */
export function useNearNumeros(gameCode: string | null) {
  return useQuery({
    queryKey: queryKeys.lotteryNear(gameCode ?? ''),
    queryFn: ({ signal }) =>
      timed(async () =>
        devCheck(
          'nearNumerosValue',
          await api.get<NearNumeros>('/lgw/numeros/near', { gameCode: gameCode ?? '' }, signal),
          'near numeros',
        ),
      ),
    enabled: Boolean(gameCode),
    // Countdowns run locally; a refetch on focus puts them right after the tab slept.
    staleTime: 30_000,
  });
}
