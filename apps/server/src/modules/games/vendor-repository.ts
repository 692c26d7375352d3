import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/client.ts';
import { inSet, type CustomerSet } from '../wallet/profit-loss-repository.ts';
import type { LedgerName } from '../../db/schema.ts';
import { effective, gamesOfMerchant } from './repository.ts';

/** Platform vendors with their credentials (null when the deployment configured none). */
export function listVendorsWithCredentials(db: Db) {
  return db
    .selectFrom('game_vendor as v')
    .leftJoin('vendor_credential as c', 'c.vendor_code', 'v.code')
    .select([
      'v.code',
      'v.name',
      'v.wallet_mode',
      'v.launch_view',
      'v.account_type_id',
      'c.secret',
      'c.api_url',
      'c.launch_url',
      'c.alt_launch_url',
    ])
    .execute();
}

export async function upsertCredential(
  db: Db,
  c: { vendorCode: string; secret: string; apiUrl: string; launchUrl: string },
): Promise<void> {
  await db
    .insertInto('vendor_credential')
    .values({ vendor_code: c.vendorCode, secret: c.secret, api_url: c.apiUrl, launch_url: c.launchUrl })
    .onConflict((oc) =>
      oc.column('vendor_code').doUpdateSet({
        secret: c.secret,
        api_url: c.apiUrl,
        launch_url: c.launchUrl,
        updated_at: new Date(),
      }),
    )
    .execute();
}

/** Inserts or updates a credential; `secret` undefined keeps the stored one (false: none to keep). */
export async function saveCredential(
  db: Db,
  c: { vendorCode: string; secret?: string; apiUrl: string; launchUrl: string; altLaunchUrl: string | null },
): Promise<boolean> {
  const addresses = { api_url: c.apiUrl, launch_url: c.launchUrl, alt_launch_url: c.altLaunchUrl };
  if (c.secret === undefined) {
    const r = await db
      .updateTable('vendor_credential')
      .set({ ...addresses, updated_at: new Date() })
      .where('vendor_code', '=', c.vendorCode)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }
  await db
    .insertInto('vendor_credential')
    .values({ vendor_code: c.vendorCode, secret: c.secret, ...addresses })
    .onConflict((oc) =>
      oc.column('vendor_code').doUpdateSet({ secret: c.secret!, ...addresses, updated_at: new Date() }),
    )
    .execute();
  return true;
}

/** A credential without its secret: only whether one is set. */
export async function credentialInfo(db: Db, vendorCode: string) {
  const row = await db
    .selectFrom('vendor_credential')
    .select([
      'api_url',
      'launch_url',
      'alt_launch_url',
      'updated_at',
      sql<boolean>`secret <> ''`.as('secret_set'),
    ])
    .where('vendor_code', '=', vendorCode)
    .executeTakeFirst();
  return row ?? null;
}

