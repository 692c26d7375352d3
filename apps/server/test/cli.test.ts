import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { modIds, type ModuleNode } from '@portal/contract';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '@portal/pglite-kysely';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/setup.ts';
import { loadConfig } from '../src/env.ts';
import { LOCAL_OPS_PATH } from '../src/modules/merchants/local-routes.ts';
import { repoRoot, waitUp } from './crash-helpers.ts';

// Issue 13 defect 8: the ops CLI never opens an embedded database folder that a running server holds; it
// asks that server (an authenticated loopback call), so the change shows at once and survives a restart.
// A lock file keeps a second process off the folder.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cli-'));
const port = 5600 + Math.floor(Math.random() * 300);
const base = `http://127.0.0.1:${port}`;
const children: ChildProcess[] = [];

const env = (p: number) => ({
  ...process.env,
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  PORT: String(p),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
  // No house vendor child: this test is about the portal's folder (the house one locks the same way).
  HOUSE_GAMES_URL: 'http://127.0.0.1:9',
});

/** One node process (tsx as its loader) in a group of its own, with its output collected. */
function run(args: string[], p = port) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: repoRoot,
    env: env(p),
    detached: true,
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ out, err }) };
}

const startServer = (p = port) => run(['apps/server/src/main.ts'], p);
const cli = async (...args: string[]) => {
  const c = run(['apps/server/src/cli.ts', ...args]);
  const code = await c.exited;
  return { code, ...c.output() };
};
/** A graceful stop (SIGTERM to the group), as an operator stops the server. */
async function stop(server: ReturnType<typeof run>) {
  try {
    process.kill(-server.child.pid!, 'SIGTERM');
  } catch {
    // gone already
  }
  await server.exited;
}

async function flag(modId: string): Promise<boolean | undefined> {
  const res = await fetch(`${base}/wps/system/status`, { headers: { merchant: 'demo' } });
  const body = (await res.json()) as { value: { info: { whitelabel: ModuleNode[] } } };
  const find = (nodes: ModuleNode[]): ModuleNode | undefined =>
    nodes.map((n) => (n.modId === modId ? n : find(n.childrenNodes))).find(Boolean);
  return find(body.value.info.whitelabel)?.enabled;
}

const lockFile = path.join(dataDir, LOCK_FILE);
const readLock = () => JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { token: string; url: string };

