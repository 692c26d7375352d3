import { randomBytes, randomUUID } from 'node:crypto';
import {
  agentOnlyTypes,
  agentTypes,
  type LoginRequest,
  type LoginValue,
  type MemberInfo,
} from '@portal/contract';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { checkField } from '@portal/contract/field-rules';
import type { Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomCaptchaText, renderCaptchaPng } from '../../lib/captcha-image.ts';
import { clock } from '../../lib/clock.ts';
import { imageCaptchaCheck, type HumanCheck } from '../../lib/human-check.ts';
import type { Mailer } from '../../lib/mail.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { SmsProvider } from '../../lib/sms.ts';
import { semaphore } from '../../lib/semaphore.ts';
import type { Tenant } from '../merchants/service.ts';
import { createLoginVerification } from './login-verification.ts';
import * as repo from './repository.ts';
import { hashToken, newToken, sameDigest } from './tokens.ts';

/** SECURITY.md items 3 and 7, as numbers. */
export const authPolicy = {
  /** An account's own failed logins before it needs a captcha, from any address. */
  captchaAfterFailures: 2,
  /**
   * Failed logins from one address (any accounts) before every login from it needs a captcha: far above
   * the account's, so one carrier NAT or internet café is not punished for one member's typos (decision 0023).
   */
  captchaAfterIpFailures: 10,
  delayAfterFailures: 5,
  delayStepMs: 400,
  maxDelayMs: 2_000,
  lockAccountAfterFailures: 10,
  lockIpAfterFailures: 30,
  lockMinutes: 15,
  failureWindowMinutes: 60,
  sessionIdleMinutes: 60,
  sessionAbsoluteHours: 24,
  passwordMaxAgeDays: 90,
  captchaMinutes: 5,
  /** Remember-me lifetime: the spec's remembered-login cookies live one day. */
  rememberHours: 24,
  /** Password hashes computed at once, and waiting; past that, logins get 429 (SECURITY.md item 1). */
  hashConcurrency: 2,
  hashQueue: 32,
};

export interface SessionUser {
  sessionId: string;
  id: number;
  merchantId: number;
  username: string;
  type: number;
  parentId: number | null;
  nickname: string | null;
  tokenHash: string;
  /** Opened with a default or expired password: only the change, logout and member info (decision 0026). */
  passwordChangeRequired: boolean;
}

/** A hash that never matches, verified when the account does not exist so both answers take as long. */
const NO_ACCOUNT_HASH = hashPassword(randomBytes(16).toString('hex'));
/** Accounts without a usable password (free-play trials) store this marker. */
const NO_PASSWORD = '!';

const minutes = (n: number) => n * 60_000;
type CaptchaCheck = (id: string | undefined, answer: string | undefined) => Promise<boolean>;

/** `captchaText` is the captcha's source of randomness, replaceable in tests. */
type MemberLabels = Pick<MemberInfo, 'clubLabel' | 'memberLabel'>;

