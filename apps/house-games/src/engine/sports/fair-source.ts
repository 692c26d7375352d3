/**
 * The float source of a real event from the provably fair scheme (fair-core.ts): the first
 * SPORTS_FLOATS_PER_EVENT floats of (serverSeed, clientSeed, nonce), consumed in order. Browser-safe
 * (WebCrypto); the server's synchronous twin is fair-source-node.ts.
 */
import { floatsWeb } from '../fair-web.ts';
import { SPORTS_FLOATS_PER_EVENT } from './event.ts';
import { type FloatSource, sourceFromFloats } from './table.ts';

export async function sportsFloatSourceWeb(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<FloatSource> {
  return sourceFromFloats(await floatsWeb(serverSeed, clientSeed, nonce, SPORTS_FLOATS_PER_EVENT));
}