afterAll(() => {
  for (const c of children) {
    try {
      process.kill(-c.pid!, 'SIGKILL');
    } catch {
      // exited
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('ops CLI beside a running server on the embedded database', () => {
  it('changes a flag through the server at once, keeps it over a restart, and keeps a second server off', async () => {
    let server = startServer();
    await waitUp(base);
    expect(await flag(modIds.freePlay)).toBe(true);

    // The lock file names the server and carries the local admin token, readable by its owner only.
    expect(fs.statSync(lockFile).mode & 0o777).toBe(0o600);
    expect(readLock().url).toBe(base);

    const off = await cli('module', 'demo', modIds.freePlay, 'off');
    expect(off.code, off.err).toBe(0);
    expect(off.out).toContain(`${modIds.freePlay} off for demo`);
    // At once: the server ran it and dropped the tenant from its cache.
    expect(await flag(modIds.freePlay)).toBe(false);

    // Refusals come back from the server: an unknown flag is named, nothing else changes.
    const unknown = await cli('module', 'demo', 'NOSUCHFLAG', 'on');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('no module NOSUCHFLAG for demo');

    // Without the token, or with another one, the local call is refused and changes nothing.
    const call = (authorization?: string) =>
      fetch(`${base}${LOCAL_OPS_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({
          commands: [{ op: 'module', merchant: 'demo', modId: modIds.freePlay, enabled: true }],
        }),
      });
    for (const authorization of [undefined, 'Bearer wrong-token', readLock().token]) {
      const res = await call(authorization);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { errorCode: string }).errorCode).toBe('login.not.session');
    }
    expect(await flag(modIds.freePlay)).toBe(false);

    // The CLI itself, holding a token that is not the server's, is refused and says so.
    const original = fs.readFileSync(lockFile, 'utf8');
    fs.writeFileSync(lockFile, JSON.stringify({ ...readLock(), token: 'not-the-token' }));
    try {
      const refused = await cli('module', 'demo', modIds.freePlay, 'on');
      expect(refused.code).toBe(2);
      expect(refused.err).toContain('refused the commands');
      expect(refused.err).toContain('login.not.session');
    } finally {
      fs.writeFileSync(lockFile, original);
    }
    expect(await flag(modIds.freePlay)).toBe(false);

    // A second server on the same folder refuses to start and says why.
    const second = startServer(port + 1);
    expect(await second.exited).toBe(1);
    expect(second.output().err).toMatch(/in use by process \d+ \(server on port \d+/);
    expect(await flag(modIds.freePlay)).toBe(false);

    // The change was written to the folder: it survives a restart. With no server, the CLI opens the
    // folder itself (and releases it).
    await stop(server);
    expect(fs.existsSync(lockFile)).toBe(false);
    const direct = await cli('module', 'demo', modIds.goHomeAfterLogin, 'on');
    expect(direct.code, direct.err).toBe(0);
    expect(fs.existsSync(lockFile)).toBe(false);
    // Each change went to the audit log as an action of the ops CLI, and the chain is whole.
    const verified = await cli('audit', 'verify');
    expect(verified.code, verified.err).toBe(0);
    expect(verified.out).toMatch(/audit log chain whole: [2-9]\d* rows/);

    server = startServer();
    await waitUp(base);
    expect(await flag(modIds.freePlay)).toBe(false);
    expect(await flag(modIds.goHomeAfterLogin)).toBe(true);
    await stop(server);
  }, 180_000);
});

describe('local admin call', () => {
  it('answers loopback requests with the token only, never relayed or remote ones', async () => {
    const config = { ...loadConfig(), databaseUrl: undefined, dataDir: 'memory://', logLevel: 'silent' };
    const { db } = await openDatabase(config);
    const token = 'test-local-token';
    const app = await buildApp({ db, config, logger: false, localAdminToken: token });
    try {
      const payload = { commands: [{ op: 'maintenance', merchant: 'demo', on: true, until: null }] };
      const inject = (remoteAddress: string, headers: Record<string, string> = {}) =>
        app.inject({
          method: 'POST',
          url: LOCAL_OPS_PATH,
          remoteAddress,
          headers: { authorization: `Bearer ${token}`, ...headers },
          payload,
        });
      for (const refused of [
        await inject('203.0.113.7'),
        await inject('10.0.0.2'),
        await inject('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }),
        await inject('127.0.0.1', { forwarded: 'for=203.0.113.7' }),
      ]) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ success: false, errorCode: 'permission.denied' });
      }
      expect(
        (await db.selectFrom('merchant').select('maintenance').executeTakeFirstOrThrow()).maintenance,
      ).toBe(false);
      expect((await inject('127.0.0.1', { authorization: 'Bearer nope' })).statusCode).toBe(401);

      const done = await inject('::1');
      expect(done.statusCode).toBe(200);
      expect(done.json().value.results).toEqual(['maintenance on for demo']);
      // The node's own tenant cache was dropped: its players see maintenance at once.
      const status = await app.inject({
        url: '/wps/relay/GCSGAME_hotGamesV2',
        headers: { merchant: 'demo' },
      });
      expect(status.json()).toMatchObject({ errorCode: 'system.maintenance' });
    } finally {
      await app.close();
      await db.destroy();
    }
  }, 60_000);
});

describe('embedded database folder lock', () => {
  it('is exclusive while its process lives and taken over once it is gone', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
    try {
      const first = lockDataDir(dir, { role: 'test' });
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      first.release();
      expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);

      // A lock left by a process that died (kill -9) does not keep the folder shut.
      const dead = spawn(process.execPath, ['-e', '0']);
      await new Promise((r) => dead.once('exit', r));
      fs.writeFileSync(
        path.join(dir, LOCK_FILE),
        JSON.stringify({ pid: dead.pid, startedAt: new Date(0).toISOString(), role: 'server' }),
      );
      const taken = lockDataDir(dir, { role: 'test' });
      expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
        pid: process.pid,
        role: 'test',
      });
      taken.release();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