/** A stored platform secret, created with `make` on first use (concurrent starts agree on one). */
export async function platformSecret(db: Db, name: string, make: () => string): Promise<string> {
  await db
    .insertInto('platform_secret')
    .values({ name, value: make() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('platform_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** A game of the merchant's catalog, with whether the merchant offers it now. */
function merchantGame(db: Db, merchantId: number) {
  return gamesOfMerchant(db, merchantId).select([
    'g.id',
    'g.vendor_code',
    'g.game_code',
    'g.game_type',
    effective.enabled.as('enabled'),
    'mv.enabled as vendor_enabled',
    'mv.maintenance',
    'mv.maintenance_message',
  ]);
}

/** A game of the merchant's catalog by node id. */
export function findMerchantGame(db: Db, merchantId: number, nodeId: number) {
  return merchantGame(db, merchantId).where('g.id', '=', nodeId).executeTakeFirst();
}

export function findMerchantGameByCode(db: Db, merchantId: number, vendorCode: string, gameCode: string) {
  return merchantGame(db, merchantId)
    .where('g.vendor_code', '=', vendorCode)
    .where('g.game_code', '=', gameCode)
    .executeTakeFirst();
}

export async function insertSession(
  db: Db,
  s: {
    tokenHash: string;
    merchantId: number;
    customerId: number;
    vendorCode: string;
    gameId: number;
    ledger: 'cash' | 'trial';
    language: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('vendor_session')
    .values({
      token_hash: s.tokenHash,
      merchant_id: s.merchantId,
      customer_id: s.customerId,
      vendor_code: s.vendorCode,
      game_id: s.gameId,
      ledger: s.ledger,
      language: s.language,
      expires_at: s.expiresAt,
    })
    .execute();
}

/** A launch session with what the protocol needs of its member and game (expired ones too: wins). */
export function findSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('vendor_session as s')
    .innerJoin('customer as c', 'c.id', 's.customer_id')
    .innerJoin('merchant as m', 'm.id', 's.merchant_id')
    .innerJoin('game as g', 'g.id', 's.game_id')
    .select([
      's.merchant_id',
      's.customer_id',
      's.vendor_code',
      's.game_id',
      's.ledger',
      's.language',
      's.expires_at',
      'c.username',
      'c.status',
      'g.game_code',
      'm.settings',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export interface ApplyInput {
  vendor: string;
  transactionId: string;
  kind: 'bet' | 'win' | 'rollback';
  roundId: string;
  betTransactionId: string | null;
  merchantId: number;
  customerId: number;
  gameId: number;
  ledger: LedgerName;
  player: bigint;
  float: bigint;
  amount: bigint;
  requestHash: string;
  sessionLive: boolean;
}

/** One bet, win or rollback in one statement (`vendor_apply`, migration 0015). */
export async function applyVendorTx(db: Db, t: ApplyInput) {
  const { rows } = await sql<{ o_status: string; o_balance: bigint; o_replayed: boolean }>`
    select * from vendor_apply(${t.vendor}, ${t.transactionId}, ${t.kind}, ${t.roundId}, ${t.betTransactionId},
      ${t.merchantId}, ${t.customerId}, ${t.gameId}, ${t.ledger}, ${t.player}, ${t.float}, ${t.amount},
      ${t.requestHash}, ${t.sessionLive})`.execute(db);
  return rows[0]!;
}

/** A round's bet or win detail on its betting record (decision 0071); kept once written. */
export async function saveBetDetail(
  db: Db,
  d: {
    vendor: string;
    roundId: string;
    customerId: number;
    column: 'bet_detail' | 'win_detail';
    detail: unknown;
  },
) {
  await db
    .updateTable('bet_record')
    .set({ [d.column]: JSON.stringify(d.detail) })
    .where('vendor_code', '=', d.vendor)
    .where('round_id', '=', d.roundId)
    .where('customer_id', '=', d.customerId)
    .where(d.column, 'is', null)
    .execute();
}

/**
 * Records a refusal whose check raced (a concurrent move took the money between the function's check and
 * its debit), then answers whatever the transaction's first answer is.
 */
export async function recordRefusal(db: Db, t: ApplyInput, status: string, balance: bigint) {
  await db
    .insertInto('vendor_tx')
    .values({
      vendor_code: t.vendor,
      transaction_id: t.transactionId,
      kind: t.kind,
      merchant_id: t.merchantId,
      customer_id: t.customerId,
      round_id: t.roundId,
      bet_transaction_id: t.betTransactionId,
      amount: 0n,
      request_hash: t.requestHash,
      status,
      balance_after: balance,
    })
    .onConflict((oc) => oc.columns(['vendor_code', 'transaction_id']).doNothing())
    .execute();
  return db
    .selectFrom('vendor_tx')
    .select(['status', 'balance_after', 'request_hash'])
    .where('vendor_code', '=', t.vendor)
    .where('transaction_id', '=', t.transactionId)
    .executeTakeFirstOrThrow();
}

export async function accountBalance(db: Db, accountId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_account')
    .select('balance')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

export async function addFavorite(db: Db, customerId: number, gameId: number): Promise<void> {
  await db
    .insertInto('favorite_game')
    .values({ customer_id: customerId, game_id: gameId })
    .onConflict((oc) => oc.columns(['customer_id', 'game_id']).doNothing())
    .execute();
}

export async function removeFavorite(db: Db, customerId: number, gameId: number): Promise<void> {
  await db
    .deleteFrom('favorite_game')
    .where('customer_id', '=', customerId)
    .where('game_id', '=', gameId)
    .execute();
}

/** The member's favourite game ids, newest first. */
export async function favoriteIds(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('favorite_game')
    .select('game_id')
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('game_id')
    .execute();
  return rows.map((r) => r.game_id);
}

/** Games the member launched, most recent first (from the launch sessions). */
export async function recentGameIds(db: Db, customerId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('vendor_session')
    .select(['game_id', sql<Date>`max(created_at)`.as('last')])
    .where('customer_id', '=', customerId)
    .groupBy('game_id')
    .orderBy('last', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.game_id);
}

/** One page of the member's betting record with its totals. */
export async function betPage(
  db: Db,
  q: {
    /** One member's record, or an agent's team (decision 0055). */
    customers: CustomerSet;
    ledger: 'cash' | 'trial';
    from: Date;
    to: Date;
    gameType?: string;
    vendor?: string;
    status?: string;
    offset: number;
    limit: number;
  },
) {
  let base = db
    .selectFrom('bet_record as b')
    .innerJoin('game as g', 'g.id', 'b.game_id')
    .innerJoin('game_vendor as v', 'v.code', 'b.vendor_code')
    .innerJoin('customer as c', 'c.id', 'b.customer_id')
    // A lottery order's round (`order:<id>`): its draw, play, content and series.
    .leftJoin('lottery_order as o', (j) =>
      j.on(
        sql<SqlBool>`o.id = case when b.round_id ~ '^order:[0-9]{1,18}$'
          then substr(b.round_id, 7)::bigint end and o.customer_id = b.customer_id`,
      ),
    )
    .where(inSet(sql.ref('b.customer_id'), q.customers))
    .where('b.ledger', '=', q.ledger)
    .where('b.placed_at', '>=', q.from)
    .where('b.placed_at', '<', q.to);
  if (q.gameType) base = base.where('g.game_type', '=', q.gameType);
  if (q.vendor) base = base.where('b.vendor_code', '=', q.vendor);
  if (q.status) base = base.where('b.status', '=', q.status as 'OPEN');
  const [rows, totals] = await Promise.all([
    base
      .select([
        'b.round_id',
        'c.username',
        'b.bet_amount',
        'b.win_amount',
        'b.status',
        'b.placed_at',
        'b.settled_at',
        'b.vendor_code',
        'b.bet_detail',
        'b.win_detail',
        'v.name as vendor_name',
        'v.name_i18n as vendor_names',
        'g.id as game_id',
        'g.game_code',
        'g.name',
        'g.game_type',
        sql<string | null>`o.id::text`.as('order_id'),
        'o.numero',
        'o.play_code',
        'o.content',
        'o.series',
        'o.win_no',
      ])
      .orderBy('b.placed_at', 'desc')
      .orderBy('b.id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base
      .select([
        (eb) => eb.fn.countAll<string>().as('n'),
        sql<string>`coalesce(sum(b.bet_amount), 0)`.as('bet'),
        sql<string>`coalesce(sum(b.win_amount), 0)`.as('win'),
        sql<string>`coalesce(sum(b.bet_amount) filter (where b.status = 'SETTLED'), 0)`.as('settled_bet'),
        sql<string>`coalesce(sum(b.win_amount) filter (where b.status = 'SETTLED'), 0)`.as('settled_win'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, totals };
}

export async function vendorExists(db: Db, code: string): Promise<boolean> {
  return !!(await db.selectFrom('game_vendor').select('code').where('code', '=', code).executeTakeFirst());
}

/** Whether staff froze the member's betting (migration 0029). */
export async function bettingFrozen(db: Db, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('customer')
    .select('betting_frozen')
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row?.betting_frozen === true;
}
