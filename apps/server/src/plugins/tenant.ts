import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isLang, type Lang } from '@portal/i18n';
import { isLivePath } from '@portal/contract/live';
import { AppError } from '../lib/app-error.ts';
import { countryOf } from '../lib/geoip.ts';
import type { Tenant, TenantService } from '../modules/merchants/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    tenant: Tenant;
    /** Country of the client IP (GeoIP), null when unknown. */
    country(): string | null;
  }
}

/** Paths whose calls belong to a tenant: they need the Merchant header. */
export const tenantPrefixes = ['/wps/', '/lgw/', '/lotto/', '/bo/'];
/**
 * System calls stay reachable during maintenance and region blocks, so the client can show why; the
 * back office (`/bo/`) too, so the operator can work while players are kept out.
 */
const ungatedPrefixes = ['/wps/system/', '/bo/'];

/**
 * Resolves the `Merchant` header to a tenant and the `Language` header to a message language; refuses
 * tenant calls while the merchant is in maintenance or the client's country is blocked.
 */
export default fp(async function tenant(app: FastifyInstance, opts: { tenants: TenantService }) {
  app.decorateRequest('lang', 'TW');
  app.decorateRequest('tenant', null as unknown as Tenant);
  app.decorateRequest('country', function (this: FastifyRequest) {
    return countryOf(this.ip);
  });

  // A callback hook that stays synchronous when the tenant is cached: this runs on every API call.
  app.addHook('onRequest', (request, _reply, done) => {
    const language = request.headers.language;
    request.lang = isLang(language) ? language : 'TW';
    if (!tenantPrefixes.some((p) => request.url.startsWith(p))) return done();
    // A browser's WebSocket sends no headers: the live sockets name their merchant in their first message.
    if (isLivePath(request.url)) return done();

    const header = request.headers.merchant;
    if (typeof header !== 'string' || header === '' || header.includes(','))
      return done(new AppError('function.not.available'));
    const cached = opts.tenants.peek(header);
    if (cached) return done(admit(request, cached.value, isLang(language)));
    opts.tenants.get(header).then(
      (tenant) => done(admit(request, tenant, isLang(language))),
      (error: Error) => done(error),
    );
  });
});

/** Binds the tenant to the request, or says why the call is refused. */
function admit(request: FastifyRequest, tenant: Tenant | null, hasLanguage: boolean): AppError | undefined {
  if (!tenant) return new AppError('function.not.available');
  request.tenant = tenant;
  if (!hasLanguage) request.lang = tenant.settings.defaultLanguage;
  if (ungatedPrefixes.some((p) => request.url.startsWith(p))) return undefined;
  if (tenant.maintenance)
    return new AppError('system.maintenance', {
      maintenanceEnd: tenant.maintenanceEnd?.toISOString() ?? null,
    });
  // The GeoIP lookup costs a binary search per call: only merchants that block countries pay for it.
  if (tenant.blockedCountries.length > 0 && isRegionRestricted(tenant, request.country()))
    return new AppError('region.restricted');
  return undefined;
}

export function isRegionRestricted(tenant: Tenant, country: string | null): boolean {
  return country !== null && tenant.blockedCountries.includes(country);
}
