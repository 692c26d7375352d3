import { api } from '@/lib/api-client';

/**
 * `GET /wps/captcha`: a base64 PNG. The answer is bound to this browser by an HttpOnly cookie, so the
 * client only shows the image and sends the typed text. Never cached (single use).
 */
export async function getCaptchaImage(): Promise<string> {
  const base64 = await api.get<string>('/wps/captcha');
  return `data:image/png;base64,${base64}`;
}
