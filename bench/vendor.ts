/**
 * The vendor protocol benchmark (issue 5): signed bet + win rounds per second through the HTTP vendor
 * wallet protocol against a portal server on PostgreSQL (a child process), p50 and p99 per round, and
 * pgbench's tpcb-like TPS on the same PostgreSQL in the same run, as a ratio. Target: at least 0.3.
 */
import { fork } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { createDb } from '../apps/server/src/db/client.ts';
import { createLedger } from '../apps/server/src/modules/wallet/ledger.ts';
import autocannon from 'autocannon';
import { pgbenchTps, withDatabase, type Report } from './pg.ts';

const SECONDS = Number(process.env.BENCH_VENDOR_SECONDS ?? 8);
const CLIENTS = 16;
const PLAYERS = 100;
const SECRET = randomBytes(16).toString('hex');
const PORT = 4395;
const base = `http://127.0.0.1:${PORT}`;

export async function vendorBench(report: Report, adminUrl: string): Promise<void> {
  await withDatabase(adminUrl, async (url) => {
    const server = fork(path.join(import.meta.dirname, 'serve.ts'), ['portal-pg', String(PORT), url], {
      execArgv: [
        '--import',
        'tsx',
        ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
      ],
      env: { ...process.env, BENCH_HOUSE_SECRET: SECRET },
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
      const api = async (p: string, body: object, token?: string) => {
        const res = await fetch(base + p, {
          method: p.includes('register') ? 'PUT' : 'POST',
          headers: {
            'content-type': 'application/json',
            merchant: 'demo',
            ...(token ? { authorization: token } : {}),
          },
          body: JSON.stringify(body),
        });
        return (await res.json()) as { value: Record<string, unknown> };
      };
      // Players: registered and launched through the API, funded on the ledger.
      const sessions: string[] = [];
      for (let i = 0; i < PLAYERS; i++) {
        const username = `vb${i}${randomBytes(3).toString('hex')}`;
        const reg = await api('/wps/member/register', {
          username,
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
          key: `bench:fund:${customerId}`,
          type: 'deposit',
          from: { kind: 'paymentClearing', ref: 'bench' },
          to: { kind: 'cash', ownerId: customerId },
          amount: 100_000_000n,
        });
        const launched = await api(
          '/wps/game/launchGame',
          { gameId: 'HOUSE_DICE', vassalage: 'HOUSE' },
          token,
        );
        sessions.push(new URL(launched.value.game_url as string).searchParams.get('token')!);
      }

      // The load comes from autocannon (raw sockets, cheap per request), so the figure is the server's
      // and not the load generator's; each connection sends a bet, then the win of that bet.
      const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('hex');
      let next = 0;
      let refused = 0;
      const headers = { 'content-type': 'application/json' };
      const check = (status: number, body: string) => {
        if (status !== 200 || !body.includes('"status":"OK"')) refused++;
      };
      const load = (duration: number) =>
        autocannon({
          url: base,
          connections: CLIENTS,
          duration,
          requests: [
            {
              method: 'POST',
              path: '/vendor/v1/HOUSE/bet',
              setupRequest: (
                req: { body?: string; headers?: Record<string, string> },
                context: Record<string, unknown>,
              ) => {
                const n = next++;
                const token = sessions[n % sessions.length]!;
                Object.assign(context, { n, token });
                const body = JSON.stringify({
                  token,
                  transactionId: `vb-${n}`,
                  roundId: `vr-${n}`,
                  amount: 1,
                });
                return { ...req, body, headers: { ...headers, 'x-signature': sign(body) } };
              },
              onResponse: check,
            },
            {
              method: 'POST',
              path: '/vendor/v1/HOUSE/win',
              setupRequest: (
                req: { body?: string; headers?: Record<string, string> },
                context: Record<string, unknown>,
              ) => {
                const n = context.n as number;
                const body = JSON.stringify({
                  token: context.token,
                  transactionId: `vb-${n}:win`,
                  roundId: `vr-${n}`,
                  amount: n % 3 === 0 ? 2 : 0,
                  betTransactionId: `vb-${n}`,
                });
                return { ...req, body, headers: { ...headers, 'x-signature': sign(body) } };
              },
              onResponse: check,
            },
          ],
        } as autocannon.Options);
      await load(2);
      refused = 0;
      const result = await load(SECONDS);
      if (refused > 0) throw new Error(`${refused} protocol calls were not answered OK`);
      const roundsPerSecond = Math.round(result.requests.average / 2);
      const violations = await ledger.invariantViolations(merchantId);
      // The betting record equals the ledger: every round settled, stakes and wins as posted.
      const records = await db
        .selectFrom('bet_record')
        .select((eb) => [eb.fn.countAll<string>().as('n')])
        .where('status', '=', 'SETTLED')
        .executeTakeFirstOrThrow();
      server.kill('SIGINT');
      const tps = pgbenchTps(url, CLIENTS > 8 ? 8 : CLIENTS, SECONDS);
      console.log(
        `vendor_rounds: ${roundsPerSecond} signed bet+win rounds/s over HTTP (${CLIENTS} connections), per call p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (reference); ${records.n} settled rounds; pgbench tpcb-like ${Math.round(tps)} TPS (reference)`,
      );
      const ratio = tps > 0 ? Math.round((roundsPerSecond / tps) * 100) / 100 : 0;
      report('vendor_rounds_vs_pgbench', ratio, 'ratio', '>= 0.3', ratio >= 0.3);
      report('vendor_invariant_violations', violations.length, 'violations', '= 0', violations.length === 0);
    } finally {
      server.kill('SIGINT');
      await db.destroy();
    }
  });
}
