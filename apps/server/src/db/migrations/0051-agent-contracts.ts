import { sql, type Kysely } from 'kysely';

/**
 * Agent contracts (issue 17 items 3-4, decision 0056). One row per contract offered by an upline agent
 * (or, for a root agent, by the operator: `upline_id` null) to a direct downline agent. `kind`:
 * DIVIDEND (per product × period D/W/H/M), DAILY, MR_DAILY, HOURLY (period H or BH), REALTIME (LOTT).
 * `terms` holds the tiers in minor units and basis points. A modification is a new row in status E that
 * `replaces_id` the signed one: on acceptance it becomes A and the old one C.
 * Status (the original's codes): P pending, A signed, E pending edit, C cancelled, V termination
 * requested, R not signed. At most one in force (A/V) and one pending (P/E) per agent × kind × product ×
 * period. `agent_contract_settlement` is the exactly-once claim of a (contract, period): its row is
 * inserted in the transaction that pays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TABLE agent_contract (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchant(id),
      agent_id integer NOT NULL REFERENCES customer(id),
      upline_id integer REFERENCES customer(id),
      kind text NOT NULL CHECK (kind IN ('DIVIDEND', 'DAILY', 'MR_DAILY', 'HOURLY', 'REALTIME')),
      product text NOT NULL,
      period text NOT NULL DEFAULT '',
      status text NOT NULL CHECK (status IN ('P', 'A', 'E', 'C', 'V', 'R')),
      terms jsonb NOT NULL,
      replaces_id bigint REFERENCES agent_contract(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      signed_at timestamptz,
      ended_at timestamptz
    )`,
    `CREATE UNIQUE INDEX agent_contract_in_force ON agent_contract (agent_id, kind, product, period)
      WHERE status IN ('A', 'V')`,
    `CREATE UNIQUE INDEX agent_contract_pending ON agent_contract (agent_id, kind, product, period)
      WHERE status IN ('P', 'E')`,
    `CREATE INDEX agent_contract_upline ON agent_contract (upline_id, status)`,
    `CREATE INDEX agent_contract_merchant ON agent_contract (merchant_id, status, kind)`,
    `CREATE TABLE agent_contract_history (
      id bigserial PRIMARY KEY,
      contract_id bigint NOT NULL REFERENCES agent_contract(id),
      from_status text,
      to_status text NOT NULL,
      actor text NOT NULL,
      note text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX agent_contract_history_contract ON agent_contract_history (contract_id, id)`,
    `CREATE TABLE agent_contract_settlement (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchant(id),
      contract_id bigint NOT NULL REFERENCES agent_contract(id),
      agent_id integer NOT NULL REFERENCES customer(id),
      kind text NOT NULL,
      period_key text NOT NULL,
      period_start timestamptz NOT NULL,
      period_end timestamptz NOT NULL,
      figures jsonb NOT NULL,
      tier integer,
      rate_bp integer NOT NULL DEFAULT 0,
      amount bigint NOT NULL CHECK (amount >= 0),
      carry bigint NOT NULL DEFAULT 0,
      status text NOT NULL CHECK (status IN ('P', 'A', 'R', 'M', 'N', '0', '1', '2', '3')),
      reason text,
      due_at timestamptz,
      paid_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (contract_id, period_key)
    )`,
    `CREATE INDEX agent_contract_settlement_agent ON agent_contract_settlement (agent_id, kind, period_start DESC)`,
    `CREATE INDEX agent_contract_settlement_merchant ON agent_contract_settlement (merchant_id, kind, status)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
