import { useQuery } from '@tanstack/react-query';
import type { MemberInfo } from '@portal/contract';
import { api } from '@/lib/api-client';
import { devCheck } from '@/lib/dev-check';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

export const getMemberInfo = async (signal?: AbortSignal): Promise<MemberInfo> =>
  devCheck(
    'memberInfoValue',
    await api.get<MemberInfo>('/wps/member/info', undefined, signal),
    'member info',
  );

/** `GET /wps/member/info/icon`: the member's avatar picture (the default one stands in until it answers). */
export function useMemberIcon() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: queryKeys.memberIcon(token ?? ''),
    queryFn: ({ signal }) => api.get<{ iconUrl: string }>('/wps/member/info/icon', undefined, signal),
    enabled: token !== null,
    staleTime: 10 * 60_000,
    select: (value) => value.iconUrl,
  });
}

/** `GET /wps/member/info` of the current session (spec section 4: loaded at start and after login). */
export function useMemberInfo() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: queryKeys.memberInfo(token ?? ''),
    queryFn: ({ signal }) => getMemberInfo(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}
