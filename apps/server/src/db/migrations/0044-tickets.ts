import { sql, type Kysely } from 'kysely';

/**
 * Tickets of the reward centre (issue 16 item 4, decision 0047): the operator's templates (type, texts,
 * validity, rule-engine conditions, prize table), the tickets issued to members (each with its own
 * provably fair server seed, committed by its hash at issue and revealed once the ticket is used or given
 * up), every draw made on a ticket (a prize wheel's RETRY draws again with the next nonce), and the gift
 * code pools. A ticket is used once: its status moves from AVAILABLE in the same transaction as its grant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE ticket_template (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchant(id),
      type text NOT NULL CHECK (type IN ('GOLDEN_EGG', 'RAFFLE', 'PRIZE_WHEEL', 'CASH_VOUCHER', 'GIFT_CODE')),
      name jsonb NOT NULL,
      description jsonb NOT NULL DEFAULT '{}'::jsonb,
      start_at timestamptz,
      end_at timestamptz,
      valid_days integer CHECK (valid_days IS NULL OR valid_days > 0),
      conditions jsonb NOT NULL DEFAULT '[]'::jsonb,
      prizes jsonb NOT NULL DEFAULT '[]'::jsonb,
      turnover_multiple integer NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0),
      issue_on_registration boolean NOT NULL DEFAULT false,
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (start_at IS NULL OR end_at IS NULL OR end_at > start_at)
    )`,
    `CREATE INDEX ticket_template_merchant ON ticket_template (merchant_id, enabled)`,
    `CREATE TABLE ticket (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL,
      customer_id integer NOT NULL REFERENCES customer(id),
      template_id integer NOT NULL REFERENCES ticket_template(id),
      transaction_id text NOT NULL UNIQUE,
      source text NOT NULL,
      status text NOT NULL DEFAULT 'AVAILABLE' CHECK (status IN ('AVAILABLE', 'USED', 'CANCELLED')),
      start_at timestamptz,
      end_at timestamptz,
      server_seed text NOT NULL,
      server_seed_hash text NOT NULL,
      spins integer NOT NULL DEFAULT 0,
      reward_type text,
      config_id text,
      amount bigint NOT NULL DEFAULT 0,
      points bigint NOT NULL DEFAULT 0,
      product_name text,
      gift_code text,
      delivery_status text CHECK (delivery_status IN ('PENDING_DELIVERY', 'DELIVERED')),
      delivered_at timestamptz,
      issued_at timestamptz NOT NULL DEFAULT now(),
      used_at timestamptz
    )`,
    `CREATE INDEX ticket_member ON ticket (customer_id, status)`,
    `CREATE INDEX ticket_merchant ON ticket (merchant_id, issued_at)`,
    `CREATE TABLE ticket_draw (
      id bigserial PRIMARY KEY,
      ticket_id bigint NOT NULL REFERENCES ticket(id),
      nonce integer NOT NULL,
      client_seed text NOT NULL,
      roll double precision NOT NULL,
      config_id text NOT NULL,
      reward_type text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (ticket_id, nonce)
    )`,
    `CREATE TABLE gift_code (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL,
      template_id integer NOT NULL REFERENCES ticket_template(id),
      code text NOT NULL,
      ticket_id bigint UNIQUE REFERENCES ticket(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (template_id, code)
    )`,
    `CREATE INDEX gift_code_free ON gift_code (template_id, id) WHERE ticket_id IS NULL`,
    // Scheduled raffles: during each schedule a member claims one ticket of the raffle's template, once.
    `CREATE TABLE raffle_promotion (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchant(id),
      name jsonb NOT NULL,
      template_id integer NOT NULL REFERENCES ticket_template(id),
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE raffle_schedule (
      id serial PRIMARY KEY,
      promotion_id integer NOT NULL REFERENCES raffle_promotion(id),
      start_at timestamptz NOT NULL,
      end_at timestamptz NOT NULL,
      CHECK (end_at > start_at)
    )`,
    `CREATE INDEX raffle_schedule_promotion ON raffle_schedule (promotion_id, start_at)`,
    `CREATE TABLE raffle_claim (
      id bigserial PRIMARY KEY,
      schedule_id integer NOT NULL REFERENCES raffle_schedule(id),
      customer_id integer NOT NULL REFERENCES customer(id),
      ticket_id bigint NOT NULL REFERENCES ticket(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (schedule_id, customer_id)
    )`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
