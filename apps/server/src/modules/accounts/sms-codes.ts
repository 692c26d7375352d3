import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { SmsSendValue } from '@portal/contract';
import { translate, type Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { SmsProvider } from '../../lib/sms.ts';
import type { Tenant } from '../merchants/service.ts';
import * as repo from './sms-codes-repository.ts';
import { sameDigest } from './tokens.ts';

/** SECURITY.md item 6. */
export const smsPolicy = {
  expiredMinutes: 5,
  digits: 6,
  maxWrongTries: 5,
  minSecondsBetweenSends: 60,
  maxPerPhonePerHour: 5,
  maxPerIpPerHour: 10,
};

export type SmsPurpose = 'register' | 'login' | 'reset' | 'bind' | 'current';

/** One canonical form of a phone number: dialling code and number, digits only. */
export const phoneKey = (countryDialingCode: string, mobile: string) =>
  `${countryDialingCode.replace(/\D/g, '')}-${mobile.replace(/\D/g, '')}`;

/**
 * Whole seconds until another code may go to the number for the purpose (0: now): the minute between
 * sends, or the hour's caps per number and per IP until their oldest send leaves the window.
 */
export function secondsToWait(
  recent: {
    last_at: Date | string | null;
    phone_count: number | string;
    ip_count: number | string;
    phone_first_at: Date | string | null;
    ip_first_at: Date | string | null;
  },
  now: number,
): number {
  const at = (d: Date | string | null) => (d ? new Date(d).getTime() : 0);
  const until = [at(recent.last_at) + smsPolicy.minSecondsBetweenSends * 1000];
  if (Number(recent.phone_count) >= smsPolicy.maxPerPhonePerHour)
    until.push(at(recent.phone_first_at) + 3_600_000);
  if (Number(recent.ip_count) >= smsPolicy.maxPerIpPerHour) until.push(at(recent.ip_first_at) + 3_600_000);
  return Math.max(0, Math.ceil((Math.max(...until) - now) / 1000));
}

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

export function createSmsCodes(db: Db, sms: SmsProvider) {
  return {
    /**
     * Sends a code unless a cap is reached. `deliver` false still answers and counts like a send, so a caller
     * cannot tell a registered number from another (SECURITY.md item 5).
     */
    async send(
      tenant: Tenant,
      to: { phone: string; purpose: SmsPurpose; ip: string; lang: Lang; deliver: boolean },
    ): Promise<SmsSendValue> {
      const now = clock.now();
      const hourAgo = new Date(now.getTime() - 3_600_000);
      const recent = await repo.recentSends(
        db,
        { merchantId: tenant.id, phone: to.phone, ip: to.ip, purpose: to.purpose },
        hourAgo,
      );
      const wait = secondsToWait(recent, now.getTime());
      if (wait > 0) throw new AppError('sms.send.wait', { retryAfter: wait });
      const code = String(randomInt(10 ** smsPolicy.digits)).padStart(smsPolicy.digits, '0');
      const salt = randomBytes(8).toString('hex');
      const expiresAt = new Date(now.getTime() + smsPolicy.expiredMinutes * 60_000);
      await repo.insertCode(db, {
        merchant_id: tenant.id,
        phone: to.phone,
        purpose: to.purpose,
        code_hash: `${salt}$${digest(salt, code)}`,
        ip: to.ip,
        expires_at: expiresAt,
      });
      if (to.deliver) {
        const text = translate(to.lang, 'sms.code', {
          brand: tenant.settings.brand.name,
          code,
          minutes: smsPolicy.expiredMinutes,
        });
        await sms.send({ merchantId: tenant.id, phone: to.phone, text });
      }
      // The wait after this send, so a client shows the same countdown after a reload or on another form.
      const after = secondsToWait(
        {
          last_at: now,
          phone_count: Number(recent.phone_count) + 1,
          ip_count: Number(recent.ip_count) + 1,
          phone_first_at: recent.phone_first_at ?? now,
          ip_first_at: recent.ip_first_at ?? now,
        },
        now.getTime(),
      );
      return {
        expiredMinutes: smsPolicy.expiredMinutes,
        expirationTime: expiresAt.getTime(),
        retryAfter: after,
      };
    },

    /** Spends the newest live code of the number and purpose when it matches; dead after too many wrong tries. */
    async verify(
      tenant: Tenant,
      phone: string,
      purpose: SmsPurpose,
      code: string | undefined,
    ): Promise<void> {
      const now = clock.now();
      const row = await repo.liveCode(db, tenant.id, phone, purpose, now);
      // A pasted code may carry spaces ("123 456"): the digits are the code.
      code = code?.replace(/\s+/g, '');
      if (!row || row.attempts >= smsPolicy.maxWrongTries || !code) throw new AppError('sms.code.invalid');
      const [salt, hash] = row.code_hash.split('$') as [string, string];
      if (!sameDigest(hash, digest(salt, code))) {
        await repo.countWrongTry(db, row.id);
        throw new AppError('sms.code.invalid');
      }
      await repo.markUsed(db, row.id, now);
    },
  };
}
export type SmsCodes = ReturnType<typeof createSmsCodes>;
