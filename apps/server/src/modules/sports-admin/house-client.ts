import { SIGNATURE_HEADER } from '@portal/contract';
import { hmacHex } from '@portal/contract/signature';
import { OPERATOR_TIMESTAMP_HEADER, operatorSigningText } from '@portal/contract/sports-operator';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { VendorRegistry } from '../games/vendors.ts';

/** The house vendor whose credential signs operator calls (the sportsbook runs on the house server). */
export const SPORTSBOOK_VENDOR = 'HOUSE';
const TIMEOUT_MS = 10_000;

/** House refusals the back office explains; anything else is the house being unavailable. */
const houseErrors: Record<
  string,
  'sportsbook.event.not.found' | 'sportsbook.event.final' | 'sportsbook.settings.invalid'
> = {
  'sports.event.not.found': 'sportsbook.event.not.found',
  'sports.event.final': 'sportsbook.event.final',
  'sports.settings.invalid': 'sportsbook.settings.invalid',
};

/**
 * The house server's operator API (decision 0072), signed with the HOUSE vendor's credential from the
 * vendor registry: HMAC-SHA256 over time, method, path and body, like the wallet protocol's signature.
 */
export function createSportsbookHouseClient(vendors: VendorRegistry, fetchImpl: typeof fetch = fetch) {
  async function call<S extends z.ZodType>(
    method: 'GET' | 'PUT' | 'POST',
    path: string,
    answer: S,
    payload?: object,
  ): Promise<z.output<S>> {
    const credential = (await vendors.get(SPORTSBOOK_VENDOR))?.credential;
    if (!credential) throw new AppError('sportsbook.unavailable');
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = String(clock.nowMs());
    let res: Response;
    try {
      res = await fetchImpl(`${credential.apiUrl}${path}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          [OPERATOR_TIMESTAMP_HEADER]: timestamp,
          [SIGNATURE_HEADER]: hmacHex(credential.secret, operatorSigningText(timestamp, method, path, body)),
        },
        ...(body ? { body } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new AppError('sportsbook.unavailable');
    }
    const json = (await res.json().catch(() => null)) as unknown;
    if (!res.ok) {
      const code = (json as { error?: string } | null)?.error;
      throw new AppError((code && houseErrors[code]) || 'sportsbook.unavailable');
    }
    const parsed = answer.safeParse(json);
    if (!parsed.success) throw new AppError('sportsbook.unavailable');
    return parsed.data;
  }
  return { call };
}
export type SportsbookHouseClient = ReturnType<typeof createSportsbookHouseClient>;
