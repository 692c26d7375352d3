import { houseOperatorApi } from '@portal/contract/house-operator';
import { sha256Hex } from '@portal/contract/signature';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  fishingApi,
  fishingEnterRequest,
  fishingHistoryQuery,
  fishingShotsRequest,
} from '../../../shared/fishing-api.ts';
import { rotateRequest } from '../../../shared/api.ts';
import type { Db } from '../../db/client.ts';
import { parse, requireSession, SESSION_HEADER, sessionOf } from '../../http.ts';
import { jsonOf, requireOperatorSignature } from '../../lib/operator-auth.ts';
import type { Sessions } from '../sessions/service.ts';
import { fishingRecords } from './records.ts';
import type { Fishing } from './service.ts';
import type { FishingSettingsService } from './settings.ts';

/** The fishing session belongs to the house session: keyed by its id's hash, as the house session is. */
const keyOf = (request: FastifyRequest) => sha256Hex(String(request.headers[SESSION_HEADER]));

export const fishingRoutes: FastifyPluginAsync<{ db: Db; fishing: Fishing; sessions: Sessions }> = async (
  app,
  { db, fishing, sessions },
) => {
  const withSession = { preHandler: requireSession(sessions) };

  app.post(fishingApi.enter.path, withSession, async (request) =>
    fishing.enter(
      sessionOf(request),
      keyOf(request),
      parse(fishingEnterRequest, request.body ?? {}).clientSeed,
    ),
  );
  app.get(fishingApi.state.path, withSession, async (request) =>
    fishing.state(sessionOf(request), keyOf(request)),
  );
  app.post(fishingApi.shots.path, withSession, async (request) =>
    fishing.shoot(sessionOf(request), keyOf(request), parse(fishingShotsRequest, request.body).shots),
  );
  app.post(fishingApi.leave.path, withSession, async (request) =>
    fishing.leave(sessionOf(request), keyOf(request)),
  );
  app.post(fishingApi.rotate.path, withSession, async (request) =>
    fishing.rotate(sessionOf(request), keyOf(request), parse(rotateRequest, request.body ?? {}).clientSeed),
  );
  app.get(fishingApi.history.path, withSession, async (request) =>
    fishingRecords.history(db, sessionOf(request).playerId, parse(fishingHistoryQuery, request.query).limit),
  );
  app.get<{ Params: { batchId: string } }>(fishingApi.verify.path, async (request) =>
    fishingRecords.verify(db, request.params.batchId),
  );
};

/** `GET/PUT /operator/v1/fishing`: open or close fishing and narrow the bullet range (signed by the platform). */
export const fishingOperatorRoutes: FastifyPluginAsync<{
  settings: FishingSettingsService;
  secret: string;
}> = async (app, { settings, secret }) => {
  requireOperatorSignature(app, secret);
  app.get(houseOperatorApi.fishing.path, async () => settings.current());
  app.put(houseOperatorApi.updateFishing.path, async (request) => settings.update(jsonOf(request.body)));
};
