import { sql, type Kysely } from 'kysely';

/**
 * Feedback (inventory 1.5.2, decision 0064): one `feedback` row per submission (a member's, or a
 * visitor's with a contact), its optional picture kept private in the row, and the staff's replies.
 * The merchants that exist get the FEEDBACK3 flag (on).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table feedback (
      id serial primary key,
      merchant_id int not null references merchant(id),
      customer_id int references customer(id),
      contact text,
      type smallint not null check (type in (0, 1, 2, 3, 4, 6)),
      content text not null,
      status text not null default 'PENDING' check (status in ('PENDING', 'REPLIED', 'CLOSED')),
      image_type text check (image_type in ('image/png', 'image/jpeg')),
      image bytea,
      ip text not null,
      closed_by int references staff(id),
      closed_at timestamptz,
      created_at timestamptz not null default now(),
      check ((customer_id is null) = (contact is not null)),
      check ((image is null) = (image_type is null))
    )`.execute(db);
  await sql`create index feedback_merchant on feedback (merchant_id, created_at)`.execute(db);
  await sql`create index feedback_customer on feedback (customer_id, created_at) where customer_id is not null`.execute(
    db,
  );
  await sql`create index feedback_ip on feedback (merchant_id, ip, created_at)`.execute(db);
  await sql`
    create table feedback_reply (
      id serial primary key,
      feedback_id int not null references feedback(id),
      staff_id int not null references staff(id),
      content text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index feedback_reply_feedback on feedback_reply (feedback_id, created_at)`.execute(db);
  await sql`
    insert into merchant_module (merchant_id, mod_id, parent_mod_id, enabled, sort)
    select m.id, 'FEEDBACK3', null, true, coalesce((select max(sort) from merchant_module x where x.merchant_id = m.id), 0) + 1
    from merchant m
    where not exists (select 1 from merchant_module y where y.merchant_id = m.id and y.mod_id = 'FEEDBACK3')`.execute(
    db,
  );
}
