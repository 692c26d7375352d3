import type { SmsSendValue } from '@portal/contract';
import { api } from '@/lib/api-client';

export interface SmsTarget {
  countryDialingCode: string;
  mobileNo: string;
}

/** `POST /wps/verification/sms/register`: the code for mobile registration. */
export const sendRegisterSms = (target: SmsTarget): Promise<SmsSendValue> =>
  api.post<SmsSendValue>('/wps/verification/sms/register', target);

/** `POST /wps/verification/sms/noLogin`: the code for SMS login or for a password reset. */
export const sendNoLoginSms = (target: SmsTarget, purpose: 'login' | 'reset'): Promise<SmsSendValue> =>
  api.post<SmsSendValue>('/wps/verification/sms/noLogin', { ...target, purpose });
