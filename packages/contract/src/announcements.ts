import { z } from 'zod';
import { announcementTypes, bannerGroups } from './constants.ts';

export const announcementType = z.enum(announcementTypes);
export const bannerGroup = z.enum(bannerGroups);

/** Click target of a banner: URL (link), P (promotion id), G (game). */
export const linkageType = z.enum(['URL', 'P', 'G']);

export const banner = z.object({
  bannerId: z.number().int(),
  groupName: bannerGroup,
  url: z.string(),
  title: z.string(),
  linkageType: linkageType.nullable(),
  linkageValue: z.string().nullable(),
  /** Only in a content preview (decision 0035): true for a draft members do not see. */
  draft: z.boolean().optional(),
});
export type Banner = z.infer<typeof banner>;

export const announcement = z.object({
  id: z.number().int(),
  type: announcementType,
  title: z.string(),
  content: z.string(),
  execution: z.enum(['B', 'A', 'F']),
  /** Promotion category of a PR announcement; `new_player` ones show in the register form. */
  category: z.string().nullable(),
  /** Picture of a promotion card, when it has one. */
  image: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  /** Only in a content preview (decision 0035): true for a draft members do not see. */
  draft: z.boolean().optional(),
});
export type Announcement = z.infer<typeof announcement>;

const typesParam = z
  .string()
  .max(64)
  .default(announcementTypes.join(','))
  .transform((s) =>
    s
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  )
  .pipe(z.array(announcementType).min(1));

export const announcementsQuery = z.object({
  types: typesParam,
  platform: z.enum(['W', 'M']).default('W'),
  execution: z.enum(['B', 'A', 'F']).default('B'),
  groupName: bannerGroup.optional(),
  /** Only promotions (PR) of this category (decision 0038). */
  category: z.string().max(32).optional(),
});
export type AnnouncementsQuery = z.infer<typeof announcementsQuery>;

export const announcementsValue = z.object({
  banners: z.array(banner),
  player: z.array(announcement),
  popup: z.array(announcement),
  promotion: z.array(announcement),
  help: z.array(announcement),
});
export type Announcements = z.infer<typeof announcementsValue>;

/** `GET /wps/agent/announcements` (agent centre, inventory 2.1.1): the live AG notices for agents. */
export const agentAnnouncementsQuery = z.object({ platform: z.enum(['W', 'M']).default('W') });
export const agentAnnouncementsValue = z.array(
  z.object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    startTime: z.string(),
    endTime: z.string().nullable(),
  }),
);

/** The member's unread notices (type PL) live now on a platform (decision 0067). */
export const noticeReadsQuery = z.object({ platform: z.enum(['W', 'M']).default('W') });
export const noticeReadsValue = z.object({ unread: z.array(z.number().int()) });
export type NoticeReadsValue = z.infer<typeof noticeReadsValue>;
export const markNoticesReadRequest = z.object({ ids: z.array(z.number().int().min(1)).min(1).max(200) });
export const markNoticesReadValue = z.object({ updated: z.number().int() });
