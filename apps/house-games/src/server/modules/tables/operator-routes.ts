import type { FastifyPluginAsync } from 'fastify';
import { houseOperatorApi, houseTableGame, tableSettingUpdate } from '@portal/contract/house-operator';
import { HouseError } from '../../lib/errors.ts';
import { jsonOf, requireOperatorSignature } from '../../lib/operator-auth.ts';
import { tableGames } from './config.ts';
import type { TableSettings } from './settings.ts';

/** `/operator/v1/tables` (issue 20): the back office reads and changes each table's settings, signed. */
export const tablesOperatorRoutes: FastifyPluginAsync<{ settings: TableSettings; secret: string }> = async (
  app,
  { settings, secret },
) => {
  requireOperatorSignature(app, secret);

  app.get(houseOperatorApi.tables.path, async () => {
    const all = await settings.all();
    return { tables: tableGames.map((g) => all[g]) };
  });

  // Answers the table before and after (the back office's audit log, @portal/contract/house-operator).
  app.put<{ Params: { game: string } }>(houseOperatorApi.updateTable.path, async (request) => {
    const game = houseTableGame.safeParse(request.params.game);
    if (!game.success) throw new HouseError('request.invalid');
    const change = tableSettingUpdate.safeParse(jsonOf(request.body));
    if (!change.success) throw new HouseError('table.settings.invalid');
    const before = (await settings.all())[game.data];
    return { before, after: await settings.update(game.data, change.data) };
  });
};
