import type { z } from 'zod';
import type { BindMobileRequest, MemberProfileValue, profileUpdateRequest } from '@portal/contract';
import { checkField } from '@portal/contract/field-rules';
import type { Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { Tenant } from '../merchants/service.ts';
import * as repo from './profile-repository.ts';
import type { SessionUser } from './service.ts';
import { phoneKey, type SmsCodes } from './sms-codes.ts';

export const DEFAULT_AVATAR = '/demo/default/avatar.svg';
/** The avatars a member may pick (demo images of the repository). */
export const avatarOptions = Array.from({ length: 6 }, (_, i) => `/demo/avatars/a${i + 1}.svg`);

const contactFields = ['qqNum', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat'] as const;
/** Profile fields kept in the `profile` document besides the contacts (decision 0051). */
const personalFields = ['birthday', 'address', 'idNumber'] as const;

/** A real day in the past, after 1900 (YYYY-MM-DD). */
function validBirthday(day: string, now: Date): boolean {
  const d = new Date(`${day}T00:00:00Z`);
  return (
    !Number.isNaN(d.getTime()) &&
    d.toISOString().slice(0, 10) === day &&
    d < now &&
    d.getUTCFullYear() >= 1900
  );
}

/** Keeps the first 3 and the last 3 digits: 0912***678. */
const maskMobile = (n: string) =>
  n.length <= 6 ? n : `${n.slice(0, 3)}${'*'.repeat(n.length - 6)}${n.slice(-3)}`;

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || /unique/i.test(String((error as Error)?.message));

export function createProfile(db: Db, deps: { smsCodes: SmsCodes }) {
  const { smsCodes } = deps;
  const current = async (user: SessionUser) => (await repo.avatarOf(db, user.id)) ?? DEFAULT_AVATAR;

  return {
    icon: async (user: SessionUser) => ({ iconUrl: await current(user) }),
    avatars: async (user: SessionUser) => ({ current: await current(user), options: avatarOptions }),

    async setAvatar(user: SessionUser, iconUrl: string) {
      if (!avatarOptions.includes(iconUrl))
        throw new AppError('request_param_err', { iconUrl: 'validation.pattern.ANY' });
      await repo.updateCustomer(db, user.id, { avatar: iconUrl });
      return { iconUrl };
    },

    /** Changes only the fields sent; each must pass its field rule; the payee name is set once. */
    async update(tenant: Tenant, user: SessionUser, input: z.infer<typeof profileUpdateRequest>) {
      if (user.type === 4) throw new AppError('trial.account.forbidden');
      const errors: Record<string, string> = {};
      for (const [name, value] of Object.entries(input)) {
        if (value === undefined || name === 'nickname') continue;
        const rule = tenant.info.register.find((r) => r.name === name);
        const error = rule ? checkField({ ...rule, enabled: true, required: false }, value) : null;
        if (error) errors[name] = error.key;
      }
      const row = await repo.profileOf(db, user.id);
      if (input.payeeName !== undefined && row.payee_name && input.payeeName !== row.payee_name)
        errors.payeeName = 'validation.payeeNameLocked';
      if (input.birthday && !validBirthday(input.birthday, clock.now())) errors.birthday = 'validation.date';
      if (Object.keys(errors).length) throw new AppError('request_param_err', errors);
      const profile = { ...row.profile };
      for (const f of [...contactFields, ...personalFields])
        if (input[f] !== undefined) {
          if (input[f]) profile[f] = input[f]!;
          else delete profile[f];
        }
      await repo.updateCustomer(db, user.id, {
        ...(input.nickname !== undefined ? { nickname: input.nickname || null } : {}),
        ...(input.email !== undefined ? { email: input.email || null } : {}),
        ...(input.payeeName ? { payee_name: input.payeeName } : {}),
        profile: JSON.stringify(profile),
      });
    },

    /** `GET /wps/member/profile`: the security centre's fields, the mobile number masked. */
    async detail(tenant: Tenant, user: SessionUser): Promise<MemberProfileValue> {
      const r = await repo.detailOf(db, user.id);
      const p = r.profile ?? {};
      const text = (k: string) => p[k] || null;
      return {
        email: r.email,
        payeeName: r.payee_name,
        birthday: text('birthday'),
        address: text('address'),
        idNumber: text('idNumber'),
        qqNum: text('qqNum'),
        line: text('line'),
        whatsapp: text('whatsapp'),
        zalo: text('zalo'),
        facebook: text('facebook'),
        wechat: text('wechat'),
        mobileNum: r.mobile_num ? maskMobile(r.mobile_num) : null,
        countryDialingCode: r.country_dialing_code ? `+${r.country_dialing_code}` : null,
        mobileVerified: r.mobile_verified_at !== null,
      };
    },

    /** `POST /wps/verification/sms/bind`: a code to a number no other member of the merchant has. */
    async sendBindCode(
      tenant: Tenant,
      user: SessionUser,
      body: { countryDialingCode: string; mobileNo: string },
      ip: string,
      lang: Lang,
    ) {
      if (user.type === 4) throw new AppError('trial.account.forbidden');
      const dial = body.countryDialingCode.replace(/\D/g, '');
      const mobile = body.mobileNo.replace(/\D/g, '');
      const owner = await repo.mobileOwner(db, tenant.id, dial, mobile);
      if (owner !== undefined && owner !== user.id) throw new AppError('mobile.exists');
      return smsCodes.send(tenant, {
        phone: phoneKey(dial, mobile),
        purpose: 'bind',
        ip,
        lang,
        deliver: true,
      });
    },

    /** `POST /wps/verification/sms/current`: a code to the verified number on file, before it changes. */
    async sendCurrentCode(tenant: Tenant, user: SessionUser, ip: string, lang: Lang) {
      if (user.type === 4) throw new AppError('trial.account.forbidden');
      const r = await repo.detailOf(db, user.id);
      if (!r.mobile_num || !r.country_dialing_code || r.mobile_verified_at === null)
        throw new AppError('mobile.not.verified');
      return smsCodes.send(tenant, {
        phone: phoneKey(r.country_dialing_code, r.mobile_num),
        purpose: 'current',
        ip,
        lang,
        deliver: true,
      });
    },

    /**
     * `PUT /wps/member/mobile`: the number becomes the member's, verified now. A verified number on file is
     * replaced only with the code sent to it as well (`currentCode`), checked before the new one.
     */
    async bindMobile(tenant: Tenant, user: SessionUser, body: BindMobileRequest) {
      if (user.type === 4) throw new AppError('trial.account.forbidden');
      const dial = body.countryDialingCode.replace(/\D/g, '');
      const mobile = body.mobileNum.replace(/\D/g, '');
      const r = await repo.detailOf(db, user.id);
      const verified = r.mobile_num && r.country_dialing_code && r.mobile_verified_at !== null;
      if (verified && r.mobile_num === mobile && r.country_dialing_code === dial)
        throw new AppError('request_param_err', { mobileNum: 'validation.mobileSame' });
      if (verified) {
        if (!body.currentCode)
          throw new AppError('request_param_err', { currentCode: 'validation.required' });
        await smsCodes.verify(
          tenant,
          phoneKey(r.country_dialing_code!, r.mobile_num!),
          'current',
          body.currentCode,
        );
      }
      const owner = await repo.mobileOwner(db, tenant.id, dial, mobile);
      if (owner !== undefined && owner !== user.id) throw new AppError('mobile.exists');
      await smsCodes.verify(tenant, phoneKey(dial, mobile), 'bind', body.verificationCode);
      try {
        await repo.updateCustomer(db, user.id, {
          mobile_num: mobile,
          country_dialing_code: dial,
          mobile_verified_at: clock.now(),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('mobile.exists');
        throw error;
      }
      return this.detail(tenant, user);
    },
  };
}
export type Profile = ReturnType<typeof createProfile>;
