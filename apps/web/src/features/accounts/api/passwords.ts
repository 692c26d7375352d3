import type { LoginValue } from '@portal/contract';
import { api } from '@/lib/api-client';

/** `POST /wps/member/password`: ends every session of the account on success. */
export const changePassword = (body: {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}): Promise<null> => api.post<null>('/wps/member/password', body);

/** `POST /wps/member/password/email`, form-encoded: the same confirmation whether or not they match. */
export const forgotPasswordByEmail = (form: { username: string; email: string }): Promise<null> =>
  api.post<null>('/wps/member/password/email', undefined, { form });

/** `POST /wps/member/password/reset`: a new password with the token of an emailed link, answered with a login. */
export const resetPasswordByLink = (body: { token: string; newPassword: string }): Promise<LoginValue> =>
  api.post<LoginValue>('/wps/member/password/reset', body);

/** `POST /wps/member/password/verification`: a new password by SMS code, answered with a login. */
export const setPasswordByPhone = (body: {
  newPassword: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}): Promise<LoginValue> => api.post<LoginValue>('/wps/member/password/verification', body);
