import i18next from 'i18next';
import type { GameType } from '@portal/contract';
import { links } from '@/config/paths';
import { dialogs } from '@/lib/dialogs';

/** Spec section 8: a game under maintenance suggests other games (its category's page). */
export async function showMaintenance(
  navigate: (to: string) => void,
  gameType?: GameType | null,
  /** The operator's message for this vendor's maintenance, when one was written (decision 0032). */
  message?: string,
): Promise<void> {
  const browse = await dialogs.confirm(message || i18next.t('errors.vendor_under_maintenance'), {
    tone: 'warning',
    confirmLabel: i18next.t('games.launch.otherGames'),
    cancelLabel: i18next.t('common.close'),
  });
  if (browse) navigate(gameType ? links.category(gameType) : links.home());
}

/** A vendor that is not configured yet (decision 0009). */
export const showComingSoon = () => dialogs.alert(i18next.t('errors.vendor.unavailable'), { tone: 'info' });
