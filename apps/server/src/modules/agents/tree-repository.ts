import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/client.ts';

/** Account types that are agents (spec section 6): they have a downline and an agent centre. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const isAgentType = (type: number): boolean => (AGENT_TYPES as readonly number[]).includes(type);

/**
 * Every member below `agentId` (not the agent itself), with its depth (1 = direct), as a recursive
 * query on `customer.parent_id`. Use it as a subquery: `where customer_id in (select id from ...)`.
 */
export function downlineQuery(db: Db, agentId: number) {
  return db
    .withRecursive('down(id, depth)', (qb) =>
      qb
        .selectFrom('customer')
        .select(['id', sql<number>`1`.as('depth')])
        .where('parent_id', '=', agentId)
        .unionAll((u) =>
          u
            .selectFrom('customer as c')
            .innerJoin('down as d', 'c.parent_id', 'd.id')
            .select(['c.id', sql<number>`d.depth + 1`.as('depth')]),
        ),
    )
    .selectFrom('down')
    .select(['id', 'depth']);
}

/** A condition on a customer-id column: the customer is `agentId` or somewhere below it (the team). */
export function inTeam(column: Expression<number>, agentId: number): Expression<SqlBool> {
  return sql<SqlBool>`(${column} = ${agentId} or ${column} in (
    with recursive down(id) as (
      select id from customer where parent_id = ${agentId}
      union all
      select c.id from customer c join down d on c.parent_id = d.id
    ) select id from down))`;
}

/**
 * How far below `agentId` the member is (1 = direct downline), or null when the member is not in its
 * downline at all (other merchant, another agent's member, the agent itself). Walks up from the member,
 * which is short: trees are wide, not deep.
 */
export async function depthBelow(db: Db, agentId: number, memberId: number): Promise<number | null> {
  const row = await db
    .withRecursive('up(id, parent_id, depth)', (qb) =>
      qb
        .selectFrom('customer')
        .select(['id', 'parent_id', sql<number>`0`.as('depth')])
        .where('id', '=', memberId)
        .unionAll((u) =>
          u
            .selectFrom('customer as c')
            .innerJoin('up', 'c.id', 'up.parent_id')
            .select(['c.id', 'c.parent_id', sql<number>`up.depth + 1`.as('depth')])
            // A damaged tree with a loop must not recurse for ever.
            .where(sql<SqlBool>`up.depth < 100`),
        ),
    )
    .selectFrom('up')
    .select('depth')
    .where('id', '=', agentId)
    .where('depth', '>', 0)
    .executeTakeFirst();
  return row ? Number(row.depth) : null;
}

/** The member's uplines from its direct upline to the root, nearest first, with their types. */
export function uplines(db: Db, memberId: number) {
  return db
    .withRecursive('up(id, parent_id, type, depth)', (qb) =>
      qb
        .selectFrom('customer')
        .select(['id', 'parent_id', 'type', sql<number>`0`.as('depth')])
        .where('id', '=', memberId)
        .unionAll((u) =>
          u
            .selectFrom('customer as c')
            .innerJoin('up', 'c.id', 'up.parent_id')
            .select(['c.id', 'c.parent_id', 'c.type', sql<number>`up.depth + 1`.as('depth')])
            .where(sql<SqlBool>`up.depth < 100`),
        ),
    )
    .selectFrom('up')
    .select(['id', 'type', 'depth'])
    .where('depth', '>', 0)
    .orderBy('depth')
    .execute();
}

/** A member's rebates per product series (`customer_rebate`), as product → value. */
export async function rebatesOf(db: Db, customerId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('customer_rebate')
    .select(['product', 'value'])
    .where('customer_id', '=', customerId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.product, r.value]));
}
