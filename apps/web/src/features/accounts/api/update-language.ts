import type { Lang } from '@portal/i18n/langs';
import { api } from '@/lib/api-client';

/** `POST /wps/member/language`: the member's language, for the mail and texts the server sends it. */
export const updateLanguage = (language: Lang): Promise<null> =>
  api.post<null>('/wps/member/language', { language });
