import { randomBytes, randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  agentRebateProducts,
  LOTT_SERIES,
  MAX_CATEGORY_REBATE_BP,
  type AgentLink,
  type AgentRebateSettingValue,
  type BoAgentTreeValue,
  type LuckyBagValue,
  type RegisterDownlineValue,
  type TeamListQuery,
  type TeamListValue,
  type TeamMember,
  type createAgentLinkRequest,
  type downlineTransferRequest,
  type luckyBagRequest,
  type registerDownlineRequest,
  type teamStatusRequest,
} from '@portal/contract';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { checkForm } from '@portal/contract/field-rules';
import { toMajor, toMinor } from '@portal/contract/money';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { LiveHub } from '../../lib/live-hub.ts';
import { timeZoneOf } from '../../lib/time-zone.ts';
import type { AccountService } from '../accounts/service.ts';
import { requireAgent, requireDownline } from '../agents/access.ts';
import type { Tenant } from '../merchants/service.ts';
import type { Ledger } from '../wallet/ledger.ts';
import * as repo from './repository.ts';

type Member = { id: number; type: number };
type Rebates = Record<string, number>;

const PRODUCTS = agentRebateProducts as readonly string[];
/** A product's floor: the lottery's lowest series, or no rebate. */
const floorOf = (product: string) => (product === 'LOTT' ? LOTT_SERIES.min : 0);
/** A member's value of a product; without a row, the floor (nothing to hand down). */
const valueOf = (rebates: Rebates, product: string) => rebates[product] ?? floorOf(product);

/**
 * The rebate rules (inventory 2.1.3, 2.1.15; decision 0054): every value is an integer of a known
 * product within [floor, ceiling] where the ceiling is the upline's own value; a value already set is
 * never lowered.
 */
export function checkRebates(
  input: Record<string, unknown>,
  ceiling: (product: string) => number,
  existing: Rebates = {},
): asserts input is Rebates {
  for (const [product, value] of Object.entries(input)) {
    if (!PRODUCTS.includes(product) || typeof value !== 'number' || !Number.isInteger(value))
      throw new AppError('invalid.rebate.value', { product });
    if (existing[product] !== undefined && value < existing[product]!)
      throw new AppError('downline.rebate.update.lower.reb', { product });
    if (value < floorOf(product) || value > ceiling(product))
      throw new AppError('invalid.rebate.value', { product });
  }
}

/** Every product with the given value or its floor: a new downline has a row for each. */
const complete = (input: Rebates): Rebates =>
  Object.fromEntries(PRODUCTS.map((p) => [p, input[p] ?? floorOf(p)]));

/** Splits `total` minor units over `n` receivers: SHARE equally (the remainder to the first), FIGHTING at random. */
export function splitLuckyBag(total: bigint, n: number, type: 'SHARE' | 'FIGHTING'): bigint[] {
  const count = BigInt(n);
  if (n <= 0 || total < count) throw new AppError('request_param_err', { amount: 'min' });
  if (type === 'SHARE') {
    const base = total / count;
    const rest = Number(total % count);
    return Array.from({ length: n }, (_, i) => base + (i < rest ? 1n : 0n));
  }
  // Each gets one minor unit; the rest is cut at n-1 random points (crypto random, uniform cuts).
  const spare = Number(total - count);
  const cuts = Array.from({ length: n - 1 }, () => (spare === 0 ? 0 : randomInt(spare + 1))).sort(
    (a, b) => a - b,
  );
  const edges = [0, ...cuts, spare];
  return Array.from({ length: n }, (_, i) => 1n + BigInt(edges[i + 1]! - edges[i]!));
}

/** Midnight of `day` (YYYY-MM-DD) in the time zone, as an instant. */
export function zonedMidnight(day: string, timeZone: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(guess))
      .map((p) => [p.type, p.value]),
  );
  const local = Date.UTC(
    +parts.year!,
    +parts.month! - 1,
    +parts.day!,
    +parts.hour!,
    +parts.minute!,
    +parts.second!,
  );
  return new Date(guess - (local - guess));
}

