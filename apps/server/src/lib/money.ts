/**
 * Money is integer minor units (bigint) inside; the API shows major units as JSON numbers with at most
 * `decimals` places. Exact while |minor| < 2^53, which the ledger's limits keep.
 */
export function toMajor(minor: bigint, decimals = 2): number {
  if (minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError('amount out of the exactly representable range');
  }
  return Number(minor) / 10 ** decimals;
}
