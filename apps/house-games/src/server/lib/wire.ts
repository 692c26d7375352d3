import { toMajor } from '@portal/contract/money';

/**
 * An engine result as the pages get it: bigint amounts become major-unit numbers (exactly, like every
 * amount on the wire); everything else is copied as it is.
 */
export function toWire(value: unknown, decimals: number): unknown {
  if (typeof value === 'bigint') return toMajor(value, decimals);
  if (Array.isArray(value)) return value.map((v) => toWire(v, decimals));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toWire(v, decimals)]));
  return value;
}
