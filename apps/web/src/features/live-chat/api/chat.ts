import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CsEntriesValue, CsEntryValue, MemberChatValue } from '@portal/contract';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session';

const BASE = '/wps/member/chat';

export const chatKeys = {
  all: (token: string) => ['member', 'chat', token] as const,
  chat: (token: string) => ['member', 'chat', token, 'conversation'] as const,
  unread: (token: string) => ['member', 'chat', token, 'unread'] as const,
  entries: (token: string) => ['member', 'chat', token, 'entries'] as const,
};

function useToken() {
  return useSessionStore((s) => s.token) ?? '';
}

/** `GET /wps/relay/CBS_launchChat`: my open (or last) conversation with its history. */
export function useMemberChat(enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: chatKeys.chat(token),
    queryFn: ({ signal }) => api.get<MemberChatValue>('/wps/relay/CBS_launchChat', undefined, signal),
    enabled: enabled && token !== '',
  });
}

/** `GET /wps/relay/CBS_unreadCount`: the chat button's badge; the `chat` push refreshes it. */
export function useChatUnread(): number {
  const token = useToken();
  const query = useQuery({
    queryKey: chatKeys.unread(token),
    queryFn: ({ signal }) => api.get<{ count: number }>('/wps/relay/CBS_unreadCount', undefined, signal),
    enabled: token !== '',
    staleTime: 60_000,
    retry: false,
  });
  return query.data?.count ?? 0;
}

/** A customer-service entry with its type 3 address decrypted (null: none, or it did not open). */
export type CsEntry = CsEntryValue & { address: string | null };

const b64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * Opens the type 3 addresses with WebCrypto (AES-256-GCM under this session's key). An address that does
 * not open (altered on the way) is dropped: never opened.
 */
async function decryptEntries(value: CsEntriesValue): Promise<CsEntry[]> {
  const key = value.key
    ? await crypto.subtle.importKey('raw', b64(value.key), 'AES-GCM', false, ['decrypt'])
    : null;
  const out: CsEntry[] = [];
  for (const e of value.entries) {
    if (!e.sealed) {
      out.push({ ...e, address: null });
      continue;
    }
    if (!key) continue;
    try {
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: b64(e.sealed.iv) },
        key,
        b64(e.sealed.data),
      );
      out.push({ ...e, address: new TextDecoder().decode(plain) });
    } catch {
      /* tampered: left out */
    }
  }
  return out;
}

/** `GET /wps/member/customer-service`: my entries of every position, type 3 decrypted beforehand. */
export function useMemberCsEntries() {
  const token = useToken();
  return useQuery({
    queryKey: chatKeys.entries(token),
    queryFn: async ({ signal }) =>
      decryptEntries(await api.get<CsEntriesValue>('/wps/member/customer-service', undefined, signal)),
    enabled: token !== '',
    staleTime: 5 * 60_000,
  });
}

function useChatMutation<B>(path: string) {
  const token = useToken();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.post<MemberChatValue>(path, body),
    onSuccess: (value) => {
      client.setQueryData(chatKeys.chat(token), value);
      client.setQueryData(chatKeys.unread(token), { count: 0 });
    },
  });
}

export const useSendChat = () => useChatMutation<{ text: string }>(`${BASE}/messages`);
export const useCloseChat = () => useChatMutation<{ rating?: number }>(`${BASE}/close`);
export const useRateChat = () => useChatMutation<{ conversationId: number; rating: number }>(`${BASE}/rate`);
