import { SIGNATURE_HEADER, transferAnswer, type TransferAction, type TransferAnswer } from '@portal/contract';
import { hmacHex } from '@portal/contract/signature';
import type { VendorRegistry } from './vendors.ts';

/** How long the platform waits for a transfer-mode vendor before it treats the outcome as unknown. */
export const TRANSFER_TIMEOUT_MS = 5_000;

/**
 * The transfer API of transfer-mode vendors (decision 0009), signed like the wallet protocol. Null
 * means the outcome is unknown (no answer, a timeout, a 5xx): the caller keeps its transfer pending and
 * asks `status` later, never guesses.
 */
export function createTransferClient(vendors: VendorRegistry, fetchImpl: typeof fetch = fetch) {
  return {
    async call(vendorCode: string, action: TransferAction, payload: object): Promise<TransferAnswer | null> {
      const credential = (await vendors.get(vendorCode))?.credential;
      if (!credential) return null;
      const body = JSON.stringify(payload);
      try {
        const res = await fetchImpl(`${credential.apiUrl}/transfer/v1/${vendorCode}/${action}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: hmacHex(credential.secret, body),
          },
          body,
          signal: AbortSignal.timeout(TRANSFER_TIMEOUT_MS),
        });
        if (res.status >= 500) return null;
        const parsed = transferAnswer.safeParse(await res.json());
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
export type TransferClient = ReturnType<typeof createTransferClient>;
