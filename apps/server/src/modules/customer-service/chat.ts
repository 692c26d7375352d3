import {
  CHAT_HISTORY_SIZE,
  CHAT_MEMBER_PER_MINUTE,
  VIP_MIN_RANK_LEVEL,
  type BoChatDetailValue,
  type BoChatListValue,
  type BoChatRow,
  type ChatConversationValue,
  type MemberChatValue,
  type StaffPermission,
  type boChatListQuery,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { Publish, PublishStaffChat } from '../../lib/live-hub.ts';
import { addDays, localMidnight } from '../../lib/time-zone.ts';
import type { SessionUser } from '../accounts/service.ts';
import type { Tenant } from '../merchants/service.ts';
import * as repo from './repository.ts';

type Member = SessionUser;
type Staff = { id: number; username: string };
type ListQuery = z.output<typeof boChatListQuery>;

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The built-in live chat (decision 0066): one open conversation per member, WAITING until a staff member
 * takes it (or is assigned it), ACTIVE with that staff member, CLOSED by either side. Messages go over
 * HTTP and each change is pushed live: `chat` to the member's sockets, `bo.chat` to the merchant's staff.
 */
export function createLiveChat(
  db: Db,
  deps: {
    publish?: Publish;
    publishStaff?: PublishStaffChat;
    rankLevelOf: (member: Member) => Promise<number | null>;
    /** A role's permissions (the staff module's), to check who may be assigned. */
    permissionsOfRole: (role: string, custom: readonly string[] | null) => readonly StaffPermission[];
  },
) {
  function notify(
    row: { id: number; merchant_id: number; customer_id: number },
    change: 'new' | 'message' | 'assigned' | 'closed',
    member = true,
  ) {
    if (member) deps.publish?.(row.customer_id, { type: 'chat', conversationId: row.id });
    deps.publishStaff?.(row.merchant_id, { type: 'bo.chat', conversationId: row.id, change });
  }

  async function messagesOf(conversationId: number) {
    const rows = await repo.messages(db, conversationId, CHAT_HISTORY_SIZE);
    return rows.map((m) => ({
      id: m.id,
      sender: m.sender,
      event: m.event,
      staffName: m.staff_name,
      text: m.text,
      createdAt: iso(m.created_at),
    }));
  }

  async function conversationValue(row: repo.ConversationRow): Promise<ChatConversationValue> {
    return {
      id: row.id,
      status: row.status,
      staffName: row.staff_name,
      rating: row.rating,
      createdAt: iso(row.created_at),
      closedAt: row.closed_at ? iso(row.closed_at) : null,
      messages: await messagesOf(row.id),
    };
  }

  function boRow(r: repo.ConversationRow): BoChatRow {
    return {
      id: r.id,
      status: r.status,
      customerId: r.customer_id,
      username: r.username,
      vip: r.vip,
      staffId: r.staff_id,
      staffName: r.staff_name,
      lastText: r.last_text,
      staffUnread: r.staff_unread,
      rating: r.rating,
      createdAt: iso(r.created_at),
      lastMessageAt: iso(r.last_message_at),
      closedAt: r.closed_at ? iso(r.closed_at) : null,
    };
  }

  async function staffConversation(tenant: Tenant, id: number) {
    const row = await repo.conversation(db, tenant.id, id);
    if (!row) throw new AppError('chat.not.found');
    return row;
  }

  return {
    // ------------------------------------------------------------ member

    /** The member's chat (open or last conversation) with its history; opening it reads the replies. */
    async memberChat(_tenant: Tenant, member: Member): Promise<MemberChatValue> {
      const row = await repo.latestOfMember(db, member.id);
      if (!row) return { conversation: null, unread: 0 };
      if (row.member_unread > 0) await repo.markRead(db, row.id, 'member');
      return { conversation: await conversationValue(row), unread: 0 };
    },

    async unread(member: Member) {
      const row = await repo.openOfMember(db, member.id);
      return { count: row?.member_unread ?? 0 };
    },

    /** Writes to the open conversation, opening one (waiting for an agent) when there is none. */
    async send(tenant: Tenant, member: Member, text: string): Promise<MemberChatValue> {
      const now = clock.now();
      if (
        (await repo.memberSentSince(db, member.id, new Date(now.getTime() - 60_000))) >=
        CHAT_MEMBER_PER_MINUTE
      )
        throw new AppError('too.many.requests');
      let row = await repo.openOfMember(db, member.id);
      let change: 'new' | 'message' = 'message';
      if (!row) {
        const rankLevel = await deps.rankLevelOf(member);
        await repo.openConversation(db, {
          merchantId: tenant.id,
          customerId: member.id,
          vip: (rankLevel ?? 0) >= VIP_MIN_RANK_LEVEL,
          at: now,
        });
        // Opened here or by a parallel send: either way the member's one open conversation.
        row = (await repo.openOfMember(db, member.id))!;
        change = 'new';
      }
      await repo.addMessage(db, { conversationId: row.id, sender: 'MEMBER', text, at: now });
      notify(row, change, false);
      return this.memberChat(tenant, member);
    },

    /** The member ends the open conversation (optionally rating it). */
    async memberClose(tenant: Tenant, member: Member, rating: number | undefined): Promise<MemberChatValue> {
      const row = await repo.openOfMember(db, member.id);
      if (!row) throw new AppError('chat.not.found');
      if (await repo.close(db, { merchantId: tenant.id, id: row.id }, clock.now(), rating ?? null)) {
        await repo.addMessage(db, {
          conversationId: row.id,
          sender: 'SYSTEM',
          event: 'CLOSED',
          text: '',
          at: clock.now(),
        });
        notify(row, 'closed', false);
      }
      return this.memberChat(tenant, member);
    },

    /** Rates one of the member's closed conversations (after staff closed it). */
    async rate(
      tenant: Tenant,
      member: Member,
      conversationId: number,
      rating: number,
    ): Promise<MemberChatValue> {
      if (!(await repo.rate(db, member.id, conversationId, rating))) throw new AppError('chat.not.found');
      return this.memberChat(tenant, member);
    },

    // ------------------------------------------------------------ back office

    async boList(tenant: Tenant, q: ListQuery): Promise<BoChatListValue> {
      const zone = tenant.info.timeZone;
      const from = q.from ? localMidnight(q.from, zone) : undefined;
      const to = q.to ? localMidnight(addDays(q.to, 1), zone) : undefined;
      const { rows, total } = await repo.list(db, tenant.id, {
        view: q.view,
        username: q.username,
        from,
        to,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return { rows: rows.map(boRow), total };
    },

    /** A conversation with its messages; its assignee reading it marks the member's messages read. */
    async boDetail(tenant: Tenant, staff: Staff, id: number): Promise<BoChatDetailValue> {
      const row = await staffConversation(tenant, id);
      if (row.staff_id === staff.id && row.staff_unread > 0) await repo.markRead(db, id, 'staff');
      const fresh = (await repo.conversation(db, tenant.id, id))!;
      return { row: boRow(fresh), messages: await messagesOf(id) };
    },

    /** Staff who may be assigned conversations (chat.reply). */
    async agents(tenant: Tenant) {
      const staff = await repo.staffOf(db, tenant.id);
      return staff
        .filter((s) => deps.permissionsOfRole(s.role, s.permissions).includes('chat.reply'))
        .map((s) => ({ id: s.id, name: s.username }));
    },

    /** Take a waiting conversation (no staffId), or assign an open one to a staff member who may reply. */
    async assign(tenant: Tenant, staff: Staff, id: number, staffId: number | undefined) {
      const before = await staffConversation(tenant, id);
      if (before.status === 'CLOSED') throw new AppError('chat.closed');
      const target = staffId ?? staff.id;
      if (staffId !== undefined && !(await this.agents(tenant)).some((a) => a.id === staffId))
        throw new AppError('chat.staff.invalid');
      if (before.staff_id === target)
        return { before: boRow(before), detail: await this.boDetail(tenant, staff, id) };
      const taken = await repo.assign(db, tenant.id, id, target, staffId === undefined);
      if (!taken) {
        const now = await staffConversation(tenant, id);
        throw new AppError(now.status === 'CLOSED' ? 'chat.closed' : 'chat.taken');
      }
      await repo.addMessage(db, {
        conversationId: id,
        sender: 'SYSTEM',
        event: 'JOINED',
        staffId: target,
        text: '',
        at: clock.now(),
      });
      notify(before, 'assigned');
      return { before: boRow(before), detail: await this.boDetail(tenant, staff, id) };
    },

    /** A reply: by the assignee; a waiting conversation is taken by whoever answers it first. */
    async reply(tenant: Tenant, staff: Staff, id: number, text: string) {
      let row = await staffConversation(tenant, id);
      if (row.status === 'CLOSED') throw new AppError('chat.closed');
      if (row.status === 'WAITING') {
        await this.assign(tenant, staff, id, undefined);
        row = await staffConversation(tenant, id);
      }
      if (row.staff_id !== staff.id) throw new AppError('chat.not.assignee');
      await repo.addMessage(db, {
        conversationId: id,
        sender: 'STAFF',
        staffId: staff.id,
        text,
        at: clock.now(),
      });
      await repo.markRead(db, id, 'staff');
      notify(row, 'message');
      return this.boDetail(tenant, staff, id);
    },

    async boClose(tenant: Tenant, staff: Staff, id: number) {
      const row = await staffConversation(tenant, id);
      if (!(await repo.close(db, { merchantId: tenant.id, id }, clock.now(), null)))
        throw new AppError('chat.closed');
      await repo.addMessage(db, {
        conversationId: id,
        sender: 'SYSTEM',
        event: 'CLOSED',
        staffId: staff.id,
        text: '',
        at: clock.now(),
      });
      notify(row, 'closed');
      return { before: boRow(row), detail: await this.boDetail(tenant, staff, id) };
    },
  };
}
export type LiveChat = ReturnType<typeof createLiveChat>;
