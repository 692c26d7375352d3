import type { OutboxValue } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';

/** Reading the dev outboxes: what the outbox SMS provider and the mailer kept instead of sending. */
export function createOutboxReader(db: Db) {
  return {
    async sms(merchantId: number, q: { to?: string; limit: number }): Promise<OutboxValue> {
      const rows = await repo.listSmsOutbox(db, merchantId, q);
      return {
        messages: rows.map((r) => ({
          id: String(r.id),
          to: r.phone,
          subject: null,
          text: r.text,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      };
    },
    async mail(merchantId: number, q: { to?: string; limit: number }): Promise<OutboxValue> {
      const rows = await repo.listMailOutbox(db, merchantId, q);
      return {
        messages: rows.map((r) => ({
          id: String(r.id),
          to: r.recipient,
          subject: r.subject,
          text: r.body,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      };
    },
  };
}
export type OutboxReader = ReturnType<typeof createOutboxReader>;
