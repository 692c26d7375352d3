import { ApiError } from '@/lib/api-client';
import { launchUrl } from '@/lib/cdn';
import { dialogs } from '@/lib/dialogs';
import { errorText } from '@/lib/i18n';
import { getLanguage } from '@/lib/language';
import { sessionStore } from '@/lib/storage';
import { launchGame } from '../api/launch-game';
import { showComingSoon, showMaintenance } from './launch-dialogs';
import {
  gameViewHref,
  LAUNCHED_GAME_KEY,
  parseLaunchedGame,
  type LaunchedGame,
  type LaunchTarget,
} from './launch-routing';

/** Phone-sized screens always get the full-screen view (decision 0009). */
const PHONE_QUERY = '(max-width: 767px)';

/**
 * Launches a game for a member (inventory 4.3): the launch call, the address stored in sessionStorage
 * first (spec section 2), then the view the vendor asks for. Refusals get the spec's messages.
 */
export async function launchAndOpen(target: LaunchTarget, navigate: (to: string) => void): Promise<void> {
  try {
    const value = await launchGame({
      gameId: target.gameId ?? undefined,
      nodeId: target.nodeId ?? undefined,
      roomId: target.roomId ?? undefined,
      vassalage: target.vassalage ?? '',
      accountType: 1,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      language: getLanguage(),
    });
    // A portal-relative launch address is served by the merchant's launch CDN when it has one.
    const url = launchUrl(value.game_url);
    const stored = JSON.stringify({
      url,
      origin: url === value.game_url ? value.origin : new URL(url).origin,
      name: target.name ?? '',
      nodeId: target.nodeId ?? null,
      vassalage: target.vassalage ?? '',
      gameType: target.gameType ?? null,
      launchView: value.launchView,
    } satisfies LaunchedGame);
    const game = parseLaunchedGame(stored);
    // An address the views would refuse to frame is a broken answer, not a game.
    if (!game) throw new ApiError('internal.error', 'Unusable game address', 0);
    sessionStore.set(LAUNCHED_GAME_KEY, stored);
    navigate(gameViewHref(game, window.matchMedia(PHONE_QUERY).matches));
  } catch (err) {
    const code = err instanceof ApiError ? err.errorCode : '';
    if (code === 'vendor_under_maintenance') await showMaintenance(navigate, target.gameType);
    else if (code === 'vendor.unavailable') await showComingSoon();
    // An ended session already brings up the login modal.
    else if (code !== 'login.not.session') await dialogs.alert(errorText(err), { tone: 'warning' });
  }
}
