import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

/** Any lock id the rest of the code does not use: it serialises appends to the one chain. */
const CHAIN_LOCK = 7_215_015;

export interface AuditRowInput {
  at: Date;
  merchantId: number | null;
  staffId: number | null;
  staffUsername: string | null;
  action: string;
  target: string | null;
  before: string | null;
  after: string | null;
  outcome: number;
  ip: string;
  userAgent: string;
}

/**
 * Appends one row: takes the chain's lock, reads the last hash and inserts the row with its own hash,
 * all in one transaction, so two staff actions at once still make one unbroken chain.
 */
export async function append(
  db: Db,
  input: AuditRowInput,
  hashOf: (prevHash: string, id: string) => string,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${CHAIN_LOCK})`.execute(trx);
    const last = await trx
      .selectFrom('audit_log')
      .select('hash')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const { id } = await sql<{ id: string }>`SELECT nextval('audit_log_id_seq')::text AS id`
      .execute(trx)
      .then((r) => r.rows[0]!);
    const prevHash = last?.hash ?? '';
    await trx
      .insertInto('audit_log')
      .values({
        id,
        at: input.at,
        merchant_id: input.merchantId,
        staff_id: input.staffId,
        staff_username: input.staffUsername,
        action: input.action,
        target: input.target,
        before: input.before,
        after: input.after,
        outcome: input.outcome,
        ip: input.ip,
        user_agent: input.userAgent,
        prev_hash: prevHash,
        hash: hashOf(prevHash, id),
      } as never)
      .execute();
    return id;
  });
}

export interface AuditFilter {
  merchantId: number | null;
  id?: string;
  staff?: string;
  action?: string;
  target?: string;
  from?: Date;
  to?: Date;
}

function filtered(db: Db, f: AuditFilter) {
  let q = db.selectFrom('audit_log');
  if (f.merchantId !== null) q = q.where('merchant_id', '=', f.merchantId);
  if (f.id !== undefined) q = q.where('id', '=', f.id);
  if (f.staff) q = q.where('staff_username', '=', f.staff);
  if (f.action) q = q.where('action', 'like', `${f.action.replace(/[%_\\]/g, '\\$&')}%`);
  if (f.target) q = q.where('target', '=', f.target);
  if (f.from) q = q.where('at', '>=', f.from);
  if (f.to) q = q.where('at', '<', f.to);
  return q;
}

export async function list(
  db: Db,
  f: AuditFilter,
  page: { limit: number; offset: number; ascending: boolean },
) {
  const [rows, total] = await Promise.all([
    filtered(db, f)
      .selectAll()
      .orderBy('id', page.ascending ? 'asc' : 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Rows of the whole chain in order, a page at a time (the verifier walks them all). */
export function chainPage(db: Db, afterId: string, limit: number) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('id', '>', afterId)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}
