import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type {
  AdjustmentRow,
  MemberDetail,
  MemberRow,
  adjustmentRequest,
  memberBalances,
} from '@portal/contract';
import { toMinor } from '@portal/contract/money';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { betLegDetails, betLineDetails } from '../games/bet-legs.ts';
import type { AccountService } from '../accounts/service.ts';
import type { Tenant } from '../merchants/service.ts';
import type { Ledger } from '../wallet/ledger.ts';
import type { Turnover } from '../wallet/turnover.ts';
import * as repo from './repository.ts';

/** The staff member acting (request.staff). */
export interface Actor {
  id: number;
  username: string;
}
type StatusAction = 'lock' | 'unlock' | 'freeze' | 'unfreeze';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A short name of the browser and system of a user agent ("Chrome 120 · Windows"), for people to read. */
export function deviceOf(userAgent: string): string {
  if (!userAgent) return '';
  const os = /iPhone|iPad|iPod/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  const browser =
    /Edg\/(\d+)/.exec(userAgent)?.[1] !== undefined
      ? `Edge ${/Edg\/(\d+)/.exec(userAgent)![1]}`
      : /(?:Chrome|CriOS)\/(\d+)/.exec(userAgent)
        ? `Chrome ${/(?:Chrome|CriOS)\/(\d+)/.exec(userAgent)![1]}`
        : /(?:Firefox|FxiOS)\/(\d+)/.exec(userAgent)
          ? `Firefox ${/(?:Firefox|FxiOS)\/(\d+)/.exec(userAgent)![1]}`
          : /Version\/(\d+).*Safari/.exec(userAgent)
            ? `Safari ${/Version\/(\d+).*Safari/.exec(userAgent)![1]}`
            : userAgent.split(/[\s/]/)[0]!.slice(0, 40);
  return [browser, os].filter(Boolean).join(' · ');
}

/** A temporary password: 12 characters without look-alikes (no 0/O, 1/l/I). */
export function temporaryPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let out = '';
  for (let i = 0; i < 12; i++) out += alphabet[randomInt(alphabet.length)];
  // At least one digit and one letter of each case, whatever the draw.
  return `${out.slice(0, 9)}${alphabet[randomInt(23)]}${alphabet[23 + randomInt(23)]}${randomInt(2, 10)}`;
}

type MemberRecord = NonNullable<Awaited<ReturnType<typeof repo.findMember>>>;
type SearchRecord = Awaited<ReturnType<typeof repo.searchMembers>>['rows'][number];

function rowOf(r: SearchRecord | MemberRecord): MemberRow {
  return {
    id: r.id,
    username: r.username,
    nickname: r.nickname,
    type: r.type,
    status: r.status,
    bettingFrozen: r.betting_frozen,
    mobile: r.mobile_num
      ? `${r.country_dialing_code ? `${r.country_dialing_code}-` : ''}${r.mobile_num}`
      : null,
    email: r.email,
    agent: r.agent,
    labels: r.labels ?? [],
    cash: String(r.cash),
    createdAt: new Date(r.created_at).toISOString(),
    lastLoginAt: iso(r.last_login_at),
  };
}

function adjustmentOf(r: NonNullable<Awaited<ReturnType<typeof repo.findAdjustment>>>): AdjustmentRow {
  return {
    id: String(r.id),
    memberId: r.customer_id,
    username: r.username,
    amount: String(r.amount),
    reason: r.reason,
    turnoverMultiple: r.turnover_multiple,
    status: r.status,
    requestedBy: r.requested_by_username,
    requestedAt: new Date(r.requested_at).toISOString(),
    decidedBy: r.decided_by_username,
    decidedAt: iso(r.decided_at),
    decisionNote: r.decision_note,
    transferId: r.transfer_id === null ? null : String(r.transfer_id),
  };
}

/**
 * The back office's members (issue 15 item 8, decision 0030): search, the member page, status actions
 * (a lock ends the sessions and refuses logins; a betting freeze refuses new bets in the vendor protocol
 * and the lottery), labels, notes, a temporary password, and balance adjustments that one staff member
 * requests and another approves, posted as one ledger transfer keyed by the adjustment.
 */
