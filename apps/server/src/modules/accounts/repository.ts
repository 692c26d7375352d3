import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

export function findCustomerByUsername(db: Db, merchantId: number, username: string) {
  return db
    .selectFrom('customer')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export function findCustomerById(db: Db, id: number) {
  return db.selectFrom('customer').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertCustomer(
  db: Db,
  values: {
    merchant_id: number;
    username: string;
    password_hash: string;
    type: number;
    parent_id?: number | null;
    nickname?: string | null;
  },
) {
  return db
    .insertInto('customer')
    .values(values)
    .returning(['id', 'username', 'type'])
    .executeTakeFirstOrThrow();
}

/** A new password also ends every remember token of the account. */
export async function updatePassword(
  db: Db,
  customerId: number,
  passwordHash: string,
  now: Date,
  /** A temporary password from staff: the next password login must change it (decision 0030). */
  changeRequired = false,
) {
  await db
    .updateTable('remember_token')
    .set({ revoked_at: now })
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .updateTable('customer')
    .set({ password_hash: passwordHash, password_changed_at: now, password_change_required: changeRequired })
    .where('id', '=', customerId)
    .execute();
}

/** One login: its address and user agent (the back office's login history and linked accounts). */
export async function recordLogin(db: Db, customerId: number, ip: string, userAgent: string, now: Date) {
  await db
    .insertInto('member_login')
    .values({ customer_id: customerId, ip, user_agent: userAgent, created_at: now })
    .execute();
}

/** Whether the account logged in from this IP before, and whether it has any IP on record. */
export async function loginIpState(db: Db, customerId: number, ip: string) {
  const row = await db
    .selectFrom('login_ip')
    .select([sql<boolean>`bool_or(ip = ${ip})`.as('this_ip'), sql<string>`count(*)`.as('n')])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return { thisIp: row?.this_ip === true, anyIp: Number(row?.n ?? 0) > 0 };
}

/** Remembers an IP the account logged in from (spec section 8). */
export async function rememberLoginIp(db: Db, customerId: number, ip: string, now: Date) {
  await db
    .insertInto('login_ip')
    .values({ customer_id: customerId, ip, first_seen_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['customer_id', 'ip']).doUpdateSet({ last_seen_at: now }))
    .execute();
}

export async function recentChallenges(db: Db, customerId: number, since: Date) {
  const row = await db
    .selectFrom('login_challenge')
    .select([sql<string>`count(*)`.as('n'), sql<Date | null>`max(created_at)`.as('last_at')])
    .where('customer_id', '=', customerId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), lastAt: row.last_at };
}

export async function insertChallenge(
  db: Db,
  values: {
    token_hash: string;
    customer_id: number;
    ip: string;
    method: 'S' | 'E';
    code_hash: string;
    remember: boolean;
    password_change_required: boolean;
    expires_at: Date;
  },
) {
  await db.insertInto('login_challenge').values(values).execute();
}

export function findLiveChallenge(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('login_challenge')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function countWrongChallengeCode(db: Db, tokenHash: string) {
  await db
    .updateTable('login_challenge')
    .set({ attempts: sql`attempts + 1` })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Marks a challenge used; false when another request spent it first. */
export async function spendChallenge(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('login_challenge')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .returning('token_hash')
    .executeTakeFirst();
  return row !== undefined;
}

/** The country table, in menu order. */
export function listCountries(db: Db) {
  return db.selectFrom('country').select(['code', 'dialing_code']).orderBy('sort').orderBy('code').execute();
}

export async function updateLanguage(db: Db, customerId: number, language: 'TW' | 'EN' | 'VI') {
  await db.updateTable('customer').set({ language }).where('id', '=', customerId).execute();
}

/** Opens a session and ends every other one of the account (one active session per account). */
export async function replaceSessions(
  db: Db,
  session: {
    customer_id: number;
    token_hash: string;
    ip: string;
    expires_at: Date;
    password_change_required: boolean;
  },
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('session')
      .set({ revoked_at: now })
      .where('customer_id', '=', session.customer_id)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .insertInto('session')
      .values({ ...session, created_at: now, last_seen_at: now })
      .execute();
    await trx
      .updateTable('customer')
      .set({ last_login_at: now })
      .where('id', '=', session.customer_id)
      .execute();
  });
}

export async function revokeSessions(
  db: Db,
  where: { customerId: number } | { tokenHash: string },
  now: Date,
) {
  let query = db.updateTable('session').set({ revoked_at: now }).where('revoked_at', 'is', null);
  query =
    'customerId' in where
      ? query.where('customer_id', '=', where.customerId)
      : query.where('token_hash', '=', where.tokenHash);
  await query.execute();
}

/** A live session (not revoked, not past its absolute or idle expiry) with its account. */
export function findLiveSession(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  return db
    .selectFrom('session as s')
    .innerJoin('customer as c', 'c.id', 's.customer_id')
    .select([
      's.id as session_id',
      's.last_seen_at',
      's.password_change_required',
      'c.id',
      'c.merchant_id',
      'c.username',
      'c.type',
      'c.status',
      'c.parent_id',
      'c.nickname',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('s.last_seen_at', '>', idleSince)
    .executeTakeFirst();
}

export async function touchSession(db: Db, sessionId: string, now: Date) {
  await db.updateTable('session').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export function getThrottles(db: Db, keys: string[]) {
  return db.selectFrom('auth_throttle').selectAll().where('key', 'in', keys).execute();
}

export type AttemptAdmission =
  | { admitted: true; failures: number }
  | { admitted: false; refusal: 'ip.locked' | 'account.locked' | 'captcha' };

/**
 * Admits one login attempt to the password check, or refuses it, under a row lock on every key: the
 * attempt is counted as a failure before the password is checked (a success forgives it), so parallel
 * attempts see each other and no more than the policy allows get past the captcha. A captcha is needed
 * once the account's failures reach `captchaAfter.account` or the address's reach `captchaAfter.ip`.
 * `failures` is the account's count before this attempt.
 */
export async function admitLoginAttempt(
  db: Db,
  keys: { account: string; ip: string },
  opts: {
    now: Date;
    resetBefore: Date;
    captchaAfter: { account: number; ip: number };
    captchaPassed: boolean;
  },
): Promise<AttemptAdmission> {
  const { now, resetBefore } = opts;
  // Keys locked in one order, so two attempts never wait on each other's second row.
  const sorted = [keys.account, keys.ip].sort();
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('auth_throttle')
      .values(sorted.map((key) => ({ key, failures: 0, last_failure_at: now })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const rows = await trx
      .selectFrom('auth_throttle')
      .selectAll()
      .where('key', 'in', sorted)
      .orderBy('key')
      .forUpdate()
      .execute();
    const row = (key: string) => rows.find((r) => r.key === key);
    const locked = (key: string) => {
      const until = row(key)?.locked_until;
      return until != null && new Date(until) > now;
    };
    const live = (key: string) => {
      const r = row(key);
      return r && new Date(r.last_failure_at) >= resetBefore ? r.failures : 0;
    };
    if (locked(keys.ip)) return { admitted: false, refusal: 'ip.locked' } as const;
    if (locked(keys.account)) return { admitted: false, refusal: 'account.locked' } as const;
    const failures = live(keys.account);
    const captchaNeeded = failures >= opts.captchaAfter.account || live(keys.ip) >= opts.captchaAfter.ip;
    if (captchaNeeded && !opts.captchaPassed) return { admitted: false, refusal: 'captcha' } as const;
    for (const key of sorted) {
      await trx
        .updateTable('auth_throttle')
        .set({ failures: live(key) + 1, last_failure_at: now })
        .where('key', '=', key)
        .execute();
    }
    return { admitted: true, failures } as const;
  });
}

/** Locks each key whose (already counted) failures reached its limit; the counts, in the order given. */
export async function lockReached(
  db: Db,
  keys: { key: string; lockAt: number }[],
  lockUntil: Date,
): Promise<number[]> {
  const counts: number[] = [];
  for (const { key, lockAt } of keys) {
    const row = await db
      .updateTable('auth_throttle')
      .set({
        locked_until: sql`case when failures >= ${lockAt} then ${lockUntil}::timestamptz else locked_until end`,
      })
      .where('key', '=', key)
      .returning('failures')
      .executeTakeFirst();
    counts.push(row?.failures ?? 0);
  }
  return counts;
}

/** Counts one failure per key (a window restarts after `resetBefore`), locking a key that reaches its limit. */
export async function recordFailure(
  db: Db,
  key: string,
  now: Date,
  resetBefore: Date,
  lockAt: number,
  lockUntil: Date,
) {
  const row = await db
    .insertInto('auth_throttle')
    .values({ key, failures: 1, last_failure_at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql`case when auth_throttle.last_failure_at < ${resetBefore} then 1 else auth_throttle.failures + 1 end`,
        last_failure_at: now,
      }),
    )
    .returning(['failures'])
    .executeTakeFirstOrThrow();
  if (row.failures >= lockAt)
    await db.updateTable('auth_throttle').set({ locked_until: lockUntil }).where('key', '=', key).execute();
  return row.failures;
}

/**
 * After a correct password: the account's failures (this attempt's included) are deleted, and taken off
 * the address's count, in one transaction locking the rows in the admission's order.
 */
export async function clearAfterSuccess(db: Db, keys: { account: string; ip: string }, resetBefore: Date) {
  await db.transaction().execute(async (trx) => {
    const account = await trx
      .deleteFrom('auth_throttle')
      .where('key', '=', keys.account)
      .returning(['failures', 'last_failure_at'])
      .executeTakeFirst();
    const forgiven = account && new Date(account.last_failure_at) >= resetBefore ? account.failures : 0;
    if (forgiven > 0)
      await trx
        .updateTable('auth_throttle')
        .set({ failures: sql`greatest(failures - ${forgiven}, 0)` })
        .where('key', '=', keys.ip)
        .execute();
  });
}

export async function clearThrottle(db: Db, key: string) {
  await db.deleteFrom('auth_throttle').where('key', '=', key).execute();
}

export async function insertCaptcha(db: Db, id: string, answerHash: string, expiresAt: Date) {
  await db.insertInto('captcha').values({ id, answer_hash: answerHash, expires_at: expiresAt }).execute();
}

/** Marks a captcha used and returns its answer hash, once: a second use or an expired one finds nothing. */
export async function consumeCaptcha(db: Db, id: string, now: Date) {
  const row = await db
    .updateTable('captcha')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['answer_hash'])
    .executeTakeFirst();
  return row?.answer_hash;
}

export async function insertRememberToken(db: Db, tokenHash: string, customerId: number, expiresAt: Date) {
  await db
    .insertInto('remember_token')
    .values({ token_hash: tokenHash, customer_id: customerId, expires_at: expiresAt, revoked_at: null })
    .execute();
}

export async function isRememberTokenLive(
  db: Db,
  tokenHash: string,
  customerId: number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('remember_token')
    .select('customer_id')
    .where('token_hash', '=', tokenHash)
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------- staff (back office)
