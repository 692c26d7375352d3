import type { RegisterRequest, RegisterValue } from '@portal/contract';
import type { Infer } from '@/lib/contract-types';
import type { affiliateValue } from '@portal/contract';
import { api } from '@/lib/api-client';

export type RegType = 'register' | 'registerMobile';

/** `PUT /wps/member/register` or `/wps/member/register/mobile` (the latter answers the generated account). */
export const registerMember = (regType: RegType, body: RegisterRequest): Promise<RegisterValue> =>
  api.put<RegisterValue>(
    regType === 'registerMobile' ? '/wps/member/register/mobile' : '/wps/member/register',
    body,
  );

export type AffiliateValue = Infer<typeof affiliateValue>;

/** `GET /wps/agent/affiliate?code=&domain=`: the agent of an invitation code, or 400 affiliate.code.invalid. */
export const checkAffiliate = (code: string): Promise<AffiliateValue> =>
  api.get<AffiliateValue>('/wps/agent/affiliate', { code, domain: window.location.host });
