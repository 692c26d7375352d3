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
  launchAddresses,
  LAUNCHED_GAME_KEY,
  parseLaunchedGame,
  type LaunchedGame,
  type LaunchTarget,
} from './launch-routing';

/** Phone-sized screens always get the full-screen view (decision 0009). */
const PHONE_QUERY = '(max-width: 767px)';

/** The launch call for a target, real money (accountType 1); the server answers the addresses. */
const launchTarget = (target: LaunchTarget) =>
  launchGame({
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

/**
 * A portal-relative launch address is served by the merchant's launch CDN when it has one; the origin the
 * view frames follows the rewritten address.
 */
function viaLaunchCdn<T extends { game_url?: string; origin?: string; game_url2?: string; origin2?: string }>(
  value: T,
): T {
  const move = (url?: string, origin?: string) => {
    if (!url) return { url, origin };
    const moved = launchUrl(url);
    return { url: moved, origin: moved === url ? origin : new URL(moved).origin };
  };
  const first = move(value.game_url, value.origin);
  const second = move(value.game_url2, value.origin2);
  return {
    ...value,
    game_url: first.url,
    origin: first.origin,
    game_url2: second.url,
    origin2: second.origin,
  };
}

/** A refused launch, with the spec's messages. */
async function showLaunchError(err: unknown, navigate: (to: string) => void, target: LaunchTarget) {
  const code = err instanceof ApiError ? err.errorCode : '';
  if (code === 'vendor_under_maintenance') {
    const message = (err as ApiError).value as { message?: unknown } | undefined;
    await showMaintenance(
      navigate,
      target.gameType,
      typeof message?.message === 'string' ? message.message : undefined,
    );
  } else if (code === 'vendor.unavailable') await showComingSoon();
  // An ended session already brings up the login modal.
  else if (code !== 'login.not.session') await dialogs.alert(errorText(err), { tone: 'warning' });
}

/**
 * Launches a game for a member (inventory 4.3): the launch call, the address stored in sessionStorage
 * first (spec section 2), then the view the vendor asks for. Refusals get the spec's messages.
 */
export async function launchAndOpen(target: LaunchTarget, navigate: (to: string) => void): Promise<void> {
  try {
    const value = await launchTarget(target);
    const addresses = launchAddresses(viaLaunchCdn(value));
    // An address the views would refuse to frame is a broken answer, not a game.
    if (!addresses) throw new ApiError('internal.error', 'Unusable game address', 0);
    const stored = JSON.stringify({
      ...addresses.primary,
      alternate: addresses.alternate,
      name: target.name ?? '',
      nodeId: target.nodeId ?? null,
      vassalage: target.vassalage ?? '',
      gameType: target.gameType ?? null,
      launchView: value.launchView,
    } satisfies LaunchedGame);
    const game = parseLaunchedGame(stored);
    if (!game) throw new ApiError('internal.error', 'Unusable game address', 0);
    sessionStore.set(LAUNCHED_GAME_KEY, stored);
    navigate(gameViewHref(game, window.matchMedia(PHONE_QUERY).matches));
  } catch (err) {
    await showLaunchError(err, navigate, target);
  }
}

/**
 * TCG_SEA (inventory 3.3): the window opened inside the click shows a spinner, then the game's address
 * (game_url, else game_url2); it closes when the launch is refused.
 */
export async function launchInWindow(
  target: LaunchTarget,
  win: Window,
  navigate: (to: string) => void,
): Promise<void> {
  try {
    const addresses = launchAddresses(viaLaunchCdn(await launchTarget(target)));
    if (!addresses) throw new ApiError('internal.error', 'Unusable game address', 0);
    win.location.href = addresses.primary.url;
  } catch (err) {
    win.close();
    await showLaunchError(err, navigate, target);
  }
}
