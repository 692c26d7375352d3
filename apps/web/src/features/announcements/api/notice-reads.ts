import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoticeReadsValue } from '@portal/contract';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session';
import { storage } from '@/lib/storage';
import { useAnnouncements } from './get-announcements';

/** A visitor's read notices, in this browser (at most this many ids, newest kept). */
const VISITOR_KEY = 'readNotices';
const VISITOR_MAX = 200;

const noticeKeys = { unread: (token: string) => ['announcements', 'unread', token] as const };

/** The visitor's read ids: one store shared by every component, so a read clears every mark at once. */
const visitorListeners = new Set<() => void>();
let visitorRaw = storage.get(VISITOR_KEY) ?? '';
const visitorStore = {
  subscribe(listener: () => void) {
    visitorListeners.add(listener);
    return () => visitorListeners.delete(listener);
  },
  snapshot: () => visitorRaw,
  add(id: number) {
    const ids = parseIds(visitorRaw);
    if (ids.includes(id)) return;
    visitorRaw = [...ids, id].slice(-VISITOR_MAX).join(',');
    storage.set(VISITOR_KEY, visitorRaw);
    for (const listener of visitorListeners) listener();
  },
};

function parseIds(raw: string): number[] {
  return raw
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

/**
 * Which notices (type PL) are unread (decision 0067): a member's from the server (any device), a visitor's
 * from this browser. `markRead` marks one, for the member on the server.
 */
export function useNoticeReads() {
  const token = useSessionStore((s) => s.token);
  const queryClient = useQueryClient();
  const notices = useAnnouncements('w_home').data?.player;
  const server = useQuery({
    queryKey: noticeKeys.unread(token ?? ''),
    queryFn: ({ signal }) =>
      api.get<NoticeReadsValue>('/wps/member/announcements/unread', { platform: 'W' }, signal),
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
  });
  const visitorRead = useSyncExternalStore(visitorStore.subscribe, visitorStore.snapshot);
  const unread = useMemo(() => {
    if (token) return new Set(server.data?.unread ?? []);
    const read = new Set(parseIds(visitorRead));
    return new Set((notices ?? []).map((n) => n.id).filter((id) => !read.has(id)));
  }, [token, server.data, visitorRead, notices]);

  const mark = useMutation({
    mutationFn: (id: number) => api.post('/wps/member/announcements/read', { ids: [id] }),
    onMutate: (id) => {
      queryClient.setQueryData<NoticeReadsValue>(noticeKeys.unread(token ?? ''), (v) =>
        v ? { unread: v.unread.filter((x) => x !== id) } : v,
      );
    },
  });
  const { mutate } = mark;
  const markRead = useCallback(
    (id: number) => {
      if (!unread.has(id)) return;
      if (token) mutate(id);
      else visitorStore.add(id);
    },
    [unread, token, mutate],
  );
  return { unread, count: unread.size, markRead };
}
