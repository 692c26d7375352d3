import { sql, type Kysely } from 'kysely';

/**
 * Identity verification (inventory 1.1 and 1.8, decision 0065): the merchant's policy (gates, minimum
 * age, which pictures), each submission of a member with its review, and the pictures kept private in
 * the database (never public media). At most one submission of a member waits for review.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table kyc_policy (
      merchant_id int primary key references merchant(id),
      deposit_gate boolean not null default false,
      withdrawal_gate boolean not null default false,
      promotion_gate boolean not null default false,
      min_age smallint not null default 18 check (min_age between 18 and 25),
      selfie_required boolean not null default false,
      back_required boolean not null default true,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table kyc_submission (
      id serial primary key,
      merchant_id int not null references merchant(id),
      customer_id int not null references customer(id),
      document_type text not null check (document_type in ('ID_CARD', 'PASSPORT', 'DRIVING_LICENCE')),
      document_number text not null,
      full_name text not null,
      birth_date date not null,
      status text not null default 'PENDING' check (status in ('PENDING', 'APPROVED', 'REJECTED')),
      reject_reason text,
      reviewed_by int references staff(id),
      reviewed_at timestamptz,
      created_at timestamptz not null default now(),
      check ((status = 'REJECTED') = (reject_reason is not null))
    )`.execute(db);
  await sql`create unique index kyc_submission_one_open on kyc_submission (customer_id)
    where status in ('PENDING', 'APPROVED')`.execute(db);
  await sql`create index kyc_submission_customer on kyc_submission (customer_id, id)`.execute(db);
  await sql`create index kyc_submission_queue on kyc_submission (merchant_id, status, created_at)`.execute(
    db,
  );
  await sql`
    create table kyc_image (
      submission_id int not null references kyc_submission(id),
      side text not null check (side in ('FRONT', 'BACK', 'SELFIE')),
      content_type text not null check (content_type in ('image/png', 'image/jpeg')),
      bytes bytea not null,
      primary key (submission_id, side)
    )`.execute(db);
}
