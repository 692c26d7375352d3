import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

// Staff access (decision 0029): staff accounts, their sessions, second factor, roles and the setup link.

export function findStaffForLogin(db: Db, merchantId: number, username: string) {
  return db
    .selectFrom('staff')
    .selectAll()
    .where((eb) => eb.or([eb('merchant_id', '=', merchantId), eb('merchant_id', 'is', null)]))
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .orderBy(sql`merchant_id is null`)
    .executeTakeFirst();
}

export function findStaffById(db: Db, id: number) {
  return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether a username is taken where it would clash: same merchant, all-merchants, or (for a new all-merchants account) anywhere. */
export async function usernameTaken(
  db: Db,
  username: string,
  merchantId: number | null,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('staff')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (merchantId !== null)
    query = query.where((eb) => eb.or([eb('merchant_id', '=', merchantId), eb('merchant_id', 'is', null)]));
  return (await query.executeTakeFirst()) !== undefined;
}

export const countStaff = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('staff')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export function insertStaff(
  db: Db,
  row: {
    merchantId: number | null;
    username: string;
    passwordHash: string;
    role: string;
    passwordChangeRequired: boolean;
  },
) {
  return db
    .insertInto('staff')
    .values({
      merchant_id: row.merchantId,
      username: row.username,
      password_hash: row.passwordHash,
      role: row.role,
      password_change_required: row.passwordChangeRequired,
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateStaff(
  db: Db,
  id: number,
  set: Partial<{
    role: string;
    merchant_id: number | null;
    disabled: boolean;
    password_hash: string;
    password_change_required: boolean;
    totp_secret: string | null;
    totp_enabled_at: Date | null;
    totp_last_step: number | null;
  }>,
  now: Date,
) {
  await db
    .updateTable('staff')
    .set({ ...set, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Records the time step of an accepted code, only when later than the last one (a code is used once). */
export async function advanceTotpStep(db: Db, staffId: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores an enrolled secret, once: false when the staff member enrolled meanwhile. */
export async function enrolTotp(db: Db, staffId: number, sealed: string, step: number, now: Date) {
  const row = await db
    .updateTable('staff')
    .set({ totp_secret: sealed, totp_enabled_at: now, totp_last_step: step, updated_at: now })
    .where('id', '=', staffId)
    .where('totp_enabled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------- sessions

export async function insertStaffSession(
  db: Db,
  session: { staffId: number; tokenHash: string; ip: string; expiresAt: Date },
) {
  await db
    .insertInto('staff_session')
    .values({
      staff_id: session.staffId,
      token_hash: session.tokenHash,
      ip: session.ip,
      expires_at: session.expiresAt,
      revoked_at: null,
    })
    .execute();
}

/** A live session of an enabled staff member, with the permissions of its custom role (if any). */
export function findLiveStaffSession(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  return db
    .selectFrom('staff_session as s')
    .innerJoin('staff as t', 't.id', 's.staff_id')
    .leftJoin('staff_role as r', 'r.code', 't.role')
    .select([
      's.id as session_id',
      's.last_seen_at',
      't.id',
      't.merchant_id',
      't.username',
      't.role',
      't.password_change_required',
      'r.name as role_name',
      'r.permissions as role_permissions',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('s.last_seen_at', '>', idleSince)
    .where('t.disabled', '=', false)
    .executeTakeFirst();
}

export async function touchStaffSession(db: Db, sessionId: string, now: Date) {
  await db.updateTable('staff_session').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function revokeStaffSession(db: Db, tokenHash: string, now: Date) {
  await db
    .updateTable('staff_session')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a staff member, but `keepSessionId`'s. */
export async function revokeStaffSessions(db: Db, staffId: number, now: Date, keepSessionId?: string) {
  let query = db
    .updateTable('staff_session')
    .set({ revoked_at: now })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

// ---------------------------------------------------------------- password throttle

export async function throttleLockedUntil(db: Db, key: string): Promise<Date | null> {
  const row = await db
    .selectFrom('auth_throttle')
    .select('locked_until')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.locked_until ? new Date(row.locked_until) : null;
}

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
}

export async function clearThrottle(db: Db, key: string) {
  await db.deleteFrom('auth_throttle').where('key', '=', key).execute();
}

// ---------------------------------------------------------------- login challenges

export async function insertChallenge(
  db: Db,
  c: {
    staffId: number;
    tokenHash: string;
    kind: 'TOTP' | 'ENROL';
    pendingSecret: string | null;
    ip: string;
    expiresAt: Date;
  },
  now: Date,
) {
  // Expired challenges can no longer be answered (an enrolment's holds a sealed secret): dropped as new ones
  // are made, a few per staff sign-in.
  await db.deleteFrom('staff_challenge').where('expires_at', '<', now).execute();
  await db
    .insertInto('staff_challenge')
    .values({
      staff_id: c.staffId,
      token_hash: c.tokenHash,
      kind: c.kind,
      pending_secret: c.pendingSecret,
      ip: c.ip,
      expires_at: c.expiresAt,
      used_at: null,
    })
    .execute();
}

/**
 * Counts one code attempt on a live challenge of that kind, atomically; the challenge as it was, or
 * undefined when it is unknown, used, expired or out of attempts.
 */
export function takeChallengeAttempt(
  db: Db,
  tokenHash: string,
  kind: 'TOTP' | 'ENROL',
  now: Date,
  maxAttempts: number,
) {
  return db
    .updateTable('staff_challenge')
    .set({ attempts: sql`attempts + 1` })
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .returning(['id', 'staff_id', 'pending_secret', 'attempts'])
    .executeTakeFirst();
}

export async function useChallenge(db: Db, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('staff_challenge')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------- recovery codes

export async function replaceRecoveryCodes(db: Db, staffId: number, hashes: string[]) {
  await db.deleteFrom('staff_recovery_code').where('staff_id', '=', staffId).execute();
  if (hashes.length)
    await db
      .insertInto('staff_recovery_code')
      .values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash, used_at: null })))
      .execute();
}

export async function useRecoveryCode(db: Db, staffId: number, hash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('staff_recovery_code')
    .set({ used_at: now })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------- setup link

export async function insertSetupToken(db: Db, tokenHash: string, expiresAt: Date) {
  // A new start's link replaces the links earlier starts printed and nobody used.
  await db.deleteFrom('staff_setup_token').where('used_at', 'is', null).execute();
  await db
    .insertInto('staff_setup_token')
    .values({ token_hash: tokenHash, expires_at: expiresAt, used_at: null })
    .execute();
}

export async function useSetupToken(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('staff_setup_token')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------- platform secret, merchants

/** A stored platform secret, created with `make` on first use (concurrent starts agree on one). */
export async function platformSecret(db: Db, name: string, make: () => string): Promise<string> {
  await db
    .insertInto('platform_secret')
    .values({ name, value: make() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('platform_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

export function listMerchants(db: Db, onlyId: number | null) {
  let query = db.selectFrom('merchant').select(['id', 'code', 'name']).orderBy('code');
  if (onlyId !== null) query = query.where('id', '=', onlyId);
  return query.execute();
}

export function findMerchantByCode(db: Db, code: string) {
  return db.selectFrom('merchant').select(['id', 'code', 'name']).where('code', '=', code).executeTakeFirst();
}

// ---------------------------------------------------------------- roles

export function listCustomRoles(db: Db) {
  return db
    .selectFrom('staff_role as r')
    .leftJoin('merchant as m', 'm.id', 'r.merchant_id')
    .select(['r.code', 'r.name', 'r.permissions', 'r.merchant_id', 'm.code as merchant_code'])
    .orderBy('r.code')
    .execute();
}

export function findCustomRole(db: Db, code: string) {
  return db.selectFrom('staff_role').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function insertCustomRole(
  db: Db,
  r: { code: string; merchantId: number | null; name: string; permissions: string[] },
) {
  await db
    .insertInto('staff_role')
    .values({ code: r.code, merchant_id: r.merchantId, name: r.name, permissions: r.permissions })
    .execute();
}

export async function updateCustomRole(
  db: Db,
  code: string,
  set: { name: string; permissions: string[] },
  now: Date,
) {
  await db
    .updateTable('staff_role')
    .set({ ...set, updated_at: now })
    .where('code', '=', code)
    .execute();
}

export async function deleteCustomRole(db: Db, code: string) {
  await db.deleteFrom('staff_role').where('code', '=', code).execute();
}

export async function roleInUse(db: Db, code: string): Promise<boolean> {
  return (
    (await db.selectFrom('staff').select('id').where('role', '=', code).executeTakeFirst()) !== undefined
  );
}

// ---------------------------------------------------------------- the staff list

export interface StaffFilter {
  /** Only staff scoped to this merchant (a scoped manager's view); undefined: all staff. */
  merchantId?: number;
  q?: string;
  role?: string;
  disabled?: boolean;
}

function filteredStaff(db: Db, f: StaffFilter) {
  let query = db.selectFrom('staff as t').leftJoin('merchant as m', 'm.id', 't.merchant_id');
  if (f.merchantId !== undefined) query = query.where('t.merchant_id', '=', f.merchantId);
  if (f.q)
    query = query.where(
      sql<string>`lower(t.username)`,
      'like',
      `%${f.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`,
    );
  if (f.role) query = query.where('t.role', '=', f.role);
  if (f.disabled !== undefined) query = query.where('t.disabled', '=', f.disabled);
  return query;
}

export async function listStaff(
  db: Db,
  f: StaffFilter,
  order: { column: 'id' | 'username' | 'role' | 'created_at'; direction: 'asc' | 'desc' },
  window: { limit: number; offset: number },
) {
  const [rows, count] = await Promise.all([
    filteredStaff(db, f)
      .leftJoin('staff_role as r', 'r.code', 't.role')
      .select([
        't.id',
        't.username',
        't.role',
        'r.name as role_name',
        'm.code as merchant_code',
        't.disabled',
        't.totp_enabled_at',
        't.password_change_required',
        't.created_at',
        (eb) =>
          eb
            .selectFrom('staff_session as s')
            .whereRef('s.staff_id', '=', 't.id')
            .select((e) => e.fn.max('s.created_at').as('at'))
            .as('last_login_at'),
      ])
      .orderBy(`t.${order.column}`, order.direction)
      .orderBy('t.id', order.direction)
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    filteredStaff(db, f)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
