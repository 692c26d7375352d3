/**
 * The lottery benchmark (issue 6): tickets per second placed through the HTTP API (each an order paid by
 * its own ledger transfer) with p50 and p99, and the time the draw job takes to draw and settle a draw
 * with 10,000 tickets, on PostgreSQL. Reference figures (the issue sets no target).
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { gameByCode } from '@portal/lottery/games';
import { slotAt } from '@portal/lottery/schedule';
import { createDb } from '../apps/server/src/db/client.ts';
import { createLedger } from '../apps/server/src/modules/wallet/ledger.ts';
import { createSettlement } from '../apps/server/src/modules/lottery/settlement.ts';
import { createDraws } from '../apps/server/src/modules/lottery/draws.ts';
import { percentile, round1, withDatabase, type Report } from './pg.ts';

const SECONDS = Number(process.env.BENCH_LOTTERY_SECONDS ?? 8);
const CLIENTS = 16;
const PLAYERS = 100;
const SETTLE_TICKETS = Number(process.env.BENCH_LOTTERY_TICKETS ?? 10_000);
const PORT = 4396;
const base = `http://127.0.0.1:${PORT}`;
/** A daily game: on sale all day but its last half hour, so a run never meets a closed numero. */
const GAME = '3D_DAILY';

export async function lotteryBench(report: Report, adminUrl: string): Promise<void> {
  await withDatabase(adminUrl, async (url) => {
    const server = fork(path.join(import.meta.dirname, 'serve.ts'), ['portal-pg', String(PORT), url], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, BENCH_HOUSE_SECRET: randomBytes(8).toString('hex') },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await new Promise<void>((resolve, reject) => {
      server.once('message', () => resolve());
      server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const { db } = await createDb({ databaseUrl: url, dataDir: 'memory://' });
    try {
      const merchantId = (
        await db.selectFrom('merchant').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
      ).id;
      const ledger = createLedger(db);
      const draws = createDraws(db, createSettlement(db, ledger));
      await draws.ensureDraws();
      const game = gameByCode(GAME)!;
      const slot = slotAt(game, Date.now());
      if (Date.now() >= slot.closeTime) {
        console.log('lottery_tickets: skipped (the daily game is closed for its draw right now)');
        return;
      }
      const call = async (method: string, p: string, body: object, token?: string) => {
        const res = await fetch(base + p, {
          method,
          headers: {
            'content-type': 'application/json',
            merchant: 'demo',
            ...(token ? { authorization: token } : {}),
          },
          body: JSON.stringify(body),
        });
        return (await res.json()) as { success: boolean; value: Record<string, unknown>; errorCode?: string };
      };
      const tokens: string[] = [];
      for (let i = 0; i < PLAYERS; i++) {
        const reg = await call('PUT', '/wps/member/register', {
          username: `lb${i}${randomBytes(3).toString('hex')}`,
          password: 'Passw0rd1',
          confirmPassword: 'Passw0rd1',
          agreeTerms: true,
          confirmAge: true,
          login: true,
          registerMethod: 'WEB',
        });
        const { token, customerId } = reg.value as { token: string; customerId: number };
        await ledger.transfer({
          merchantId,
          key: `bench:lottery:${customerId}`,
          type: 'deposit',
          from: { kind: 'paymentClearing', ref: 'bench' },
          to: { kind: 'cash', ownerId: customerId },
          amount: 100_000_000n,
        });
        tokens.push(token);
      }
      let n = 0;
      const ticket = async () => {
        const i = n++;
        const digits = String(i % 1000).padStart(3, '0');
        const started = performance.now();
        const r = await call(
          'POST',
          '/lgw/orders',
          {
            gameCode: GAME,
            numero: slot.numero,
            lines: [
              {
                playCode: 'zhixuan',
                content: digits.split('').join('|'),
                bettingMode: 1,
                multiple: 1,
                series: 1980,
              },
            ],
            requestId: `lb-${i}-${randomBytes(4).toString('hex')}`,
          },
          tokens[i % tokens.length],
        );
        if (!r.success) throw new Error(`order refused: ${r.errorCode}`);
        return performance.now() - started;
      };
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          for (let i = 0; i < 10; i++) await ticket();
        }),
      );
      const latencies: number[] = [];
      const deadline = performance.now() + SECONDS * 1000;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (performance.now() < deadline) latencies.push(await ticket());
        }),
      );
      const perSecond = Math.round(latencies.length / ((performance.now() - started) / 1000));
      latencies.sort((a, b) => a - b);
      console.log(
        `lottery_tickets: ${perSecond} tickets/s over HTTP, p50 ${round1(percentile(latencies, 50))} ms, p99 ${round1(percentile(latencies, 99))} ms (reference)`,
      );
      report('lottery_ticket_p99', round1(percentile(latencies, 99)), 'ms', 'reference', true);

      // Up to 10,000 tickets on the draw, then the draw job draws and settles it.
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (n < SETTLE_TICKETS + 16 * 10) await ticket();
        }),
      );
      const count = await db
        .selectFrom('lottery_order')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('numero', '=', slot.numero)
        .executeTakeFirstOrThrow();
      server.kill('SIGINT');
      await db
        .updateTable('lottery_draw')
        .set({ draw_at: new Date() })
        .where('game_code', '=', GAME)
        .where('numero', '=', slot.numero)
        .execute();
      const t0 = performance.now();
      await draws.runDue(new Date());
      const seconds = (performance.now() - t0) / 1000;
      const violations = await ledger.invariantViolations(merchantId);
      console.log(
        `lottery_settle: a draw with ${count.n} tickets drawn and settled in ${round1(seconds)} s (reference)`,
      );
      report('lottery_settle_10000_tickets', round1(seconds), 's', 'reference', true);
      report('lottery_invariant_violations', violations.length, 'violations', '= 0', violations.length === 0);
    } finally {
      server.kill('SIGINT');
      await db.destroy();
    }
  });
}
