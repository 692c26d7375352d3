import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

export interface WalletBalance {
  sumBalance: number;
  balance: { accountTypeId: number; name: string; availBalance: number }[];
  currency: string;
  currencySymbol: string;
}

/**
 * `GET /wps/v2/wallets/balance` (API.md). Until the wallet answers, the header shows a dash, never
 * a made-up figure; a 404 is not retried.
 */
export function useBalance() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: queryKeys.balance(token ?? ''),
    queryFn: ({ signal }) => api.get<WalletBalance>('/wps/v2/wallets/balance', undefined, signal),
    enabled: token !== null,
    staleTime: 30_000,
  });
}
