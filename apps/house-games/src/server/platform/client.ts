import {
  SIGNATURE_HEADER,
  vendorAuthenticateAnswer,
  type VendorAction,
  type VendorAuthenticateAnswer,
} from '@portal/contract';
import { hmacHex } from '@portal/contract/signature';

/**
 * What became of one call: an answer from the platform, or nothing known (network error, timeout, 5xx,
 * an answer that is not the protocol's). Only an answer tells whether money moved.
 */
export type CallOutcome = (
  { answered: true; answer: VendorAuthenticateAnswer } | { answered: false; error: string }
) & { sends?: number };

export interface PlatformClientOptions {
  baseUrl: string;
  secret: string;
  fetch: typeof fetch;
  timeoutMs: number;
  sleep: (ms: number) => Promise<void>;
}

/**
 * The vendor wallet protocol as the house vendor calls it (API.md): `POST {platform}/vendor/v1/{vendor}/
 * {action}`, signed over the exact body. The body is built once by the caller and sent unchanged on every
 * retry, so a retry is the same transaction to the platform.
 */
export function createPlatformClient(opts: PlatformClientOptions) {
  async function send(vendor: string, action: VendorAction, body: string): Promise<CallOutcome> {
    let res: Response;
    try {
      res = await opts.fetch(`${opts.baseUrl}/vendor/v1/${vendor}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: hmacHex(opts.secret, body) },
        body,
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
    } catch (error) {
      return { answered: false, error: (error as Error).name === 'TimeoutError' ? 'timeout' : 'network' };
    }
    // 200 carries the outcome; 400 and 401 are refusals of the request itself. Anything else (5xx, a
    // proxy's page) says nothing about whether the call took effect.
    if (res.status !== 200 && res.status !== 400 && res.status !== 401) {
      await res.arrayBuffer().catch(() => undefined);
      return { answered: false, error: `http ${res.status}` };
    }
    try {
      const parsed = vendorAuthenticateAnswer.safeParse(await res.json());
      return parsed.success
        ? { answered: true, answer: parsed.data }
        : { answered: false, error: 'bad answer' };
    } catch {
      return { answered: false, error: 'unreadable answer' };
    }
  }

  return {
    send,
    /** `send`, tried again after each delay while no answer comes (quick retries of one call). */
    async sendWithRetries(
      vendor: string,
      action: VendorAction,
      body: string,
      delaysMs: readonly number[],
    ): Promise<CallOutcome> {
      let outcome = await send(vendor, action, body);
      let sends = 1;
      for (const delay of delaysMs) {
        if (outcome.answered) break;
        await opts.sleep(delay);
        outcome = await send(vendor, action, body);
        sends++;
      }
      return { ...outcome, sends };
    },
  };
}
export type PlatformClient = ReturnType<typeof createPlatformClient>;