export function createMembersAdmin(
  db: Db,
  deps: { ledger: Ledger; accounts: AccountService; turnover: Turnover },
) {
  const { ledger, accounts, turnover } = deps;

  async function member(merchantId: number, id: number): Promise<MemberRecord> {
    const m = await repo.findMember(db, merchantId, id);
    if (!m) throw new AppError('not.found');
    return m;
  }

  return {
    search: async (
      merchantId: number,
      f: repo.MemberFilters,
      page: Parameters<typeof repo.searchMembers>[3],
    ) => {
      const { rows, total } = await repo.searchMembers(db, merchantId, f, page);
      return { rows: rows.map(rowOf), total };
    },

    async detail(tenant: Tenant, id: number): Promise<MemberDetail> {
      const m = await member(tenant.id, id);
      return {
        ...rowOf(m),
        payeeName: m.payee_name,
        affiliateCode: m.affiliate_code,
        registerMethod: m.register_method,
        language: m.language,
        passwordChangeRequired: m.password_change_required,
        lastLoginIp: m.last_ip,
        currency: { code: tenant.settings.currency.code, decimals: tenant.settings.currency.decimals },
      };
    },

    /** Lock (sessions end, no login), unlock, freeze or unfreeze betting; before and after for the audit. */
    async setStatus(merchantId: number, id: number, action: StatusAction, actor: Actor, reason?: string) {
      const m = await member(merchantId, id);
      const before = { status: m.status, bettingFrozen: m.betting_frozen };
      if (action === 'lock' || action === 'unlock') {
        if (m.status === 'DISABLED') throw new AppError('function.not.available');
        await repo.setStatus(db, id, action === 'lock' ? 'LOCKED' : 'ACTIVE');
        if (action === 'lock') await accounts.endSessions(id);
      } else await repo.setBettingFrozen(db, id, action === 'freeze');
      if (reason)
        await repo.addNote(db, {
          customerId: id,
          staffId: actor.id,
          staffUsername: actor.username,
          body: `[${action}] ${reason}`,
        });
      const after = await member(merchantId, id);
      return { before, after: { status: after.status, bettingFrozen: after.betting_frozen } };
    },

    /** The labels staff put on a member (the member info's memberLabel shows them, decision 0062). */
    labelsOf: (customerId: number) => repo.labelsOf(db, customerId),

    async addLabel(merchantId: number, id: number, label: string, actor: Actor) {
      await member(merchantId, id);
      const before = await repo.labelsOf(db, id);
      await repo.addLabel(db, id, label, actor.username);
      return { before, after: await repo.labelsOf(db, id) };
    },

    async removeLabel(merchantId: number, id: number, label: string) {
      await member(merchantId, id);
      const before = await repo.labelsOf(db, id);
      if (!(await repo.removeLabel(db, id, label))) throw new AppError('not.found');
      return { before, after: await repo.labelsOf(db, id) };
    },

    async notes(merchantId: number, id: number) {
      await member(merchantId, id);
      const rows = await repo.notesOf(db, id);
      return {
        notes: rows.map((n) => ({
          id: String(n.id),
          staffUsername: n.staff_username,
          body: n.body,
          createdAt: new Date(n.created_at).toISOString(),
        })),
      };
    },

    async addNote(merchantId: number, id: number, body: string, actor: Actor) {
      await member(merchantId, id);
      const n = await repo.addNote(db, {
        customerId: id,
        staffId: actor.id,
        staffUsername: actor.username,
        body,
      });
      return { id: String(n.id), body: n.body };
    },

    /**
     * A temporary password (the staff member's or a generated one): the member's sessions end and the
     * next password login must change it (decision 0026's forced change, held by the server).
     */
    async resetPassword(merchantId: number, id: number, password?: string) {
      await member(merchantId, id);
      const temporary = password ?? temporaryPassword();
      await accounts.setTemporaryPassword(id, temporary);
      return { temporaryPassword: temporary };
    },

    async logins(merchantId: number, id: number, page: { limit: number; offset: number }) {
      await member(merchantId, id);
      const { rows, total } = await repo.loginPage(db, id, page);
      return {
        rows: rows.map((r) => ({
          id: String(r.id),
          ip: r.ip,
          userAgent: r.user_agent,
          device: deviceOf(r.user_agent),
          at: new Date(r.created_at).toISOString(),
        })),
        total,
      };
    },

    /** Members of the merchant sharing a login IP or a device (user agent) with this one. */
    async linked(merchantId: number, id: number) {
      await member(merchantId, id);
      const [ips, devices] = await Promise.all([
        repo.sharedIps(db, merchantId, id),
        repo.sharedDevices(db, merchantId, id),
      ]);
      const byId = new Map<
        number,
        { id: number; username: string; status: MemberRow['status']; ips: Set<string>; devices: Set<string> }
      >();
      const entry = (r: { id: number; username: string; status: MemberRow['status'] }) => {
        let e = byId.get(r.id);
        if (!e) byId.set(r.id, (e = { ...r, ips: new Set(), devices: new Set() }));
        return e;
      };
      for (const r of ips) entry(r).ips.add(r.ip);
      for (const r of devices) entry(r).devices.add(deviceOf(r.user_agent) || r.user_agent);
      return {
        accounts: [...byId.values()].map((e) => ({
          id: e.id,
          username: e.username,
          status: e.status,
          ips: [...e.ips],
          devices: [...e.devices],
        })),
      };
    },

    /** Balances from the ledger (the one place money lives) and the withdrawal turnover from turnover.ts. */
    async balances(tenant: Tenant, id: number): Promise<z.infer<typeof memberBalances>> {
      await member(tenant.id, id);
      const [accounts, progress] = await Promise.all([
        ledger.balances(tenant.id, id),
        turnover.progress(tenant.id, id),
      ]);
      const of = (kind: string) =>
        accounts.filter((a) => a.kind === kind).reduce((sum, a) => sum + BigInt(a.balance), 0n);
      const w = progress.withdrawal;
      return {
        currency: { code: tenant.settings.currency.code, decimals: tenant.settings.currency.decimals },
        cash: String(of('cash')),
        bonus: String(of('bonus')),
        withdrawHold: String(of('withdrawHold')),
        vendors: accounts
          .filter((a) => a.kind === 'vendorWallet')
          .map((a) => ({ name: a.ref, balance: String(a.balance), status: 'OK' as const })),
        turnover: {
          required: String(w.required),
          achieved: String(w.achieved),
          remaining: String(w.remaining > 0n ? w.remaining : 0n),
        },
      };
    },

    async ledger(
      merchantId: number,
      id: number,
      q: { type?: string; from?: Date; to?: Date; limit: number; offset: number; ascending: boolean },
    ) {
      await member(merchantId, id);
      const { rows, total } = await repo.ledgerPage(db, { merchantId, customerId: id, ...q });
      return {
        rows: rows.map((r) => ({
          id: String(r.id),
          type: r.type,
          wallet: r.ref ? `${r.kind}:${r.ref}` : r.kind,
          amount: String(r.amount),
          balanceAfter: String(r.balance_after),
          remark: r.remark,
          at: new Date(r.created_at).toISOString(),
        })),
        total,
      };
    },

    async bets(
      merchantId: number,
      id: number,
      q: { from?: Date; to?: Date; limit: number; offset: number; ascending: boolean },
    ) {
      await member(merchantId, id);
      const { rows, total } = await repo.betPage(db, { customerId: id, ...q });
      return {
        rows: rows.map((r) => ({
          id: String(r.id),
          vendor: r.vendor_code,
          game: r.game_code ?? '',
          roundId: r.round_id,
          bet: String(r.bet_amount),
          win: String(r.win_amount),
          status: r.status,
          placedAt: new Date(r.placed_at).toISOString(),
          settledAt: iso(r.settled_at),
          legs: betLegDetails(r),
          lines: betLineDetails(r),
        })),
        total,
      };
    },

    async lottery(
      merchantId: number,
      id: number,
      q: { from?: Date; to?: Date; limit: number; offset: number; ascending: boolean },
    ) {
      await member(merchantId, id);
      const { rows, total } = await repo.lotteryPage(db, { customerId: id, ...q });
      return {
        rows: rows.map((r) => ({
          id: String(r.id),
          gameCode: r.game_code,
          numero: r.numero,
          playCode: r.play_code,
          content: r.content,
          stake: String(r.stake),
          win: String(r.win),
          status: r.status,
          createdAt: new Date(r.created_at).toISOString(),
          settledAt: iso(r.settled_at),
        })),
        total,
      };
    },

    /** A balance adjustment waits for a second staff member; a debit beyond the balance is refused now. */
    async requestAdjustment(
      tenant: Tenant,
      id: number,
      input: z.infer<typeof adjustmentRequest>,
      actor: Actor,
    ): Promise<AdjustmentRow> {
      const m = await member(tenant.id, id);
      const amount = toMinor(input.amount.replace(/^\+/, ''), tenant.settings.currency.decimals);
      if (amount === null || amount === 0n) throw new AppError('request_param_err', { amount: 'pattern' });
      if (amount < 0n && -amount > BigInt(m.cash)) throw new AppError('insufficient.balance');
      const row = await repo.insertAdjustment(db, {
        merchantId: tenant.id,
        customerId: id,
        amount,
        reason: input.reason,
        turnoverMultiple: amount > 0n ? (input.turnoverMultiple ?? 0) : 0,
        staffId: actor.id,
        staffUsername: actor.username,
      });
      return adjustmentOf((await repo.findAdjustment(db, tenant.id, row.id))!);
    },

    adjustments: async (
      merchantId: number,
      f: Parameters<typeof repo.adjustmentPage>[2],
      page: Parameters<typeof repo.adjustmentPage>[3],
    ) => {
      const { rows, total } = await repo.adjustmentPage(db, merchantId, f, page);
      return { rows: rows.map(adjustmentOf), total };
    },

    /**
     * Approve (one ledger transfer, key `adjust:<id>`, with the status change in one transaction) or
     * reject (nothing moves), once, by a staff member other than the requester. A debit beyond the balance
     * is refused by the ledger and the adjustment stays pending.
     */
    async decideAdjustment(
      merchantId: number,
      id: bigint,
      decision: 'approve' | 'reject',
      actor: Actor,
      note?: string,
    ): Promise<{ before: AdjustmentRow; after: AdjustmentRow }> {
      const found = await repo.findAdjustment(db, merchantId, id);
      if (!found) throw new AppError('not.found');
      const before = adjustmentOf(found);
      if (found.status !== 'PENDING') throw new AppError('transfer.already.resolved');
      if (found.requested_by === actor.id) throw new AppError('adjustment.self.approval');
      const decided = {
        staffId: actor.id,
        staffUsername: actor.username,
        note: note?.trim() || null,
        at: clock.now(),
      };
      if (decision === 'reject') {
        if (!(await repo.decideAdjustment(db, id, { ...decided, status: 'REJECTED' })))
          throw new AppError('transfer.already.resolved');
      } else {
        const cash = { kind: 'cash' as const, ownerId: found.customer_id };
        const house = { kind: 'houseAdjustment' as const };
        await ledger.prepare(merchantId, [cash, house]);
        const credit = found.amount > 0n;
        await db.transaction().execute(async (trx) => {
          // The row lock of this update orders concurrent approvals: the second finds it decided.
          const row = await repo.decideAdjustment(trx, id, { ...decided, status: 'APPROVED' });
          if (!row) throw new AppError('transfer.already.resolved');
          const posted = await ledger.transfer(
            {
              merchantId,
              key: `adjust:${id}`,
              type: 'adjustment',
              from: credit ? house : cash,
              to: credit ? cash : house,
              amount: credit ? found.amount : -found.amount,
              meta: { adjustmentId: String(id), remark: found.reason },
            },
            trx,
          );
          await repo.linkAdjustmentTransfer(trx, id, posted.transferId);
          if (credit && found.turnover_multiple > 0)
            await repo.requireAdjustmentTurnover(
              trx,
              id,
              found.customer_id,
              found.amount * BigInt(found.turnover_multiple),
              decided.at,
            );
        });
      }
      return { before, after: adjustmentOf((await repo.findAdjustment(db, merchantId, id))!) };
    },

    pendingAdjustments: (merchantId: number) => repo.pendingAdjustments(db, merchantId),
  };
}
export type MembersAdmin = ReturnType<typeof createMembersAdmin>;
