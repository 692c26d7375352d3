import { useQuery } from '@tanstack/react-query';
import type { LotteryMenus } from '@portal/contract';
import { api } from '@/lib/api-client';
import { devCheck } from '@/lib/dev-check';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';

/** LOTT (traditional) and ELOTT (entertainment) menus, or the Vietnam lottery's. */
export type MenuLane = 'LOTT' | 'ELOTT' | 'VN';

/** `/lgw/games/game_menus?prizeMode=` or `/lgw/vn/games/game_menu`: games by group with NEW/HOT tags. */
export function useLotteryMenus(lane: MenuLane) {
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.lotteryMenus(lang, lane),
    queryFn: async ({ signal }) =>
      devCheck(
        'lotteryMenusValue',
        lane === 'VN'
          ? await api.get<LotteryMenus>('/lgw/vn/games/game_menu', { device: 'WEB' }, signal)
          : await api.get<LotteryMenus>('/lgw/games/game_menus', { prizeMode: lane }, signal),
        'lottery menus',
      ),
    staleTime: 5 * 60_000,
  });
}
