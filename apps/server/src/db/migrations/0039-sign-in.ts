import { sql, type Kysely } from 'kysely';

/**
 * Sign-in (daily check-in) of the reward centre (issue 16 item 3, decision 0042): configs per merchant
 * (type N daily, W weekly, M monthly, C consecutive) with their day rewards and conditions, and claims
 * (one per member, config and period: the unique index decides, a claim and its grants commit together).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE sign_in_config (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchant(id),
      type text NOT NULL CHECK (type IN ('N', 'W', 'M', 'C')),
      name jsonb NOT NULL,
      description jsonb NOT NULL DEFAULT '{}'::jsonb,
      no_expiry boolean NOT NULL DEFAULT true,
      start_at timestamptz,
      end_at timestamptz,
      enabled boolean NOT NULL DEFAULT true,
      turnover_multiple integer NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0),
      required_info jsonb NOT NULL DEFAULT '[]'::jsonb,
      days jsonb NOT NULL DEFAULT '[]'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (no_expiry OR (start_at IS NOT NULL AND end_at IS NOT NULL AND end_at > start_at))
    )`,
    `CREATE INDEX sign_in_config_merchant ON sign_in_config (merchant_id, enabled)`,
    `CREATE TABLE sign_in_claim (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL,
      customer_id integer NOT NULL REFERENCES customer(id),
      config_id integer NOT NULL REFERENCES sign_in_config(id),
      period_key text NOT NULL,
      day_no integer NOT NULL,
      bonus bigint NOT NULL DEFAULT 0,
      points bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE UNIQUE INDEX sign_in_claim_once ON sign_in_claim (customer_id, config_id, period_key)`,
    `CREATE INDEX sign_in_claim_config ON sign_in_claim (config_id, created_at)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
