import { useQuery } from '@tanstack/react-query';
import type { roomListValue } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { Infer } from '@/lib/contract-types';
import { devCheck } from '@/lib/dev-check';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

export type Room = Infer<typeof roomListValue>['rooms'][number];

/** `GLS2_roomList`: the PvP rooms open now (needs a session). */
export function useRoomList() {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.roomList(token ?? '', lang),
    queryFn: async ({ signal }) =>
      devCheck(
        'roomListValue',
        await api.get<Infer<typeof roomListValue>>('/wps/relay/GLS2_roomList', undefined, signal),
        'rooms',
      ),
    enabled: token !== null,
    refetchInterval: 30_000,
    select: (value) => value.rooms,
  });
}
