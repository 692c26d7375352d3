import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database, LedgerName } from '../../db/schema.ts';
import { inSet, type CustomerSet } from './profit-loss-repository.ts';

type Conn = Db | Transaction<Database>;

export interface AccountKey {
  merchantId: number;
  ledger: LedgerName;
  kind: string;
  ownerId: number | null;
  ref: string;
}

/** The id of an account, created on first use (concurrent creators agree on one row). */
export async function ensureAccount(db: Conn, key: AccountKey, allowNegative: boolean): Promise<bigint> {
  await db
    .insertInto('ledger_account')
    .values({
      merchant_id: key.merchantId,
      ledger: key.ledger,
      kind: key.kind,
      owner_id: key.ownerId,
      ref: key.ref,
      allow_negative: allowNegative,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await db
    .selectFrom('ledger_account')
    .select('id')
    .where('merchant_id', '=', key.merchantId)
    .where('ledger', '=', key.ledger)
    .where('kind', '=', key.kind)
    .where(sql<number>`coalesce(owner_id, 0)`, '=', key.ownerId ?? 0)
    .where('ref', '=', key.ref)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Posts a transfer in one statement (the `ledger_post` function of migration 0011): the first answer
 * for its key, with `replayed` true when the key had been used.
 */
export async function postTransfer(
  db: Conn,
  t: {
    merchantId: number;
    ledger: LedgerName;
    key: string;
    type: string;
    from: bigint;
    to: bigint;
    amount: bigint;
    resolves: bigint | null;
    meta: Record<string, unknown>;
  },
) {
  const { rows } = await sql<{
    o_id: bigint;
    o_replayed: boolean;
    o_from_balance: bigint;
    o_to_balance: bigint;
    o_created_at: Date;
    o_type: string;
    o_amount: bigint;
    o_from: bigint;
    o_to: bigint;
    o_ledger: string;
  }>`select * from ledger_post(${t.merchantId}, ${t.ledger}, ${t.key}, ${t.type}, ${t.from}, ${t.to}, ${t.amount}, ${t.resolves}, ${JSON.stringify(t.meta)}::jsonb)`.execute(
    db,
  );
  return rows[0]!;
}

export function balancesOf(db: Conn, merchantId: number, ledger: LedgerName, ownerId: number) {
  return db
    .selectFrom('ledger_account')
    .select(['id', 'kind', 'ref', 'balance'])
    .where('merchant_id', '=', merchantId)
    .where('ledger', '=', ledger)
    .where('owner_id', '=', ownerId)
    .execute();
}

/**
 * The ledger's invariants, as rows that break them (none when the ledger is sound): every ledger sums
 * to zero; each cached balance equals the sum of its entries and its last balance-after; no account
 * that may not go negative is below zero; each transfer has exactly two entries that cancel out and
 * match it; a resolving transfer resolves a reserve of the same amount; each withdrawal hold holds
 * exactly its unresolved reserves.
 */
export async function invariantViolations(db: Conn, merchantId?: number): Promise<string[]> {
  const scope = (column: string) =>
    merchantId === undefined ? sql`true` : sql`${sql.ref(column)} = ${merchantId}`;
  const merchant = scope('merchant_id');
  const checks: [string, ReturnType<typeof sql<{ detail: string }>>][] = [
    [
      'ledger does not sum to zero',
      sql<{ detail: string }>`select merchant_id || '/' || ledger || ' sums to ' || sum(balance) as detail
        from ledger_account where ${merchant} group by merchant_id, ledger having sum(balance) <> 0`,
    ],
    [
      'cached balance differs from its entries',
      sql<{
        detail: string;
      }>`select 'account ' || a.id || ' balance ' || a.balance || ' entries ' || coalesce(e.total, 0)
          || ' last ' || coalesce(e.last_after::text, 'none') as detail
        from ledger_account a
        left join lateral (
          select sum(amount) as total,
                 (select balance_after from ledger_entry x where x.account_id = a.id order by x.id desc limit 1) as last_after
          from ledger_entry where account_id = a.id
        ) e on true
        where ${scope('a.merchant_id')}
          and (a.balance <> coalesce(e.total, 0) or (e.last_after is not null and e.last_after <> a.balance))`,
    ],
    [
      'account below zero',
      sql<{ detail: string }>`select 'account ' || id || ' (' || kind || ') at ' || balance as detail
        from ledger_account where ${merchant} and not allow_negative and balance < 0`,
    ],
    [
      'transfer entries do not match',
      sql<{ detail: string }>`select 'transfer ' || t.id as detail from ledger_transfer t
        where ${scope('t.merchant_id')}
          and ((select count(*) from ledger_entry e where e.transfer_id = t.id) <> 2
           or not exists (select 1 from ledger_entry e where e.transfer_id = t.id and e.account_id = t.from_account and e.amount = -t.amount)
           or not exists (select 1 from ledger_entry e where e.transfer_id = t.id and e.account_id = t.to_account and e.amount = t.amount))`,
    ],
    [
      'resolution does not match its reserve',
      sql<{ detail: string }>`select 'transfer ' || r.id || ' resolves ' || r.resolves as detail
        from ledger_transfer r join ledger_transfer p on p.id = r.resolves
        where ${scope('r.merchant_id')}
          and (p.amount <> r.amount or p.to_account <> r.from_account or p.type <> 'withdraw_reserve')`,
    ],
    [
      'withdrawal hold differs from its open reserves',
      sql<{
        detail: string;
      }>`select 'hold ' || a.id || ' at ' || a.balance || ' open reserves ' || coalesce(o.total, 0) as detail
        from ledger_account a
        left join lateral (
          select sum(p.amount) as total from ledger_transfer p
          where p.to_account = a.id and p.type = 'withdraw_reserve'
            and not exists (select 1 from ledger_transfer r where r.resolves = p.id)
        ) o on true
        where ${scope('a.merchant_id')}
          and a.kind = 'withdrawHold' and a.balance <> coalesce(o.total, 0)`,
    ],
    [
      'vendor wallet in transit differs from its pending transfers',
      sql<{
        detail: string;
      }>`select 'vendor wallet ' || a.id || ' at ' || a.balance || ' pending ' || coalesce(p.total, 0) as detail
        from ledger_account a
        left join lateral (
          select sum(w.amount) as total from wallet_transfer w
          where w.customer_id = a.owner_id and w.vendor_code = a.ref and w.direction = 'in' and w.status = 'PENDING'
        ) p on true
        where ${scope('a.merchant_id')}
          and a.kind = 'vendorWallet' and a.balance <> coalesce(p.total, 0)`,
    ],
  ];
  const found: string[] = [];
  for (const [name, query] of checks) {
    const { rows } = await query.execute(db);
    for (const row of rows) found.push(`${name}: ${row.detail}`);
  }
  return found;
}

/** Transfer-mode vendors a merchant offers: each is a wallet of its own in the balance call. */
/**
 * Whether the merchant offers a transfer-mode vendor that can hold money: enabled, with a wallet, and
 * reachable (the deployment has its credentials, decision 0009).
 */
export async function hasReachableTransferVendor(db: Db, merchantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('game_vendor as v')
    .innerJoin('merchant_vendor as m', 'm.vendor_code', 'v.code')
    .innerJoin('vendor_credential as c', 'c.vendor_code', 'v.code')
    .select('v.code')
    .where('m.merchant_id', '=', merchantId)
    .where('m.enabled', '=', true)
    .where('v.wallet_mode', '=', 'transfer')
    .where('v.account_type_id', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function transferVendors(db: Db, merchantId: number) {
  return db
    .selectFrom('game_vendor as v')
    .innerJoin('merchant_vendor as m', 'm.vendor_code', 'v.code')
    .select(['v.code', 'v.name', 'v.name_i18n', 'v.account_type_id', 'm.maintenance'])
    .where('m.merchant_id', '=', merchantId)
    .where('m.enabled', '=', true)
    .where('v.wallet_mode', '=', 'transfer')
    .where('v.account_type_id', 'is not', null)
    .orderBy('m.sort')
    .execute();
}

/**
 * One page of a player's ledger entries on the wallets the member holds (main and bonus) with their
 * transfers, newest first, and the total count. A vendor wallet's ledger account only holds money in
 * transit to the vendor, so its entries are not rows of their own: a wallet transfer is its main-wallet
 * entry, with the vendor (its display name) and the transfer's status.
 */
export async function entryPage(
  db: Db,
  q: {
    merchantId: number;
    ledger: LedgerName;
    /** One member's wallets, or those of an agent's team (decision 0055). */
    owners: CustomerSet;
    from?: Date;
    to?: Date;
    type?: string;
    offset: number;
    limit: number;
  },
) {
  let base = db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfer as t', 't.id', 'e.transfer_id')
    .innerJoin('customer as c', 'c.id', 'a.owner_id')
    .where('a.merchant_id', '=', q.merchantId)
    .where('a.ledger', '=', q.ledger)
    .where(inSet(sql.ref('a.owner_id'), q.owners))
    .leftJoin('game_vendor as v', (j) =>
      j.on((eb) =>
        eb.and([eb('t.type', '=', 'wallet_transfer'), eb('v.code', '=', sql<string>`t.meta->>'vendor'`)]),
      ),
    )
    .leftJoin('wallet_transfer as w', (j) =>
      j.on((eb) =>
        eb.and([
          eb('t.type', '=', 'wallet_transfer'),
          eb(sql<string>`w.id::text`, '=', sql<string>`split_part(t.idempotency_key, ':', 2)`),
        ]),
      ),
    )
    .where('a.kind', 'in', ['cash', 'bonus']);
  if (q.from) base = base.where('e.created_at', '>=', q.from);
  if (q.to) base = base.where('e.created_at', '<', q.to);
  if (q.type) base = base.where('t.type', '=', q.type);
  const [rows, count] = await Promise.all([
    base
      .select([
        'e.id',
        'c.username',
        'e.amount',
        'e.balance_after',
        'e.created_at',
        'a.kind',
        'a.ref',
        't.type',
        't.meta',
        'v.name as vendor_name',
        'v.name_i18n as vendor_names',
        'w.status as transfer_status',
        (eb) =>
          eb
            .exists(eb.selectFrom('ledger_transfer as r').select('r.id').whereRef('r.resolves', '=', 't.id'))
            .as('resolved'),
      ])
      .orderBy('e.id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
