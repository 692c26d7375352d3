import type { FastifyPluginAsync } from 'fastify';
import { tableGame, tableSettingRequest, tablesOperatorApi } from '../../../shared/tables-api.ts';
import { HouseError } from '../../lib/errors.ts';
import { jsonOf, operatorSigned } from '../sports/operator-routes.ts';
import { tableGames } from './config.ts';
import type { TableSettings } from './settings.ts';

/** `/operator/v1/tables` (issue 20): the back office reads and changes each table's settings, signed. */
export const tablesOperatorRoutes: FastifyPluginAsync<{ settings: TableSettings; secret: string }> = async (
  app,
  { settings, secret },
) => {
  operatorSigned(app, secret);

  app.get(tablesOperatorApi.settings.path, async () => {
    const all = await settings.all();
    return { tables: tableGames.map((g) => all[g]) };
  });

  app.put<{ Params: { game: string } }>(tablesOperatorApi.update.path, async (request) => {
    const game = tableGame.safeParse(request.params.game);
    if (!game.success) throw new HouseError('request.invalid');
    const change = tableSettingRequest.safeParse(jsonOf(request.body));
    if (!change.success) throw new HouseError('table.settings.invalid');
    return settings.update(game.data, change.data);
  });
};
