import { z } from 'zod';

/** Spec section 5: inputs are trimmed, except SMS codes. */
const trimmed = (max: number) => z.string().trim().max(max);

export const loginRequest = z.object({
  username: trimmed(64).default(''),
  // Passwords are never trimmed or truncated (SECURITY.md item 2); 256 is far above any rule.
  password: z.string().max(256).default(''),
  captcha: trimmed(16).optional(),
  type: z.enum(['username', 'sms']).default('username'),
  mobileNum: trimmed(20).optional(),
  countryDialingCode: trimmed(6).optional(),
  smsCode: z.string().max(8).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginValue = z.object({
  token: z.string(),
  id: z.number().int(),
  userName: z.string(),
  customerType: z.number().int(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
});
export type LoginValue = z.infer<typeof loginValue>;

/** `isAgent` of the spec: 0 member; 1, 2, 41, 42 agents; 4 trial (free play); 40-42 virtual players. */
export const customerTypes = { member: 0, agent: 1, agent2: 2, trial: 4 } as const;
export const agentTypes = [1, 2, 41, 42] as const;

export const memberInfoValue = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  toUpline: z.string(),
  clubLabel: z
    .object({ labelName: z.string(), color: z.string(), color2: z.string(), rankLevel: z.number().int() })
    .nullable(),
  memberLabel: z.array(z.object({ labelName: z.string(), color: z.string() })),
});
export type MemberInfo = z.infer<typeof memberInfoValue>;

export const freePlayRequest = z.object({
  os: z.string().max(32).optional(),
  platform: z.string().max(8).optional(),
});

export const changePasswordRequest = z.object({
  oldPassword: z.string().max(256),
  newPassword: z.string().max(256),
  confirmNewPassword: z.string().max(256),
});
