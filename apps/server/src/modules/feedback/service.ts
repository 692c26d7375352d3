import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  feedbackTypes,
  textLength,
  type BoFeedbackListValue,
  type FeedbackListValue,
  type boFeedbackQuery,
} from '@portal/contract';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { translate, type Lang } from '@portal/i18n';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { UploadedImage } from '../../lib/image-upload.ts';
import { addDays, localMidnight, timeZoneOf } from '../../lib/time-zone.ts';
import type { Tenant } from '../merchants/service.ts';
import * as repo from './repository.ts';

/** Per hour: a member's submissions, and a visitor address's (logged-out feedback, decision 0064). */
export const MEMBER_FEEDBACK_PER_HOUR = 5;
export const VISITOR_FEEDBACK_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

export interface FeedbackInput {
  type: string | undefined;
  content: string | undefined;
  captcha: string | undefined;
  contact: string | undefined;
  image: UploadedImage | undefined;
}

export interface FeedbackDeps {
  /** The image captcha of `/wps/captcha` (single use): true when the text matches. */
  checkCaptcha: (captchaId: string | undefined, text: string) => Promise<boolean>;
  /** Tells a member staff replied (a platform message with its live push). */
  notify?: (
    tenant: Tenant,
    staffId: number,
    to: { username: string; language: Lang },
    text: (lang: Lang) => { subject: string; content: string },
  ) => Promise<void>;
}

type Who = { member: { id: number; type: number } | null; ip: string; captchaId: string | undefined };

