import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { StaffPermission } from '@portal/contract';
import { api } from './api';
import { useSession } from './session';

/** GET /bo/v1/session/me: the signed-in staff member. */
export interface StaffMe {
  id: string;
  username: string;
  role: string;
  roleName: string;
  permissions: string[];
  /** The one merchant the staff member may operate, or null for all. */
  merchantScope: string | null;
  merchants: { code: string; name: string }[];
  idleMinutes: number;
  /** A new or reset account must change its password before anything else answers. */
  passwordChangeRequired?: boolean;
}

export const meKey = ['bo', 'session', 'me'] as const;

export function useMe() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...meKey, token],
    queryFn: ({ signal }) => api.get<StaffMe>('/bo/v1/session/me', undefined, { signal }),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}

/** Whether the signed-in staff member holds a permission (`null` = any signed-in staff member). */
export function can(
  me: Pick<StaffMe, 'permissions'> | undefined,
  permission: StaffPermission | null | undefined,
): boolean {
  if (!permission) return Boolean(me);
  return Boolean(me?.permissions.includes(permission));
}

/** `const canManage = useCan('members.manage')`: hide what the staff member may not do (the server checks anyway). */
export function useCan(permission: StaffPermission | null | undefined): boolean {
  return can(useMe().data, permission);
}

export function forgetMe(client: QueryClient) {
  client.removeQueries({ queryKey: meKey });
}
