import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@portal/contract';
import {
  fishingSetting,
  houseTableGame,
  roomList,
  roomCreate,
  roomUpdate,
  roomValue,
  tableSetting,
  tableSettings,
  tableSettingUpdate,
} from '@portal/contract/house-operator';
import { ok } from '../../lib/app-error.ts';
import { requirePlatformStaff } from '../../lib/staff-scope.ts';
import type { HouseTablesAdmin } from './service.ts';

const tags = ['back office'];
const roomParams = z.object({ roomId: z.string().min(1).max(40) });

/**
 * Back office: the house's casino tables (limits, betting window), card rooms (seats, blinds, buy-ins, rake,
 * turn timer) and fishing (bullet range) (decision 0075). They are shared by every brand, so only
 * platform-wide staff change them; every change is audited with before and after.
 */
export const houseTablesAdminRoutes: FastifyPluginAsyncZod<{ houseTables: HouseTablesAdmin }> = async (
  app,
  { houseTables },
) => {
  app.get(
    '/bo/v1/house-tables/tables',
    {
      config: { permission: 'games.read' },
      schema: {
        tags,
        description:
          "Each casino table's stakes per spot (main and side bets) and betting window; major units.",
        response: { 200: successEnvelope(tableSettings) },
      },
    },
    async () => ok(await houseTables.tables()),
  );

  app.put(
    '/bo/v1/house-tables/tables/:game',
    {
      config: { permission: 'games.manage', audit: 'houseTables.table.update' },
      schema: {
        tags,
        description:
          'Platform-wide staff: a table’s stakes (within the game’s, min ≤ max) and betting window (5–60 s); a closed table finishes its round and opens no more.',
        params: z.object({ game: houseTableGame }),
        body: tableSettingUpdate,
        response: { 200: successEnvelope(tableSetting) },
      },
    },
    async (request) => {
      requirePlatformStaff(request.staff);
      const { before, after } = await houseTables.changeTable(request.params.game, request.body);
      request.auditChange = { target: `house-table:${request.params.game}`, before, after };
      return ok(after);
    },
  );

  app.get(
    '/bo/v1/house-tables/rooms',
    {
      config: { permission: 'games.read' },
      schema: {
        tags,
        description: 'The card rooms with their settings, players seated, hands and rake today.',
        response: { 200: successEnvelope(roomList) },
      },
    },
    async () => ok(await houseTables.rooms()),
  );

  app.post(
    '/bo/v1/house-tables/rooms',
    {
      config: { permission: 'games.manage', audit: 'houseTables.room.create' },
      schema: {
        tags,
        description: 'Platform-wide staff: opens a card room (Hold’em or Bull Bull).',
        body: roomCreate,
        response: { 200: successEnvelope(roomValue) },
      },
    },
    async (request) => {
      requirePlatformStaff(request.staff);
      const room = await houseTables.addRoom(request.body);
      request.auditChange = { target: `house-room:${room.roomId}`, before: null, after: room };
      return ok(room);
    },
  );

  app.put(
    '/bo/v1/house-tables/rooms/:roomId',
    {
      config: { permission: 'games.manage', audit: 'houseTables.room.update' },
      schema: {
        tags,
        description:
          'Platform-wide staff: a room’s seats, blinds, buy-ins, rake and timer; the hand being played finishes under the old settings.',
        params: roomParams,
        body: roomUpdate,
        response: { 200: successEnvelope(roomValue) },
      },
    },
    async (request) => {
      requirePlatformStaff(request.staff);
      const { before, after } = await houseTables.updateRoom(request.params.roomId, request.body);
      request.auditChange = { target: `house-room:${request.params.roomId}`, before, after };
      return ok(after);
    },
  );

  app.get(
    '/bo/v1/house-tables/fishing',
    {
      config: { permission: 'games.read' },
      schema: {
        tags,
        description: 'Fishing: open or closed, and the bullet range.',
        response: { 200: successEnvelope(fishingSetting) },
      },
    },
    async () => ok(await houseTables.fishing()),
  );

  app.put(
    '/bo/v1/house-tables/fishing',
    {
      config: { permission: 'games.manage', audit: 'houseTables.fishing.update' },
      schema: {
        tags,
        description: 'Platform-wide staff: opens or closes fishing and sets the bullet range (0.10–100).',
        body: fishingSetting,
        response: { 200: successEnvelope(fishingSetting) },
      },
    },
    async (request) => {
      requirePlatformStaff(request.staff);
      const { before, after } = await houseTables.updateFishing(request.body);
      request.auditChange = { target: 'house-fishing', before, after };
      return ok(after);
    },
  );
};
