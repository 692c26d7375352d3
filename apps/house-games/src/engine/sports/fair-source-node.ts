/** node:crypto twin of fair-source.ts for the server (not exported from the browser-safe index). */
import { floats } from '../fair.ts';
import { SPORTS_FLOATS_PER_EVENT } from './event.ts';
import { type FloatSource, sourceFromFloats } from './table.ts';

export function sportsFloatSource(serverSeed: string, clientSeed: string, nonce: number): FloatSource {
  return sourceFromFloats(floats(serverSeed, clientSeed, nonce, SPORTS_FLOATS_PER_EVENT));
}
