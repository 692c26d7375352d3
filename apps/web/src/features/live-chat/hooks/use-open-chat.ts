import { useCallback } from 'react';
import { useRequireLogin } from '@/features/auth';
import { useChatPanel } from '../stores/chat-store';

/** Opens the built-in chat; a visitor is asked to log in first (decision 0066). */
export function useOpenChat(): () => void {
  const show = useChatPanel((s) => s.show);
  const requireLogin = useRequireLogin();
  return useCallback(() => requireLogin(show), [requireLogin, show]);
}
