import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isLang, type Lang } from '@portal/i18n';
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
export const tenantPrefixes = ['/wps/', '/lgw/', '/lotto/'];
/** System calls stay reachable during maintenance and region blocks, so the client can show why. */
const ungatedPrefix = '/wps/system/';

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

  app.addHook('onRequest', async (request) => {
    const language = request.headers.language;
    request.lang = isLang(language) ? language : 'TW';
    const path = request.url;
    if (!tenantPrefixes.some((p) => path.startsWith(p))) return;

    const header = request.headers.merchant;
    if (typeof header !== 'string' || header === '' || header.includes(','))
      throw new AppError('function.not.available');
    const tenant = await opts.tenants.get(header);
    if (!tenant) throw new AppError('function.not.available');
    request.tenant = tenant;
    if (!isLang(language)) request.lang = tenant.settings.defaultLanguage;

    if (path.startsWith(ungatedPrefix)) return;
    if (tenant.maintenance)
      throw new AppError('system.maintenance', {
        maintenanceEnd: tenant.maintenanceEnd?.toISOString() ?? null,
      });
    if (isRegionRestricted(tenant, request.country())) throw new AppError('region.restricted');
  });
});

export function isRegionRestricted(tenant: Tenant, country: string | null): boolean {
  return country !== null && tenant.blockedCountries.includes(country);
}
