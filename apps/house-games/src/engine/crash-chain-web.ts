/** WebCrypto twin of crash-chain.ts for the verify page; same results, asynchronous. */
import { crashPointFromHmacHex } from './crash.ts';
import { isHash, toHex } from './fair-core.ts';
import { webFairCrypto } from './fair-web.ts';

export async function verifyRoundHashWeb(
  hash: string,
  terminatingHash: string,
  maxSteps: number,
): Promise<number | null> {
  if (!isHash(hash) || !isHash(terminatingHash)) return null;
  let h = hash;
  for (let k = 1; k <= maxSteps; k++) {
    h = await webFairCrypto.sha256Hex(h);
    if (h === terminatingHash) return k;
  }
  return null;
}

export async function crashPointWeb(roundHash: string, salt: string): Promise<number> {
  if (!isHash(roundHash)) throw new TypeError('round hash must be 64 lowercase hex characters');
  return crashPointFromHmacHex(toHex(await webFairCrypto.hmacSha256(roundHash, salt)));
}
