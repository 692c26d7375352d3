/**
 * The sportsbook's public reads (no session; src/shared/sports-api.ts): events with odds, one event with
 * its live timeline so far, results and the football table. Bets go through the session's client
 * (client.ts `houseClient`). Timelines, fixtures and outcomes are the engine's own shapes
 * (src/engine/sports), typed by sport where they are read.
 */
import type { SportId } from '../../../src/engine/sports/index.ts';
import {
  sportsApi,
  sportsEventDetailValue,
  sportsEventsValue,
  sportsResultsValue,
  sportsTableValue,
  type SportsEventDetailValue,
} from '../../../src/shared/sports-api.ts';
import type { Lang } from '../i18n/index.ts';
import { call } from './client.ts';

export type { SportsEventValue } from '../../../src/shared/sports-api.ts';
export type SportsEventAnswer = SportsEventDetailValue;

export function getSportsEvent(eventId: string, lang: Lang, signal?: AbortSignal) {
  const path = sportsApi.event.path.replace(':eventId', encodeURIComponent(eventId));
  return call(sportsEventDetailValue, path, { lang, signal });
}

export function getSportsEvents(sport: SportId, lang: Lang, signal?: AbortSignal) {
  return call(sportsEventsValue, `${sportsApi.events.path}?sport=${sport}`, { lang, signal });
}

export function getSportsResults(sport: SportId, limit: number, lang: Lang, signal?: AbortSignal) {
  return call(sportsResultsValue, `${sportsApi.results.path}?sport=${sport}&limit=${limit}`, {
    lang,
    signal,
  });
}

export function getSportsTable(lang: Lang, signal?: AbortSignal) {
  return call(sportsTableValue, sportsApi.table.path, { lang, signal });
}
