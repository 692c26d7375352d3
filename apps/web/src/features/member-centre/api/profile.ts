import type { profileUpdateRequest } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { InferIn } from '@/lib/contract-types';

/** `PUT /wps/member/info`: changes the sent profile fields, each checked against its field rule. */
export const updateProfile = (body: InferIn<typeof profileUpdateRequest>): Promise<null> =>
  api.put<null>('/wps/member/info', body);
