import { z } from 'zod';
import { serialId } from './bounds.ts';

import { CS_POSITIONS } from './customer-service.ts';

export * from './customer-service.ts';

/** A type 3 address as the client receives it: AES-256-GCM under the session's key (WebCrypto's form). */
export const csSealedAddress = z.object({
  /** 96-bit IV, base64. */
  iv: z.string(),
  /** Ciphertext followed by the 128-bit tag, base64 (what WebCrypto's AES-GCM decrypt takes). */
  data: z.string(),
});
export type CsSealedAddress = z.infer<typeof csSealedAddress>;

export const csEntryValue = z.object({
  id: z.number().int(),
  type: z.number().int(),
  csType: z.string(),
  csPosition: z.string(),
  title: z.string(),
  /** Types 1 and 2: the path ('' for the chat); type 3: '' (the address is in `sealed`). */
  path: z.string(),
  sealed: csSealedAddress.nullable(),
});
export type CsEntryValue = z.infer<typeof csEntryValue>;
export const csEntriesValue = z.object({
  /** The session's AES-256 key (raw, base64) for the `sealed` addresses; null without any. */
  key: z.string().nullable(),
  entries: z.array(csEntryValue),
});
export type CsEntriesValue = z.infer<typeof csEntriesValue>;
export const csEntriesQuery = z.object({ position: z.enum(CS_POSITIONS).optional() });

// ---------------------------------------------------------------- live chat

/** Conversation states: waiting for an agent, taken by a staff member, closed. */
export const CHAT_STATUSES = ['WAITING', 'ACTIVE', 'CLOSED'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const CHAT_TEXT_MAX = 1000;
/** A member sends at most this many messages a minute. */
export const CHAT_MEMBER_PER_MINUTE = 20;
/** Messages loaded with a conversation (the newest). */
export const CHAT_HISTORY_SIZE = 200;

const chatText = z.string().trim().min(1).max(CHAT_TEXT_MAX);

export const chatMessageValue = z.object({
  id: z.number().int(),
  /** MEMBER, STAFF, or SYSTEM (joined, closed: `text` is then the staff display name or ''). */
  sender: z.enum(['MEMBER', 'STAFF', 'SYSTEM']),
  /** SYSTEM events: JOINED, CLOSED; null for written messages. */
  event: z.enum(['JOINED', 'CLOSED']).nullable(),
  staffName: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type ChatMessageValue = z.infer<typeof chatMessageValue>;

export const chatConversationValue = z.object({
  id: z.number().int(),
  status: z.enum(CHAT_STATUSES),
  staffName: z.string().nullable(),
  rating: z.number().int().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  messages: z.array(chatMessageValue),
});
export type ChatConversationValue = z.infer<typeof chatConversationValue>;
/** The member's chat: the open conversation, or the last one (null: never chatted). */
export const memberChatValue = z.object({
  conversation: chatConversationValue.nullable(),
  unread: z.number().int(),
});
export type MemberChatValue = z.infer<typeof memberChatValue>;

export const chatSendRequest = z.object({ text: chatText });
export const chatCloseRequest = z.object({ rating: z.number().int().min(1).max(5).optional() });
export const chatRateRequest = z.object({ conversationId: serialId, rating: z.number().int().min(1).max(5) });
export const chatUnreadValue = z.object({ count: z.number().int() });

// ---------------------------------------------------------------- back office

export const boChatRow = z.object({
  id: z.number().int(),
  status: z.enum(CHAT_STATUSES),
  customerId: z.number().int(),
  username: z.string(),
  vip: z.boolean(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  lastText: z.string().nullable(),
  staffUnread: z.number().int(),
  rating: z.number().int().nullable(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  closedAt: z.string().nullable(),
});
export type BoChatRow = z.infer<typeof boChatRow>;
export const boChatListValue = z.object({ rows: z.array(boChatRow), total: z.number().int() });
export type BoChatListValue = z.infer<typeof boChatListValue>;
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
  }, 'date');
export const boChatListQuery = z.object({
  /** queue: waiting and active (mine and others'); history: every state, filtered. */
  view: z.enum(['queue', 'history']).default('queue'),
  username: z.string().trim().max(40).optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const boChatDetailValue = z.object({
  row: boChatRow,
  messages: z.array(chatMessageValue),
});
export type BoChatDetailValue = z.infer<typeof boChatDetailValue>;
export const boChatIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
/** Take (no staffId: to me) or assign to another staff member who may reply. */
export const boChatAssignRequest = z.object({ staffId: serialId.optional() });
export const boChatAgentsValue = z.array(z.object({ id: z.number().int(), name: z.string() }));
