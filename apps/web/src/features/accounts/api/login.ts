import type { LoginValue, loginRequest } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { InferIn } from '@/lib/contract-types';

export type LoginBody = InferIn<typeof loginRequest>;

/** `POST /wps/session/login`: by user name and password, or by mobile number and SMS code. */
export const login = (body: LoginBody): Promise<LoginValue> =>
  api.post<LoginValue>('/wps/session/login', body);

/** `POST /wps/session/login/verification`: the code of a login from a new IP completes it. */
export const verifyLogin = (body: {
  verificationToken: string;
  verificationCode: string;
}): Promise<LoginValue> => api.post<LoginValue>('/wps/session/login/verification', body);

/** `POST /wps/session/login/freeplay`: a fresh trial account (customerType 4), logged in. */
export const loginFreePlay = (): Promise<LoginValue> =>
  api.post<LoginValue>('/wps/session/login/freeplay', { platform: 'W' });

/** `DELETE /wps/session/logout`: ends the session on the server; a 401 means it already ended. */
export const logout = (): Promise<null> =>
  api.delete<null>('/wps/session/logout', { keepSessionOn401: true });
