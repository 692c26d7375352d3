import { useQuery } from '@tanstack/react-query';
import type { GeetestConfig } from '@portal/contract';
import { api } from '@/lib/api-client';

/**
 * `GET /wps/captcha/geetest`: the Geetest v4 widget to show after failed logins, or null when the server
 * checks the image captcha. Asked only once a login needs a human check, then kept.
 */
export function useGeetestConfig(enabled: boolean) {
  return useQuery({
    queryKey: ['captcha', 'geetest'] as const,
    queryFn: ({ signal }) => api.get<GeetestConfig>('/wps/captcha/geetest', undefined, signal),
    staleTime: Infinity,
    enabled,
  });
}
