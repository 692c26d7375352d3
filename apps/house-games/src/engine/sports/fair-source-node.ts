/** node:crypto twin of fair-source.ts for the server (not exported from the browser-safe index). */
import { floats } from '../fair.ts';
import { type DrawnEvent, drawEvent, SPORTS_FLOATS_PER_EVENT, type SportModel } from './event.ts';
import { type SportId } from './pricing.ts';
import { type FloatSource, sourceFromFloats } from './table.ts';

export function sportsFloatSource(serverSeed: string, clientSeed: string, nonce: number): FloatSource {
  return sourceFromFloats(floats(serverSeed, clientSeed, nonce, SPORTS_FLOATS_PER_EVENT));
}

/** The server's draw of a real event: outcome and timeline from (serverSeed, clientSeed, nonce). */
export function drawSportsEvent<S extends SportId>(
  model: SportModel<S>,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): DrawnEvent<S> {
  return drawEvent(model.sport as S, model, sportsFloatSource(serverSeed, clientSeed, nonce));
}