/** Feedback (inventory 1.5.2, decision 0064): the member's page, the logged-out form, and the back office. */
export function createFeedback(db: Db, deps: FeedbackDeps) {
  function requireFlag(tenant: Tenant) {
    if (!isModuleEnabled(tenant.info.whitelabel, modIds.feedback))
      throw new AppError('function.not.available');
  }

  const iso = (d: Date) => new Date(d).toISOString();

  return {
    async submit(tenant: Tenant, who: Who, input: FeedbackInput) {
      requireFlag(tenant);
      if (who.member?.type === 4) throw new AppError('trial.account.forbidden');
      const type = Number(input.type);
      if (!/^\d$/.test(input.type ?? '') || !(feedbackTypes as readonly number[]).includes(type))
        throw new AppError('request_param_err', { type: 'invalid' });
      const content = (input.content ?? '').trim();
      const length = textLength(content);
      if (length < FEEDBACK_MIN_LENGTH || length > FEEDBACK_MAX_LENGTH)
        throw new AppError('request_param_err', {
          content: `${FEEDBACK_MIN_LENGTH}-${FEEDBACK_MAX_LENGTH}`,
        });
      const contact = who.member ? null : (input.contact ?? '').trim();
      if (contact !== null && (contact.length === 0 || contact.length > FEEDBACK_CONTACT_MAX))
        throw new AppError('request_param_err', {
          contact: contact.length ? 'too long' : 'validation.required',
        });
      const captcha = (input.captcha ?? '').trim();
      if (!captcha) throw new AppError('captcha.invalid', { captcha: true });
      const now = clock.now();
      const since = new Date(now.getTime() - HOUR_MS);
      const sent = await repo.countSince(
        db,
        who.member
          ? { merchantId: tenant.id, customerId: who.member.id }
          : { merchantId: tenant.id, ip: who.ip },
        since,
      );
      if (sent >= (who.member ? MEMBER_FEEDBACK_PER_HOUR : VISITOR_FEEDBACK_PER_HOUR))
        throw new AppError('too.many.requests');
      if (!(await deps.checkCaptcha(who.captchaId, captcha)))
        throw new AppError('captcha.invalid', { captcha: true });
      const row = await repo.insertFeedback(db, {
        merchantId: tenant.id,
        customerId: who.member?.id ?? null,
        contact,
        type,
        content,
        image: input.image ? { contentType: input.image.contentType, bytes: input.image.bytes } : null,
        ip: who.ip,
        now,
      });
      return { id: row.id, status: row.status };
    },

    /** The member's own feedback, newest first, with the staff's replies (staff names stay inside). */
    async list(
      tenant: Tenant,
      member: { id: number },
      q: { page: number; size: number },
    ): Promise<FeedbackListValue> {
      requireFlag(tenant);
      const { rows, total } = await repo.listOfMember(db, member.id, q.size, (q.page - 1) * q.size);
      const replies = await repo.repliesOf(
        db,
        rows.map((r) => r.id),
      );
      return {
        content: rows.map((r) => ({
          id: r.id,
          type: r.type,
          content: r.content,
          status: r.status,
          hasImage: r.image_type !== null,
          createTime: iso(r.created_at),
          replies: replies
            .filter((x) => x.feedback_id === r.id)
            .map((x) => ({ content: x.content, replyTime: iso(x.created_at) })),
        })),
        totalPages: Math.ceil(total / q.size),
        totalElements: total,
      };
    },

    /** The picture of the member's own feedback (another's answers not found, the same as none). */
    async image(tenant: Tenant, id: number, member?: { id: number }) {
      const row = await repo.imageOf(db, tenant.id, id, member?.id);
      if (!row?.image || !row.image_type) throw new AppError('feedback.not.found');
      return { contentType: row.image_type, bytes: Buffer.from(row.image) };
    },

    async boList(tenant: Tenant, q: z.output<typeof boFeedbackQuery>): Promise<BoFeedbackListValue> {
      const zone = timeZoneOf(tenant.settings);
      const username = q.username === undefined || q.username === '' ? undefined : q.username;
      const { rows, total } = await repo.listOfMerchant(db, {
        merchantId: tenant.id,
        type: q.type,
        status: q.status,
        from: q.from ? localMidnight(q.from, zone) : undefined,
        to: q.to ? localMidnight(addDays(q.to, 1), zone) : undefined,
        username: username === 'visitor' ? null : username,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      const replies = await repo.repliesOf(
        db,
        rows.map((r) => r.id),
      );
      return {
        rows: rows.map((r) => ({
          id: r.id,
          type: r.type,
          status: r.status,
          username: r.username,
          contact: r.contact,
          content: r.content,
          hasImage: r.image_type !== null,
          createTime: iso(r.created_at),
          closedTime: r.closed_at ? iso(r.closed_at) : null,
          replies: replies
            .filter((x) => x.feedback_id === r.id)
            .map((x) => ({ content: x.content, replyTime: iso(x.created_at), staff: x.staff })),
        })),
        total,
      };
    },

    /** A staff reply: the feedback turns REPLIED and its member gets a platform message (in its language). */
    async reply(tenant: Tenant, staffId: number, id: number, content: string) {
      const f = await repo.findOfMerchant(db, tenant.id, id);
      if (!f) throw new AppError('feedback.not.found');
      if (f.status === 'CLOSED' || !(await repo.addReply(db, id, staffId, content, clock.now())))
        throw new AppError('feedback.closed');
      if (f.username && deps.notify) {
        await deps.notify(
          tenant,
          staffId,
          { username: f.username, language: f.language ?? tenant.settings.defaultLanguage },
          (lang) => ({ subject: translate(lang, 'feedback.replySubject', { id }), content }),
        );
      }
      return { before: { status: f.status }, after: { status: 'REPLIED' as const } };
    },

    async close(tenant: Tenant, staffId: number, id: number) {
      const f = await repo.findOfMerchant(db, tenant.id, id);
      if (!f) throw new AppError('feedback.not.found');
      if (!(await repo.close(db, id, staffId, clock.now()))) throw new AppError('feedback.closed');
      return { before: { status: f.status }, after: { status: 'CLOSED' as const } };
    },
  };
}

export type Feedback = ReturnType<typeof createFeedback>;
