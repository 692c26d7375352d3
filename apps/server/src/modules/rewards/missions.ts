import type { z } from 'zod';
import type {
  MissionConditionInput,
  MissionInput,
  missionClaimRequest,
  missionSummaryQuery,
} from '@portal/contract';
import { toMajor, toMinor } from '@portal/contract/money';
import type { Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { Tenant } from '../merchants/service.ts';
import type { Grants } from '../wallet/grants.ts';
import type { Publish } from '../../lib/live-hub.ts';
import { maskName } from '../games/service.ts';
import type { Condition, ConditionKind, Conditions, Evaluation, ProfileField } from './conditions.ts';
import { isMoneyKind, validBetOf } from './conditions.ts';
import * as metrics from './metrics-repository.ts';
import * as repo from './missions-repository.ts';
import type { MilestoneRow, MissionRow } from './missions-repository.ts';

type Member = { id: number; merchantId: number; username: string; type: number };
type Status = 'O' | 'U' | 'F';
type ClaimState = 'A' | 'I' | 'C' | 'E';
type Metric = 'VALID_BET' | 'DEPOSIT_AMOUNT' | 'BET_COUNT' | 'PROFIT_MULTIPLIER';

/** A milestone condition as stored (decision 0040): the engine's units, the window relative to the mission. */
interface StoredCondition {
  kind: ConditionKind;
  target: string;
  gameTypes?: string[];
  vendors?: string[];
  fields?: ProfileField[];
  window: 'MISSION' | 'FIRST' | 'HISTORY';
}

const DAY = 86_400_000;
const pick = (t: Partial<Record<string, string>>, lang: Lang) => t[lang] || t.TW || t.EN || '';

/** Mission status by time (spec section 4): coming soon, in progress, closed. */
export function statusAt(m: { start_at: Date; end_at: Date }, now: Date): Status {
  if (now < new Date(m.start_at)) return 'U';
  if (now >= new Date(m.end_at)) return 'F';
  return 'O';
}
const claimEnd = (m: MissionRow) => new Date(new Date(m.end_at).getTime() + m.claim_days * DAY);

/** Staff's target (major units, ratio, count) in the engine's units, and back. */
export function targetIn(c: MissionConditionInput, decimals: number): bigint {
  if (c.kind === 'PROFILE_COMPLETE') return BigInt(c.fields?.length ?? 0);
  if (isMoneyKind(c.kind)) return toMinor(c.target, decimals) ?? 0n;
  if (c.kind === 'PROFIT_MULTIPLIER') return BigInt(Math.round(c.target * 100));
  return BigInt(Math.round(c.target));
}
export function unitsOut(kind: ConditionKind, v: bigint, decimals: number): number {
  if (isMoneyKind(kind)) return toMajor(v, decimals);
  if (kind === 'PROFIT_MULTIPLIER') return Number(v) / 100;
  return Number(v);
}

export function createMissions(db: Db, deps: { conditions: Conditions; grants: Grants; publish?: Publish }) {
  const { conditions, grants } = deps;

  function conditionOf(c: StoredCondition, m: MissionRow): Condition {
    return {
      kind: c.kind,
      target: BigInt(c.target),
      filter: { gameTypes: c.gameTypes, vendors: c.vendors, fields: c.fields },
      window:
        c.window === 'FIRST'
          ? { type: 'FIRST' }
          : c.window === 'HISTORY'
            ? { type: 'HISTORY' }
            : { type: 'RANGE', start: new Date(m.start_at), end: new Date(m.end_at) },
    };
  }

  type Progress = Awaited<ReturnType<Conditions['evaluateAll']>>;
  /** One milestone's conditions for one member (`cache`: one answer's evaluations, each milestone once). */
  async function progress(
    customerId: number,
    m: MissionRow,
    ms: MilestoneRow,
    cache?: Map<number, Progress>,
  ) {
    const hit = cache?.get(ms.id);
    if (hit) return hit;
    const stored = ms.conditions as StoredCondition[];
    const result = await conditions.evaluateAll(
      customerId,
      stored.map((c) => conditionOf(c, m)),
    );
    cache?.set(ms.id, result);
    return result;
  }

  function milestoneState(m: MissionRow, claimed: boolean, met: boolean, now: Date): ClaimState {
    if (claimed) return 'A';
    const status = statusAt(m, now);
    if (status === 'U') return 'I';
    if (now >= claimEnd(m)) return 'E';
    if (met) return 'C';
    return status === 'F' ? 'E' : 'I';
  }

  /** Every member's leaderboard value over the mission's period, best first (ties: who got there first). */
  async function board(m: MissionRow) {
    const span = { from: new Date(m.start_at), to: new Date(m.end_at) };
    const metric = m.leaderboard_metric as Metric | null;
    const filter = m.leaderboard_filter ?? {};
    const rows = new Map<number, { customerId: number; value: bigint; at: number }>();
    const add = (id: number, v: bigint, at: Date | string | null) => {
      const t = at ? new Date(at).getTime() : 0;
      const r = rows.get(id) ?? { customerId: id, value: 0n, at: 0 };
      r.value += v;
      if (t > r.at) r.at = t;
      rows.set(id, r);
    };
    if (metric === 'DEPOSIT_AMOUNT') {
      for (const r of await metrics.boardDeposits(db, m.merchant_id, span))
        add(r.customer_id, BigInt(r.total), r.last_at);
    } else if (metric === 'PROFIT_MULTIPLIER') {
      // The best single bet; the earlier of two equal best bets ranks first.
      for (const r of await metrics.bestBetAt(db, m.merchant_id, span, filter)) {
        const ratio = BigInt(r.ratio);
        const cur = rows.get(r.customer_id);
        if (!cur || ratio > cur.value)
          rows.set(r.customer_id, {
            customerId: r.customer_id,
            value: ratio,
            at: new Date(r.settled_at!).getTime(),
          });
      }
    } else if (metric) {
      for (const r of await metrics.boardBets(db, m.merchant_id, span, filter))
        add(
          r.customer_id,
          metric === 'VALID_BET' ? validBetOf(r.game_type, BigInt(r.bet)) : BigInt(r.n),
          r.last_at,
        );
    }
    return [...rows.values()]
      .filter((r) => r.value > 0n)
      .sort((a, b) =>
        a.value !== b.value ? (a.value > b.value ? -1 : 1) : a.at - b.at || a.customerId - b.customerId,
      )
      .map((r, i) => ({ ...r, rank: i + 1 }));
  }

  const prizeOf = (m: MissionRow, rank: number | null) =>
    rank === null ? undefined : m.prizes.find((p) => p.rank === rank);

  function rewardOut(r: { bonus: bigint; points: bigint; multiple: number } | undefined, d: number) {
    return r
      ? { bonusAmount: toMajor(r.bonus, d), pointAmount: Number(r.points), turnoverMultiple: r.multiple }
      : null;
  }
  const prizeReward = (p: MissionRow['prizes'][number] | undefined) =>
    p ? { bonus: BigInt(p.bonus), points: BigInt(p.points), multiple: p.turnoverMultiple } : undefined;

  async function prizeState(m: MissionRow, customerId: number, claimed: boolean, now: Date) {
    if (claimed) return { state: 'A' as ClaimState, rank: null };
    if (!m.ranked) return { state: 'I' as ClaimState, rank: null };
    const rows = await board(m);
    const mine = rows.find((r) => r.customerId === customerId);
    const rank = mine && mine.rank <= m.leaderboard_size ? mine.rank : null;
    if (statusAt(m, now) !== 'F' || !prizeOf(m, rank)) return { state: 'I' as ClaimState, rank, rows };
    return { state: (now >= claimEnd(m) ? 'E' : 'C') as ClaimState, rank, rows };
  }

  async function loadMission(tenant: Tenant, missionId: string): Promise<MissionRow> {
    const m = await repo.missionById(db, tenant.id, Number(missionId));
    if (!m || !m.enabled) throw new AppError('not.found');
    return m;
  }

  /** Claims one milestone: one transaction holding the claim row and its grants (`mission:<claimId>`). */
  async function claimMilestone(tenant: Tenant, member: Member, m: MissionRow, ms: MilestoneRow) {
    const now = clock.now();
    const status = statusAt(m, now);
    if (status === 'U' || now >= claimEnd(m)) throw new AppError('mission.claim.closed');
    const done = await repo.claimsOf(db, member.id, [m.id]);
    if (done.some((c) => c.milestone_id === ms.id)) throw new AppError('mission.already.claimed');
    const evaluation = await progress(member.id, m, ms);
    if (!evaluation.met)
      throw new AppError('mission.condition.unmet', {
        conditions: evaluation.results.map((r) => evalOut(r, tenant.settings.currency.decimals)),
      });
    await grants.prepare(tenant.id, member.id);
    const label = m.title as Record<string, string>;
    await db.transaction().execute(async (trx) => {
      const row = await repo.insertMilestoneClaim(trx, {
        merchantId: tenant.id,
        customerId: member.id,
        missionId: m.id,
        milestoneId: ms.id,
        bonus: ms.bonus,
        points: ms.points,
      });
      if (!row) throw new AppError('mission.already.claimed');
      await grantRewards(trx, tenant.id, member.id, row.id, label, {
        bonus: ms.bonus,
        points: ms.points,
        multiple: ms.turnover_multiple,
      });
    });
    deps.publish?.(member.id, { type: 'reward', source: 'mission' });
    return { name: pick(ms.name, 'TW'), names: ms.name, bonus: ms.bonus, points: ms.points };
  }

  async function grantRewards(
    trx: Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0],
    merchantId: number,
    customerId: number,
    claimId: bigint,
    label: Record<string, string>,
    r: { bonus: bigint; points: bigint; multiple: number },
  ) {
    const meta = { missionClaim: String(claimId) };
    if (r.bonus > 0n)
      await grants.grantBonus(
        {
          merchantId,
          customerId,
          key: `mission:${claimId}`,
          amount: r.bonus,
          required: r.bonus * BigInt(r.multiple),
          label,
          meta,
        },
        trx,
      );
    if (r.points > 0n)
      await grants.grantPoints(
        { merchantId, customerId, key: `mission:${claimId}:points`, points: r.points, meta },
        trx,
      );
  }

  function evalOut(r: Evaluation, d: number) {
    return {
      condition: r.condition,
      actual: unitsOut(r.condition, r.actual, d),
      target: unitsOut(r.condition, r.target, d),
      met: r.met,
    };
  }

  /** The member's claimable milestones over every mission still open for claims. */
  async function claimable(member: Member, cache?: Map<number, Progress>) {
    const now = clock.now();
    const missions = await repo.claimableMissions(db, member.merchantId, now);
    const ids = missions.map((m) => m.id);
    const [milestones, claims] = await Promise.all([
      repo.milestonesOf(db, ids),
      repo.claimsOf(db, member.id, ids),
    ]);
    const claimed = new Set(claims.map((c) => c.milestone_id));
    const out: { mission: MissionRow; milestone: MilestoneRow }[] = [];
    for (const m of missions)
      for (const ms of milestones.filter((x) => x.mission_id === m.id && !claimed.has(x.id)))
        if ((await progress(member.id, m, ms, cache)).met) out.push({ mission: m, milestone: ms });
    return out;
  }

  return {
    board,
    claimable,

    async summaries(tenant: Tenant, member: Member, lang: Lang, q: z.infer<typeof missionSummaryQuery>) {
      const now = clock.now();
      const { rows, total } = await repo.missionsByStatus(db, tenant.id, q.status, now, {
        offset: (q.page - 1) * q.size,
        limit: q.size,
      });
      const ids = rows.map((m) => m.id);
      const cache = new Map<number, Progress>();
      const open = await claimable(member, cache);
      const [milestones, claims] = await Promise.all([
        repo.milestonesOf(db, ids),
        repo.claimsOf(db, member.id, ids),
      ]);
      const claimedIds = new Set(claims.map((c) => c.milestone_id));
      const list = [];
      for (const m of rows) {
        const mine = milestones.filter((x) => x.mission_id === m.id);
        let completed = 0;
        for (const ms of mine)
          if (claimedIds.has(ms.id) || (q.status !== 'U' && (await progress(member.id, m, ms, cache)).met))
            completed++;
        list.push({
          missionId: String(m.id),
          title: pick(m.title, lang),
          startTime: new Date(m.start_at).toISOString(),
          endTime: new Date(m.end_at).toISOString(),
          status: statusAt(m, now),
          ranked: m.ranked ? ('Y' as const) : ('N' as const),
          totalCompleted: completed,
          totalMilestones: mine.length,
          claimable: open.filter((o) => o.mission.id === m.id).length,
        });
      }
      return {
        claimStatus: open.length ? ('Y' as const) : ('N' as const),
        claimableCount: open.length,
        list,
        totalCount: total,
      };
    },

    async milestones(tenant: Tenant, member: Member, lang: Lang, missionId: string) {
      const now = clock.now();
      const m = await loadMission(tenant, missionId);
      const d = tenant.settings.currency.decimals;
      const [milestones, claims] = await Promise.all([
        repo.milestonesOf(db, [m.id]),
        repo.claimsOf(db, member.id, [m.id]),
      ]);
      const list = [];
      for (const ms of milestones) {
        const p = await progress(member.id, m, ms);
        const claimed = claims.some((c) => c.milestone_id === ms.id);
        list.push({
          milestoneId: String(ms.id),
          name: pick(ms.name, lang),
          required: 'Y' as const,
          conditions: p.results.map((r) => evalOut(r, d)),
          rewards: rewardOut({ bonus: ms.bonus, points: ms.points, multiple: ms.turnover_multiple }, d)!,
          status: milestoneState(m, claimed, p.met, now),
        });
      }
      return { missionId: String(m.id), status: statusAt(m, now), list };
    },

    async leaderboard(tenant: Tenant, member: Member, missionId: string) {
      const now = clock.now();
      const m = await loadMission(tenant, missionId);
      const d = tenant.settings.currency.decimals;
      const metric = m.leaderboard_metric as Metric | null;
      const rows = m.ranked ? await board(m) : [];
      const top = rows.slice(0, m.leaderboard_size);
      const people = new Map(
        (await repo.members(db, [...new Set([...top.map((r) => r.customerId), member.id])])).map((p) => [
          p.id,
          p,
        ]),
      );
      const value = (v: bigint) => (metric ? unitsOut(metric, v, d) : 0);
      const claims = await repo.claimsOf(db, member.id, [m.id]);
      const prizeClaimed = claims.some((c) => c.milestone_id === null);
      const mine = rows.find((r) => r.customerId === member.id);
      const myRank = mine && mine.rank <= m.leaderboard_size ? mine.rank : null;
      const state = await prizeState(m, member.id, prizeClaimed, now);
      const self = people.get(member.id);
      return {
        missionId: String(m.id),
        ranked: m.ranked ? ('Y' as const) : ('N' as const),
        condition: metric,
        status: statusAt(m, now),
        endTime: new Date(m.end_at).toISOString(),
        list: top.map((r) => ({
          rank: r.rank,
          customerName: maskName(people.get(r.customerId)?.username ?? ''),
          iconId: people.get(r.customerId)?.avatar ?? null,
          value: value(r.value),
          reward: rewardOut(prizeReward(prizeOf(m, r.rank)), d),
        })),
        self: {
          rank: myRank,
          customerName: member.username,
          iconId: self?.avatar ?? null,
          value: value(mine?.value ?? 0n),
          reward: rewardOut(prizeReward(prizeOf(m, myRank)), d),
          claimStatus: state.state,
        },
      };
    },

    async rules(tenant: Tenant, lang: Lang, missionId: string) {
      const m = await loadMission(tenant, missionId);
      return {
        missionId: String(m.id),
        title: pick(m.title, lang),
        rules: pick(m.rules, lang),
        startTime: new Date(m.start_at).toISOString(),
        endTime: new Date(m.end_at).toISOString(),
      };
    },

    /** The member-centre badge: claimable milestones. */
    async count(member: Member) {
      return { count: (await claimable(member)).length };
    },

    /**
     * `milestoneId`: that milestone; `missionId` + `claimLeaderboard: Y`: the leaderboard prize (after the
     * end, for a prize rank); `missionId` alone: that mission's claimable milestones; neither: claim all.
     */
    async claim(tenant: Tenant, member: Member, lang: Lang, req: z.infer<typeof missionClaimRequest>) {
      if (member.type === 4) throw new AppError('trial.account.forbidden');
      const d = tenant.settings.currency.decimals;
      const done: { names: Record<string, string>; bonus: bigint; points: bigint }[] = [];
      if (req.milestoneId) {
        const ms = await repo.milestoneById(db, Number(req.milestoneId));
        if (!ms) throw new AppError('not.found');
        const m = await loadMission(tenant, String(ms.mission_id));
        done.push(await claimMilestone(tenant, member, m, ms));
      } else if (req.claimLeaderboard === 'Y') {
        if (!req.missionId) throw new AppError('request_param_err', { missionId: 'required' });
        const m = await loadMission(tenant, req.missionId);
        done.push(await claimPrize(tenant, member, m));
      } else {
        const open = (await claimable(member)).filter(
          (o) => !req.missionId || o.mission.id === Number(req.missionId),
        );
        if (!open.length) throw new AppError('mission.condition.unmet');
        for (const o of open) {
          try {
            done.push(await claimMilestone(tenant, member, o.mission, o.milestone));
          } catch (e) {
            // A concurrent claim took it first: each milestone is granted once.
            if ((e as AppError).errorCode !== 'mission.already.claimed') throw e;
          }
        }
      }
      const bonus = done.reduce((s, x) => s + x.bonus, 0n);
      const points = done.reduce((s, x) => s + x.points, 0n);
      return {
        claimed: done.length,
        bonusAmount: toMajor(bonus, d),
        pointAmount: Number(points),
        rewards: done.map((x) => ({
          name: pick(x.names, lang),
          bonusAmount: toMajor(x.bonus, d),
          pointAmount: Number(x.points),
        })),
      };
    },

    // ---- back office ----
    async list(tenant: Tenant) {
      const now = clock.now();
      const rows = await repo.allMissions(db, tenant.id);
      const milestones = await repo.milestonesOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => boShape(tenant, r, milestones, Number(r.claims), now));
    },
    async get(tenant: Tenant, id: number) {
      const m = await repo.missionById(db, tenant.id, id);
      if (!m) throw new AppError('not.found');
      const ms = await repo.milestonesOf(db, [m.id]);
      const claims = await repo.missionClaims(db, m.id);
      return boShape(tenant, m, ms, claims.length, clock.now());
    },
    async save(tenant: Tenant, id: number | null, input: MissionInput) {
      const d = tenant.settings.currency.decimals;
      const before = id === null ? null : await this.get(tenant, id);
      const minor = (v: number) => toMinor(v, d) ?? 0n;
      const savedId = await repo.saveMission(
        db,
        tenant.id,
        id,
        {
          title: JSON.stringify(input.title),
          rules: JSON.stringify(input.rules),
          start_at: new Date(input.startTime),
          end_at: new Date(input.endTime),
          claim_days: input.claimDays,
          enabled: input.enabled,
          ranked: input.ranked,
          leaderboard_metric: input.leaderboardMetric,
          leaderboard_filter: JSON.stringify({
            gameTypes: input.leaderboardGameTypes,
            vendors: input.leaderboardVendors,
          }),
          leaderboard_size: input.leaderboardSize,
          prizes: JSON.stringify(
            input.prizes.map((p) => ({
              rank: p.rank,
              bonus: String(minor(p.bonusAmount)),
              turnoverMultiple: p.turnoverMultiple,
              points: String(p.pointAmount),
            })),
          ),
        },
        input.milestones.map((ms) => ({
          name: JSON.stringify(ms.name),
          conditions: JSON.stringify(
            ms.conditions.map((c): StoredCondition => ({
              kind: c.kind,
              target: String(targetIn(c, d)),
              ...(c.gameTypes?.length ? { gameTypes: c.gameTypes } : {}),
              ...(c.vendors?.length ? { vendors: c.vendors } : {}),
              ...(c.fields?.length ? { fields: c.fields } : {}),
              window: c.window,
            })),
          ),
          bonus: minor(ms.bonusAmount),
          turnover_multiple: ms.turnoverMultiple,
          points: BigInt(ms.pointAmount),
        })),
      );
      return { before, after: await this.get(tenant, savedId) };
    },
    async claims(tenant: Tenant, id: number) {
      const m = await repo.missionById(db, tenant.id, id);
      if (!m) throw new AppError('not.found');
      const d = tenant.settings.currency.decimals;
      return (await repo.missionClaims(db, m.id)).map((c) => ({
        id: String(c.id),
        username: c.username,
        milestoneId: c.milestone_id === null ? null : String(c.milestone_id),
        rank: c.rank,
        bonusAmount: toMajor(c.bonus, d),
        pointAmount: Number(c.points),
        createdAt: new Date(c.created_at).toISOString(),
      }));
    },
    async boardFor(tenant: Tenant, id: number) {
      const m = await repo.missionById(db, tenant.id, id);
      if (!m) throw new AppError('not.found');
      const d = tenant.settings.currency.decimals;
      const rows = (await board(m)).slice(0, 100);
      const people = new Map(
        (
          await repo.members(
            db,
            rows.map((r) => r.customerId),
          )
        ).map((p) => [p.id, p]),
      );
      const metric = m.leaderboard_metric as Metric | null;
      return rows.map((r) => ({
        rank: r.rank,
        username: people.get(r.customerId)?.username ?? '',
        value: metric ? unitsOut(metric, r.value, d) : 0,
        prize: r.rank <= m.leaderboard_size && !!prizeOf(m, r.rank),
      }));
    },
  };

  async function claimPrize(tenant: Tenant, member: Member, m: MissionRow) {
    const now = clock.now();
    if (!m.ranked) throw new AppError('mission.not.ranked');
    if (statusAt(m, now) !== 'F' || now >= claimEnd(m)) throw new AppError('mission.claim.closed');
    const claims = await repo.claimsOf(db, member.id, [m.id]);
    if (claims.some((c) => c.milestone_id === null)) throw new AppError('mission.already.claimed');
    const rows = await board(m);
    const mine = rows.find((r) => r.customerId === member.id);
    const rank = mine && mine.rank <= m.leaderboard_size ? mine.rank : null;
    const prize = prizeReward(prizeOf(m, rank));
    if (!prize || rank === null) throw new AppError('mission.not.ranked');
    await grants.prepare(tenant.id, member.id);
    await db.transaction().execute(async (trx) => {
      const row = await repo.insertPrizeClaim(trx, {
        merchantId: tenant.id,
        customerId: member.id,
        missionId: m.id,
        rank,
        bonus: prize.bonus,
        points: prize.points,
      });
      if (!row) throw new AppError('mission.already.claimed');
      await grantRewards(trx, tenant.id, member.id, row.id, m.title as Record<string, string>, prize);
    });
    deps.publish?.(member.id, { type: 'reward', source: 'mission' });
    const names = Object.fromEntries(Object.entries(m.title).map(([k, v]) => [k, `${v} #${rank}`])) as Record<
      string,
      string
    >;
    return { names, bonus: prize.bonus, points: prize.points };
  }
}
export type Missions = ReturnType<typeof createMissions>;

