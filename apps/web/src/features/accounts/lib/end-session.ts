import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';
import { logout } from '../api/login';

/**
 * Ends the session here (spec section 4 logout): the server's session first (ignoring a session that
 * already ended), then every session value but the merchant codes, and the member's cached data.
 */
export async function endSession(queryClient: QueryClient, opts: { callServer: boolean }): Promise<void> {
  if (opts.callServer) {
    try {
      await logout();
    } catch {
      /* the local session ends either way */
    }
  }
  useSessionStore.getState().clearSession();
  queryClient.removeQueries({ queryKey: queryKeys.member() });
}
