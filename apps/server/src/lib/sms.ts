import { createHmac } from 'node:crypto';
import type { Db } from '../db/client.ts';

/** Sends one text message; implementations never log the text (it carries codes). */
export interface SmsProvider {
  send(message: { merchantId: number; phone: string; text: string }): Promise<void>;
}

/** Development and demo provider: messages are stored, readable by the operator and by tests. */
export function outboxSmsProvider(db: Db): SmsProvider {
  return {
    async send({ merchantId, phone, text }) {
      await db.insertInto('sms_outbox').values({ merchant_id: merchantId, phone, text }).execute();
    },
  };
}

/**
 * A real gateway over HTTP: POSTs `{to, text, signature}` as JSON with `X-Signature: hex(HMAC-SHA256(secret,
 * body))`, and treats any non-2xx answer as a failure.
 */
export function httpSmsProvider(opts: {
  url: string;
  secret: string;
  signature: string;
  fetch?: typeof fetch;
}): SmsProvider {
  const doFetch = opts.fetch ?? fetch;
  return {
    async send({ phone, text }) {
      const body = JSON.stringify({ to: phone, text, signature: opts.signature });
      const res = await doFetch(opts.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': createHmac('sha256', opts.secret).update(body).digest('hex'),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`sms gateway answered ${res.status}`);
    },
  };
}
