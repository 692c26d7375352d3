import { sql, type Kysely } from 'kysely';

/**
 * Points and the points mall (issue 16 item 7, decision 0039). Points themselves live on the `points`
 * ledger (decision 0037); these tables hold what is around them:
 * - `point_config`: per merchant, the exchange rate (points per 1 major unit of cash), the least points a
 *   conversion takes, the earning rules per game category (points per `per_amount` minor units of valid
 *   bet) and an on/off switch.
 * - `point_mall_item`: the mall's products; `stock` never goes below 0 (a CHECK as well as the update).
 * - `point_redemption`: one row per redemption, P in process, R rejected (refunded), A approved (delivered).
 * - `point_conversion`: one row per conversion of points into cash.
 * - `point_earning`: one row per member, merchant day and category once the turnover job granted it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`CREATE TABLE point_config (
          merchant_id integer PRIMARY KEY REFERENCES merchant(id),
          enabled boolean NOT NULL DEFAULT true,
          exchange_rate integer NOT NULL CHECK (exchange_rate > 0),
          convert_min integer NOT NULL DEFAULT 1 CHECK (convert_min >= 1),
          earn_rules jsonb NOT NULL DEFAULT '[]',
          rules jsonb,
          updated_at timestamptz NOT NULL DEFAULT now()
        )`,
    sql`CREATE TABLE point_mall_item (
          id serial PRIMARY KEY,
          merchant_id integer NOT NULL REFERENCES merchant(id),
          category text NOT NULL,
          name jsonb NOT NULL,
          description jsonb,
          images jsonb NOT NULL DEFAULT '[]',
          price_points bigint NOT NULL CHECK (price_points > 0),
          mix_points bigint CHECK (mix_points > 0),
          mix_money bigint CHECK (mix_money > 0),
          stock integer NOT NULL CHECK (stock >= 0),
          enabled boolean NOT NULL DEFAULT true,
          sort integer NOT NULL DEFAULT 0,
          created_at timestamptz NOT NULL DEFAULT now(),
          updated_at timestamptz NOT NULL DEFAULT now(),
          CHECK ((mix_points IS NULL) = (mix_money IS NULL))
        )`,
    sql`CREATE INDEX point_mall_item_merchant ON point_mall_item (merchant_id, enabled, sort, id)`,
    sql`CREATE TABLE point_redemption (
          id bigserial PRIMARY KEY,
          merchant_id integer NOT NULL REFERENCES merchant(id),
          customer_id integer NOT NULL REFERENCES customer(id),
          item_id integer NOT NULL REFERENCES point_mall_item(id),
          item_name jsonb NOT NULL,
          quantity integer NOT NULL CHECK (quantity > 0),
          redeem_type text NOT NULL CHECK (redeem_type IN ('P', 'M')),
          points bigint NOT NULL CHECK (points > 0),
          cash bigint NOT NULL DEFAULT 0 CHECK (cash >= 0),
          delivery_name text NOT NULL,
          delivery_address text NOT NULL,
          delivery_mobile text NOT NULL,
          province text NOT NULL DEFAULT '',
          status text NOT NULL DEFAULT 'P' CHECK (status IN ('P', 'R', 'A')),
          reason text,
          staff_id integer REFERENCES staff(id),
          created_at timestamptz NOT NULL DEFAULT now(),
          decided_at timestamptz
        )`,
    sql`CREATE INDEX point_redemption_customer ON point_redemption (customer_id, created_at DESC)`,
    sql`CREATE INDEX point_redemption_queue ON point_redemption (merchant_id, status, id)`,
    sql`CREATE TABLE point_conversion (
          id bigserial PRIMARY KEY,
          merchant_id integer NOT NULL REFERENCES merchant(id),
          customer_id integer NOT NULL REFERENCES customer(id),
          points bigint NOT NULL CHECK (points > 0),
          cash bigint NOT NULL CHECK (cash > 0),
          created_at timestamptz NOT NULL DEFAULT now()
        )`,
    sql`CREATE TABLE point_earning (
          merchant_id integer NOT NULL REFERENCES merchant(id),
          customer_id integer NOT NULL REFERENCES customer(id),
          day date NOT NULL,
          category text NOT NULL,
          valid_bet bigint NOT NULL,
          points bigint NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (customer_id, day, category)
        )`,
  ])
    await statement.execute(db);
}
