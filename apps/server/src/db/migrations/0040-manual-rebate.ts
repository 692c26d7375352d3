import { sql, type Kysely } from 'kysely';

/**
 * Manual rebate (issue 16 item 6, decision 0043): the merchant's rates per category, and one row per
 * payment of a member's rebate for a business day and category. `seq` numbers a member's payments of one
 * day and category: two concurrent claims that read the same paid total try the same `seq` and only one
 * row (and so one grant) survives.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE rebate_config (
      merchant_id integer PRIMARY KEY REFERENCES merchant(id),
      categories jsonb NOT NULL DEFAULT '{}'::jsonb,
      turnover_multiple integer NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0),
      claim_days_back integer NOT NULL DEFAULT 0 CHECK (claim_days_back BETWEEN 0 AND 7),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE rebate_disbursement (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchant(id),
      customer_id integer NOT NULL REFERENCES customer(id),
      balance_date text NOT NULL CHECK (balance_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      category text NOT NULL CHECK (category IN ('elott', 'live', 'sports', 'fish', 'rng', 'pvp')),
      seq integer NOT NULL CHECK (seq >= 1),
      valid_bet bigint NOT NULL,
      rate_bp integer NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (customer_id, balance_date, category, seq)
    )`,
    `CREATE INDEX rebate_disbursement_merchant ON rebate_disbursement (merchant_id, created_at DESC)`,
    // The feature flag (inventory 1.4.6) for merchants that exist already; new ones get it from the defaults.
    `INSERT INTO merchant_module (merchant_id, mod_id, parent_mod_id, enabled, sort)
      SELECT id, 'MANPLAYREB3', null, true, 101 FROM merchant
      ON CONFLICT DO NOTHING`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
