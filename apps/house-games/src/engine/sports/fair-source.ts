/**
 * The float source of a real event from the provably fair scheme (fair-core.ts): the first
 * SPORTS_FLOATS_PER_EVENT floats of (serverSeed, clientSeed, nonce), consumed in order. Browser-safe
 * (WebCrypto), for the verify page; the server's synchronous twin is fair-source-node.ts.
 */
import { floatsWeb } from '../fair-web.ts';
import { type DrawnEvent, drawEvent, SPORTS_FLOATS_PER_EVENT, type SportModel } from './event.ts';
import { type SportId } from './pricing.ts';
import { type FloatSource, sourceFromFloats } from './table.ts';

export async function sportsFloatSourceWeb(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<FloatSource> {
  return sourceFromFloats(await floatsWeb(serverSeed, clientSeed, nonce, SPORTS_FLOATS_PER_EVENT));
}

/** What the verify page shows: the event recomputed from the revealed seed. */
export async function verifySportsEventWeb<S extends SportId>(
  model: SportModel<S>,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<DrawnEvent<S>> {
  const next = await sportsFloatSourceWeb(serverSeed, clientSeed, nonce);
  return drawEvent(model.sport as S, model, next);
}
