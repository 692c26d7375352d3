import { isModuleEnabled, modIds } from '@portal/contract/constants';
import type { LoginValue } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { OAuthProvider, OAuthProviderId } from '../../lib/oauth.ts';
import type { Tenant } from '../merchants/service.ts';
import * as repo from './oauth-repository.ts';
import type { AccountService } from './service.ts';
import { hashToken, newToken } from './tokens.ts';

/** How long each one-time ticket of a social sign-in lives. */
export const oauthPolicy = { stateMinutes: 10, loginMinutes: 2, linkMinutes: 30 };

const flagOf: Record<OAuthProviderId, string> = {
  google: modIds.googleLogin,
  facebook: modIds.facebookLogin,
};

/**
 * Social login (DECISIONS in docs/decisions/0007-social-login.md): the browser goes to the provider
 * with a one-time state; the callback turns the provider's code into an identity. A linked identity
 * gets a one-time login ticket the web app trades for a session; an unknown one gets a link ticket
 * that a registration (with its terms and 18+ confirmation) consumes to link the new account.
 */
export function createOAuth(db: Db, accounts: AccountService, providers: OAuthProvider[]) {
  const byId = new Map(providers.map((p) => [p.id, p]));

  async function issue(
    kind: 'state' | 'login' | 'link',
    minutes: number,
    row: {
      merchantId: number;
      provider: string;
      subject?: string;
      email?: string | null;
      name?: string | null;
      customerId?: number;
    },
  ): Promise<string> {
    const { token, hash } = newToken();
    await repo.insertTicket(db, {
      ticket_hash: hash,
      kind,
      merchant_id: row.merchantId,
      provider: row.provider,
      subject: row.subject ?? null,
      email: row.email ?? null,
      name: row.name ?? null,
      customer_id: row.customerId ?? null,
      expires_at: new Date(clock.now().getTime() + minutes * 60_000),
      used_at: null,
    });
    return token;
  }

  /** Spends a ticket once: a second use, an expired one or one of another kind finds nothing. */
  async function consume(ticket: string, kind: 'state' | 'login' | 'link', merchantId?: number) {
    if (!ticket || ticket.length > 128) return undefined;
    return repo.consumeTicket(db, hashToken(ticket), kind, clock.now(), merchantId);
  }

  return {
    /** Providers offered to this merchant: configured here and switched on by its flags. */
    enabled(tenant: Tenant): OAuthProviderId[] {
      return providers.filter((p) => isModuleEnabled(tenant.info.whitelabel, flagOf[p.id])).map((p) => p.id);
    },

    async start(tenant: Tenant, providerId: string, redirectUri: string) {
      const provider = byId.get(providerId as OAuthProviderId);
      if (!provider || !this.enabled(tenant).includes(provider.id))
        throw new AppError('function.not.available');
      const state = await issue('state', oauthPolicy.stateMinutes, {
        merchantId: tenant.id,
        provider: provider.id,
      });
      return { state, url: provider.authorizeUrl({ state, redirectUri }) };
    },

    /** The provider's redirect: where the browser goes next (a login or a link ticket in the query). */
    async callback(
      providerId: string,
      p: {
        state: string;
        code: string;
        redirectUri: string;
        tenantByCode: (code: string) => Promise<Tenant | null>;
      },
    ): Promise<{ tenant: Tenant; next: string }> {
      const state = await consume(p.state, 'state');
      const provider = byId.get(providerId as OAuthProviderId);
      if (!state || !provider || state.provider !== provider.id) throw new AppError('oauth.ticket.invalid');
      const merchant = await repo.merchantCode(db, state.merchant_id);
      const tenant = merchant ? await p.tenantByCode(merchant.code) : null;
      if (!tenant) throw new AppError('function.not.available');
      const identity = await provider.identify({ code: p.code, redirectUri: p.redirectUri });
      const linked = await repo.linkedAccount(db, tenant.id, provider.id, identity.subject);
      if (linked && linked.status !== 'DISABLED') {
        const ticket = await issue('login', oauthPolicy.loginMinutes, {
          merchantId: tenant.id,
          provider: provider.id,
          customerId: linked.id,
        });
        return { tenant, next: `/?oauthLogin=${ticket}` };
      }
      if (linked) throw new AppError('account.password.incorrect');
      const ticket = await issue('link', oauthPolicy.linkMinutes, {
        merchantId: tenant.id,
        provider: provider.id,
        subject: identity.subject,
        email: identity.email,
        name: identity.name,
      });
      return { tenant, next: `/register?oauthLink=${ticket}&provider=${provider.id}` };
    },

    /** Trades a login ticket for a session; social logins never force a password change (spec section 4). */
    async login(tenant: Tenant, ticket: string, ip: string): Promise<LoginValue> {
      const row = await consume(ticket, 'login', tenant.id);
      if (!row?.customer_id) throw new AppError('oauth.ticket.invalid');
      const value = await accounts.startSession(tenant, row.customer_id, ip);
      return { ...value, passwordExpired: false };
    },

    /** Checks a link ticket before a registration writes anything (not spent yet). */
    async peekLink(tenant: Tenant, ticket: string) {
      const row = await repo.peekLinkTicket(db, tenant.id, hashToken(ticket), clock.now());
      if (!row) throw new AppError('oauth.ticket.invalid');
      return row;
    },

    /** Links the identity of a link ticket to a newly registered account, spending the ticket. */
    async link(tenant: Tenant, ticket: string, customerId: number) {
      const row = await consume(ticket, 'link', tenant.id);
      if (!row?.subject) throw new AppError('oauth.ticket.invalid');
      await repo.insertIdentity(db, {
        merchant_id: tenant.id,
        provider: row.provider,
        subject: row.subject,
        customer_id: customerId,
        email: row.email,
      });
    },
  };
}
export type OAuth = ReturnType<typeof createOAuth>;
