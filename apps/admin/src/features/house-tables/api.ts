import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FishingSetting,
  HouseTableGame,
  RoomCreate,
  RoomUpdate,
  RoomValue,
  TableSetting,
  TableSettingUpdate,
} from '@portal/contract/house-operator';
import { useToast } from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan, useMe } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

/**
 * Answers of /bo/v1/house-tables (packages/contract/src/house-operator.ts, decision 0075): the house's
 * casino tables, card rooms and fishing. Money in major units.
 */
export type {
  FishingSetting,
  HouseTableGame,
  RoomCreate,
  RoomUpdate,
  RoomValue,
  TableSetting,
} from '@portal/contract/house-operator';

const BASE = '/bo/v1/house-tables';
/** Seated counts move: the rooms list is read again this often. */
export const ROOMS_REFRESH_MS = 15_000;

export const houseTablesKeys = {
  all: ['bo', 'house-tables'] as const,
  tables: ['bo', 'house-tables', 'tables'] as const,
  rooms: ['bo', 'house-tables', 'rooms'] as const,
  fishing: ['bo', 'house-tables', 'fishing'] as const,
};

/**
 * Whether the signed-in staff member may change these settings: they are shared by every brand, so the
 * server lets only platform-wide staff (no merchant scope) holding games.manage change them.
 */
export function useCanManageHouseTables(): { canManage: boolean; merchantScoped: boolean } {
  const me = useMe().data;
  const manage = useCan('games.manage');
  const merchantScoped = Boolean(me?.merchantScope);
  return { canManage: manage && me?.merchantScope === null, merchantScoped: manage && merchantScoped };
}

/** A save that says "Saved" (or shows the server's refusal) and reads the lists again. */
function useHouseSave<V, R>(send: (value: V) => Promise<R>, onSaved?: (saved: R) => void) {
  const client = useQueryClient();
  const toast = useToast();
  const t = useT(messages);
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: houseTablesKeys.all });
      toast(t('saved'), 'success');
      onSaved?.(saved);
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
}

export function useTableSettings() {
  return useQuery({
    queryKey: houseTablesKeys.tables,
    queryFn: ({ signal }) => api.get<{ tables: TableSetting[] }>(`${BASE}/tables`, undefined, { signal }),
  });
}

export function useSaveTable(game: HouseTableGame) {
  return useHouseSave((change: TableSettingUpdate) =>
    api.put<TableSetting>(`${BASE}/tables/${encodeURIComponent(game)}`, change),
  );
}

export function useRooms() {
  return useQuery({
    queryKey: houseTablesKeys.rooms,
    queryFn: ({ signal }) => api.get<{ rooms: RoomValue[] }>(`${BASE}/rooms`, undefined, { signal }),
    select: (d) => d.rooms,
    refetchInterval: ROOMS_REFRESH_MS,
  });
}

/** Adds a room (`roomId` null) or changes one. */
export function useSaveRoom(roomId: string | null, onSaved: () => void) {
  return useHouseSave(
    (room: RoomCreate | RoomUpdate) =>
      roomId === null
        ? api.post<RoomValue>(`${BASE}/rooms`, room)
        : api.put<RoomValue>(`${BASE}/rooms/${encodeURIComponent(roomId)}`, room),
    onSaved,
  );
}

export function useFishingSetting() {
  return useQuery({
    queryKey: houseTablesKeys.fishing,
    queryFn: ({ signal }) => api.get<FishingSetting>(`${BASE}/fishing`, undefined, { signal }),
  });
}

export function useSaveFishing() {
  return useHouseSave((change: FishingSetting) => api.put<FishingSetting>(`${BASE}/fishing`, change));
}
