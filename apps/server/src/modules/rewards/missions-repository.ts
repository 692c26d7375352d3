import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

type Trx = Transaction<Database>;
export type MissionRow = Awaited<ReturnType<typeof missionById>> & {};
export type MilestoneRow = Awaited<ReturnType<typeof milestonesOf>>[number];

const missionColumns = [
  'id',
  'merchant_id',
  'title',
  'rules',
  'start_at',
  'end_at',
  'claim_days',
  'ranked',
  'leaderboard_metric',
  'leaderboard_filter',
  'leaderboard_size',
  'prizes',
  'enabled',
] as const;

export function missionById(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('mission')
    .select(missionColumns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A merchant's missions of one status at `now` (members see enabled ones only), a page, and the count. */
export async function missionsByStatus(
  db: Db,
  merchantId: number,
  status: 'O' | 'U' | 'F',
  now: Date,
  page: { offset: number; limit: number },
) {
  let q = db.selectFrom('mission').where('merchant_id', '=', merchantId).where('enabled', '=', true);
  if (status === 'U') q = q.where('start_at', '>', now);
  else if (status === 'F') q = q.where('end_at', '<=', now);
  else q = q.where('start_at', '<=', now).where('end_at', '>', now);
  const [rows, count] = await Promise.all([
    q
      .select(missionColumns)
      .orderBy(status === 'U' ? 'start_at' : 'end_at', status === 'F' ? 'desc' : 'asc')
      .orderBy('id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Enabled missions whose claims are still open at `now` (started, and not past end + claim days). */
export function claimableMissions(db: Db, merchantId: number, now: Date) {
  return db
    .selectFrom('mission')
    .select(missionColumns)
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .where('start_at', '<=', now)
    .where(sql<boolean>`end_at + make_interval(days => claim_days) > ${now}`)
    .orderBy('end_at')
    .orderBy('id')
    .execute();
}

export function milestonesOf(db: Db, missionIds: number[]) {
  if (!missionIds.length) return Promise.resolve([]);
  return db
    .selectFrom('mission_milestone')
    .select(['id', 'mission_id', 'sort', 'name', 'conditions', 'bonus', 'turnover_multiple', 'points'])
    .where('mission_id', 'in', missionIds)
    .orderBy('mission_id')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function claimsOf(db: Db, customerId: number, missionIds: number[]) {
  if (!missionIds.length) return Promise.resolve([]);
  return db
    .selectFrom('mission_claim')
    .select(['id', 'mission_id', 'milestone_id', 'rank'])
    .where('customer_id', '=', customerId)
    .where('mission_id', 'in', missionIds)
    .execute();
}

/** A milestone claim row, or undefined when the member already holds one (the unique index decides). */
export function insertMilestoneClaim(
  trx: Trx,
  c: {
    merchantId: number;
    customerId: number;
    missionId: number;
    milestoneId: number;
    bonus: bigint;
    points: bigint;
  },
) {
  return trx
    .insertInto('mission_claim')
    .values({
      merchant_id: c.merchantId,
      customer_id: c.customerId,
      mission_id: c.missionId,
      milestone_id: c.milestoneId,
      bonus: c.bonus,
      points: c.points,
    })
    .onConflict((oc) =>
      oc.columns(['customer_id', 'milestone_id']).where('milestone_id', 'is not', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
}

/** A leaderboard prize claim row, or undefined when the member already took the mission's prize. */
export function insertPrizeClaim(
  trx: Trx,
  c: {
    merchantId: number;
    customerId: number;
    missionId: number;
    rank: number;
    bonus: bigint;
    points: bigint;
  },
) {
  return trx
    .insertInto('mission_claim')
    .values({
      merchant_id: c.merchantId,
      customer_id: c.customerId,
      mission_id: c.missionId,
      rank: c.rank,
      bonus: c.bonus,
      points: c.points,
    })
    .onConflict((oc) =>
      oc.columns(['customer_id', 'mission_id']).where('milestone_id', 'is', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
}

/** User names and avatars of members (leaderboard rows). */
export function members(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('customer').select(['id', 'username', 'avatar']).where('id', 'in', ids).execute();
}

// ---- back office ----

export function allMissions(db: Db, merchantId: number) {
  return db
    .selectFrom('mission as m')
    .select([
      ...missionColumns.map((c) => `m.${c}` as const),
      (eb) =>
        eb
          .selectFrom('mission_claim as c')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('c.mission_id', '=', 'm.id')
          .as('claims'),
    ])
    .where('m.merchant_id', '=', merchantId)
    .orderBy('m.start_at', 'desc')
    .orderBy('m.id', 'desc')
    .execute();
}

export interface MissionWrite {
  title: string;
  rules: string;
  start_at: Date;
  end_at: Date;
  claim_days: number;
  enabled: boolean;
  ranked: boolean;
  leaderboard_metric: 'VALID_BET' | 'DEPOSIT_AMOUNT' | 'BET_COUNT' | 'PROFIT_MULTIPLIER' | null;
  leaderboard_filter: string;
  leaderboard_size: number;
  prizes: string;
}
export interface MilestoneWrite {
  name: string;
  conditions: string;
  bonus: bigint;
  turnover_multiple: number;
  points: bigint;
}

/** Writes a mission and replaces its milestones (those already claimed are kept and updated in place). */
export function saveMission(
  db: Db,
  merchantId: number,
  id: number | null,
  m: MissionWrite,
  milestones: MilestoneWrite[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let missionId: number;
    if (id === null) {
      missionId = (
        await trx
          .insertInto('mission')
          .values({ ...m, merchant_id: merchantId })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      await trx
        .updateTable('mission')
        .set({ ...m, updated_at: new Date() })
        .where('id', '=', id)
        .where('merchant_id', '=', merchantId)
        .execute();
      missionId = id;
    }
    const old = await trx
      .selectFrom('mission_milestone')
      .select('id')
      .where('mission_id', '=', missionId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    for (let i = 0; i < milestones.length; i++) {
      const row = { ...milestones[i]!, sort: i };
      if (old[i]) await trx.updateTable('mission_milestone').set(row).where('id', '=', old[i]!.id).execute();
      else
        await trx
          .insertInto('mission_milestone')
          .values({ ...row, mission_id: missionId })
          .execute();
    }
    const extra = old.slice(milestones.length).map((o) => o.id);
    if (extra.length) {
      const claimed = await trx
        .selectFrom('mission_claim')
        .select('milestone_id')
        .where('milestone_id', 'in', extra)
        .execute();
      const keep = new Set(claimed.map((c) => c.milestone_id));
      const drop = extra.filter((e) => !keep.has(e));
      if (drop.length) await trx.deleteFrom('mission_milestone').where('id', 'in', drop).execute();
    }
    return missionId;
  });
}

export function missionClaims(db: Db, missionId: number) {
  return db
    .selectFrom('mission_claim as c')
    .innerJoin('customer as u', 'u.id', 'c.customer_id')
    .select(['c.id', 'u.username', 'c.milestone_id', 'c.rank', 'c.bonus', 'c.points', 'c.created_at'])
    .where('c.mission_id', '=', missionId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(500)
    .execute();
}

export function milestoneById(db: Db, id: number) {
  return db
    .selectFrom('mission_milestone')
    .select(['id', 'mission_id', 'sort', 'name', 'conditions', 'bonus', 'turnover_multiple', 'points'])
    .where('id', '=', id)
    .executeTakeFirst();
}
