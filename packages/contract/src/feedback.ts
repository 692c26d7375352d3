import { z } from 'zod';
import { INT4_MAX } from './bounds.ts';

/**
 * Feedback (`feedback`, FEEDBACK3, inventory 1.5.2, decision 0064): members and visitors write to the
 * operator with a type, a text, an optional picture and the image captcha; staff reply and close.
 */

/** Types of the original: 1 deposit, 2 withdrawal, 3 game, 4 service, 6 agent, 0 other (no 5). */
export const feedbackTypes = [1, 2, 3, 4, 6, 0] as const;
export type FeedbackType = (typeof feedbackTypes)[number];
/** The spec leaves the bounds open; DECISIONS.md 11 sets 10 to 500 characters (after trimming). */
export const FEEDBACK_MIN_LENGTH = 10;
export const FEEDBACK_MAX_LENGTH = 500;
/** A visitor's way back to them (email, phone, messenger id). */
export const FEEDBACK_CONTACT_MAX = 100;
export const FEEDBACK_REPLY_MAX = 1000;

export const feedbackStatuses = ['PENDING', 'REPLIED', 'CLOSED'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

/** Counts characters as people do (a surrogate pair is one). */
export const textLength = (s: string) => [...s.trim()].length;

export const feedbackReply = z.object({
  content: z.string(),
  replyTime: z.string(),
});
export const feedbackItem = z.object({
  id: z.number().int(),
  type: z.number().int(),
  content: z.string(),
  status: z.enum(feedbackStatuses),
  hasImage: z.boolean(),
  createTime: z.string(),
  replies: z.array(feedbackReply),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;
export const feedbackListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export const feedbackListValue = z.object({
  content: z.array(feedbackItem),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
});
export type FeedbackListValue = z.infer<typeof feedbackListValue>;
export const feedbackSubmitted = z.object({ id: z.number().int(), status: z.enum(feedbackStatuses) });
export const feedbackIdParam = z.object({ id: z.coerce.number().int().min(1).max(INT4_MAX) });

// ---- back office ----
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const boFeedbackQuery = z.object({
  type: z.coerce
    .number()
    .int()
    .refine((t) => (feedbackTypes as readonly number[]).includes(t))
    .optional(),
  status: z.enum(feedbackStatuses).optional(),
  /** Days in the merchant's time zone, both included. */
  from: day.optional(),
  to: day.optional(),
  /** A member's username (exact); `visitor` lists the logged-out feedback only. */
  username: z.string().trim().max(32).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type BoFeedbackQuery = z.input<typeof boFeedbackQuery>;
export const boFeedbackRow = z.object({
  id: z.number().int(),
  type: z.number().int(),
  status: z.enum(feedbackStatuses),
  /** Null for a visitor's feedback (then `contact` says how to answer). */
  username: z.string().nullable(),
  contact: z.string().nullable(),
  content: z.string(),
  hasImage: z.boolean(),
  createTime: z.string(),
  replies: z.array(feedbackReply.extend({ staff: z.string().nullable() })),
  closedTime: z.string().nullable(),
});
export type BoFeedbackRow = z.infer<typeof boFeedbackRow>;
export const boFeedbackListValue = z.object({ rows: z.array(boFeedbackRow), total: z.number().int() });
export type BoFeedbackListValue = z.infer<typeof boFeedbackListValue>;
export const boFeedbackReplyRequest = z.object({
  content: z.string().trim().min(1).max(FEEDBACK_REPLY_MAX),
});
