/**
 * The sportsbook benchmark (issue 19, decision 0071), on PostgreSQL (one database for the portal, one for the
 * house vendor, each server a child process):
 *   - bets placed per second: concurrent members place singles through the house's HTTP API
 *     (`POST /api/sports/bets`), each a protocol `bet` over HTTP on the portal's seamless wallet, p50/p99;
 *   - the time to settle one football match carrying 10,000 bets, all placed through that same real path:
 *     the match is moved to its end, then the house's settler draws it, grades the legs and pays every bet
 *     (a protocol `win` each, sent to the portal until the outbox is empty).
 * Reference figures (the issue sets no target).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createDb } from '../apps/server/src/db/client.ts';
import { createLedger } from '../apps/server/src/modules/wallet/ledger.ts';
import { buildApp as buildHouseApp } from '../apps/house-games/src/server/app.ts';
import { createDb as createHouseDb } from '../apps/house-games/src/server/db/client.ts';
import { percentile, round1, withDatabase, type Report } from './pg.ts';

const SECONDS = Number(process.env.BENCH_SPORTS_SECONDS ?? 8);
const SETTLE_BETS = Number(process.env.BENCH_SPORTS_BETS ?? 10_000);
const CLIENTS = 16;
const PLAYERS = 100;
const PORTAL_PORT = 4397;
const HOUSE_PORT = 4398;
const SECRET = randomBytes(16).toString('hex');
const portal = `http://127.0.0.1:${PORTAL_PORT}`;
const house = `http://127.0.0.1:${HOUSE_PORT}`;

async function serve(args: string[], env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(path.join(import.meta.dirname, 'serve.ts'), args, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return child;
}

async function call<T>(url: string, method: string, body: object, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

interface EventWire {
  id: string;
  kickoffAt: string;
  markets: { id: string; selections: { id: string; odds: number }[] }[];
}

export async function sportsbookBench(report: Report, adminUrl: string): Promise<void> {
  await withDatabase(adminUrl, (portalDbUrl) =>
    withDatabase(adminUrl, async (houseDbUrl) => {
      const env = { BENCH_HOUSE_SECRET: SECRET, BENCH_PLATFORM_URL: portal };
      const portalServer = await serve(['portal-pg', String(PORTAL_PORT), portalDbUrl], env);
      let houseServer: ChildProcess | undefined = await serve(
        ['house-pg', String(HOUSE_PORT), houseDbUrl],
        env,
      );
      const { db } = await createDb({ databaseUrl: portalDbUrl, dataDir: 'memory://' });
      const houseDb = createHouseDb({ databaseUrl: houseDbUrl, dataDir: 'memory://' }).db;
      try {
        const merchantId = (
          await db.selectFrom('merchant').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
        ).id;
        const ledger = createLedger(db);

        // Members registered and launched through the portal's API, funded on the ledger, each with a
        // house session of the Virtual Sports lobby.
        const sessions: string[] = [];
        for (let i = 0; i < PLAYERS; i++) {
          const reg = await call<{ value: { token: string; customerId: number } }>(
            `${portal}/wps/member/register`,
            'PUT',
            {
              username: `sb${i}${randomBytes(3).toString('hex')}`,
              password: 'Passw0rd1',
              confirmPassword: 'Passw0rd1',
              agreeTerms: true,
              confirmAge: true,
              login: true,
              registerMethod: 'WEB',
            },
            { merchant: 'demo' },
          );
          const { token, customerId } = reg.body.value;
          await ledger.transfer({
            merchantId,
            key: `bench:sports:${customerId}`,
            type: 'deposit',
            from: { kind: 'paymentClearing', ref: 'bench' },
            to: { kind: 'cash', ownerId: customerId },
            amount: 100_000_000n,
          });
          const launched = await call<{ value: { game_url: string } }>(
            `${portal}/wps/game/launchGame`,
            'POST',
            {
              gameId: 'HOUSESB_VIRTUAL',
              vassalage: 'HOUSESB',
              accountType: 1,
              platform: 'html5',
              clientType: 3,
            },
            { merchant: 'demo', authorization: token },
          );
          const launchToken = new URL(launched.body.value.game_url).searchParams.get('token')!;
          const opened = await call<{ session: string }>(`${house}/api/session`, 'POST', {
            token: launchToken,
            language: 'EN',
            game: 'HOUSESB_VIRTUAL',
          });
          if (opened.status !== 200) throw new Error(`house session: ${JSON.stringify(opened.body)}`);
          sessions.push(opened.body.session);
        }

        // The match made furthest ahead: betting stays open the longest.
        const listed = (await (await fetch(`${house}/api/sports/events?sport=football`)).json()) as {
          events: EventWire[];
        };
        const event = listed.events.reduce((a, b) => (b.kickoffAt > a.kickoffAt ? b : a));
        const market = event.markets[0]!;
        let n = 0;
        const bet = async () => {
          const i = n++;
          const pick = market.selections[i % market.selections.length]!;
          const started = performance.now();
          const res = await call<{ error?: string }>(
            `${house}/api/sports/bets`,
            'POST',
            {
              requestId: `sb-${i}-${randomBytes(4).toString('hex')}`,
              stake: 1,
              oddsChange: 'any',
              legs: [{ eventId: event.id, marketId: market.id, selectionId: pick.id, odds: pick.odds }],
            },
            { 'x-house-session': sessions[i % sessions.length]! },
          );
          if (res.status !== 200) throw new Error(`bet refused: ${JSON.stringify(res.body)}`);
          return performance.now() - started;
        };
        // Warm-up, then the measured run.
        await Promise.all(
          Array.from({ length: CLIENTS }, async () => {
            for (let i = 0; i < 5; i++) await bet();
          }),
        );
        const latencies: number[] = [];
        const started = performance.now();
        const deadline = started + SECONDS * 1000;
        await Promise.all(
          Array.from({ length: CLIENTS }, async () => {
            while (performance.now() < deadline) latencies.push(await bet());
          }),
        );
        const perSecond = Math.round(latencies.length / ((performance.now() - started) / 1000));
        latencies.sort((a, b) => a - b);
        console.log(
          `sports_bets: ${perSecond} bets/s through the house API on the seamless wallet, p50 ${round1(percentile(latencies, 50))} ms, p99 ${round1(percentile(latencies, 99))} ms (reference)`,
        );
        report('sports_bets_per_second', perSecond, 'bets/s', 'reference', true);

        // Up to SETTLE_BETS bets on the match, through the same path.
        await Promise.all(
          Array.from({ length: CLIENTS }, async () => {
            while (n < SETTLE_BETS) await bet();
          }),
        );
        if (Date.parse(event.kickoffAt) <= Date.now())
          throw new Error('the match kicked off before its bets were placed: lower BENCH_SPORTS_BETS');

        // The match ends now; the house's settler (in this process, the portal still serving) draws it,
        // grades its legs and pays each bet through the outbox.
        houseServer.kill('SIGINT');
        await new Promise((resolve) => houseServer!.once('exit', resolve));
        houseServer = undefined;
        const now = Date.now();
        await houseDb
          .updateTable('sports_event')
          .set({ kickoff_at: new Date(now - 60_000), end_at: new Date(now - 1) })
          .where('id', '=', event.id)
          .execute();
        const settler = await buildHouseApp({
          db: houseDb,
          config: {
            platformUrl: portal,
            vendorSecret: SECRET,
            portalOrigins: ['http://*:*'],
            webDist: '/nonexistent',
            logLevel: 'warn',
          },
          logger: false,
        });
        await settler.ready();
        try {
          const t0 = performance.now();
          const done = await settler.house.sports.settleDue();
          await settler.house.outbox.drain();
          const seconds = (performance.now() - t0) / 1000;
          const bets = Number(
            (
              await houseDb
                .selectFrom('sports_leg')
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .where('event_id', '=', event.id)
                .executeTakeFirstOrThrow()
            ).n,
          );
          const paid = Number(
            (
              await db
                .selectFrom('bet_record')
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .where('vendor_code', '=', 'HOUSESB')
                .where('status', '=', 'SETTLED')
                .executeTakeFirstOrThrow()
            ).n,
          );
          console.log(
            `sports_settle: a match with ${bets} bets drawn, graded and paid (${done.bets} wins, ${paid} settled on the portal) in ${round1(seconds)} s (reference)`,
          );
          report('sports_settle_10000_bets', round1(seconds), 's', 'reference', true);
          report('sports_unsettled_bets', bets - paid, 'bets', '= 0', bets === paid);
          const violations = await ledger.invariantViolations(merchantId);
          report(
            'sports_invariant_violations',
            violations.length,
            'violations',
            '= 0',
            violations.length === 0,
          );
        } finally {
          await settler.close();
        }
      } finally {
        houseServer?.kill('SIGINT');
        portalServer.kill('SIGINT');
        await houseDb.destroy();
        await db.destroy();
      }
    }),
  );
}
