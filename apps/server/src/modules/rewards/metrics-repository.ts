import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

/** A half-open interval of time [from, to); either end may be open. */
export interface Span {
  from?: Date;
  to?: Date;
}

/** Which bets count: game categories (`game_vendor.game_type`) and/or vendors; empty lists mean all. */
export interface BetFilter {
  gameTypes?: string[];
  vendors?: string[];
}

/** The member's first completed deposit (FIRST windows start at it), or undefined. */
export function firstDeposit(db: Db, customerId: number) {
  return db
    .selectFrom('deposit_order')
    .select(['id', 'amount', 'settled_at'])
    .where('customer_id', '=', customerId)
    .where('status', '=', 'SUCCESS')
    .orderBy('settled_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Completed deposits of a member settled inside the span: their sum and count. */
export async function deposits(db: Db, customerId: number, span: Span) {
  const row = await db
    .selectFrom('deposit_order')
    .select([sql<string>`coalesce(sum(amount), 0)`.as('total'), sql<string>`count(*)`.as('n')])
    .where('customer_id', '=', customerId)
    .where('status', '=', 'SUCCESS')
    .$if(span.from !== undefined, (q) => q.where('settled_at', '>=', span.from!))
    .$if(span.to !== undefined, (q) => q.where('settled_at', '<', span.to!))
    .executeTakeFirstOrThrow();
  return { total: BigInt(row.total), count: BigInt(row.n) };
}

function settledBets(db: Db, span: Span, filter: BetFilter) {
  return db
    .selectFrom('bet_record as b')
    .innerJoin('game_vendor as v', 'v.code', 'b.vendor_code')
    .where('b.ledger', '=', 'cash')
    .where('b.status', '=', 'SETTLED')
    .$if(span.from !== undefined, (q) => q.where('b.settled_at', '>=', span.from!))
    .$if(span.to !== undefined, (q) => q.where('b.settled_at', '<', span.to!))
    .$if(!!filter.gameTypes?.length, (q) => q.where('v.game_type', 'in', filter.gameTypes!))
    .$if(!!filter.vendors?.length, (q) => q.where('b.vendor_code', 'in', filter.vendors!));
}

/**
 * Settled cash bets of a member inside the span, per game category: stake, payouts, count, and the best
 * single bet's payout-to-stake ratio in hundredths.
 */
export function betsByCategory(db: Db, customerId: number, span: Span, filter: BetFilter) {
  return settledBets(db, span, filter)
    .select([
      'v.game_type',
      sql<string>`coalesce(sum(b.bet_amount), 0)`.as('bet'),
      sql<string>`coalesce(sum(b.win_amount), 0)`.as('win'),
      sql<string>`count(*)`.as('n'),
      sql<string>`coalesce(max(case when b.bet_amount > 0 then (b.win_amount * 100) / b.bet_amount end), 0)`.as(
        'best',
      ),
    ])
    .where('b.customer_id', '=', customerId)
    .groupBy('v.game_type')
    .execute();
}

/**
 * Every member's settled cash bets inside the span per game category (a leaderboard), with the moment of
 * the member's last counted bet (ties go to whoever got there first).
 */
export function boardBets(db: Db, merchantId: number, span: Span, filter: BetFilter) {
  return settledBets(db, span, filter)
    .select([
      'b.customer_id',
      'v.game_type',
      sql<string>`coalesce(sum(b.bet_amount), 0)`.as('bet'),
      sql<string>`count(*)`.as('n'),
      sql<string>`coalesce(max(case when b.bet_amount > 0 then (b.win_amount * 100) / b.bet_amount end), 0)`.as(
        'best',
      ),
      sql<Date>`max(b.settled_at)`.as('last_at'),
    ])
    .where('b.merchant_id', '=', merchantId)
    .groupBy(['b.customer_id', 'v.game_type'])
    .execute();
}

/** Every member's completed deposits inside the span (a leaderboard). */
export function boardDeposits(db: Db, merchantId: number, span: Span) {
  return db
    .selectFrom('deposit_order')
    .select(['customer_id', sql<string>`sum(amount)`.as('total'), sql<Date>`max(settled_at)`.as('last_at')])
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'SUCCESS')
    .$if(span.from !== undefined, (q) => q.where('settled_at', '>=', span.from!))
    .$if(span.to !== undefined, (q) => q.where('settled_at', '<', span.to!))
    .groupBy('customer_id')
    .execute();
}

/**
 * The best single bet's ratio (hundredths) per member and the moment it settled; used for
 * PROFIT_MULTIPLIER tie order (the earlier best bet ranks first).
 */
export function bestBetAt(db: Db, merchantId: number, span: Span, filter: BetFilter) {
  return settledBets(db, span, filter)
    .select(['b.customer_id', sql<string>`(b.win_amount * 100) / b.bet_amount`.as('ratio'), 'b.settled_at'])
    .where('b.merchant_id', '=', merchantId)
    .where('b.bet_amount', '>', 0n)
    .orderBy('b.settled_at')
    .execute();
}

/** What PROFILE_COMPLETE looks at: the member's contact fields, profile and live bank cards. */
export async function profile(db: Db, customerId: number) {
  const c = await db
    .selectFrom('customer')
    .select([
      'mobile_num',
      'mobile_verified_at',
      'email',
      'payee_name',
      'profile',
      'avatar',
      'nickname',
      'affiliate_code',
      'username',
    ])
    .where('id', '=', customerId)
    .executeTakeFirst();
  const cards = await db
    .selectFrom('bank_card')
    .select(sql<string>`count(*)`.as('n'))
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return c ? { ...c, cards: Number(cards.n) } : undefined;
}

/**
 * Members who registered inside the span with this member as their upline, or with its referral code
 * (`profile.referralCode`) when it has one, or as a friend of the invite program (`referral`).
 */
export async function invitedFriends(
  db: Db,
  customerId: number,
  referralCodes: string[],
  span: Span,
): Promise<bigint> {
  const row = await db
    .selectFrom('customer')
    .select(sql<string>`count(*)`.as('n'))
    .where((eb) =>
      eb.or([
        eb('parent_id', '=', customerId),
        // Friends of the invite program (decision 0063) are counted by their referral row.
        eb.exists(
          eb
            .selectFrom('referral as r')
            .select('r.friend_id')
            .whereRef('r.friend_id', '=', 'customer.id')
            .where('r.referrer_id', '=', customerId),
        ),
        ...(referralCodes.length ? [eb(sql<string>`profile->>'referralCode'`, 'in', referralCodes)] : []),
      ]),
    )
    .where('id', '!=', customerId)
    .where('type', '!=', 4)
    .$if(span.from !== undefined, (q) => q.where('created_at', '>=', span.from!))
    .$if(span.to !== undefined, (q) => q.where('created_at', '<', span.to!))
    .executeTakeFirstOrThrow();
  return BigInt(row.n);
}
