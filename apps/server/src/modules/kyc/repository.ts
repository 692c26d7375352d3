import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

type Side = 'FRONT' | 'BACK' | 'SELFIE';

export async function policyOf(db: Db, merchantId: number) {
  return db.selectFrom('kyc_policy').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst();
}

export async function savePolicy(
  db: Db,
  p: {
    merchantId: number;
    deposit: boolean;
    withdrawal: boolean;
    promotion: boolean;
    minAge: number;
    selfieRequired: boolean;
    backRequired: boolean;
    now: Date;
  },
) {
  const values = {
    deposit_gate: p.deposit,
    withdrawal_gate: p.withdrawal,
    promotion_gate: p.promotion,
    min_age: p.minAge,
    selfie_required: p.selfieRequired,
    back_required: p.backRequired,
    updated_at: p.now,
  };
  await db
    .insertInto('kyc_policy')
    .values({ merchant_id: p.merchantId, ...values })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
    .execute();
}

const submissionColumns = [
  's.id',
  's.customer_id',
  's.document_type',
  's.document_number',
  's.full_name',
  sql<string>`to_char(s.birth_date, 'YYYY-MM-DD')`.as('birth_date'),
  's.status',
  's.reject_reason',
  's.reviewed_at',
  's.created_at',
] as const;

/** The member's latest submission (its status is the member's). */
export async function latestOf(db: Db, customerId: number) {
  return db
    .selectFrom('kyc_submission as s')
    .select(submissionColumns)
    .where('s.customer_id', '=', customerId)
    .orderBy('s.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function sidesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('kyc_image')
    .select(['submission_id', 'side'])
    .where('submission_id', 'in', ids)
    .orderBy('submission_id')
    .execute();
}

/**
 * A new submission with its pictures, in one transaction. The unique index on open submissions makes a
 * second concurrent one fail (23505): the caller answers it as the status conflict it is.
 */
export async function insertSubmission(
  db: Db,
  s: {
    merchantId: number;
    customerId: number;
    documentType: 'ID_CARD' | 'PASSPORT' | 'DRIVING_LICENCE';
    documentNumber: string;
    fullName: string;
    birthDate: string;
    images: { side: Side; contentType: 'image/png' | 'image/jpeg'; bytes: Uint8Array }[];
    now: Date;
  },
) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('kyc_submission')
      .values({
        merchant_id: s.merchantId,
        customer_id: s.customerId,
        document_type: s.documentType,
        document_number: s.documentNumber,
        full_name: s.fullName,
        birth_date: s.birthDate,
        reject_reason: null,
        reviewed_by: null,
        reviewed_at: null,
        created_at: s.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('kyc_image')
      .values(
        s.images.map((i) => ({
          submission_id: row.id,
          side: i.side,
          content_type: i.contentType,
          bytes: i.bytes,
        })),
      )
      .execute();
    return row.id;
  });
}

export async function image(db: Db, merchantId: number, submissionId: number, side: Side) {
  return db
    .selectFrom('kyc_image as i')
    .innerJoin('kyc_submission as s', 's.id', 'i.submission_id')
    .select(['i.content_type', 'i.bytes'])
    .where('s.merchant_id', '=', merchantId)
    .where('i.submission_id', '=', submissionId)
    .where('i.side', '=', side)
    .executeTakeFirst();
}

export async function list(
  db: Db,
  f: {
    merchantId: number;
    status?: 'PENDING' | 'APPROVED' | 'REJECTED';
    username?: string;
    limit: number;
    offset: number;
  },
) {
  let base = db
    .selectFrom('kyc_submission as s')
    .innerJoin('customer as c', 'c.id', 's.customer_id')
    .leftJoin('staff as st', 'st.id', 's.reviewed_by')
    .where('s.merchant_id', '=', f.merchantId);
  if (f.status) base = base.where('s.status', '=', f.status);
  if (f.username) base = base.where('c.username', '=', f.username);
  const [rows, total] = await Promise.all([
    base
      .select([...submissionColumns, 'c.username', 'st.username as reviewer'])
      // Pending first, oldest first (waiting longest); the decided ones newest first.
      .orderBy((eb) => eb.case().when('s.status', '=', 'PENDING').then(0).else(1).end())
      .orderBy((eb) =>
        eb
          .case()
          .when('s.status', '=', 'PENDING')
          .then(eb.ref('s.id'))
          .else(eb.neg(eb.ref('s.id')))
          .end(),
      )
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function findForReview(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('kyc_submission as s')
    .innerJoin('customer as c', 'c.id', 's.customer_id')
    .select([...submissionColumns, 'c.username', 'c.language'])
    .where('s.merchant_id', '=', merchantId)
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** Decides a pending submission; false when it was no longer pending (decided by someone else). */
export async function decide(
  db: Db,
  id: number,
  d: { status: 'APPROVED' | 'REJECTED'; reason: string | null; staffId: number; now: Date },
) {
  const row = await db
    .updateTable('kyc_submission')
    .set({ status: d.status, reject_reason: d.reason, reviewed_by: d.staffId, reviewed_at: d.now })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
