import { sql, type Kysely } from 'kysely';

/**
 * Missions (issue 16 item 5, decision 0040): a mission with a period, milestones whose conditions the
 * rewards rule engine evaluates, an optional leaderboard with prizes per rank, and claims (one per member
 * and milestone, one leaderboard prize per member and mission).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE mission (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchant(id),
      title jsonb NOT NULL,
      rules jsonb NOT NULL DEFAULT '{}'::jsonb,
      start_at timestamptz NOT NULL,
      end_at timestamptz NOT NULL,
      claim_days integer NOT NULL DEFAULT 7 CHECK (claim_days >= 0),
      ranked boolean NOT NULL DEFAULT false,
      leaderboard_metric text CHECK (leaderboard_metric IN ('VALID_BET', 'DEPOSIT_AMOUNT', 'BET_COUNT', 'PROFIT_MULTIPLIER')),
      leaderboard_filter jsonb NOT NULL DEFAULT '{}'::jsonb,
      leaderboard_size integer NOT NULL DEFAULT 10 CHECK (leaderboard_size BETWEEN 1 AND 100),
      prizes jsonb NOT NULL DEFAULT '[]'::jsonb,
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (end_at > start_at)
    )`,
    `CREATE INDEX mission_merchant_period ON mission (merchant_id, end_at)`,
    `CREATE TABLE mission_milestone (
      id serial PRIMARY KEY,
      mission_id integer NOT NULL REFERENCES mission(id) ON DELETE CASCADE,
      sort integer NOT NULL DEFAULT 0,
      name jsonb NOT NULL,
      conditions jsonb NOT NULL,
      bonus bigint NOT NULL DEFAULT 0 CHECK (bonus >= 0),
      turnover_multiple integer NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0),
      points bigint NOT NULL DEFAULT 0 CHECK (points >= 0)
    )`,
    `CREATE INDEX mission_milestone_mission ON mission_milestone (mission_id, sort)`,
    `CREATE TABLE mission_claim (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL,
      customer_id integer NOT NULL REFERENCES customer(id),
      mission_id integer NOT NULL REFERENCES mission(id),
      milestone_id integer REFERENCES mission_milestone(id),
      rank integer,
      bonus bigint NOT NULL DEFAULT 0,
      points bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE UNIQUE INDEX mission_claim_milestone ON mission_claim (customer_id, milestone_id) WHERE milestone_id IS NOT NULL`,
    `CREATE UNIQUE INDEX mission_claim_prize ON mission_claim (customer_id, mission_id) WHERE milestone_id IS NULL`,
    `CREATE INDEX mission_claim_mission ON mission_claim (mission_id, created_at)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
