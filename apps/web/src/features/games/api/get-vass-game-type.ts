import { useQuery } from '@tanstack/react-query';
import type { GameType } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { VassGameTypeList } from '@/lib/contract-types';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

export const getVassGameType = (vassalage: string, signal?: AbortSignal) =>
  api.get<VassGameTypeList>('/wps/relay/GCSGAME_getVassGameType', { vassalage }, signal);

/**
 * The classifies (SLOT, JP, TG...) of a category, optionally of one vendor, with game counts. A member's
 * call (spec section 7): visitors browse without the classify chips.
 */
export function useClassifies(gameType: GameType, vassalage: string) {
  const lang = useLanguage();
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: queryKeys.vassGameType(token ?? '', lang, vassalage),
    queryFn: ({ signal }) => getVassGameType(vassalage, signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
    select: (rows) => {
      const counts = new Map<string, number>();
      for (const row of rows) {
        if (row.gameType !== gameType) continue;
        for (const c of row.classifies) counts.set(c.code, (counts.get(c.code) ?? 0) + c.count);
      }
      return [...counts].map(([code, count]) => ({ code, count }));
    },
  });
}
