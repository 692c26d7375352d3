import {
  INBOX_DAYS,
  OUTBOX_DAYS,
  REPLY_SEND_TYPE,
  messageLanguages,
  type BoMessageRow,
  type InboxValue,
  type MessageRecipientValue,
  type SentMessagesValue,
  type RecipientTypesValue,
  type boSendMessageRequest,
  type messageListQuery,
  type replyMessageRequest,
  type sendMessageRequest,
} from '@portal/contract';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import type { Lang } from '@portal/i18n';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { Publish } from '../../lib/live-hub.ts';
import type { Tenant } from '../merchants/service.ts';
import * as repo from './repository.ts';

type Member = { id: number; type: number; username: string };
type ListQuery = z.output<typeof messageListQuery>;

const DAY_MS = 86_400_000;
/** A member sends at most this many messages a minute (each may reach a whole downline). */
export const SEND_LIMIT_PER_MINUTE = 5;
const PICKER_SIZE = 20;
/** The login notice names unread messages of this many days. */
const LOGIN_NOTICE_DAYS = 7;
const TRIAL_TYPE = 4;

/**
 * Messages (`messageV2`, inventory 1.5.1, decision 0060). Flags: MAILCEN gates all; INBOX3 the inbox
 * and unread count, OUTBOX3 the outbox, SENDMAIL3 compose, send and reply.
 */
