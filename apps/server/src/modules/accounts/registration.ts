import { randomBytes, randomInt } from 'node:crypto';
import type {
  CountryEntry,
  RegisterRequest,
  RegisterValue,
  SmsSendValue,
  LoginValue,
} from '@portal/contract';
import { isModuleEnabled, mobileRegistrationAsksPassword, modIds } from '@portal/contract/constants';
import { checkForm, contactFields } from '@portal/contract/field-rules';
import { translate, type Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { Tenant } from '../merchants/service.ts';
import * as repo from './repository.ts';
import * as registrationRepo from './registration-repository.ts';
import type { OAuth } from './oauth.ts';
import type { AccountService } from './service.ts';
import { phoneKey, type SmsCodes } from './sms-codes.ts';
import { hashToken } from './tokens.ts';

export const RESET_LINK_MINUTES = 30;
/** Optional registration fields kept with the account as its profile. */
const profileFields = ['qqNum', ...contactFields, 'recommenderId', 'referralCode'] as const;

export function createRegistration(
  db: Db,
  deps: {
    accounts: AccountService;
    smsCodes: SmsCodes;
    mailer: Mailer;
    oauth: OAuth;
    /**
     * Called once the account exists (before its session starts), e.g. the tickets' welcome ticket
     * (decision 0047). A failure is logged by the caller's hook and never undoes the registration.
     */
    onRegistered?: (tenant: Tenant, customerId: number) => Promise<void>;
    /**
     * Agents' invitation links (decision 0054): a code that is no agent's affiliate code may be a link's;
     * the member then gets the link's agent as parent, its account type and rebates.
     */
    agentLinks?: {
      linkForRegistration(
        tenant: Tenant,
        code: string,
      ): Promise<{
        linkId: number;
        agentId: number;
        agent: string;
        accountType: number;
        rebates: Record<string, number>;
      } | null>;
      applyLinkRebates(
        tenant: Tenant,
        customerId: number,
        agentId: number,
        rebates: Record<string, number>,
        conn: Db,
      ): Promise<void>;
    };
    /**
     * Invite friends (decision 0063): a member's referral code (`referralCode`, or the simplified link's
     * `?r=` arriving as an affiliate code that is no agent's) ties the new member to that member as its
     * referrer, in the registration's transaction. It is not the agent upline.
     */
    referrals?: {
      referrerFor(tenant: Tenant, code: string | undefined): Promise<{ id: number; code: string } | null>;
      recordReferral(
        conn: Db,
        tenant: Tenant,
        friendId: number,
        referrer: { id: number; code: string },
      ): Promise<void>;
    };
  },
) {
  const { accounts, smsCodes, mailer, oauth } = deps;

  async function findAgentByCode(tenant: Tenant, code: string) {
    return registrationRepo.findAgentByCode(db, tenant.id, code);
  }

  const findByPhone = (tenant: Tenant, dialing: string, mobile: string) =>
    registrationRepo.findByPhone(db, tenant.id, dialing.replace(/\D/g, ''), mobile.replace(/\D/g, ''));

  /** The account of a number, once the number's SMS code for that purpose is spent. */
  async function verifiedPhoneOwner(
    tenant: Tenant,
    dialing: string,
    mobile: string,
    purpose: 'login' | 'reset',
    code: string | undefined,
  ) {
    await smsCodes.verify(tenant, phoneKey(dialing, mobile), purpose, code);
    return findByPhone(tenant, dialing, mobile);
  }

  // The country table never changes while the server runs: read once.
  let countryList: Promise<CountryEntry[]> | undefined;

  return {
    /** `/wps/system/country`: every country and its dialling code, the usual ones first. */
    countries(): Promise<CountryEntry[]> {
      countryList ??= repo
        .listCountries(db)
        .then((rows) => rows.map((r) => ({ countryCode: r.code, countryDialingCode: `+${r.dialing_code}` })));
      countryList.catch(() => (countryList = undefined));
      return countryList;
    },

    /** `/wps/agent/affiliate`: the agent behind an invitation code. */
    async checkAffiliate(tenant: Tenant, code: string) {
      const agent = await findAgentByCode(tenant, code);
      if (agent) return { code, agent: agent.username };
      const link = await deps.agentLinks?.linkForRegistration(tenant, code);
      if (link) return { code, agent: link.agent };
      // The simplified invite link (`?r=`) of a member: valid, and no agent behind it.
      if (await deps.referrals?.referrerFor(tenant, code)) return { code, agent: '' };
      throw new AppError('affiliate.code.invalid');
    },

    async register(
      tenant: Tenant,
      input: RegisterRequest,
      client: { ip: string; captchaId?: string; mobile: boolean },
    ): Promise<RegisterValue> {
      const tree = tenant.info.whitelabel;
      const allowed =
        isModuleEnabled(tree, modIds.directRegistration) &&
        isModuleEnabled(tree, client.mobile ? modIds.mobileRegistration : modIds.usernameRegistration);
      if (!allowed) throw new AppError('registration.closed');

      // Mobile registration: the user name is the mobile number; passwords only when the merchant asks for them.
      const withPassword = !client.mobile || mobileRegistrationAsksPassword(tree);
      const values: Record<string, string | undefined> = { ...stringFields(input) };
      if (client.mobile) values.username = input.mobileNum;
      const rules = tenant.info.register
        .filter((r) => (client.mobile ? r.name !== 'username' : true))
        .filter((r) => withPassword || (r.name !== 'password' && r.name !== 'confirmPassword'))
        .map((r) => (client.mobile && r.name === 'mobileNum' ? { ...r, enabled: true, required: true } : r))
        .filter((r) => r.name !== 'captcha' && r.name !== 'verificationCode');
      const errors: Record<string, string> = {};
      for (const [field, error] of Object.entries(checkForm(rules, values))) errors[field] = error.key;
      if (Object.keys(errors).length) throw new AppError('request_param_err', errors);

      const captchaRule = tenant.info.register.find((r) => r.name === 'captcha');
      if (captchaRule?.enabled && !(await accounts.checkCaptcha(client.captchaId, input.captcha))) {
        throw new AppError('captcha.invalid', { captcha: true });
      }
      const dialing = (input.countryDialingCode ?? '').replace(/\D/g, '');
      const mobile = (input.mobileNum ?? '').replace(/\D/g, '');
      const smsChecked = isModuleEnabled(tree, modIds.smsVerification) && !!mobile;
      if (smsChecked)
        await smsCodes.verify(tenant, phoneKey(dialing, mobile), 'register', input.verificationCode);
      let parentId: number | null = null;
      let link: Awaited<ReturnType<NonNullable<typeof deps.agentLinks>['linkForRegistration']>> = null;
      if (input.affiliateCode) parentId = (await findAgentByCode(tenant, input.affiliateCode))?.id ?? null;
      if (input.affiliateCode && parentId === null && deps.agentLinks) {
        link = await deps.agentLinks.linkForRegistration(tenant, input.affiliateCode);
        parentId = link?.agentId ?? null;
      }
      let referrer = (await deps.referrals?.referrerFor(tenant, input.referralCode)) ?? null;
      if (input.affiliateCode && parentId === null) {
        const viaLink = (await deps.referrals?.referrerFor(tenant, input.affiliateCode)) ?? null;
        if (!viaLink) throw new AppError('affiliate.code.invalid');
        referrer ??= viaLink;
      }
      if (input.oauthLink) await oauth.peekLink(tenant, input.oauthLink);

      const password =
        withPassword && input.password ? input.password : randomBytes(24).toString('base64url');
      const passwordHash = await accounts.hashNewPassword(password);
      const username = client.mobile ? await freeAccountName(tenant) : (input.username ?? '');
      const profile = Object.fromEntries(profileFields.flatMap((f) => (input[f] ? [[f, input[f]!]] : [])));
      let customerId: number;
      try {
        // A link's member and its rebates commit together: a member without its rows would bet at the
        // lottery's own maximum series.
        customerId = await db.transaction().execute(async (trx) => {
          const created = await registrationRepo.insertMember(trx, {
            merchant_id: tenant.id,
            username,
            password_hash: passwordHash,
            type: link?.accountType ?? 0,
            parent_id: parentId,
            agent_link_id: link?.linkId ?? null,
            nickname: null,
            mobile_num: mobile || null,
            country_dialing_code: mobile ? dialing : null,
            mobile_verified_at: smsChecked ? clock.now() : null,
            email: input.email || null,
            payee_name: input.payeeName || null,
            profile: JSON.stringify(profile),
            register_method: input.registerMethod ?? 'WEB',
          });
          if (link)
            await deps.agentLinks!.applyLinkRebates(tenant, created.id, link.agentId, link.rebates, trx);
          if (referrer) await deps.referrals!.recordReferral(trx, tenant, created.id, referrer);
          return created.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('account.exists');
        throw error;
      }
      if (input.oauthLink) await oauth.link(tenant, input.oauthLink, customerId);
      if (deps.onRegistered) await deps.onRegistered(tenant, customerId);
      const session = await accounts.startSession(tenant, customerId, client.ip);
      return {
        customerId,
        token: session.token,
        userName: client.mobile ? mobile : username,
        ...(client.mobile ? { account: username } : {}),
      };
    },

    async sendSms(
      tenant: Tenant,
      kind: 'register' | 'noLogin',
      input: { countryDialingCode: string; mobileNo: string; purpose?: 'login' | 'reset' },
      ip: string,
      lang: Lang,
    ): Promise<SmsSendValue> {
      const purpose = kind === 'register' ? 'register' : (input.purpose ?? 'reset');
      // Each text costs the merchant money: send only for a flow the merchant has switched on (SMS pumping).
      if (!smsAllowed(tenant, purpose)) throw new AppError('function.not.available');
      const owner =
        kind === 'register' ? null : await findByPhone(tenant, input.countryDialingCode, input.mobileNo);
      // Login and reset codes go only to registered numbers, but the answer is the same either way.
      const deliver = kind === 'register' || (owner !== undefined && owner?.status === 'ACTIVE');
      return smsCodes.send(tenant, {
        phone: phoneKey(input.countryDialingCode, input.mobileNo),
        purpose,
        ip,
        // A registered member reads the text in the language it chose (`/wps/member/language`).
        lang: owner?.language ?? lang,
        deliver,
      });
    },

    /** Mobile number and SMS code login (MOBILEVERCODELOGIN3). */
    async loginBySms(
      tenant: Tenant,
      input: { countryDialingCode?: string; mobileNum?: string; smsCode?: string },
      ip: string,
    ): Promise<LoginValue> {
      if (!isModuleEnabled(tenant.info.whitelabel, modIds.mobileCodeLogin))
        throw new AppError('function.not.available');
      if (!input.mobileNum || !input.countryDialingCode)
        throw new AppError('request_param_err', { mobileNum: 'validation.required' });
      const owner = await verifiedPhoneOwner(
        tenant,
        input.countryDialingCode,
        input.mobileNum,
        'login',
        input.smsCode,
      );
      if (!owner || owner.status !== 'ACTIVE') throw new AppError('sms.code.invalid');
      return accounts.startSession(tenant, owner.id, ip);
    },

    /** Forgot by email: the same confirmation whatever was typed; a reset link goes out only on a match. */
    async forgotByEmail(
      tenant: Tenant,
      input: { username: string; email: string },
      opts: { lang: Lang; origin: string },
    ) {
      // Spec section 5: the user name must be valid. Older names may predate today's rule (demo_member),
      // but no account name ever held a space: "a b" is refused, not answered as if sent.
      if (/\s/.test(input.username))
        throw new AppError('request_param_err', { username: 'validation.usernameNoSpaces' });
      const customer = await repo.findCustomerByUsername(db, tenant.id, input.username);
      if (
        !customer ||
        !customer.email ||
        customer.email.toLowerCase() !== input.email.toLowerCase() ||
        customer.type === 4
      )
        return;
      const token = randomBytes(32).toString('base64url');
      await registrationRepo.insertPasswordReset(
        db,
        hashToken(token),
        customer.id,
        new Date(clock.now().getTime() + RESET_LINK_MINUTES * 60_000),
      );
      const vars = {
        brand: tenant.settings.brand.name,
        username: customer.username,
        minutes: RESET_LINK_MINUTES,
        link: `${opts.origin}/?resetToken=${token}`,
      };
      // The member's chosen language, else the language of the page that asked.
      const lang = customer.language ?? opts.lang;
      await mailer.send({
        merchantId: tenant.id,
        to: customer.email,
        subject: translate(lang, 'mail.resetSubject', vars),
        text: translate(lang, 'mail.resetBody', vars),
      });
    },

    /** Sets a new password from an emailed link (single use) and logs in. A lock never blocks this (SECURITY.md 3). */
    async resetByLink(
      tenant: Tenant,
      input: { token: string; newPassword: string },
      ip: string,
    ): Promise<LoginValue> {
      checkNewPassword(tenant, input.newPassword);
      const now = clock.now();
      const row = await registrationRepo.useResetLink(db, hashToken(input.token), now);
      if (!row) throw new AppError('reset.link.invalid');
      return setPasswordAndLogin(tenant, row.customer_id, input.newPassword, ip);
    },

    /** Set password by phone (CHNGPASSVERIF3): the SMS reset code proves the number; logs in with the new password. */
    async setPasswordByPhone(
      tenant: Tenant,
      input: { newPassword: string; mobileNum: string; countryDialingCode: string; verificationCode: string },
      ip: string,
    ): Promise<LoginValue> {
      if (!isModuleEnabled(tenant.info.whitelabel, modIds.forgotPasswordByPhone))
        throw new AppError('function.not.available');
      checkNewPassword(tenant, input.newPassword);
      const owner = await verifiedPhoneOwner(
        tenant,
        input.countryDialingCode,
        input.mobileNum,
        'reset',
        input.verificationCode,
      );
      if (!owner || owner.status === 'DISABLED') throw new AppError('sms.code.invalid');
      return setPasswordAndLogin(tenant, owner.id, input.newPassword, ip);
    },
  };

  async function setPasswordAndLogin(tenant: Tenant, customerId: number, newPassword: string, ip: string) {
    const now = clock.now();
    await repo.updatePassword(db, customerId, await accounts.hashNewPassword(newPassword), now);
    await repo.revokeSessions(db, { customerId }, now);
    // The owner proved control of the account: a login lock from others' guesses ends here.
    const customer = await repo.findCustomerById(db, customerId);
    if (customer) await repo.clearThrottle(db, accounts.accountThrottleKey(tenant, customer.username));
    return accounts.startSession(tenant, customerId, ip);
  }

  /** A free generated account name for mobile registration: `m` and eight digits. */
  async function freeAccountName(tenant: Tenant): Promise<string> {
    for (;;) {
      const name = `m${String(randomInt(10 ** 8)).padStart(8, '0')}`;
      if (!(await repo.findCustomerByUsername(db, tenant.id, name))) return name;
    }
  }
}
export type Registration = ReturnType<typeof createRegistration>;

/** Whether the merchant's flags open a flow that sends an SMS code of this purpose. */
export function smsAllowed(tenant: Tenant, purpose: 'register' | 'login' | 'reset'): boolean {
  const on = (modId: string) => isModuleEnabled(tenant.info.whitelabel, modId);
  switch (purpose) {
    // Mobile registration, or a user-name registration whose mobile number is verified (REGMOBVERF3).
    case 'register':
      return on(modIds.directRegistration) && (on(modIds.mobileRegistration) || on(modIds.smsVerification));
    case 'login':
      return on(modIds.mobileCodeLogin);
    case 'reset':
      return on(modIds.forgotPasswordByPhone);
  }
}

/** The password rule of the merchant (field rule `password`), for resets and changes. */
export function checkNewPassword(tenant: Tenant, password: string) {
  const rule = tenant.info.register.find((r) => r.name === 'password');
  if (!rule) return;
  const errors = checkForm([{ ...rule, enabled: true, required: true }], { password });
  if (errors.password) throw new AppError('request_param_err', { newPassword: errors.password.key });
}

function stringFields(input: RegisterRequest): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string | undefined
  >;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || /unique/i.test(String((error as Error)?.message));
