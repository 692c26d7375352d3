import type { Jackpot } from '@portal/contract';
import { ttlCache } from '../../lib/ttl-cache.ts';
import type { Tenant } from '../merchants/service.ts';
import { HOUSE_VENDOR, type VendorRegistry } from './vendors.ts';

/** The pool is read from the house vendor at most this often per currency. */
const JACKPOT_TTL_MS = 2_000;

/**
 * `VIS_getJackpot`: the house vendor's progressive jackpot, read from the vendor's own API. A vendor
 * that cannot be reached gives an error, never a made-up figure (the original showed a random one).
 */
export function createJackpotReader(vendors: VendorRegistry, fetchImpl: typeof fetch = fetch) {
  const pools = ttlCache(JACKPOT_TTL_MS, async (currency: string) => {
    const house = await vendors.get(HOUSE_VENDOR);
    if (!house?.credential) return null;
    const res = await fetchImpl(
      `${house.credential.apiUrl}/api/jackpot?currency=${encodeURIComponent(currency)}`,
      {
        signal: AbortSignal.timeout(2_000),
      },
    );
    if (!res.ok) throw new Error(`house vendor jackpot: HTTP ${res.status}`);
    return (await res.json()) as { amount: number; currency: string; updatedAt: string };
  });
  return {
    async read(tenant: Tenant): Promise<Jackpot | null> {
      const { code, symbol } = tenant.settings.currency;
      const pool = await pools.get(code);
      return pool
        ? { amount: pool.amount, currency: code, currencySymbol: symbol, updatedAt: pool.updatedAt }
        : null;
    },
  };
}
export type JackpotReader = ReturnType<typeof createJackpotReader>;
