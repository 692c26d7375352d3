import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginValue, OAuthLinkValue } from '@portal/contract';
import { api } from '@/lib/api-client';
import { getMerchantCode } from '@/lib/merchant';

export type SocialProvider = 'google' | 'facebook';

/** `GET /wps/oauth/providers`: providers configured on the server and switched on for the merchant. */
export const socialProvidersQuery = (wanted: boolean) =>
  queryOptions({
    queryKey: ['oauth', 'providers'] as const,
    queryFn: ({ signal }) =>
      api.get<{ providers: SocialProvider[] }>('/wps/oauth/providers', undefined, signal),
    enabled: wanted,
    staleTime: 5 * 60_000,
  });

export function useSocialLinkInfo(ticket: string | null) {
  return useQuery({
    queryKey: ['oauth', 'link', ticket] as const,
    queryFn: ({ signal }) => api.get<OAuthLinkValue>('/wps/oauth/link', { ticket: ticket! }, signal),
    enabled: Boolean(ticket),
    staleTime: Infinity,
    retry: false,
  });
}

/** `POST /wps/oauth/login`: the one-time ticket of `/?oauthLogin=` for a session. */
export const loginWithSocialTicket = (ticket: string): Promise<LoginValue> =>
  api.post<LoginValue>('/wps/oauth/login', { ticket });

/** The browser leaves for the provider; the server sends it back with a ticket. */
export const socialStartUrl = (provider: SocialProvider) =>
  `/oauth/${provider}/start?merchant=${encodeURIComponent(getMerchantCode())}`;
