import type { z } from 'zod';
import type { profileUpdateRequest } from '@portal/contract';
import { checkField } from '@portal/contract/field-rules';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../merchants/service.ts';
import * as repo from './profile-repository.ts';
import type { SessionUser } from './service.ts';

export const DEFAULT_AVATAR = '/demo/default/avatar.svg';
/** The avatars a member may pick (demo images of the repository). */
export const avatarOptions = Array.from({ length: 6 }, (_, i) => `/demo/avatars/a${i + 1}.svg`);

const contactFields = ['qqNum', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat'] as const;

export function createProfile(db: Db) {
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
      if (Object.keys(errors).length) throw new AppError('request_param_err', errors);
      const profile = { ...row.profile };
      for (const f of contactFields) if (input[f] !== undefined) profile[f] = input[f]!;
      await repo.updateCustomer(db, user.id, {
        ...(input.nickname !== undefined ? { nickname: input.nickname || null } : {}),
        ...(input.email !== undefined ? { email: input.email || null } : {}),
        ...(input.payeeName ? { payee_name: input.payeeName } : {}),
        profile: JSON.stringify(profile),
      });
    },
  };
}
export type Profile = ReturnType<typeof createProfile>;