export function createAccountService(
  db: Db,
  opts: {
    captchaText?: () => string;
    humanCheck?: (checkCaptcha: CaptchaCheck) => HumanCheck;
    /**
     * The member info's VIP label and staff labels (decision 0062); the VIP module answers once wired
     * (`labels.source`), none before.
     */
    labels?: { source?: (merchantId: number, customerId: number, lang: Lang) => Promise<MemberLabels> };
    /** Gives a new trial account its free-play money (on the trial ledger, never cash). */
    grantTrialMoney?: (tenant: Tenant, customerId: number) => Promise<void>;
    /** Where codes of a login from a new IP go; without it no login is challenged. */
    notify?: { sms: SmsProvider; mailer: Mailer };
  } = {},
) {
  const newIp = createLoginVerification(db, opts.notify);
  const captchaText = opts.captchaText ?? randomCaptchaText;
  // Human verification after failed logins: the image captcha unless another provider is configured.
  const humanCheck = (opts.humanCheck ?? imageCaptchaCheck)((id, answer) => checkCaptcha(id, answer));
  const hashing = semaphore(authPolicy.hashConcurrency, authPolicy.hashQueue);
  const hashed = async <T>(task: () => Promise<T>): Promise<T> => {
    const result = await hashing.run(task);
    if (!result) throw new AppError('too.many.requests');
    return result.value;
  };

  const throttleKeys = (tenant: Tenant, username: string, ip: string) => ({
    account: `acct:${tenant.id}:${username.toLowerCase()}`,
    ip: `ip:${ip}`,
  });

  async function openSession(
    customer: {
      id: number;
      username: string;
      type: number;
      last_login_at: Date | null;
      password_changed_at: Date;
      status: 'ACTIVE' | 'LOCKED' | 'DISABLED';
    },
    ip: string,
    passwordChangeRequired = false,
    userAgent = '',
  ): Promise<LoginValue> {
    // Staff locked the account (back office): no way in opens a session until it is unlocked.
    if (customer.status === 'LOCKED') throw new AppError('account.suspended');
    const now = clock.now();
    const { token, hash } = newToken();
    await repo.replaceSessions(
      db,
      {
        customer_id: customer.id,
        token_hash: hash,
        ip,
        expires_at: new Date(now.getTime() + authPolicy.sessionAbsoluteHours * 3_600_000),
        // The server holds the member to the change, not only the web app's modal (decision 0026).
        password_change_required: passwordChangeRequired,
      },
      now,
    );
    // Known IPs are kept from every login, so turning LOGINIPVERF3 on later does not challenge them.
    await repo.rememberLoginIp(db, customer.id, ip, now);
    // Every login with its address and device, for the back office's login history and linked accounts.
    await repo.recordLogin(db, customer.id, ip, userAgent.slice(0, 512), now);
    return {
      token,
      id: customer.id,
      userName: customer.username,
      customerType: customer.type,
      firstTimeLogin: customer.last_login_at === null,
      passwordExpired: passwordChangeRequired,
    };
  }

  async function withRememberToken(value: LoginValue, customerId: number, now: Date): Promise<LoginValue> {
    const remember = newToken();
    await repo.insertRememberToken(
      db,
      remember.hash,
      customerId,
      new Date(now.getTime() + authPolicy.rememberHours * 3_600_000),
    );
    return { ...value, rememberToken: remember.token };
  }

  /** Single use: the captcha is spent by the first check, right or wrong. */
  async function checkCaptcha(id: string | undefined, answer: string | undefined): Promise<boolean> {
    if (!id || !answer) return false;
    const stored = await repo.consumeCaptcha(db, id, clock.now());
    return stored !== undefined && sameDigest(stored, hashToken(answer.trim()));
  }

  return {
    policy: authPolicy,
    accountThrottleKey: (tenant: Tenant, username: string) => throttleKeys(tenant, username, '').account,
    /** argon2id of a new password, under the same concurrency cap as logins. */
    hashNewPassword: (password: string) => hashed(() => hashPassword(password)),
    /**
     * Checks a password against a stored hash under the same cap as logins; with no hash (no such
     * account) it checks against one that never matches, so both answers take as long.
     */
    verifyStoredPassword: async (hash: string | undefined, password: string) =>
      hashed(async () => verifyPassword(hash ?? (await NO_ACCOUNT_HASH), password)),
    /** Logs an account in (registration, reset by phone, SMS login): a new session, others ended. */
    async startSession(tenant: Tenant, customerId: number, ip: string, userAgent = ''): Promise<LoginValue> {
      const customer = await repo.findCustomerById(db, customerId);
      if (!customer) throw new AppError('login.not.session');
      checkSite(customer.type, 'portal');
      // Spec section 4: SMS and social logins are never held to a password change.
      return openSession(customer, ip, false, userAgent);
    },

    async login(
      tenant: Tenant,
      input: LoginRequest,
      client: { ip: string; captchaId?: string; lang?: Lang; userAgent?: string },
    ): Promise<LoginValue> {
      if (input.type === 'sms') throw new AppError('function.not.available');
      // Under a flood, refuse before touching the database: the refusal must cost next to nothing.
      if (hashing.isFull()) throw new AppError('too.many.requests');
      const missing: Record<string, string> = {};
      if (!input.username) missing.username = 'required';
      if (!input.password && !input.rememberToken) missing.password = 'required';
      if (Object.keys(missing).length) throw new AppError('request_param_err', missing);

      const now = clock.now();
      const keys = throttleKeys(tenant, input.username, client.ip);
      const windowStart = now.getTime() - minutes(authPolicy.failureWindowMinutes);
      // A captcha sent along is spent whether or not it turns out to be needed (single use anyway).
      const captchaPassed =
        input.captcha || input.geetest
          ? await humanCheck.verify({
              captchaId: client.captchaId,
              captcha: input.captcha,
              geetest: input.geetest,
            })
          : false;
      // Counted and decided under a row lock before any password check (parallel attempts see each other).
      const admission = await repo.admitLoginAttempt(db, keys, {
        now,
        resetBefore: new Date(windowStart),
        captchaAfter: { account: authPolicy.captchaAfterFailures, ip: authPolicy.captchaAfterIpFailures },
        captchaPassed,
      });
      if (!admission.admitted) {
        if (admission.refusal === 'ip.locked') throw new AppError('too.many.requests');
        if (admission.refusal === 'account.locked') throw new AppError('account.locked');
        throw new AppError('captcha.invalid', { captcha: true });
      }
      const failures = admission.failures;
      if (failures >= authPolicy.delayAfterFailures) {
        await sleep(
          Math.min(
            authPolicy.maxDelayMs,
            (failures - authPolicy.delayAfterFailures + 1) * authPolicy.delayStepMs,
          ),
        );
      }

      const customer = await repo.findCustomerByUsername(db, tenant.id, input.username);
      const usable = customer && customer.password_hash !== NO_PASSWORD && customer.status !== 'DISABLED';
      const matches =
        input.rememberToken && !input.password
          ? usable && (await repo.isRememberTokenLive(db, hashToken(input.rememberToken), customer.id, now))
          : await hashed(async () =>
              verifyPassword(usable ? customer.password_hash : await NO_ACCOUNT_HASH, input.password),
            );
      if (!usable || !matches) {
        // The failure was counted on admission; only the locks remain to be set.
        const counts = await repo.lockReached(
          db,
          [
            { key: keys.account, lockAt: authPolicy.lockAccountAfterFailures },
            { key: keys.ip, lockAt: authPolicy.lockIpAfterFailures },
          ],
          new Date(now.getTime() + minutes(authPolicy.lockMinutes)),
        );
        const needsCaptcha =
          counts[0]! >= authPolicy.captchaAfterFailures || counts[1]! >= authPolicy.captchaAfterIpFailures;
        throw new AppError('account.password.incorrect', needsCaptcha ? { captcha: true } : undefined);
      }
      // The account's failures were its owner's typos: forgiven on its key and on the address's, while
      // failures on other accounts from the address stay (logging in to one's own account resets nothing else).
      await repo.clearAfterSuccess(db, keys, new Date(windowStart));
      checkSite(customer.type, input.site);
      // A remembered login stands for the password: its age still counts, but not what it is.
      // A temporary password set by staff (back office) is changed at the first login too (decision 0030).
      const mustChange =
        (customer.password_change_required && Boolean(input.password)) ||
        isPasswordExpired(tenant, customer.password_changed_at, input.password || null, now);
      // A login that must change its password first gets no remember token: the token would log in later
      // in the password's place, and the change revokes it anyway.
      const remember = input.remember === true && !mustChange;
      if (isModuleEnabled(tenant.info.whitelabel, modIds.loginIpVerification)) {
        const challenge = await newIp.challenge(tenant, customer, client.ip, {
          remember,
          passwordChangeRequired: mustChange,
          lang: client.lang ?? tenant.settings.defaultLanguage,
        });
        if (challenge) throw new AppError('login.verification.required', challenge);
      }
      const value = await openSession(customer, client.ip, mustChange, client.userAgent);
      return remember ? withRememberToken(value, customer.id, now) : value;
    },

    /** `/wps/session/login/verification`: the code of a login from a new IP completes that login. */
    async completeLoginVerification(
      tenant: Tenant,
      input: { verificationToken: string; verificationCode: string },
      ip: string,
      userAgent = '',
    ): Promise<LoginValue> {
      const { customerId, remember, passwordChangeRequired } = await newIp.complete(
        input.verificationToken,
        input.verificationCode,
        ip,
      );
      const customer = await repo.findCustomerById(db, customerId);
      if (!customer || customer.merchant_id !== tenant.id || customer.status === 'DISABLED')
        throw new AppError('login.verification.invalid');
      checkSite(customer.type, 'portal');
      const value = await openSession(customer, ip, passwordChangeRequired, userAgent);
      return remember ? withRememberToken(value, customer.id, clock.now()) : value;
    },

    /** Free play: a fresh trial account (isAgent 4) per visit, logged in at once (DECISIONS.md 12). */
    async freePlay(tenant: Tenant, client: { ip: string; userAgent?: string }): Promise<LoginValue> {
      if (!isModuleEnabled(tenant.info.whitelabel, modIds.freePlay))
        throw new AppError('free.play.unavailable');
      const username = `trial_${randomBytes(5).toString('hex')}`;
      const created = await repo.insertCustomer(db, {
        merchant_id: tenant.id,
        username,
        password_hash: NO_PASSWORD,
        type: 4,
        nickname: null,
      });
      await opts.grantTrialMoney?.(tenant, created.id);
      const customer = await repo.findCustomerById(db, created.id);
      return openSession(customer!, client.ip, false, client.userAgent);
    },

    async logout(user: SessionUser) {
      await repo.revokeSessions(db, { tokenHash: user.tokenHash }, clock.now());
    },

    /** The session of a raw token, or null when it is unknown, revoked, expired or idle too long. */
    async authenticate(token: string): Promise<SessionUser | null> {
      if (!token || token.length > 128) return null;
      const now = clock.now();
      const tokenHash = hashToken(token);
      const row = await repo.findLiveSession(
        db,
        tokenHash,
        now,
        new Date(now.getTime() - minutes(authPolicy.sessionIdleMinutes)),
      );
      // A locked (back office) or disabled account's sessions answer no more.
      if (!row || row.status !== 'ACTIVE') return null;
      // Idle time is kept to the minute: one write a minute per session, not one per call.
      if (now.getTime() - new Date(row.last_seen_at).getTime() > 60_000)
        await repo.touchSession(db, row.session_id, now);
      return {
        sessionId: row.session_id,
        id: row.id,
        merchantId: row.merchant_id,
        username: row.username,
        type: row.type,
        parentId: row.parent_id,
        nickname: row.nickname,
        tokenHash,
        passwordChangeRequired: row.password_change_required,
      };
    },

    async memberInfo(user: SessionUser, lang: Lang = 'TW'): Promise<MemberInfo> {
      const source = opts.labels?.source;
      const labels = source
        ? await source(user.merchantId, user.id, lang)
        : { clubLabel: null, memberLabel: [] };
      return {
        id: user.id,
        account: user.username,
        nickname: user.nickname,
        type: user.type,
        // The transfer-to-upline entry: members and agents with an upline, never trial accounts.
        toUpline: user.parentId !== null && user.type !== 4 ? '1' : '0',
        clubLabel: labels.clubLabel,
        memberLabel: labels.memberLabel,
        passwordChangeRequired: user.passwordChangeRequired,
      };
    },

    /** `/wps/member/language`: saves the member's language, one the merchant offers. */
    async updateLanguage(tenant: Tenant, user: SessionUser, language: Lang) {
      if (!tenant.info.languages.includes(language))
        throw new AppError('request_param_err', { language: 'validation.pattern.ANY' });
      await repo.updateLanguage(db, user.id, language);
    },

    async changePassword(
      tenant: Tenant,
      user: SessionUser,
      input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
    ) {
      if (user.type === 4) throw new AppError('trial.account.forbidden');
      const rule = tenant.info.register.find((r) => r.name === 'password');
      const errors: Record<string, string> = {};
      if (!input.oldPassword) errors.oldPassword = 'required';
      if (!input.newPassword) errors.newPassword = 'required';
      else if (rule) {
        // The registration rule, with its message key (a length error says it is about length).
        const error = checkField({ ...rule, enabled: true, required: true }, input.newPassword);
        if (error) errors.newPassword = error.key;
      }
      if (input.confirmNewPassword !== input.newPassword) errors.confirmNewPassword = 'inconsistent';
      if (Object.keys(errors).length) throw new AppError('request_param_err', errors);
      const customer = await repo.findCustomerById(db, user.id);
      if (!customer || !(await hashed(() => verifyPassword(customer.password_hash, input.oldPassword)))) {
        // The member is logged in: the account is right, only the current password is wrong.
        throw new AppError('password.old.incorrect');
      }
      const hash = await hashed(() => hashPassword(input.newPassword));
      const now = clock.now();
      await repo.updatePassword(db, user.id, hash, now);
      // A password change ends every session; the client logs in again (spec section 4).
      await repo.revokeSessions(db, { customerId: user.id }, now);
    },

    /**
     * Operator action: sets an account's password to the merchant's default, so the member must change
     * it at the next login (spec section 4), and ends its sessions. False when there is no default or account.
     */
    /**
     * Back office: a temporary password the member must change at the next password login (decision
     * 0030); every session and remember token of the account ends.
     */
    async setTemporaryPassword(customerId: number, password: string): Promise<void> {
      const now = clock.now();
      await repo.updatePassword(db, customerId, await hashed(() => hashPassword(password)), now, true);
      await repo.revokeSessions(db, { customerId }, now);
    },

    /** Back office: ends every session of an account (a lock). */
    async endSessions(customerId: number): Promise<void> {
      await repo.revokeSessions(db, { customerId }, clock.now());
    },

    async resetToDefaultPassword(tenant: Tenant, username: string): Promise<boolean> {
      const password = tenant.settings.defaultPassword;
      const customer = await repo.findCustomerByUsername(db, tenant.id, username);
      if (!password || !customer || customer.type === 4) return false;
      const now = clock.now();
      await repo.updatePassword(db, customer.id, await hashed(() => hashPassword(password)), now);
      await repo.revokeSessions(db, { customerId: customer.id }, now);
      return true;
    },

    async issueCaptcha(): Promise<{ id: string; image: string }> {
      const text = captchaText();
      const id = randomUUID();
      await repo.insertCaptcha(
        db,
        id,
        hashToken(text),
        new Date(clock.now().getTime() + minutes(authPolicy.captchaMinutes)),
      );
      return { id, image: renderCaptchaPng(text).toString('base64') };
    },

    checkCaptcha,
  };
}
export type AccountService = ReturnType<typeof createAccountService>;

/**
 * Spec section 6: only agents log in to the agent site, only members to the portal. Checked after the
 * password, so the answer tells the account's type only to its owner.
 */
function checkSite(type: number, site: 'portal' | 'agent') {
  if (site === 'agent' && !(agentTypes as readonly number[]).includes(type))
    throw new AppError('error_not_agent');
  if (site === 'portal' && (agentOnlyTypes as readonly number[]).includes(type))
    throw new AppError('error_not_member');
}

/**
 * Spec section 4: the merchant's default password, or an expired one under forced change. `password` is
 * null for a remembered login (the password itself is not known, its age is).
 */
function isPasswordExpired(tenant: Tenant, changedAt: Date, password: string | null, now: Date): boolean {
  if (password !== null && tenant.settings.defaultPassword && password === tenant.settings.defaultPassword)
    return true;
  if (!isModuleEnabled(tenant.info.whitelabel, modIds.forcedPasswordExpiryChange)) return false;
  return now.getTime() - new Date(changedAt).getTime() > authPolicy.passwordMaxAgeDays * 86_400_000;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
