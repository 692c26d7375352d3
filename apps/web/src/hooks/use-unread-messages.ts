import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TRIAL_CUSTOMER_TYPE, useSessionStore } from '@/lib/session';

/** The member's message queries (decision 0060); the unread count is shared by the shell's badges. */
export const messageKeys = {
  all: (token: string) => ['member', 'messages', token] as const,
  unread: (token: string) => ['member', 'messages', token, 'unread'] as const,
};

/** Polled at most this often; the `inbox` push and opening a message refresh it at once. */
const POLL_MS = 60_000;

/**
 * `GET /wps/relay/CSP_unreadCount`: unread messages of the inbox (0 while logged out, for trial accounts
 * and when the merchant's message centre is off: the server answers function.not.available).
 */
export function useUnreadMessages(): number {
  const token = useSessionStore((s) => s.token);
  const trial = useSessionStore((s) => s.isAgent === TRIAL_CUSTOMER_TYPE);
  const query = useQuery({
    queryKey: messageKeys.unread(token ?? ''),
    queryFn: ({ signal }) => api.get<{ count: number }>('/wps/relay/CSP_unreadCount', undefined, signal),
    enabled: token !== null && !trial,
    refetchInterval: POLL_MS,
    staleTime: POLL_MS / 2,
    retry: false,
  });
  return query.data?.count ?? 0;
}
