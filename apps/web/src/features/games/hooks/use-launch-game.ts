import { useCallback } from 'react';
import { useIsLoggedIn } from '@/lib/session';
import { useAuthModal } from '@/features/auth';
import type { LaunchTarget } from '../lib/launch-routing';

export type { LaunchTarget } from '../lib/launch-routing';

type Launcher = (target: LaunchTarget) => void;
let memberLauncher: Launcher | null = null;

/**
 * The games feature's launch flow for members plugs in here (the game launch host registers it:
 * launch call, /game and /seamless, lottery routing, the vendor's popup list). Null unregisters.
 */
export function registerGameLauncher(launcher: Launcher | null): void {
  memberLauncher = launcher;
}

/** Launching needs login (spec section 4): a visitor gets the login modal. */
export function useLaunchGame(): Launcher {
  const loggedIn = useIsLoggedIn();
  const { open } = useAuthModal();
  return useCallback(
    (target: LaunchTarget) => {
      if (!loggedIn || !memberLauncher) {
        open('login');
        return;
      }
      memberLauncher(target);
    },
    [loggedIn, open],
  );
}
