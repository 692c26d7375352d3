import { useQuery } from '@tanstack/react-query';
import type { BindMobileRequest, MemberProfileValue, SmsSendValue } from '@portal/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';
import type { SmsTarget } from './send-sms';

export type MemberProfile = MemberProfileValue;

/** `GET /wps/member/profile` (decision 0051): contacts, birthday, address, ID number and the mobile number. */
export function useMemberProfile() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: queryKeys.memberProfile(token ?? ''),
    queryFn: ({ signal }) => api.get<MemberProfile>('/wps/member/profile', undefined, signal),
    enabled: token !== null,
  });
}

/** `POST /wps/verification/sms/bind`: the code to the number to bind. */
export const sendBindSms = (target: SmsTarget): Promise<SmsSendValue> =>
  api.post<SmsSendValue>('/wps/verification/sms/bind', target);

/** `POST /wps/verification/sms/current`: the code to the verified number on file, before it changes. */
export const sendCurrentSms = (): Promise<SmsSendValue> =>
  api.post<SmsSendValue>('/wps/verification/sms/current', {});

/** `PUT /wps/member/mobile`: binds the number; answers the profile. */
export const bindMobile = (body: BindMobileRequest): Promise<MemberProfile> =>
  api.put<MemberProfile>('/wps/member/mobile', body);
