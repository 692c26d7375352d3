import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { liveBus } from '@/lib/live-bus';
import { useSessionStore } from '@/lib/session';
import { chatKeys } from '../api/chat';
import { useChatPanel } from '../stores/chat-store';

const ChatPanel = lazy(() => import('./chat-panel'));

/** Keeps the chat's queries live (`chat` pushes) and mounts the panel, a lazy chunk, when open. */
export function ChatHost() {
  const open = useChatPanel((s) => s.open);
  const close = useChatPanel((s) => s.close);
  const token = useSessionStore((s) => s.token);
  const client = useQueryClient();

  useEffect(
    () =>
      liveBus.subscribe((event) => {
        if (event.type === 'chat') void client.invalidateQueries({ queryKey: chatKeys.all(token ?? '') });
      }),
    [client, token],
  );
  // Logging out closes the chat.
  useEffect(() => {
    if (!token) close();
  }, [token, close]);

  if (!open || !token) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel />
    </Suspense>
  );
}
