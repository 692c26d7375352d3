/**
 * Social login providers (spec: Google and Facebook buttons when enabled). A provider turns the code of
 * an OAuth 2.0 authorization-code redirect into the identity of the person who signed in. Only
 * configured providers exist; with none configured the buttons stay hidden.
 */
export type OAuthProviderId = 'google' | 'facebook';

export interface OAuthIdentity {
  /** The provider's stable id of the person (OpenID `sub`, Facebook `id`). */
  subject: string;
  email: string | null;
  name: string | null;
}

export interface OAuthProvider {
  id: OAuthProviderId;
  authorizeUrl(p: { state: string; redirectUri: string }): string;
  identify(p: { code: string; redirectUri: string }): Promise<OAuthIdentity>;
}

export interface OAuth2Options {
  id: OAuthProviderId;
  clientId: string;
  clientSecret: string;
  authorizeEndpoint: string;
  tokenEndpoint: string;
  userInfoEndpoint: string;
  scope: string;
  /** Answers slower than this fail the sign-in instead of holding the request. */
  timeoutMs?: number;
}

/** The standard authorization-code flow: token endpoint with the client secret, then the user-info endpoint. */
export function oauth2Provider(o: OAuth2Options): OAuthProvider {
  const timeout = () => AbortSignal.timeout(o.timeoutMs ?? 10_000);
  return {
    id: o.id,
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(o.authorizeEndpoint);
      url.search = new URLSearchParams({
        client_id: o.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: o.scope,
        state,
      }).toString();
      return url.toString();
    },
    async identify({ code, redirectUri }) {
      const tokenResponse = await fetch(o.tokenEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: o.clientId,
          client_secret: o.clientSecret,
        }),
        signal: timeout(),
      });
      if (!tokenResponse.ok) throw new Error(`${o.id} token endpoint answered ${tokenResponse.status}`);
      const { access_token: accessToken } = (await tokenResponse.json()) as { access_token?: unknown };
      if (typeof accessToken !== 'string' || !accessToken) throw new Error(`${o.id} gave no access token`);
      const infoResponse = await fetch(o.userInfoEndpoint, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: timeout(),
      });
      if (!infoResponse.ok) throw new Error(`${o.id} user-info endpoint answered ${infoResponse.status}`);
      const info = (await infoResponse.json()) as Record<string, unknown>;
      const subject = info.sub ?? info.id;
      if ((typeof subject !== 'string' && typeof subject !== 'number') || subject === '')
        throw new Error(`${o.id} user info has no subject`);
      return {
        subject: String(subject),
        email: typeof info.email === 'string' ? info.email : null,
        name: typeof info.name === 'string' ? info.name : null,
      };
    },
  };
}

/** The providers whose credentials are configured, at their public endpoints. */
export function configuredOAuthProviders(c: {
  googleClientId?: string;
  googleClientSecret?: string;
  facebookAppId?: string;
  facebookAppSecret?: string;
}): OAuthProvider[] {
  const providers: OAuthProvider[] = [];
  if (c.googleClientId && c.googleClientSecret)
    providers.push(
      oauth2Provider({
        id: 'google',
        clientId: c.googleClientId,
        clientSecret: c.googleClientSecret,
        authorizeEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
        tokenEndpoint: 'https://oauth2.googleapis.com/token',
        userInfoEndpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
        scope: 'openid email profile',
      }),
    );
  if (c.facebookAppId && c.facebookAppSecret)
    providers.push(
      oauth2Provider({
        id: 'facebook',
        clientId: c.facebookAppId,
        clientSecret: c.facebookAppSecret,
        authorizeEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
        tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
        userInfoEndpoint: 'https://graph.facebook.com/me?fields=id,name,email',
        scope: 'email public_profile',
      }),
    );
  return providers;
}
