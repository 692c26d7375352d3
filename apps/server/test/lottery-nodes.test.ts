// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameByCode } from '@portal/lottery/games';
import { slotAt } from '@portal/lottery/schedule';
import { createDb, type Db } from '../src/db/client.ts';
import { createLedger } from '../src/modules/wallet/ledger.ts';
import { createApi, kill9, startServer, waitUp } from './crash-helpers.ts';

// Issue 6: the draw job runs exactly once per draw with two server processes on one PostgreSQL. Both
// run their draw loops (every second, real time); members bet through both; after the next SSC1 draw
// every order is settled once and paid once, and the ledger's invariants hold. PostgreSQL only: two
// processes cannot share the embedded database.

const adminUrl = process.env.DATABASE_URL;
const ports = [4900 + Math.floor(Math.random() * 50), 4960 + Math.floor(Math.random() * 30)];
let databaseUrl = '';
let dbName = '';
let db: Db;
const servers: ChildProcess[] = [];
const logOf = (i: number) => path.join(os.tmpdir(), `portal-nodes-${process.pid}-${i}.log`);

describe.skipIf(!adminUrl)('lottery draws with two server processes (PostgreSQL)', () => {
  beforeAll(async () => {
    dbName = `portal_nodes_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    // The first server migrates and seeds; the second starts on the ready database.
    servers.push(startServer({ databaseUrl, port: ports[0]!, stderr: fs.openSync(logOf(0), 'w') }));
    await waitUp(`http://127.0.0.1:${ports[0]}`);
    servers.push(startServer({ databaseUrl, port: ports[1]!, stderr: fs.openSync(logOf(1), 'w') }));
    await waitUp(`http://127.0.0.1:${ports[1]}`);
    db = (await createDb({ databaseUrl, dataDir: 'memory://' })).db;
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) await kill9(s);
    await db?.destroy();
    if (dbName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  });

  it('every order of the draw is settled once and paid once', async () => {
    const apis = ports.map((p) => createApi(`http://127.0.0.1:${p}`));
    const ledger = createLedger(db);
    const merchantId = (
      await db.selectFrom('merchant').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
    ).id;
    const game = gameByCode('SSC1')!;
    // Bet on a numero with time to spare before its sales close.
    let slot = slotAt(game, Date.now());
    if (slot.closeTime - Date.now() < 15_000) slot = slotAt(game, slot.drawTime + 1);
    while (Date.now() < slot.openTime) await new Promise((r) => setTimeout(r, 200));

    const members: { token: string; id: number }[] = [];
    for (let i = 0; i < 6; i++) {
      const username = `nd${i}${randomBytes(3).toString('hex')}`;
      const reg = await apis[i % 2]!(
        '/wps/member/register',
        {
          username,
          password: 'Passw0rd1',
          confirmPassword: 'Passw0rd1',
          agreeTerms: true,
          confirmAge: true,
          login: true,
          registerMethod: 'WEB',
        },
        undefined,
        'PUT',
      );
      const v = reg.json.value as { token: string; customerId: number };
      await ledger.transfer({
        merchantId,
        key: `nodes-fund:${v.customerId}`,
        type: 'deposit',
        from: { kind: 'paymentClearing', ref: 'test' },
        to: { kind: 'cash', ownerId: v.customerId },
        amount: 100_000n,
      });
      members.push({ token: v.token, id: v.customerId });
    }
    for (const [i, m] of members.entries()) {
      const placed = await apis[i % 2]!(
        '/lgw/orders',
        {
          gameCode: 'SSC1',
          numero: slot.numero,
          // Every digit on the first position: one winning bet per order; series 1900 earns a rebate.
          lines: [
            {
              playCode: 'dingweidan',
              content: '0,1,2,3,4,5,6,7,8,9||||',
              bettingMode: 1,
              multiple: 1,
              series: 1900,
            },
          ],
          requestId: `nodes-${m.id}-${slot.numero}`,
        },
        m.token,
      );
      expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    }

    // Both loops race for the draw; wait until it is settled.
    const deadline = slot.drawTime + 30_000;
    for (;;) {
      const draw = await db
        .selectFrom('lottery_draw')
        .select('status')
        .where('game_code', '=', 'SSC1')
        .where('numero', '=', slot.numero)
        .executeTakeFirstOrThrow();
      if (draw.status === 'SETTLED') break;
      if (Date.now() > deadline)
        throw new Error(
          `the draw was not settled in time (${draw.status}):\n${[0, 1].map((i) => fs.readFileSync(logOf(i), 'utf8').slice(-1500)).join('\n')}`,
        );
      await new Promise((r) => setTimeout(r, 500));
    }
    const orders = await db
      .selectFrom('lottery_order')
      .select(['id', 'status', 'win', 'rebate'])
      .where(
        'customer_id',
        'in',
        members.map((m) => m.id),
      )
      .execute();
    expect(orders.map((o) => o.status)).toEqual(Array(6).fill('WON'));
    const payouts = await db
      .selectFrom('ledger_transfer')
      .select(['idempotency_key'])
      .where('type', 'in', ['lottery_win', 'lottery_rebate'])
      .where(
        'idempotency_key',
        'in',
        orders.flatMap((o) => [`lottery:win:${o.id}`, `lottery:rebate:${o.id}`]),
      )
      .execute();
    // One win and one rebate per order, never two.
    expect(payouts).toHaveLength(12);
    for (const m of members) {
      const cash = (await ledger.balances(merchantId, m.id)).find((a) => a.kind === 'cash')!.balance;
      // 1,000.00 − 20.00 + 19.00 won + 0.80 rebate.
      expect(cash).toBe(100_000n - 2_000n + 1_900n + 80n);
    }
    expect(await ledger.invariantViolations(merchantId)).toEqual([]);
  }, 150_000);
});
