import type { FastifyPluginAsync } from 'fastify';
import { operatorRoomsApi, roomSettingsInput, roomSettingsUpdate } from '../../../shared/rooms-api.ts';
import { HouseError } from '../../lib/errors.ts';
import { jsonOf, requireOperatorSignature } from '../../lib/operator-signature.ts';
import type { RoomsOperator } from './operator.ts';

/** `/operator/v1/rooms` for the back office, signed by the platform (lib/operator-signature.ts). */
export const roomsOperatorRoutes: FastifyPluginAsync<{ operator: RoomsOperator; secret: string }> = async (
  app,
  { operator, secret },
) => {
  requireOperatorSignature(app, secret);

  app.get(operatorRoomsApi.list.path, async () => operator.list());

  app.put<{ Params: { roomId: string } }>(operatorRoomsApi.update.path, async (request) => {
    const change = roomSettingsUpdate.safeParse(jsonOf(request.body));
    if (!change.success) throw new HouseError('room.settings.invalid');
    return operator.update(request.params.roomId, change.data);
  });

  app.post(operatorRoomsApi.create.path, async (request) => {
    const room = roomSettingsInput.safeParse(jsonOf(request.body));
    if (!room.success) throw new HouseError('room.settings.invalid');
    return operator.create(room.data);
  });
};
