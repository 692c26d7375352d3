import { useQuery } from '@tanstack/react-query';
import type { drawVerifyValue } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { Infer } from '@/lib/contract-types';
import { devCheck } from '@/lib/dev-check';
import { queryKeys } from '@/lib/query-keys';

export type DrawVerify = Infer<typeof drawVerifyValue>;

/** `/lgw/draw/verify/{gameCode}/{numero}`: the committed hash, and the seed once drawn. */
export function useDrawVerify(gameCode: string, numero: string) {
  return useQuery({
    queryKey: queryKeys.lotteryVerify(gameCode, numero),
    queryFn: async ({ signal }) =>
      devCheck(
        'drawVerifyValue',
        await api.get<DrawVerify>(
          `/lgw/draw/verify/${encodeURIComponent(gameCode)}/${encodeURIComponent(numero)}`,
          undefined,
          signal,
        ),
        'draw verify',
      ),
    enabled: Boolean(gameCode && numero),
    retry: false,
  });
}
