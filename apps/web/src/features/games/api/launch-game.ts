import type { LaunchGameRequest, LaunchGameValue } from '@portal/contract';
import { api } from '@/lib/api-client';
import { devCheck } from '@/lib/dev-check';

/**
 * `POST /wps/game/launchGame` (inventory 4.3): a vendor session and the game's address, with where the
 * web shows it. Real money (accountType 1); trial accounts play their free-play money on the server.
 */
export const launchGame = async (body: LaunchGameRequest): Promise<LaunchGameValue> =>
  devCheck('launchGameValue', await api.post<LaunchGameValue>('/wps/game/launchGame', body), 'launch');