const LINK_DAYS: Record<string, number | null> = { NEVER: null, '1D': 1, '7D': 7, '30D': 30, '1Y': 365 };
const DAY_MS = 86_400_000;
const MAX_BAG_RECEIVERS = 500;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function createAgentTeam(
  db: Db,
  deps: { ledger: Ledger; accounts: AccountService; hub?: LiveHub; sessionIdleMinutes: number },
) {
  const { ledger, accounts, hub } = deps;

  function requireFlag(tenant: Tenant, modId: string) {
    if (!isModuleEnabled(tenant.info.whitelabel, modId)) throw new AppError('function.not.available');
  }

  /** The ceiling a downline of `agent` gets: the agent's own values. */
  async function ceilingOf(agentId: number) {
    const mine = await repo.rebatesOf(db, agentId);
    return { mine, ceiling: (p: string) => valueOf(mine, p) };
  }

  async function checkFundPassword(tenant: Tenant, agent: Member, password: string) {
    const me = await repo.memberById(db, tenant.id, agent.id);
    if (!me?.payment_password_hash) throw new AppError('not.exists.payment.password');
    if (!(await accounts.verifyStoredPassword(me.payment_password_hash, password)))
      throw new AppError('invalid.payment.pw');
    return me;
  }

  async function directOnly(agent: Member, memberId: number) {
    const depth = await requireDownline(db, agent, memberId);
    if (depth !== 1) throw new AppError('customer.action.forbidden');
  }

  function shapeMembers(
    tenant: Tenant,
    rows: Awaited<ReturnType<typeof repo.teamMemberRow>>[],
    figures: Awaited<ReturnType<typeof repo.teamFigures>>,
    rebates: Map<number, Rebates>,
    online: Set<number>,
    depth: number,
  ): TeamMember[] {
    const d = tenant.settings.currency.decimals;
    return rows.flatMap((r) => {
      if (!r) return [];
      const f = figures.get(r.id);
      return [
        {
          id: r.id,
          username: r.username,
          remark: r.remark,
          online: online.has(r.id),
          accountType: r.type,
          teamSize: f?.size ?? 0,
          rebates: rebates.get(r.id) ?? {},
          lastLoginAt: iso(r.last_login_at),
          firstDepositAt: iso(r.first_dep),
          lastDepositAt: iso(r.last_dep),
          balance: toMajor(f?.balance ?? 0n, d),
          teamBalance: toMajor(f?.teamBalance ?? 0n, d),
          status: r.status,
          bettingFrozen: r.betting_frozen,
          upline: r.upline,
          registerMethod: r.register_method,
          registeredAt: new Date(r.created_at).toISOString(),
          depth,
        },
      ];
    });
  }

  async function decorate(
    tenant: Tenant,
    rows: Awaited<ReturnType<typeof repo.teamMemberRow>>[],
    depth: number,
  ) {
    const ids = rows.flatMap((r) => (r ? [r.id] : []));
    const now = clock.now();
    const [figures, rebates, online] = await Promise.all([
      repo.teamFigures(db, ids),
      repo.rebatesOfMany(db, ids),
      repo.onlineOf(db, ids, now, new Date(now.getTime() - deps.sessionIdleMinutes * 60_000)),
    ]);
    return { members: shapeMembers(tenant, rows, figures, rebates, online, depth), figures };
  }

  async function pay(
    tenant: Tenant,
    agent: { id: number; username: string },
    receiver: { id: number; username: string },
    amount: bigint,
    key: string,
    meta: Record<string, unknown>,
    conn?: Parameters<Ledger['transfer']>[1],
  ) {
    return ledger.transfer(
      {
        merchantId: tenant.id,
        key,
        type: 'downline_transfer',
        from: { kind: 'cash', ownerId: agent.id },
        to: { kind: 'cash', ownerId: receiver.id },
        amount,
        meta: { ...meta, sender: agent.username, receiver: receiver.username },
      },
      conn,
    );
  }

  return {
    /** `MCSFE_getCustomerRebateSettingByProductType`: my rebates and what a downline of mine may get. */
    async rebateSetting(member: Member): Promise<AgentRebateSettingValue> {
      requireAgent(member);
      const { mine } = await ceilingOf(member.id);
      return {
        products: PRODUCTS.map((product) => ({
          product,
          value: valueOf(mine, product),
          min: floorOf(product),
          max: valueOf(mine, product),
        })),
      };
    },

    /** Register a downline (registerCenter): an agent or a player under me, rebates within mine. */
    async registerDownline(
      tenant: Tenant,
      agent: Member,
      input: z.infer<typeof registerDownlineRequest>,
    ): Promise<RegisterDownlineValue> {
      requireAgent(agent);
      requireFlag(tenant, modIds.registerCentre);
      const rules = tenant.info.register
        .filter((r) => r.name === 'username' || r.name === 'password')
        .map((r) => ({ ...r, enabled: true, required: true }));
      const errors: Record<string, string> = {};
      for (const [field, error] of Object.entries(
        checkForm(rules, { username: input.username, password: input.password }),
      ))
        errors[field] = error.key;
      if (Object.keys(errors).length) throw new AppError('request_param_err', errors);
      const { ceiling } = await ceilingOf(agent.id);
      checkRebates(input.rebates, ceiling);
      const passwordHash = await accounts.hashNewPassword(input.password);
      const now = clock.now();
      try {
        const id = await db.transaction().execute(async (trx) => {
          const created = await repo.insertCustomer(trx, {
            merchant_id: tenant.id,
            username: input.username,
            password_hash: passwordHash,
            type: input.accountType,
            parent_id: agent.id,
            nickname: null,
            mobile_num: null,
            country_dialing_code: null,
            email: null,
            payee_name: null,
            profile: '{}',
            register_method: 'AGENT',
          });
          await repo.upsertRebates(trx, tenant.id, created.id, complete(input.rebates as Rebates), now);
          return created.id;
        });
        return {
          customerId: id,
          username: input.username,
          password: input.password,
          accountType: input.accountType,
        };
      } catch (error) {
        const e = error as { code?: string; message?: string };
        if (e?.code === '23505' || /unique/i.test(String(e?.message))) throw new AppError('account.exists');
        throw error;
      }
    },

    /** Raise a direct downline's rebates (never lower, never above mine). */
    async updateRebates(tenant: Tenant, agent: Member, memberId: number, rebates: Record<string, unknown>) {
      requireFlag(tenant, modIds.teamManagement);
      await directOnly(agent, memberId);
      const { ceiling } = await ceilingOf(agent.id);
      const existing = await repo.rebatesOf(db, memberId);
      checkRebates(rebates, ceiling, existing);
      await repo.upsertRebates(db, tenant.id, memberId, rebates, clock.now());
      return { rebates: await repo.rebatesOf(db, memberId) };
    },

    // ---- invitation links

    async links(tenant: Tenant, agent: Member, origin: string): Promise<{ links: AgentLink[] }> {
      requireAgent(agent);
      requireFlag(tenant, modIds.registerCentre);
      const now = clock.now().getTime();
      const rows = await repo.listLinks(db, agent.id);
      return {
        links: rows.map((r) => ({
          id: r.id,
          code: r.code,
          url: `${origin}/?affiliateCode=${encodeURIComponent(r.code)}`,
          accountType: r.account_type,
          rebates: r.rebates,
          channel: r.channel,
          channelText: r.channel_text,
          remark: r.remark,
          registered: Number(r.registered ?? 0),
          createdAt: new Date(r.created_at).toISOString(),
          expiresAt: iso(r.expires_at),
          status: r.expires_at && new Date(r.expires_at).getTime() <= now ? 'EXPIRED' : 'NORMAL',
        })),
      };
    },

    async createLink(tenant: Tenant, agent: Member, input: z.infer<typeof createAgentLinkRequest>) {
      requireAgent(agent);
      requireFlag(tenant, modIds.registerCentre);
      if (input.channel === 'CUSTOM' && !input.channelText)
        throw new AppError('request_param_err', { channelText: 'validation.required' });
      const { ceiling } = await ceilingOf(agent.id);
      checkRebates(input.rebates, ceiling);
      let code = '';
      for (let i = 0; i < 20 && !code; i++) {
        const candidate = randomBytes(6)
          .toString('base64url')
          .replace(/[^a-zA-Z0-9]/g, '')
          .slice(0, 8)
          .toLowerCase();
        if (candidate.length === 8 && !(await repo.codeTaken(db, tenant.id, candidate))) code = candidate;
      }
      if (!code) throw new AppError('request_param_err');
      const now = clock.now();
      const days = LINK_DAYS[input.expiry] ?? null;
      const created = await repo.insertLink(db, {
        merchant_id: tenant.id,
        agent_id: agent.id,
        code,
        account_type: input.accountType,
        rebates: complete(input.rebates),
        channel: input.channel,
        channel_text: input.channel === 'CUSTOM' ? (input.channelText ?? null) : null,
        remark: input.remark || null,
        expires_at: days === null ? null : new Date(now.getTime() + days * DAY_MS),
        created_at: now,
      });
      return { id: created.id, code };
    },

    async deleteLink(tenant: Tenant, agent: Member, id: number) {
      requireAgent(agent);
      requireFlag(tenant, modIds.registerCentre);
      if (!(await repo.deleteLink(db, agent.id, id, clock.now()))) throw new AppError('agent.link.not.found');
    },

    /**
     * For registration: a live link by code (null when no link has it; `affiliate.code.invalid` when it
     * expired). The new member's parent, type and rebates come from it.
     */
    async linkForRegistration(tenant: Tenant, code: string) {
      const link = await repo.findLinkByCode(db, tenant.id, code);
      if (!link) return null;
      if (link.expires_at && new Date(link.expires_at).getTime() <= clock.now().getTime())
        throw new AppError('affiliate.code.invalid');
      return {
        linkId: link.id,
        agentId: link.agent_id,
        agent: link.agent,
        accountType: link.account_type,
        rebates: link.rebates,
      };
    },

    /** Writes a link-registered member's rebates (at most its agent's values of today). */
    async applyLinkRebates(tenant: Tenant, customerId: number, agentId: number, rebates: Rebates, conn: Db) {
      const mine = await repo.rebatesOf(conn, agentId);
      const capped = Object.fromEntries(
        Object.entries(complete(rebates)).map(([p, v]) => [p, Math.min(v, valueOf(mine, p))]),
      );
      await repo.upsertRebates(conn, tenant.id, customerId, capped, clock.now());
    },

    // ---- team management

    async team(tenant: Tenant, agent: Member, q: TeamListQuery): Promise<TeamListValue> {
      requireAgent(agent);
      requireFlag(tenant, modIds.teamManagement);
      const parentId = q.parentId ?? agent.id;
      let depth = 1;
      const breadcrumbIds = [agent.id];
      if (parentId !== agent.id) {
        depth = (await requireDownline(db, agent, parentId)) + 1;
        const ups = await repo.uplines(db, parentId);
        const between = ups.filter((u) => u.depth < depth - 1).map((u) => u.id);
        breadcrumbIds.push(...between.reverse(), parentId);
      }
      const names = new Map((await repo.usernamesOf(db, breadcrumbIds)).map((r) => [r.id, r.username]));
      const tz = timeZoneOf(tenant.settings);
      const span = (from?: string, to?: string): [Date | null, Date | null] | undefined =>
        from || to
          ? [
              from ? zonedMidnight(from, tz) : null,
              to ? new Date(zonedMidnight(to, tz).getTime() + DAY_MS) : null,
            ]
          : undefined;
      const rows = await repo.teamPage(db, {
        merchantId: tenant.id,
        agentId: agent.id,
        parentId,
        tab: q.tab,
        q: q.q || undefined,
        loggedIn: q.loggedIn === undefined ? undefined : q.loggedIn === 'Y',
        deposited: q.deposited === undefined ? undefined : q.deposited === 'Y',
        firstDeposit: span(q.firstDepositFrom, q.firstDepositTo),
        lastDeposit: span(q.lastDepositFrom, q.lastDepositTo),
        registered: span(q.registeredFrom, q.registeredTo),
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      const { members } = await decorate(tenant, rows, depth);
      return {
        breadcrumb: breadcrumbIds.map((id) => ({ id, username: names.get(id) ?? '' })),
        rows: members,
        total: rows.length ? Number(rows[0]!.total) : 0,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async member(tenant: Tenant, agent: Member, memberId: number) {
      requireFlag(tenant, modIds.teamManagement);
      const depth = await requireDownline(db, agent, memberId);
      const row = await repo.teamMemberRow(db, agent.id, memberId);
      const { members, figures } = await decorate(tenant, [row], depth);
      return { ...members[0]!, directCount: figures.get(memberId)?.direct ?? 0 };
    },

    async setRemark(tenant: Tenant, agent: Member, memberId: number, remark: string) {
      requireFlag(tenant, modIds.teamManagement);
      await requireDownline(db, agent, memberId);
      await repo.upsertRemark(db, agent.id, memberId, remark, clock.now());
    },

    async setStatus(tenant: Tenant, agent: Member, input: z.infer<typeof teamStatusRequest>) {
      requireFlag(tenant, modIds.teamManagement);
      await directOnly(agent, input.memberId);
      if (input.status) {
        await repo.setStatus(db, input.memberId, input.status);
        if (input.status === 'LOCKED') await accounts.endSessions(input.memberId);
      }
      if (input.bettingFrozen !== undefined)
        await repo.setBettingFrozen(db, input.memberId, input.bettingFrozen);
      const m = await repo.memberById(db, tenant.id, input.memberId);
      return { status: m!.status, bettingFrozen: m!.betting_frozen };
    },

    /** Set a direct player as agent (type 1); its rebates stay. */
    async setAgent(tenant: Tenant, agent: Member, memberId: number) {
      requireFlag(tenant, modIds.teamManagement);
      await directOnly(agent, memberId);
      const m = await repo.memberById(db, tenant.id, memberId);
      if (!m || m.type !== 0) throw new AppError('customer.action.forbidden');
      await repo.setType(db, memberId, 1);
    },

    /** Transfer to downline: one ledger transfer from my cash to a member of my team, once per requestId. */
    async transfer(tenant: Tenant, agent: Member, input: z.infer<typeof downlineTransferRequest>) {
      requireAgent(agent);
      requireFlag(tenant, modIds.teamManagement);
      let receiverId = input.memberId;
      if (receiverId === undefined && input.username)
        receiverId = (await repo.memberIdByUsername(db, tenant.id, input.username))?.id;
      if (receiverId === undefined) throw new AppError('agent.downline.not.found');
      await requireDownline(db, agent, receiverId);
      const me = await checkFundPassword(tenant, agent, input.paymentPassword);
      const d = tenant.settings.currency.decimals;
      const amount = toMinor(input.amount, d);
      if (amount === null || amount <= 0n) throw new AppError('request_param_err', { amount: 'pattern' });
      const receiver = (await repo.memberById(db, tenant.id, receiverId))!;
      const remark = input.remark || null;
      const result = await pay(tenant, me, receiver, amount, `downline:${agent.id}:${input.requestId}`, {
        remark,
      });
      if (!result.replayed)
        hub?.publish(receiver.id, { type: 'downline', from: me.username, amount: toMajor(amount, d) });
      return {
        transferId: String(result.transferId),
        receiver: receiver.username,
        amount: toMajor(amount, d),
        balance: toMajor(result.fromBalance, d),
        remark,
        time: result.createdAt.toISOString(),
      };
    },

    /** Lucky bags: one total split over several downlines, all transfers in one transaction. */
    async luckyBags(
      tenant: Tenant,
      agent: Member,
      input: z.infer<typeof luckyBagRequest>,
    ): Promise<LuckyBagValue> {
      requireAgent(agent);
      requireFlag(tenant, modIds.luckyBags);
      let receivers: { id: number; username: string }[];
      if (input.receivers === 'ALL') receivers = await repo.directDownlineIds(db, agent.id);
      else {
        const ids = [...new Set(input.memberIds)];
        for (const id of ids) await requireDownline(db, agent, id);
        const names = new Map((await repo.usernamesOf(db, ids)).map((r) => [r.id, r.username]));
        receivers = ids.map((id) => ({ id, username: names.get(id)! }));
      }
      if (receivers.length === 0)
        throw new AppError('request_param_err', { memberIds: 'validation.required' });
      // One transaction holds every part: a bag is for at most MAX_BAG_RECEIVERS members.
      if (receivers.length > MAX_BAG_RECEIVERS) throw new AppError('request_param_err', { receivers: 'max' });
      const me = await checkFundPassword(tenant, agent, input.paymentPassword);
      const d = tenant.settings.currency.decimals;
      const total = toMinor(input.amount, d);
      if (total === null || total <= 0n) throw new AppError('request_param_err', { amount: 'pattern' });
      const shares = splitLuckyBag(total, receivers.length, input.type);
      await ledger.prepare(tenant.id, [
        { kind: 'cash', ownerId: me.id },
        ...receivers.map((r) => ({ kind: 'cash' as const, ownerId: r.id })),
      ]);
      const results = await db.transaction().execute(async (trx) => {
        const out = [];
        for (const [i, r] of receivers.entries())
          out.push(
            await pay(
              tenant,
              me,
              r,
              shares[i]!,
              `luckybag:${agent.id}:${input.requestId}:${r.id}`,
              { kind: 'luckyBag', bagType: input.type, requestId: input.requestId },
              trx,
            ),
          );
        return out;
      });
      for (const [i, r] of receivers.entries())
        if (!results[i]!.replayed)
          hub?.publish(r.id, { type: 'downline', from: me.username, amount: toMajor(shares[i]!, d) });
      const balance = results.length ? results[results.length - 1]!.fromBalance : 0n;
      return {
        amount: toMajor(total, d),
        balance: toMajor(balance, d),
        shares: receivers.map((r, i) => ({
          memberId: r.id,
          username: r.username,
          amount: toMajor(results[i]!.replayed ? 0n : shares[i]!, d),
        })),
      };
    },

    // ---- back office

    async boTree(tenant: Tenant, q: { username?: string; memberId?: number }): Promise<BoAgentTreeValue> {
      let id = q.memberId;
      if (id === undefined && q.username) id = (await repo.memberIdByUsername(db, tenant.id, q.username))?.id;
      const m = id === undefined ? undefined : await repo.memberById(db, tenant.id, id);
      if (!m) throw new AppError('not.found');
      const ups = await repo.uplines(db, m.id);
      const upRows = await repo.membersByIds(
        db,
        ups.map((u) => u.id),
      );
      const downs = await repo.directDownlines(db, tenant.id, m.id);
      const all = [{ id: m.id, username: m.username, type: m.type, status: m.status }, ...upRows, ...downs];
      const ids = all.map((r) => r.id);
      const [figures, rebates] = await Promise.all([repo.teamFigures(db, ids), repo.rebatesOfMany(db, ids)]);
      const node = (r: { id: number; username: string; type: number; status: string }) => ({
        id: r.id,
        username: r.username,
        accountType: r.type,
        status: r.status,
        teamSize: figures.get(r.id)?.size ?? 0,
        directCount: figures.get(r.id)?.direct ?? 0,
        rebates: rebates.get(r.id) ?? {},
      });
      const byId = new Map(upRows.map((r) => [r.id, r]));
      return {
        member: node(all[0]!),
        uplines: ups.flatMap((u) => (byId.has(u.id) ? [node(byId.get(u.id)!)] : [])),
        downlines: downs.map(node),
        root: repo.isAgentType(m.type) && !ups.some((u) => repo.isAgentType(u.type)),
      };
    },

    /** The operator sets a root agent's rebates: within the product bounds, never below a direct downline's. */
    async boSetRootRebates(tenant: Tenant, memberId: number, input: Record<string, unknown>) {
      const m = await repo.memberById(db, tenant.id, memberId);
      if (!m) throw new AppError('not.found');
      const ups = await repo.uplines(db, m.id);
      if (!repo.isAgentType(m.type) || ups.some((u) => repo.isAgentType(u.type)))
        throw new AppError('customer.action.forbidden');
      const below = await repo.directDownlineMax(db, m.id);
      const rebates: Rebates = {};
      for (const [product, value] of Object.entries(input)) {
        if (!PRODUCTS.includes(product) || typeof value !== 'number' || !Number.isInteger(value))
          throw new AppError('invalid.rebate.value', { product });
        rebates[product] = value;
        const max = product === 'LOTT' ? LOTT_SERIES.max : MAX_CATEGORY_REBATE_BP;
        if (value < floorOf(product) || value > max) throw new AppError('invalid.rebate.value', { product });
        if (below[product] !== undefined && value < below[product]!)
          throw new AppError('downline.rebate.update.lower.reb', { product });
      }
      const before = await repo.rebatesOf(db, m.id);
      await repo.upsertRebates(db, tenant.id, m.id, rebates, clock.now());
      return { before, after: await repo.rebatesOf(db, m.id) };
    },

    /** The operator makes a member an agent (type 1). */
    async boMakeAgent(tenant: Tenant, memberId: number) {
      const m = await repo.memberById(db, tenant.id, memberId);
      if (!m) throw new AppError('not.found');
      if (m.type !== 0) throw new AppError('customer.action.forbidden');
      await repo.setType(db, memberId, 1);
      return { before: { type: m.type }, after: { type: 1 } };
    },
  };
}
export type AgentTeam = ReturnType<typeof createAgentTeam>;
