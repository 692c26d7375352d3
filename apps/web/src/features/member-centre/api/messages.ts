import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InboxValue,
  MessageRecipientValue,
  RecipientTypesValue,
  ReplyMessageRequest,
  SendMessageRequest,
  SentMessagesValue,
} from '@portal/contract';
import { messageKeys } from '@/hooks/use-unread-messages';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session';

const BASE = '/wps/member/messages';
export const PAGE_SIZE = 10;

function useToken() {
  return useSessionStore((s) => s.token) ?? '';
}

/** `GET /wps/relay/CSP_getInbox`: my inbox of the last 30 days, newest first. */
export function useInbox(page: number) {
  const token = useToken();
  return useQuery({
    queryKey: [...messageKeys.all(token), 'inbox', page],
    queryFn: ({ signal }) =>
      api.get<InboxValue>(
        '/wps/relay/CSP_getInbox',
        { sort: 'sendTime:desc', page, size: PAGE_SIZE },
        signal,
      ),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}

/** What I sent in the last 7 days, with read counts. */
export function useOutbox(page: number, enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: [...messageKeys.all(token), 'outbox', page],
    queryFn: ({ signal }) =>
      api.get<SentMessagesValue>(`${BASE}/outbox`, { sort: 'sendTime:desc', page, size: PAGE_SIZE }, signal),
    enabled: token !== '' && enabled,
    placeholderData: keepPreviousData,
  });
}

/** The send types I may use (compose is hidden when there is none). */
export function useRecipientTypes() {
  const token = useToken();
  return useQuery({
    queryKey: [...messageKeys.all(token), 'types'],
    queryFn: ({ signal }) => api.get<RecipientTypesValue>(`${BASE}/recipient-types`, undefined, signal),
    enabled: token !== '',
    staleTime: 60_000,
  });
}

/** The downline picker's matches for `search`. */
export function useRecipientSearch(search: string, enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: [...messageKeys.all(token), 'recipients', search],
    queryFn: ({ signal }) => api.get<MessageRecipientValue>(`${BASE}/recipients`, { search }, signal),
    enabled: token !== '' && enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** A change to the lists: the lists and the unread badge refetch. */
function useMessagesChanged() {
  const queryClient = useQueryClient();
  const token = useToken();
  return () => void queryClient.invalidateQueries({ queryKey: messageKeys.all(token) });
}

export function useMarkRead() {
  const changed = useMessagesChanged();
  return useMutation({
    mutationFn: (ids: number[]) => api.post<{ updated: number }>(`${BASE}/inbox/read`, { ids }),
    onSuccess: changed,
  });
}

export function useDeleteMessages(box: 'inbox' | 'outbox') {
  const changed = useMessagesChanged();
  return useMutation({
    mutationFn: (ids: number[]) => api.post<{ updated: number }>(`${BASE}/${box}/delete`, { ids }),
    onSuccess: changed,
  });
}

export function useSendMessage() {
  const changed = useMessagesChanged();
  return useMutation({
    mutationFn: (body: SendMessageRequest) =>
      api.post<{ id: number; recipientCount: number }>(`${BASE}/send`, body),
    onSuccess: changed,
  });
}

export function useReplyMessage() {
  const changed = useMessagesChanged();
  return useMutation({
    mutationFn: (body: ReplyMessageRequest) =>
      api.post<{ id: number; recipientCount: number }>(`${BASE}/reply`, body),
    onSuccess: changed,
  });
}
