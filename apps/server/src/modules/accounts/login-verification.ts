import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { LoginVerificationValue } from '@portal/contract';
import { translate, type Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { SmsProvider } from '../../lib/sms.ts';
import type { Tenant } from '../merchants/service.ts';
import * as repo from './repository.ts';
import { hashToken, sameDigest } from './tokens.ts';

/** Spec section 8, LOGINIPVERF3: a correct password from an IP the account never used asks for a code. */
export const newIpPolicy = {
  expiredMinutes: 5,
  maxWrongTries: 5,
  /** A new code at most once a minute per account, and 5 an hour: each one is a paid text or a mail. */
  minSecondsBetween: 60,
  maxPerHour: 5,
};

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

type Customer = {
  id: number;
  username: string;
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  language: Lang | null;
};

export function createLoginVerification(db: Db, notify: { sms: SmsProvider; mailer: Mailer } | undefined) {
  return {
    /**
     * Null when the IP is known to the account (or the account has none yet: its first IP is trusted, so
     * turning the flag on does not challenge every member at once, and an account with neither mobile nor
     * email cannot be asked). Otherwise sends a code and answers what the client shows.
     */
    async challenge(
      tenant: Tenant,
      customer: Customer,
      ip: string,
      opts: { remember: boolean; passwordChangeRequired: boolean; lang: Lang },
    ): Promise<LoginVerificationValue | null> {
      const now = clock.now();
      const known = await repo.loginIpState(db, customer.id, ip);
      const method = customer.mobile_num ? 'S' : customer.email ? 'E' : null;
      if (known.thisIp || !known.anyIp || !method || !notify) return null;

      const recent = await repo.recentChallenges(db, customer.id, new Date(now.getTime() - 3_600_000));
      const lastAt = recent.lastAt ? new Date(recent.lastAt).getTime() : 0;
      if (
        recent.count >= newIpPolicy.maxPerHour ||
        now.getTime() - lastAt < newIpPolicy.minSecondsBetween * 1000
      )
        throw new AppError('too.many.requests');

      const code = String(randomInt(1_000_000)).padStart(6, '0');
      const salt = randomBytes(8).toString('hex');
      const token = randomBytes(32).toString('base64url');
      await repo.insertChallenge(db, {
        token_hash: hashToken(token),
        customer_id: customer.id,
        ip,
        method,
        code_hash: `${salt}$${digest(salt, code)}`,
        remember: opts.remember,
        password_change_required: opts.passwordChangeRequired,
        expires_at: new Date(now.getTime() + newIpPolicy.expiredMinutes * 60_000),
      });
      const lang = customer.language ?? opts.lang;
      const vars = {
        brand: tenant.settings.brand.name,
        code,
        minutes: newIpPolicy.expiredMinutes,
        username: customer.username,
        ip,
      };
      let target: string;
      if (method === 'S') {
        const dialing = customer.country_dialing_code ?? '';
        await notify.sms.send({
          merchantId: tenant.id,
          phone: `${dialing}-${customer.mobile_num}`,
          text: translate(lang, 'sms.code', vars),
        });
        target = `+${dialing} ${mask(customer.mobile_num!, 0, 3)}`;
      } else {
        const [local = '', domain = ''] = customer.email!.split('@');
        await notify.mailer.send({
          merchantId: tenant.id,
          to: customer.email!,
          subject: translate(lang, 'mail.loginCodeSubject', vars),
          text: translate(lang, 'mail.loginCodeBody', vars),
        });
        target = `${mask(local, 1, 0)}@${domain}`;
      }
      return { verificationToken: token, method, target, expiredMinutes: newIpPolicy.expiredMinutes };
    },

    /**
     * Spends a live challenge of this IP when the code matches; its account, remember flag and whether
     * the login must change its password first.
     */
    async complete(
      token: string,
      code: string,
      ip: string,
    ): Promise<{ customerId: number; remember: boolean; passwordChangeRequired: boolean }> {
      const now = clock.now();
      const row = await repo.findLiveChallenge(db, hashToken(token), now);
      if (!row || row.ip !== ip || row.attempts >= newIpPolicy.maxWrongTries)
        throw new AppError('login.verification.invalid');
      const [salt, hash] = row.code_hash.split('$') as [string, string];
      if (!sameDigest(hash, digest(salt, code.trim()))) {
        await repo.countWrongChallengeCode(db, row.token_hash);
        throw new AppError('login.verification.invalid');
      }
      // Single use: of two completions at once only one spends it.
      if (!(await repo.spendChallenge(db, row.token_hash, now)))
        throw new AppError('login.verification.invalid');
      return {
        customerId: row.customer_id,
        remember: row.remember,
        passwordChangeRequired: row.password_change_required,
      };
    },
  };
}
export type LoginVerification = ReturnType<typeof createLoginVerification>;

/** Keeps `head` characters at the start and `tail` at the end, stars between. */
function mask(text: string, head: number, tail: number): string {
  const hidden = Math.max(text.length - head - tail, 1);
  return `${text.slice(0, head)}${'*'.repeat(hidden)}${tail ? text.slice(-tail) : ''}`;
}
