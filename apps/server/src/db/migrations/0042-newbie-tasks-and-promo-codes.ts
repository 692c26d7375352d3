import { sql, type Kysely } from 'kysely';

/**
 * Newbie tasks (register promotions) and promo codes of the reward centre (issue 16, inventory 1.4.1,
 * decision 0045). A claim row is unique per member and promotion (or code): the unique index decides, and
 * a claim commits with its grants. A promo code's uses count only rises while below its budget
 * (conditional UPDATE in the claim's transaction).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE register_promotion (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchant(id),
      name jsonb NOT NULL,
      remark jsonb NOT NULL DEFAULT '{}'::jsonb,
      start_at timestamptz,
      end_at timestamptz,
      enabled boolean NOT NULL DEFAULT true,
      bonus bigint NOT NULL DEFAULT 0 CHECK (bonus >= 0),
      turnover_multiple integer NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0),
      points bigint NOT NULL DEFAULT 0 CHECK (points >= 0),
      required_fields jsonb NOT NULL DEFAULT '[]'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((start_at IS NULL AND end_at IS NULL) OR (start_at IS NOT NULL AND end_at IS NOT NULL AND end_at > start_at))
    )`,
    `CREATE INDEX register_promotion_merchant ON register_promotion (merchant_id, enabled)`,
    `CREATE TABLE register_promotion_claim (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL,
      customer_id integer NOT NULL REFERENCES customer(id),
      promotion_id integer NOT NULL REFERENCES register_promotion(id),
      bonus bigint NOT NULL DEFAULT 0,
      points bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE UNIQUE INDEX register_promotion_claim_once ON register_promotion_claim (customer_id, promotion_id)`,
    `CREATE INDEX register_promotion_claim_promotion ON register_promotion_claim (promotion_id, created_at)`,
    `CREATE TABLE promo_code (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchant(id),
      code text NOT NULL,
      description jsonb NOT NULL DEFAULT '{}'::jsonb,
      enabled boolean NOT NULL DEFAULT true,
      listed boolean NOT NULL DEFAULT false,
      start_at timestamptz,
      end_at timestamptz,
      max_uses integer CHECK (max_uses IS NULL OR max_uses > 0),
      uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0),
      bonus bigint NOT NULL DEFAULT 0 CHECK (bonus >= 0),
      turnover_multiple integer NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0),
      points bigint NOT NULL DEFAULT 0 CHECK (points >= 0),
      deposit_required bigint NOT NULL DEFAULT 0 CHECK (deposit_required >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (max_uses IS NULL OR uses <= max_uses),
      CHECK (start_at IS NULL OR end_at IS NULL OR end_at > start_at)
    )`,
    `CREATE UNIQUE INDEX promo_code_unique ON promo_code (merchant_id, lower(code))`,
    `CREATE TABLE promo_code_claim (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL,
      customer_id integer NOT NULL REFERENCES customer(id),
      promo_code_id integer NOT NULL REFERENCES promo_code(id),
      bonus bigint NOT NULL DEFAULT 0,
      points bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE UNIQUE INDEX promo_code_claim_once ON promo_code_claim (customer_id, promo_code_id)`,
    `CREATE INDEX promo_code_claim_code ON promo_code_claim (promo_code_id, created_at)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
