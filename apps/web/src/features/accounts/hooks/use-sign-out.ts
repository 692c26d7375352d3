import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthModal } from '@/features/auth';
import { dialogs } from '@/lib/dialogs';
import { endSession } from '../lib/end-session';

/**
 * Sign out (spec section 4 logout): a confirm dialog, the server's logout, the session cleared except the
 * merchant codes, modals closed, home.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { close: closeModals } = useAuthModal();
  return useCallback(async () => {
    const confirmed = await dialogs.confirm(t('account.signOutConfirm'), {
      confirmLabel: t('account.signOut'),
    });
    if (!confirmed) return;
    await endSession(queryClient, { callServer: true });
    closeModals();
    navigate('/');
  }, [t, navigate, queryClient, closeModals]);
}
