import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

/** After money moved (a withdrawal, a transfer, a live push): the balance and every money list refetch. */
export function useMoneyMoved() {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token) ?? '';
  return useCallback(
    (extra: readonly (readonly unknown[])[] = []) => {
      for (const queryKey of [
        queryKeys.balance(token),
        queryKeys.transactions(token),
        queryKeys.withdrawals(token),
        ...extra,
      ])
        void queryClient.invalidateQueries({ queryKey });
    },
    [queryClient, token],
  );
}
