import type { RoomListValue } from '@portal/contract';
import { houseOperatorApi, roomList } from '@portal/contract/house-operator';
import type { Lang } from '@portal/i18n';
import type { HouseOperatorClient } from '../../lib/house-operator.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import type { Tenant } from '../merchants/service.ts';
import type { GameCatalog } from './service.ts';

/** The house's card-room games by room game (decision 0075). */
const roomGameCodes = { holdem: 'HOUSEPK_HOLDEM', bullbull: 'HOUSEPK_BULLBULL' } as const;

/**
 * `GLS2_roomList`: the rooms of the PvP games a member can play now. The house's card rooms (read from its
 * operator API, shared by every process for 3 s) whose game the merchant's catalog offers and can launch,
 * each with the game's node (what launches it), the room's name in the member's language, its big blind
 * (Bull Bull: its base stake) and the players seated.
 */
export function createRoomList(catalog: GameCatalog, house: HouseOperatorClient) {
  const rooms = ttlCache(3_000, (_: 'all') => house.call('GET', houseOperatorApi.rooms.path, roomList));
  return {
    async list(tenant: Tenant, lang: Lang): Promise<RoomListValue> {
      const games = (await catalog.gamesOfVendors(tenant, ['HOUSEPK'], lang)).filter((g) => g.available);
      // Without a launchable card-room game the house is not asked.
      const all = games.length ? (await rooms.get('all')).rooms : [];
      return {
        rooms: all.flatMap((room) => {
          const game = games.find((g) => g.gameCode === roomGameCodes[room.game]);
          if (!game || !room.enabled) return [];
          return [
            {
              roomId: room.roomId,
              nodeId: game.nodeId,
              gameName: `${game.gameName} · ${room.name[lang] || room.name.TW}`,
              vassalage: game.vassalage,
              minBet: room.bigBlind,
              players: room.seated,
            },
          ];
        }),
      };
    },
  };
}
export type RoomList = ReturnType<typeof createRoomList>;
