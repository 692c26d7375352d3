import { lazy } from 'react';
export { GameTile, GameTileSkeleton } from './components/game-tile';
export { VendorCard } from './components/vendor-card';
export { GameLaunchHost } from './components/game-launch-host';
export { useLaunchGame, registerGameLauncher, type LaunchTarget } from './hooks/use-launch-game';
export { useVendorAction } from './hooks/use-vendor-action';
export { useVendors } from './api/get-vendors';
export { useGameList } from './api/get-game-list';
export { useHotGames } from './api/get-hot-games';
export { useRankList } from './api/get-rank-list';
/** The home page's jackpot counter, a chunk of its own. */
export const JackpotCounter = lazy(() => import('./components/jackpot-counter'));
