import {
  fishingSetting,
  fishingSettingChange,
  houseOperatorApi,
  roomChange,
  roomList,
  roomValue,
  tableSettingChange,
  tableSettings,
  type FishingSetting,
  type HouseTableGame,
  type RoomCreate,
  type RoomUpdate,
  type TableSettingUpdate,
} from '@portal/contract/house-operator';
import type { HouseOperatorClient } from '../../lib/house-operator.ts';

/**
 * The house's tables, card rooms and fishing in the back office (issue 20 item 5, decision 0075): their
 * settings live on the house server; the platform asks it through the signed operator API. RTP variants are
 * the games' per-merchant settings (games admin), not these.
 */
export function createHouseTablesAdmin(house: HouseOperatorClient) {
  const api = houseOperatorApi;
  const at = (path: string, name: string, value: string) =>
    path.replace(`:${name}`, encodeURIComponent(value));
  return {
    tables: () => house.call('GET', api.tables.path, tableSettings),
    /** Answers the table before and after, for the audit log. */
    changeTable: (game: HouseTableGame, change: TableSettingUpdate) =>
      house.call('PUT', at(api.updateTable.path, 'game', game), tableSettingChange, change),
    rooms: () => house.call('GET', api.rooms.path, roomList),
    updateRoom: (roomId: string, change: RoomUpdate) =>
      house.call('PUT', at(api.updateRoom.path, 'roomId', roomId), roomChange, change),
    addRoom: (room: RoomCreate) => house.call('POST', api.addRoom.path, roomValue, room),
    fishing: () => house.call('GET', api.fishing.path, fishingSetting),
    updateFishing: (change: FishingSetting) =>
      house.call('PUT', api.updateFishing.path, fishingSettingChange, change),
  };
}
export type HouseTablesAdmin = ReturnType<typeof createHouseTablesAdmin>;
