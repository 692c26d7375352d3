import { useCallback } from 'react';
import type { GameType } from '@portal/contract';
import { useIsLoggedIn } from '@/lib/session';
import { useAuthModal } from '@/features/auth';

export interface LaunchTarget {
  gameId?: string | null;
  nodeId?: string | null;
  vassalage?: string;
  gameType?: GameType;
  name?: string;
}

type Launcher = (target: LaunchTarget) => void;
let memberLauncher: Launcher | null = null;

/** The games feature's launch flow for members plugs in here (launch call, /game, /lottery routing). */
export function registerGameLauncher(launcher: Launcher): void {
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
