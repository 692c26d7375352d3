import { sql, type Kysely } from 'kysely';

/**
 * The agent tree (issue 17, decision 0053): every member's upline is `customer.parent_id`; walking the
 * tree needs it indexed. `customer_rebate` holds a member's rebate per product series: `LOTT` is the
 * lottery prize series (e.g. 1980 of base 2000: the member may bet at most at that series), every other
 * product is a game category (RNG, LIVE, SPORTS, FISH, PVP, ESPORTS, COCKFIGHT, ELOTT) whose value is a
 * rate in basis points of valid bet. A member without a row for a product has no rebate on it (for LOTT:
 * the game's own maximum series, as before agents).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists customer_parent on customer (parent_id)`.execute(db);
  await sql`
    create table customer_rebate (
      merchant_id int not null references merchant(id),
      customer_id int not null references customer(id),
      product text not null,
      value int not null check (value >= 0),
      updated_at timestamptz not null default now(),
      primary key (customer_id, product)
    )`.execute(db);
  // The agent centre's entries (inventory 2.0) as children of AGENTCEN3, on, for merchants that exist.
  for (const [i, modId] of [
    'REGCEN',
    'DOWNMAN',
    'TEAMBETTING3',
    'AGETEAMPNL3',
    'AGEREV3',
    'AGENTRANSMULTDOWN3',
    'DAYSALMR',
  ].entries())
    await sql`
      INSERT INTO merchant_module (merchant_id, mod_id, parent_mod_id, enabled, sort)
      SELECT id, ${modId}, 'AGENTCEN3', true, ${200 + i} FROM merchant
      ON CONFLICT DO NOTHING`.execute(db);
}
