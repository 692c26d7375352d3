import { SIGNATURE_HEADER } from '@portal/contract';
import type { ErrorCode } from '@portal/contract';
import { hmacHex } from '@portal/contract/signature';
import { OPERATOR_TIMESTAMP_HEADER, operatorSigningText } from '@portal/contract/sports-operator';
import type { z } from 'zod';
import type { VendorRegistry } from '../modules/games/vendors.ts';
import { AppError } from './app-error.ts';
import { clock } from './clock.ts';

/** The house vendor whose credential signs operator calls (every house game runs on the house server). */
export const HOUSE_OPERATOR_VENDOR = 'HOUSE';
const TIMEOUT_MS = 10_000;

/**
 * A client of the house server's operator API (decisions 0072, 0075), signed with the HOUSE vendor's
 * credential from the vendor registry: HMAC-SHA256 over time, method, path and body, like the wallet
 * protocol's signature. `errors` maps the house's refusals the back office explains to the platform's codes;
 * anything else (no credential, no answer, an answer of the wrong shape) is `unavailable`.
 */
export function createHouseOperatorClient(
  vendors: VendorRegistry,
  codes: { errors: Readonly<Record<string, ErrorCode>>; unavailable: ErrorCode },
  fetchImpl: typeof fetch = fetch,
) {
  async function call<S extends z.ZodType>(
    method: 'GET' | 'PUT' | 'POST',
    path: string,
    answer: S,
    payload?: object,
  ): Promise<z.output<S>> {
    const credential = (await vendors.get(HOUSE_OPERATOR_VENDOR))?.credential;
    if (!credential) throw new AppError(codes.unavailable);
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
      throw new AppError(codes.unavailable);
    }
    const json = (await res.json().catch(() => null)) as unknown;
    if (!res.ok) {
      const code = (json as { error?: string } | null)?.error;
      throw new AppError((code && codes.errors[code]) || codes.unavailable);
    }
    const parsed = answer.safeParse(json);
    if (!parsed.success) throw new AppError(codes.unavailable);
    return parsed.data;
  }
  return { call };
}
export type HouseOperatorClient = ReturnType<typeof createHouseOperatorClient>;

/** The operator API of the house's tables, card rooms and fishing (decision 0075), for the back office and the room list. */
export const createHouseTablesClient = (vendors: VendorRegistry, fetchImpl: typeof fetch = fetch) =>
  createHouseOperatorClient(
    vendors,
    {
      errors: {
        'table.settings.invalid': 'houseTables.settings.invalid',
        'bet.invalid': 'houseTables.settings.invalid',
        'request.invalid': 'houseTables.settings.invalid',
        'room.settings.invalid': 'houseTables.settings.invalid',
        'room.not.found': 'houseTables.room.not.found',
      },
      unavailable: 'houseTables.unavailable',
    },
    fetchImpl,
  );
