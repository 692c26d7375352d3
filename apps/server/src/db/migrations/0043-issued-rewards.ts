import { sql, type Kysely } from 'kysely';

/**
 * Rescue fund (SAVIOR) and manual / issued bonuses (MANUAL) of the reward centre (issue 16, decision 0046):
 * rescue-fund configs per merchant, one issued-reward table for both kinds (a SAVIOR row is unique per
 * member, config, period and product so the issuing job can rerun; MANUAL rows have no config), the claim
 * rows (one per reward: the primary key decides, a claim and its grants commit together) and the
 * merchant's manual-bonus settings (the two-person threshold).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE savior_config (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchant(id),
      name jsonb NOT NULL,
      rules jsonb NOT NULL DEFAULT '{}'::jsonb,
      enabled boolean NOT NULL DEFAULT true,
      period text NOT NULL DEFAULT 'DAILY' CHECK (period IN ('DAILY')),
      products jsonb NOT NULL DEFAULT '[]'::jsonb,
      turnover_multiple integer NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0),
      expiry_days integer NOT NULL DEFAULT 7 CHECK (expiry_days >= 1),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX savior_config_merchant ON savior_config (merchant_id, enabled)`,
    `CREATE TABLE issued_reward (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchant(id),
      customer_id integer NOT NULL REFERENCES customer(id),
      kind text NOT NULL CHECK (kind IN ('SAVIOR', 'MANUAL')),
      status text NOT NULL CHECK (status IN ('PENDING', 'ISSUED', 'REJECTED')),
      config_id integer REFERENCES savior_config(id),
      period_key text,
      product_type text,
      net_loss bigint NOT NULL DEFAULT 0,
      amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
      points bigint NOT NULL DEFAULT 0 CHECK (points >= 0),
      turnover_multiple integer NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0),
      name jsonb NOT NULL,
      expiry_days integer NOT NULL DEFAULT 7 CHECK (expiry_days >= 1),
      expires_at timestamptz,
      created_by text,
      decided_by text,
      reason text,
      approved_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (amount > 0 OR points > 0),
      CHECK (kind = 'MANUAL' OR (config_id IS NOT NULL AND period_key IS NOT NULL AND product_type IS NOT NULL))
    )`,
    `CREATE UNIQUE INDEX issued_reward_savior_once ON issued_reward (customer_id, config_id, period_key, product_type)`,
    `CREATE INDEX issued_reward_member ON issued_reward (customer_id, kind, status)`,
    `CREATE INDEX issued_reward_merchant ON issued_reward (merchant_id, kind, created_at)`,
    `CREATE TABLE issued_reward_claim (
      reward_id bigint PRIMARY KEY REFERENCES issued_reward(id),
      customer_id integer NOT NULL REFERENCES customer(id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE manual_bonus_setting (
      merchant_id integer PRIMARY KEY REFERENCES merchant(id),
      approval_threshold bigint NOT NULL CHECK (approval_threshold >= 0),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