function boShape(tenant: Tenant, m: MissionRow, milestones: MilestoneRow[], claims: number, now: Date) {
  const d = tenant.settings.currency.decimals;
  const filter = m.leaderboard_filter ?? {};
  return {
    id: String(m.id),
    title: m.title as Record<string, string>,
    rules: m.rules as Record<string, string>,
    startTime: new Date(m.start_at).toISOString(),
    endTime: new Date(m.end_at).toISOString(),
    claimDays: m.claim_days,
    enabled: m.enabled,
    status: statusAt(m, now),
    ranked: m.ranked,
    leaderboardMetric: m.leaderboard_metric,
    leaderboardGameTypes: filter.gameTypes ?? [],
    leaderboardVendors: filter.vendors ?? [],
    leaderboardSize: m.leaderboard_size,
    prizes: m.prizes.map((p) => ({
      rank: p.rank,
      bonusAmount: toMajor(BigInt(p.bonus), d),
      turnoverMultiple: p.turnoverMultiple,
      pointAmount: Number(p.points),
    })),
    milestones: milestones
      .filter((x) => x.mission_id === m.id)
      .map((x) => ({
        id: String(x.id),
        name: x.name as Record<string, string>,
        conditions: (x.conditions as StoredCondition[]).map((c) => ({
          kind: c.kind,
          target: unitsOut(c.kind, BigInt(c.target), d),
          gameTypes: c.gameTypes,
          vendors: c.vendors,
          fields: c.fields,
          window: c.window,
        })),
        bonusAmount: toMajor(x.bonus, d),
        turnoverMultiple: x.turnover_multiple,
        pointAmount: Number(x.points),
      })),
    claims,
  };
}
