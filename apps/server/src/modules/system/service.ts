import type { DomainRoute, HelpCenter, SystemStatus } from '@portal/contract';
import type { Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import type { LocalizedText } from '../../db/schema.ts';
import { cachedPrefix, type CachedPrefix } from '../../lib/cached-answer.ts';
import { isRegionRestricted } from '../../plugins/tenant.ts';
import type { Tenant } from '../merchants/service.ts';
import * as repo from './repository.ts';

export const localized = (text: LocalizedText, lang: Lang) => text[lang] || text.TW;

/** Per tenant: the status answer up to its per-client part, kept with its compressed form. */
const statusPrefixes = new WeakMap<Tenant, CachedPrefix>();

/**
 * The permission call: 0 normal, 1 maintenance page, 2 region-restricted page (spec section 4). Every page
 * load asks for it, so the answer is the tenant's serialised info (the same on every call, compressed once)
 * followed by the short per-client part.
 */
export function systemStatusAnswer(
  tenant: Tenant,
  client: { ip: string; country: string | null },
): { prefix: CachedPrefix; suffix: string } {
  let prefix = statusPrefixes.get(tenant);
  if (!prefix) {
    prefix = cachedPrefix(`{"success":true,"value":{"info":${tenant.infoJson},`);
    statusPrefixes.set(tenant, prefix);
  }
  return { prefix, suffix: `${JSON.stringify(statusHead(tenant, client)).slice(1)}}` };
}

/**
 * The same value `/wps/system/status` answers for this client, as JSON text: the web plugin writes it into
 * index.html so the first render need not wait for the call (docs/decisions/0017).
 */
export function systemStatusJson(tenant: Tenant, client: { ip: string; country: string | null }): string {
  return `{"info":${tenant.infoJson},${JSON.stringify(statusHead(tenant, client)).slice(1)}`;
}

function statusHead(
  tenant: Tenant,
  client: { ip: string; country: string | null },
): Omit<SystemStatus, 'info'> {
  const regionRestriction = isRegionRestricted(tenant, client.country);
  return {
    status: tenant.maintenance ? 1 : regionRestriction ? 2 : 0,
    maintenance: tenant.maintenance,
    maintenanceEnd: tenant.maintenanceEnd?.toISOString() ?? null,
    regionRestriction,
    location: { ip: client.ip, country: client.country },
  };
}

export function getDomainRoute(tenant: Tenant): DomainRoute {
  const main = tenant.domains.find((d) => d.kind === 'MAIN');
  return {
    mainDomain: main?.host ?? '',
    promotionDomains: tenant.domains.filter((d) => d.kind === 'PROMOTION').map((d) => d.host),
    routes: tenant.info.resources.filter((r) => r.resourceType.startsWith('APP_')),
  };
}

/** The help centre; `drafts` (a preview link, decision 0035) shows unpublished articles too. */
export async function getHelpCenter(db: Db, tenant: Tenant, lang: Lang, drafts = false): Promise<HelpCenter> {
  const rows = await repo.listHelp(db, tenant.id, drafts);
  const categories = new Map<number, HelpCenter['categories'][number]>();
  for (const row of rows) {
    let category = categories.get(row.category_id);
    if (!category) {
      category = {
        code: row.category_code,
        title: localized(row.category_title, lang),
        articles: [],
        ...(row.category_published === false ? { draft: true } : {}),
      };
      categories.set(row.category_id, category);
    }
    if (row.article_id !== null && row.article_title && row.article_content) {
      category.articles.push({
        id: row.article_id,
        category: row.category_code,
        title: localized(row.article_title, lang),
        content: localized(row.article_content, lang),
        sort: row.article_sort ?? 0,
        ...(row.article_published === false ? { draft: true } : {}),
      });
    }
  }
  return { categories: [...categories.values()] };
}
