import type { FastifyPluginAsync } from 'fastify';
import { houseApi, jackpotQuery } from '../../../shared/api.ts';
import { parse } from '../../http.ts';
import type { Jackpot } from './service.ts';

/** Public: the portal shows the real pool (the platform reads it server to server, VIS_getJackpot). */
export const jackpotRoutes: FastifyPluginAsync<{ jackpot: Jackpot }> = async (app, { jackpot }) => {
  app.get(houseApi.jackpot.path, async (request) =>
    jackpot.read(parse(jackpotQuery, request.query).currency),
  );
};
