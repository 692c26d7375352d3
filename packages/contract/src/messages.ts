import { z } from 'zod';
import { serialId } from './bounds.ts';

/**
 * Messages (`messageV2`, inventory 1.5.1, decision 0060): a member's inbox and outbox, composing to the
 * downline or the upline agent, and the platform's messages from the back office. Text is plain text.
 */

/**
 * Send types of the compose page: 1 specific downline(s), 2 all downline, 3 direct agents, 4 direct
 * members, 5 upline agent. A reply is stored as type 0 (to the one who sent the message replied to).
 */
export const messageSendTypes = [1, 2, 3, 4, 5] as const;
export type MessageSendType = (typeof messageSendTypes)[number];
export const REPLY_SEND_TYPE = 0;

/** Length bounds of a subject and a content (after trimming). */
export const MESSAGE_SUBJECT_MAX = 100;
export const MESSAGE_CONTENT_MAX = 2000;
/** Specific recipients of one message (send type 1). */
export const MESSAGE_RECIPIENTS_MAX = 100;
/** Default windows of the lists (inventory 1.5.1): inbox 30 days, outbox 7 days. */
export const INBOX_DAYS = 30;
export const OUTBOX_DAYS = 7;

const subject = z.string().trim().min(1).max(MESSAGE_SUBJECT_MAX);
const content = z.string().trim().min(1).max(MESSAGE_CONTENT_MAX);
const isoTime = z.string().datetime({ offset: true });

/** The lists' query: a time window (default: the page's days up to now), sort by send time, paging. */
export const messageListQuery = z.object({
  startTime: isoTime.optional(),
  endTime: isoTime.optional(),
  sort: z.enum(['sendTime:desc', 'sendTime:asc']).default('sendTime:desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type MessageListQuery = z.input<typeof messageListQuery>;

export const inboxMessage = z.object({
  inboxId: z.number().int(),
  /** A member's username, or null when the platform (the merchant's staff) sent it. */
  senderName: z.string().nullable(),
  /** The message can be answered (a member sent it). */
  canReply: z.boolean(),
  sendType: z.number().int(),
  sendTime: z.string(),
  subject: z.string(),
  content: z.string(),
  read: z.boolean(),
});
export type InboxMessage = z.infer<typeof inboxMessage>;
export const inboxValue = z.object({
  content: z.array(inboxMessage),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
});
export type InboxValue = z.infer<typeof inboxValue>;

export const sentMessage = z.object({
  id: z.number().int(),
  /** Usernames of specific recipients (send type 1 or a reply); empty for the group types. */
  recipients: z.array(z.string()),
  recipientCount: z.number().int(),
  sendType: z.number().int(),
  subject: z.string(),
  content: z.string(),
  sendTime: z.string(),
  /** Hidden (null) for send type 5, as the original. */
  readCount: z.number().int().nullable(),
});
export type SentMessage = z.infer<typeof sentMessage>;
export const sentMessagesValue = z.object({
  content: z.array(sentMessage),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
});
export type SentMessagesValue = z.infer<typeof sentMessagesValue>;

export const unreadCountValue = z.object({ count: z.number().int() });

export const messageIdsRequest = z.object({ ids: z.array(serialId).min(1).max(200) });
export const messageIdsValue = z.object({ updated: z.number().int() });

/** The login notice: the newest unread message of the last 7 days that no login named yet (or null). */
export const loginNoticeValue = z.object({
  message: z
    .object({ inboxId: z.number().int(), subject: z.string(), senderName: z.string().nullable() })
    .nullable(),
});
export type LoginNoticeValue = z.infer<typeof loginNoticeValue>;

/** Which send types the member may use now (compose is hidden when none is). */
export const recipientTypesValue = z.object({
  types: z.array(z.number().int()),
  /** The upline agent's username when type 5 is allowed. */
  upline: z.string().nullable(),
});
export type RecipientTypesValue = z.infer<typeof recipientTypesValue>;

/** The downline picker (send type 1): usernames of my downline containing the search text. */
export const messageRecipientQuery = z.object({ search: z.string().trim().max(32).default('') });
export const messageRecipientValue = z.object({
  content: z.array(z.object({ username: z.string(), direct: z.boolean(), agent: z.boolean() })),
});
export type MessageRecipientValue = z.infer<typeof messageRecipientValue>;

export const sendMessageRequest = z.object({
  sendType: z.number().int().min(1).max(5),
  /** Usernames, for send type 1 only. */
  recipients: z.array(z.string().trim().min(1).max(32)).max(MESSAGE_RECIPIENTS_MAX).default([]),
  subject,
  content,
});
export type SendMessageRequest = z.input<typeof sendMessageRequest>;
export const sendMessageValue = z.object({ id: z.number().int(), recipientCount: z.number().int() });

export const replyMessageRequest = z.object({ inboxId: serialId, subject, content });
export type ReplyMessageRequest = z.input<typeof replyMessageRequest>;

/** Back office: who a platform message goes to. */
export const platformAudiences = ['MEMBER', 'ALL_MEMBERS', 'ALL_AGENTS', 'LABEL'] as const;
export type PlatformAudience = (typeof platformAudiences)[number];
/** The languages a platform message may carry a version in (the member reads its own, decision 0067). */
export const messageLanguages = ['TW', 'EN', 'VI'] as const;
const version = z.object({ subject, content });
export const boSendMessageRequest = z.object({
  audience: z.enum(platformAudiences),
  /** For MEMBER: the member's username. */
  username: z.string().trim().max(32).optional(),
  /** For LABEL: the member label (back office member labels) whose members get the message. */
  label: z.string().trim().max(40).optional(),
  /** The main text: what a member reads when its language has no version of its own. */
  subject,
  content,
  /** Versions by language; a member whose language is here reads that version. */
  translations: z
    .object({ TW: version.optional(), EN: version.optional(), VI: version.optional() })
    .strict()
    .default({}),
});
export type BoSendMessageRequest = z.input<typeof boSendMessageRequest>;
export const boMessageListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export const boMessageRow = z.object({
  id: z.number().int(),
  audience: z.string(),
  /** For MEMBER: the usernames (the first five, comma-separated; the seed's welcome has two). */
  username: z.string().nullable(),
  /** For LABEL: the label it went to. */
  label: z.string().nullable(),
  subject: z.string(),
  content: z.string(),
  /** The languages it has a version of its own in. */
  languages: z.array(z.enum(messageLanguages)),
  staff: z.string().nullable(),
  sendTime: z.string(),
  recipientCount: z.number().int(),
  readCount: z.number().int(),
});
export type BoMessageRow = z.infer<typeof boMessageRow>;
export const boMessageListValue = z.object({ rows: z.array(boMessageRow), total: z.number().int() });
