import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';

export interface Mailer {
  send(message: { merchantId: number; to: string; subject: string; text: string }): Promise<void>;
}

/** Mail over SMTP (nodemailer) when an SMTP URL is configured, else kept in the mail outbox table. */
export function createMailer(db: Db, opts: { smtpUrl?: string; from: string }): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send({ merchantId, to, subject, text }) {
        await db
          .insertInto('mail_outbox')
          .values({ merchant_id: merchantId, recipient: to, subject, body: text })
          .execute();
      },
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: opts.from, to, subject, text });
    },
  };
}
