import type { FastifyPluginAsync } from 'fastify';
import { houseOperatorApi, roomCreate, roomUpdate } from '@portal/contract/house-operator';
import { HouseError } from '../../lib/errors.ts';
import { jsonOf, requireOperatorSignature } from '../../lib/operator-auth.ts';
import type { RoomsOperator } from './operator.ts';

/** `/operator/v1/rooms` for the back office, signed by the platform (lib/operator-auth.ts). */
export const roomsOperatorRoutes: FastifyPluginAsync<{ operator: RoomsOperator; secret: string }> = async (
  app,
  { operator, secret },
) => {
  requireOperatorSignature(app, secret);

  const find = async (roomId: string) => {
    const room = (await operator.list()).rooms.find((r) => r.roomId === roomId);
    if (!room) throw new HouseError('room.not.found');
    return room;
  };

  app.get(houseOperatorApi.rooms.path, async () => operator.list());

  // Answers the room before and after (the back office's audit log, @portal/contract/house-operator).
  app.put<{ Params: { roomId: string } }>(houseOperatorApi.updateRoom.path, async (request) => {
    const change = roomUpdate.safeParse(jsonOf(request.body));
    if (!change.success) throw new HouseError('room.settings.invalid');
    const before = await find(request.params.roomId);
    await operator.update(request.params.roomId, change.data);
    return { before, after: await find(request.params.roomId) };
  });

  app.post(houseOperatorApi.addRoom.path, async (request) => {
    const room = roomCreate.safeParse(jsonOf(request.body));
    if (!room.success) throw new HouseError('room.settings.invalid');
    await operator.create(room.data);
    return find(room.data.roomId);
  });
};
