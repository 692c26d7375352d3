import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Db } from '../src/db/client.ts';
import { signCallback } from '../src/modules/wallet/cashier.ts';

// Shared by the kill -9 tests (crash.test.ts: the server; crash-postgres.test.ts: PostgreSQL): the
// portal server as a child process, and the HTTP calls of the money load.

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * The portal server (`npx tsx apps/server/src/main.ts`) in a process group of its own, so that kill9
 * takes npx, tsx and node together. Its stderr goes to `stderr` (a file descriptor) when given.
 */
export function startServer(o: { databaseUrl: string; port: number; stderr?: number }): ChildProcess {
  return spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: o.databaseUrl,
      PORT: String(o.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: o.stderr === undefined ? 'error' : 'warn',
      // No house game vendor child: it would share a data folder with the other servers of the test.
      HOUSE_GAMES_URL: 'http://127.0.0.1:9',
    },
    // The log (pino writes to stdout) and errors go to the given file.
    stdio: o.stderr === undefined ? 'ignore' : ['ignore', o.stderr, o.stderr],
    detached: true,
  });
}

/** Waits until `base + pathname` answers 200. */
export async function waitUp(base: string, pathname = '/healthz', timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(base + pathname)).ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** SIGKILL to the server's whole process group; resolves once its npx has exited. */
export const kill9 = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    const exited = child.exitCode !== null || child.signalCode !== null;
    if (!exited) child.once('exit', () => resolve());
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // The group is gone already.
    }
    if (exited) resolve();
  });

export type ApiReply = { status: number; json: { value?: Record<string, unknown>; errorCode?: string } };

/** A tenant call of the demo merchant on the server at `base`. */
export function createApi(base: string) {
  return async function api(
    pathname: string,
    body: unknown,
    token?: string,
    method = 'POST',
  ): Promise<ApiReply> {
    const res = await fetch(base + pathname, {
      method,
      headers: {
        merchant: 'demo',
        'content-type': 'application/json',
        ...(token ? { authorization: token } : {}),
      },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      json: (await res.json()) as ApiReply['json'],
    };
  };
}
export type Api = ReturnType<typeof createApi>;

/** The sandbox payment provider reporting an order paid, signed with the channel's secret. */
export function sandboxCallback(base: string, secret: string, orderId: string, amountMinor: string) {
  const body = JSON.stringify({ orderId, status: 'SUCCESS', amount: amountMinor });
  return fetch(`${base}/payment/callback/SANDBOX`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signCallback(secret, body) },
    body,
  });
}

/**
 * Registers `count` members, moves them under demo_agent and gives them the payment password
 * `112233`, so they can transfer to their upline.
 */
export async function registerMembersUnderAgent(db: Db, api: Api, count: number, prefix: string) {
  const agent = await db
    .selectFrom('customer')
    .select('id')
    .where('username', '=', 'demo_agent')
    .executeTakeFirstOrThrow();
  const members: { token: string; id: number }[] = [];
  for (let i = 0; i < count; i++) {
    const username = `${prefix}${i}${randomBytes(2).toString('hex')}`;
    const reg = await api(
      '/wps/member/register',
      {
        username,
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
        agreeTerms: true,
        confirmAge: true,
        login: true,
        registerMethod: 'WEB',
      },
      undefined,
      'PUT',
    );
    const id = reg.json.value!.customerId as number;
    await db.updateTable('customer').set({ parent_id: agent.id }).where('id', '=', id).execute();
    await api(
      '/wps/relay/MCSFE_setPaymentPassword',
      { loginPassword: 'Secret#123', paymentPassword: '112233', confirmPaymentPassword: '112233' },
      reg.json.value!.token as string,
    );
    members.push({ token: reg.json.value!.token as string, id });
  }
  return { agentId: agent.id, members };
}