export function createMessages(db: Db, deps: { publish?: Publish } = {}) {
  const { publish } = deps;

  function requireFlag(tenant: Tenant, modId: string) {
    const tree = tenant.info.whitelabel;
    if (!isModuleEnabled(tree, modIds.mailCentre) || !isModuleEnabled(tree, modId))
      throw new AppError('function.not.available');
  }

  /** The list's window: the query's times, or the page's default days up to now. */
  function windowOf(q: ListQuery, days: number) {
    const now = clock.nowMs();
    const end = q.endTime ? new Date(q.endTime) : new Date(now);
    const start = q.startTime ? new Date(q.startTime) : new Date(end.getTime() - days * DAY_MS);
    if (start > end) throw new AppError('request_param_err', { startTime: 'invalid' });
    return {
      start,
      end,
      direction: q.sort === 'sendTime:asc' ? ('asc' as const) : ('desc' as const),
      limit: q.size,
      offset: (q.page - 1) * q.size,
    };
  }

  /** The send types the member may use now, and its upline agent (type 5). */
  async function allowedTypes(tenant: Tenant, member: Member) {
    const tree = tenant.info.whitelabel;
    if (
      member.type === TRIAL_TYPE ||
      !isModuleEnabled(tree, modIds.mailCentre) ||
      !isModuleEnabled(tree, modIds.sendMail)
    )
      return { types: [] as number[], upline: null };
    const me = await repo.memberById(db, tenant.id, member.id);
    const parent = me?.parent_id ? await repo.memberById(db, tenant.id, me.parent_id) : undefined;
    const upline = parent && repo.isAgentType(parent.type) ? parent : null;
    const types = [...(repo.isAgentType(member.type) ? [1, 2, 3, 4] : []), ...(upline ? [5] : [])];
    return { types, upline };
  }

  function notify(
    recipients: { id: number; customer_id: number }[],
    subject: string,
    from: string | null,
    subjects?: Partial<Record<Lang, string>>,
  ) {
    if (!publish) return;
    for (const r of recipients)
      publish(r.customer_id, {
        type: 'inbox',
        inboxId: r.id,
        subject,
        from,
        ...(subjects && Object.keys(subjects).length ? { subjects } : {}),
      });
  }

  async function checkRate(member: Member) {
    const sent = await repo.sentSince(db, member.id, new Date(clock.nowMs() - 60_000));
    if (sent >= SEND_LIMIT_PER_MINUTE) throw new AppError('too.many.requests');
  }

  return {
    /** The inbox, each platform message in the member's language when it has a version in it. */
    async inbox(tenant: Tenant, member: Member, q: ListQuery, lang: Lang = 'TW'): Promise<InboxValue> {
      requireFlag(tenant, modIds.inbox);
      const w = windowOf(q, INBOX_DAYS);
      const { rows, total } = await repo.inbox(db, member.id, w);
      return {
        content: rows.map((r) => {
          const text = r.translations[lang] ?? { subject: r.subject, content: r.content };
          return {
            inboxId: r.id,
            senderName: r.sender_name,
            canReply: r.sender_id !== null,
            sendType: r.send_type,
            sendTime: new Date(r.created_at).toISOString(),
            subject: text.subject,
            content: text.content,
            read: r.read_at !== null,
          };
        }),
        totalPages: Math.ceil(total / q.size),
        totalElements: total,
      };
    },

    /** Unread messages of the inbox's window (the badge matches the list). */
    async unreadCount(tenant: Tenant, member: Member) {
      requireFlag(tenant, modIds.inbox);
      const since = new Date(clock.nowMs() - INBOX_DAYS * DAY_MS);
      return { count: await repo.unreadCount(db, member.id, since) };
    },

    /**
     * The login notice (inventory 1.5.1: a toast for the newest unread message of the last 7 days): that
     * message, once per member, or null.
     */
    async loginNotice(tenant: Tenant, member: Member, lang: Lang = 'TW') {
      requireFlag(tenant, modIds.inbox);
      const since = new Date(clock.nowMs() - LOGIN_NOTICE_DAYS * DAY_MS);
      const row = await repo.takeLoginNotice(db, member.id, since, clock.now());
      if (!row) return { message: null };
      return {
        message: {
          inboxId: row.inboxId,
          subject: row.translations[lang]?.subject ?? row.subject,
          senderName: row.sender_name,
        },
      };
    },

    async markRead(tenant: Tenant, member: Member, ids: number[]) {
      requireFlag(tenant, modIds.inbox);
      return { updated: await repo.markRead(db, member.id, ids, clock.now()) };
    },

    async deleteInbox(tenant: Tenant, member: Member, ids: number[]) {
      requireFlag(tenant, modIds.inbox);
      return { updated: await repo.deleteInbox(db, member.id, ids, clock.now()) };
    },

    async outbox(tenant: Tenant, member: Member, q: ListQuery): Promise<SentMessagesValue> {
      requireFlag(tenant, modIds.outbox);
      const w = windowOf(q, OUTBOX_DAYS);
      const { rows, total } = await repo.outbox(db, member.id, w);
      return {
        content: rows.map((r) => ({
          id: r.id,
          recipients: r.recipients ?? [],
          recipientCount: r.recipient_count,
          sendType: r.send_type,
          subject: r.subject,
          content: r.content,
          sendTime: new Date(r.created_at).toISOString(),
          readCount: r.send_type === 5 ? null : Number(r.read_count),
        })),
        totalPages: Math.ceil(total / q.size),
        totalElements: total,
      };
    },

    async deleteOutbox(tenant: Tenant, member: Member, ids: number[]) {
      requireFlag(tenant, modIds.outbox);
      return { updated: await repo.deleteOutbox(db, member.id, ids, clock.now()) };
    },

    async recipientTypes(tenant: Tenant, member: Member): Promise<RecipientTypesValue> {
      const { types, upline } = await allowedTypes(tenant, member);
      return { types, upline: upline?.username ?? null };
    },

    /** The downline picker (send type 1): agents only. */
    async recipients(tenant: Tenant, member: Member, search: string): Promise<MessageRecipientValue> {
      const { types } = await allowedTypes(tenant, member);
      if (!types.includes(1)) throw new AppError('message.send.type.unavailable');
      const rows = await repo.searchDownline(db, member.id, search, PICKER_SIZE);
      return {
        content: rows.map((r) => ({
          username: r.username,
          direct: Number(r.depth) === 1,
          agent: repo.isAgentType(r.type),
        })),
      };
    },

    async send(tenant: Tenant, member: Member, body: z.output<typeof sendMessageRequest>) {
      requireFlag(tenant, modIds.sendMail);
      const { types, upline } = await allowedTypes(tenant, member);
      if (!types.includes(body.sendType)) throw new AppError('message.send.type.unavailable');
      let group: repo.Group;
      if (body.sendType === 1) {
        const names = [...new Set(body.recipients.map((r) => r.toLowerCase()))];
        if (names.length === 0) throw new AppError('request_param_err', { recipients: 'required' });
        const found = await repo.membersByUsername(db, tenant.id, names);
        const mine = await repo.inDownline(
          db,
          member.id,
          found.map((f) => f.id),
        );
        // Unknown names and members of someone else's team get the same answer.
        if (found.length !== names.length || found.some((f) => !mine.has(f.id)))
          throw new AppError('agent.downline.not.found');
        group = { kind: 'ids', ids: found.map((f) => f.id) };
      } else if (body.sendType === 2) group = { kind: 'downline', agentId: member.id };
      else if (body.sendType === 3) group = { kind: 'direct', agentId: member.id, agents: true };
      else if (body.sendType === 4) group = { kind: 'direct', agentId: member.id, agents: false };
      else group = { kind: 'ids', ids: [upline!.id] };
      await checkRate(member);
      const { id, recipients } = await db.transaction().execute(async (trx) => {
        const sent = await repo.insertMessage(
          trx,
          {
            merchantId: tenant.id,
            senderId: member.id,
            staffId: null,
            sendType: body.sendType,
            audience: null,
            replyToId: null,
            subject: body.subject,
            content: body.content,
            now: clock.now(),
          },
          group,
        );
        // Nobody to reach: nothing is stored.
        if (sent.recipients.length === 0) throw new AppError('message.recipients.empty');
        return sent;
      });
      notify(recipients, body.subject, member.username);
      return { id, recipientCount: recipients.length };
    },

    /** A reply goes to the member who sent the message; the platform's messages cannot be answered. */
    async reply(tenant: Tenant, member: Member, body: z.output<typeof replyMessageRequest>) {
      requireFlag(tenant, modIds.sendMail);
      if (member.type === TRIAL_TYPE) throw new AppError('trial.account.forbidden');
      const row = await repo.inboxRow(db, member.id, body.inboxId);
      if (!row) throw new AppError('message.not.found');
      if (row.sender_id === null) throw new AppError('message.reply.unavailable');
      const senderId = row.sender_id;
      await checkRate(member);
      const { id, recipients } = await db.transaction().execute((trx) =>
        repo.insertMessage(
          trx,
          {
            merchantId: tenant.id,
            senderId: member.id,
            staffId: null,
            sendType: REPLY_SEND_TYPE,
            audience: null,
            replyToId: row.message_id,
            subject: body.subject,
            content: body.content,
            now: clock.now(),
          },
          { kind: 'ids', ids: [senderId] },
        ),
      );
      notify(recipients, body.subject, member.username);
      return { id, recipientCount: recipients.length };
    },

    /**
     * Back office: a platform message to one member, every member or every agent of the merchant, or the
     * members carrying a label; with versions by language (decision 0067).
     */
    async boSend(tenant: Tenant, staffId: number, body: z.output<typeof boSendMessageRequest>) {
      let group: repo.Group;
      const label = body.label?.trim() ?? '';
      if (body.audience === 'MEMBER') {
        const name = body.username?.trim() ?? '';
        if (!name) throw new AppError('request_param_err', { username: 'required' });
        const [found] = await repo.membersByUsername(db, tenant.id, [name]);
        if (!found) throw new AppError('not.found');
        group = { kind: 'ids', ids: [found.id] };
      } else if (body.audience === 'LABEL') {
        if (!label) throw new AppError('request_param_err', { label: 'required' });
        group = { kind: 'label', merchantId: tenant.id, label };
      } else group = { kind: 'merchant', merchantId: tenant.id, agents: body.audience === 'ALL_AGENTS' };
      const { id, recipients } = await db.transaction().execute(async (trx) => {
        const sent = await repo.insertMessage(
          trx,
          {
            merchantId: tenant.id,
            senderId: null,
            staffId,
            sendType: 1,
            audience: body.audience,
            ...(body.audience === 'LABEL' ? { audienceLabel: label } : {}),
            replyToId: null,
            subject: body.subject,
            content: body.content,
            translations: body.translations,
            now: clock.now(),
          },
          group,
        );
        if (sent.recipients.length === 0) throw new AppError('message.recipients.empty');
        return sent;
      });
      notify(
        recipients,
        body.subject,
        null,
        Object.fromEntries(
          Object.entries(body.translations ?? {}).flatMap(([l, v]) => (v ? [[l, v.subject]] : [])),
        ),
      );
      return { id, recipientCount: recipients.length };
    },

    async boList(tenant: Tenant, page: number, pageSize: number) {
      const { rows, total } = await repo.platformMessages(db, tenant.id, pageSize, (page - 1) * pageSize);
      return {
        rows: rows.map((r): BoMessageRow => ({
          id: r.id,
          audience: r.audience ?? '',
          username: r.username,
          label: r.audience_label,
          subject: r.subject,
          content: r.content,
          languages: messageLanguages.filter((l) => r.translations[l] !== undefined),
          staff: r.staff,
          sendTime: new Date(r.created_at).toISOString(),
          recipientCount: r.recipient_count,
          readCount: Number(r.read_count),
        })),
        total,
      };
    },
  };
}
export type Messages = ReturnType<typeof createMessages>;
