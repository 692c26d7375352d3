import { timeZoneOf } from '../../lib/time-zone.ts';
import type { ModuleNode, RegisterFieldRule, SystemInfo } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import type { MerchantSettings } from '../../db/schema.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import * as repo from './repository.ts';

/** What every request of a tenant needs, loaded once and kept for a few seconds. */
export interface Tenant {
  id: number;
  code: string;
  settings: MerchantSettings;
  maintenance: boolean;
  maintenanceEnd: Date | null;
  blockedCountries: string[];
  info: SystemInfo;
  /** `info` serialised once: the status call sends it on every page load. */
  infoJson: string;
  domains: { host: string; kind: 'MAIN' | 'PROMOTION' }[];
}

/**
 * Tenant settings change rarely and are read on every call, so they are cached per process for
 * TENANT_TTL_MS; a change (back office, ops CLI, another node) is seen within that time.
 */
export const TENANT_TTL_MS = 5_000;

export function createTenantService(db: Db) {
  async function load(code: string): Promise<Tenant | null> {
    const merchant = await repo.findMerchantByCode(db, code);
    if (!merchant) return null;
    const [modules, rules, resources, cs, domains] = await Promise.all([
      repo.listModules(db, merchant.id),
      repo.listFieldRules(db, merchant.id),
      repo.listResources(db, merchant.id),
      repo.listCustomerService(db, merchant.id),
      repo.listDomains(db, merchant.id),
    ]);
    const s = merchant.settings;
    const tenant: Omit<Tenant, 'infoJson'> = {
      id: merchant.id,
      code: merchant.code,
      settings: s,
      maintenance: merchant.maintenance,
      maintenanceEnd: merchant.maintenance_end,
      blockedCountries: merchant.blocked_countries,
      domains,
      info: {
        whitelabel: buildModuleTree(modules),
        register: rules.map(toFieldRule),
        resources: resources.map((r) => ({
          resourceType: r.resource_type,
          url: r.url,
          qrCodeUrl: r.qr_code_url,
          labelNameEn: r.label_name_en,
          ...(r.label_names ? { labelNames: r.label_names } : {}),
        })),
        // Type 3 addresses stay out of the public, cached system info (decision 0066).
        customerService: cs.map((c) => ({
          id: c.id,
          type: c.type,
          csType: c.cs_type,
          csPosition: c.cs_position,
          title: c.title,
          path: c.type === 3 ? '' : c.path,
          labelIds: c.label_ids,
        })),
        analytics: s.analytics,
        imageCDNs: s.imageCDNs,
        launchGameCDNs: s.launchGameCDNs,
        languages: s.languages,
        defaultLanguage: s.defaultLanguage,
        currency: s.currency,
        brand: s.brand,
        timeZone: timeZoneOf(s),
      },
    };
    return { ...tenant, infoJson: JSON.stringify(tenant.info) };
  }

  const tenants = ttlCache(TENANT_TTL_MS, load);
  const hosts = ttlCache(
    TENANT_TTL_MS,
    async (host: string) => (await repo.findMerchantCodeByHost(db, host))?.code ?? null,
  );

  const domainHosts = ttlCache(
    TENANT_TTL_MS,
    async (_: 'all') => new Set((await repo.listAllDomainHosts(db)).map((d) => d.host.toLowerCase())),
  );

  return {
    /** The tenant of a Merchant header value, or null when no such merchant exists. */
    get: (code: string) => tenants.get(code),
    /** The cached tenant when it is loaded and fresh; undefined means call `get`. */
    peek: (code: string) => tenants.peek(code),
    /** The merchant a host is served for (domain table); `fallback` when none matches. */
    async codeForHost(host: string, fallback: string): Promise<string> {
      return (await hosts.get(host.toLowerCase().replace(/:\d+$/, ''))) ?? fallback;
    },
    /** Every merchant's domain host names (lower case), for checks that must not trust a Host header. */
    domainHosts: {
      peek: () => domainHosts.peek('all')?.value,
      get: () => domainHosts.get('all'),
    },
    invalidate(code?: string) {
      tenants.invalidate(code);
      hosts.invalidate();
      domainHosts.invalidate();
    },
  };
}
export type TenantService = ReturnType<typeof createTenantService>;

function toFieldRule(r: Awaited<ReturnType<typeof repo.listFieldRules>>[number]): RegisterFieldRule {
  return {
    name: r.name,
    enabled: r.enabled,
    required: r.required,
    acceptedPattern: r.accepted_pattern,
    patternId: r.pattern_id,
    minLength: r.min_length,
    // SECURITY.md item 2: whatever a merchant sets, at least 64 characters of password are accepted.
    maxLength: passwordFields.has(r.name) ? Math.max(r.max_length, MIN_PASSWORD_MAX_LENGTH) : r.max_length,
    type: r.type,
  };
}

/** The longest password every merchant must accept (SECURITY.md item 2). */
export const MIN_PASSWORD_MAX_LENGTH = 64;
const passwordFields = new Set(['password', 'confirmPassword']);

export function buildModuleTree(
  rows: { mod_id: string; parent_mod_id: string | null; enabled: boolean }[],
): ModuleNode[] {
  const nodes = new Map<string, ModuleNode>(
    rows.map((r) => [r.mod_id, { modId: r.mod_id, enabled: r.enabled, childrenNodes: [] }]),
  );
  const roots: ModuleNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.mod_id)!;
    const parent = r.parent_mod_id ? nodes.get(r.parent_mod_id) : undefined;
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}

/**
 * The merchant records other modules read and change (the back office's brands and settings): the same
 * repository functions the tenant service and the ops CLI (operations.ts) use, so nothing is duplicated.
 */
export const merchantRecords = {
  findMerchantByCode: repo.findMerchantByCode,
  listDomains: repo.listDomains,
  listResources: repo.listResources,
  listCustomerService: repo.listCustomerService,
  listModules: repo.listModules,
  listFieldRules: repo.listFieldRules,
  setMaintenance: repo.setMaintenance,
  setBlockedCountries: repo.setBlockedCountries,
  setModuleEnabled: repo.setModuleEnabled,
};
