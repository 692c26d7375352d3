import { useQuery } from '@tanstack/react-query';
import type { WalletBalance } from '@portal/contract';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';
import { useInFlight } from './use-in-flight';

/**
 * `GET /wps/v2/wallets/balance` (API.md): the header balance and the member centre's wallets. Until
 * the wallet answers, the header shows a dash, never a made-up figure; a 404 is not retried.
 * `refetchInterval` polls it (every 10 s while a game is open).
 */
export function useBalance({ refetchInterval }: { refetchInterval?: number } = {}) {
  const token = useSessionStore((s) => s.token);
  // Wallet names are server text in the page's language, so a language switch reads them again.
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.balanceIn(token ?? '', lang),
    queryFn: ({ signal }) => api.get<WalletBalance>('/wps/v2/wallets/balance', undefined, signal),
    enabled: token !== null,
    staleTime: 30_000,
    refetchInterval,
  });
}

/**
 * The balance refresh buttons (header, my wallet): one request at a time. A second press while one is
 * under way neither cancels it nor starts another (TanStack's refetch would do both by default).
 */
export function useBalanceRefresh(balance: ReturnType<typeof useBalance>) {
  const { busy, run } = useInFlight();
  const { refetch } = balance;
  return {
    refreshing: busy || balance.isFetching,
    refresh: () => void run(() => refetch({ cancelRefetch: false })),
  };
}
