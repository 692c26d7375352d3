/**
 * The casino tables' calls (src/shared/tables-api.ts): the table's state (public, `mine` filled with a
 * session), bets and my placements with the session, rounds and shoes for the verify page, and the live
 * socket's address. A placement is retried once with the same request id when no answer came, so a
 * retried request never places twice.
 */
import type { TableGame } from '../../../src/shared/api.ts';
import {
  tableMineValue,
  tablePlaceValue,
  tableRoundValue,
  tableShoeValue,
  tableState,
  tablesApi,
  type TableBet,
} from '../../../src/shared/tables-api.ts';
import type { Lang } from '../i18n/index.ts';
import { call, HouseApiError, newRequestId } from './client.ts';

const gamePath = (path: string, game: TableGame) => path.replace(':game', encodeURIComponent(game));

export function getTableState(game: TableGame, session: string | null, lang: Lang, signal?: AbortSignal) {
  return call(tableState, gamePath(tablesApi.state.path, game), { session, lang, signal });
}

export async function placeTableBets(
  game: TableGame,
  session: string,
  lang: Lang,
  roundId: string,
  bets: readonly TableBet[],
) {
  const init = {
    session,
    lang,
    method: 'POST',
    body: { roundId, requestId: newRequestId(), bets },
  };
  const path = gamePath(tablesApi.placeBets.path, game);
  try {
    return await call(tablePlaceValue, path, init);
  } catch (e) {
    if (!(e instanceof HouseApiError) || e.code !== 'network') throw e;
    await new Promise((r) => setTimeout(r, 800));
    return call(tablePlaceValue, path, init);
  }
}

export function getTableMine(game: TableGame, session: string, lang: Lang, limit = 30, signal?: AbortSignal) {
  return call(tableMineValue, `${gamePath(tablesApi.mine.path, game)}?limit=${limit}`, {
    session,
    lang,
    signal,
  });
}

export function getTableRound(roundId: string, lang: Lang, signal?: AbortSignal) {
  const path = tablesApi.round.path.replace(':roundId', encodeURIComponent(roundId));
  return call(tableRoundValue, path, { lang, signal });
}

export function getTableShoe(shoeId: string, lang: Lang, signal?: AbortSignal) {
  const path = tablesApi.shoe.path.replace(':shoeId', encodeURIComponent(shoeId));
  return call(tableShoeValue, path, { lang, signal });
}

/** ws(s)://same-host/api/tables/:game/live?session= */
export function tableLiveUrl(game: TableGame, session: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${gamePath(tablesApi.live.path, game)}?session=${encodeURIComponent(session)}`;
}
