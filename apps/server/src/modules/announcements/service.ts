import type { z } from 'zod';
import type {
  agentAnnouncementsValue,
  Announcement,
  Announcements,
  AnnouncementsQuery,
} from '@portal/contract';
import type { Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import type { Tenant } from '../merchants/service.ts';
import { localized } from '../system/service.ts';
import * as repo from './repository.ts';
import { requireAgent } from '../agents/access.ts';

type AgentAnnouncements = z.infer<typeof agentAnnouncementsValue>;

/** Which popup executions a caller sees: B before login; after login A (every login) and F (first login). */
const executionsFor = (execution: 'B' | 'A' | 'F') =>
  execution === 'B' ? ['B'] : execution === 'F' ? ['A', 'F'] : ['A'];

/**
 * What the player site shows at `view.now`: published items in their schedule, and drafts too in a preview
 * (decision 0035).
 */
export async function listAnnouncements(
  db: Db,
  tenant: Tenant,
  q: AnnouncementsQuery,
  lang: Lang,
  view: { now: Date; drafts: boolean } = { now: clock.now(), drafts: false },
): Promise<Announcements> {
  const { now, drafts } = view;
  const wantBanners = q.types.includes('B');
  const otherTypes = q.types.filter((t) => t !== 'B');
  const [banners, rows] = await Promise.all([
    wantBanners ? repo.listLiveBanners(db, tenant.id, now, q.groupName, drafts) : Promise.resolve([]),
    otherTypes.length
      ? repo.listLiveAnnouncements(db, tenant.id, now, { types: otherTypes, platform: q.platform, drafts })
      : Promise.resolve([]),
  ]);
  const popupExecutions = executionsFor(q.execution);
  const items = rows.map((r): Announcement => ({
    id: r.id,
    // The rows are of the asked types, and a player's query cannot ask for AG (agent notices).
    type: r.type as Announcement['type'],
    title: localized(r.title, lang),
    content: localized(r.content, lang),
    execution: r.execution,
    category: r.category,
    image: r.image_url,
    startTime: new Date(r.start_at).toISOString(),
    endTime: r.end_at ? new Date(r.end_at).toISOString() : null,
    ...(r.published ? {} : { draft: true }),
  }));
  return {
    banners: banners.map((b) => ({
      bannerId: b.id,
      groupName: b.group_name as Announcements['banners'][number]['groupName'],
      url: b.image_url,
      title: localized(b.title, lang),
      linkageType: b.linkage_type,
      linkageValue: b.linkage_value,
      ...(b.published ? {} : { draft: true }),
    })),
    player: items.filter((a) => a.type === 'PL'),
    popup: items.filter((a) => a.type === 'PU' && popupExecutions.includes(a.execution)),
    promotion: items.filter((a) => a.type === 'PR' && (!q.category || a.category === q.category)),
    help: items.filter((a) => a.type === 'H'),
  };
}

/** The agent centre's notices (type AG, inventory 2.1.1): live now, for agents only. */
export async function listAgentAnnouncements(
  db: Db,
  tenant: Tenant,
  agent: { id: number; type: number },
  platform: 'W' | 'M',
  lang: Lang,
): Promise<AgentAnnouncements> {
  requireAgent(agent);
  const rows = await repo.listLiveAnnouncements(db, tenant.id, clock.now(), { types: ['AG'], platform });
  return rows.map((r) => ({
    id: r.id,
    title: localized(r.title, lang),
    content: localized(r.content, lang),
    startTime: new Date(r.start_at).toISOString(),
    endTime: r.end_at ? new Date(r.end_at).toISOString() : null,
  }));
}

/** The member's unread notices (type PL) live now on the platform (decision 0067). */
export async function unreadNotices(db: Db, tenant: Tenant, member: { id: number }, platform: 'W' | 'M') {
  const rows = await repo.listLiveAnnouncements(db, tenant.id, clock.now(), { types: ['PL'], platform });
  const read = await repo.readIds(
    db,
    member.id,
    rows.map((r) => r.id),
  );
  return { unread: rows.filter((r) => !read.has(r.id)).map((r) => r.id) };
}

/** Marks notices read for the member: ids of another merchant's announcements change nothing. */
export async function markNoticesRead(db: Db, tenant: Tenant, member: { id: number }, ids: number[]) {
  return { updated: await repo.markRead(db, tenant.id, member.id, ids, clock.now()) };
}

/** Per merchant and group, for a short while: every page load of a bannered route asks. */
const firstBanners = new Map<string, { url: string | null; until: number }>();
const FIRST_BANNER_TTL_MS = 30_000;

/**
 * The image of the first banner of a group the route shows, the page's largest paint: index.html preloads
 * it (docs/decisions/0017). Null when the group has none live.
 */
export async function firstBannerImage(db: Db, tenant: Tenant, group: string): Promise<string | null> {
  const key = `${tenant.id}:${group}`;
  const now = clock.now();
  const cached = firstBanners.get(key);
  if (cached && cached.until > now.getTime()) return cached.url;
  const [first] = await repo.listLiveBanners(db, tenant.id, now, group);
  const url = first?.image_url ?? null;
  firstBanners.set(key, { url, until: now.getTime() + FIRST_BANNER_TTL_MS });
  return url;
}
