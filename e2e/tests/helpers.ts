import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { staffToken } from './staff-login';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const artifactsDir = path.join(repoRoot, 'e2e', 'artifacts');

export const languages = ['TW', 'EN', 'VI'] as const;
export type Lang = (typeof languages)[number];
export type Theme = 'dark' | 'light';

/**
 * Sets language and theme before the app's first script runs, and marks the once-per-session popup
 * announcements as closed: the before-login ones unless `popupSeen: false`, the after-login ones
 * (every login and first login) unless `afterLoginPopupSeen: false`.
 */
export async function presetPreferences(
  context: BrowserContext,
  prefs: { lang?: Lang; theme?: Theme; popupSeen?: boolean; afterLoginPopupSeen?: boolean } = {},
): Promise<void> {
  const closed = [
    ...(prefs.popupSeen !== false ? ['B'] : []),
    ...(prefs.afterLoginPopupSeen !== false ? ['A', 'F'] : []),
  ].join(',');
  await context.addInitScript(
    ({ p, closed }) => {
      if (sessionStorage.getItem('e2e-preset')) return;
      sessionStorage.setItem('e2e-preset', '1');
      if (p.lang) {
        localStorage.setItem('hisLang', p.lang);
        localStorage.setItem('lang', p.lang);
      }
      if (p.theme) localStorage.setItem('theme', p.theme);
      // The app's `popupClosed` flags: a comma list of popup executions, B before login, A and F after.
      if (closed) sessionStorage.setItem('popupClosed', closed);
    },
    { p: prefs, closed },
  );
}

/** The password of the accounts the tests register (letters and digits, meets the demo rules). */
export const TEST_PASSWORD = 'Passw0rd1';

/** Registers an account through the API on the demo merchant; like the register form, it logs in. */
export async function registerByApi(
  page: Page,
  username: string,
  opts: { password?: string; extra?: Record<string, string>; base?: string } = {},
): Promise<void> {
  const password = opts.password ?? TEST_PASSWORD;
  const response = await page.request.put(`${opts.base ?? ''}/wps/member/register`, {
    headers: { Merchant: 'demo' },
    data: {
      ...opts.extra,
      username,
      password,
      confirmPassword: password,
      agreeTerms: true,
      confirmAge: true,
      login: true,
      registerMethod: 'WEB',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Scrolls through the page so lazy images load, then back to the top. */
export async function loadLazyContent(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const pending = Array.from(document.images).filter((img) => !img.complete);
    await Promise.race([
      Promise.all(
        pending.map(
          (img) =>
            new Promise(
              (resolve) => (
                img.addEventListener('load', resolve, { once: true }),
                img.addEventListener('error', resolve, { once: true })
              ),
            ),
        ),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]);
  });
}

export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage, animations: 'disabled' });
}

/**
 * Signals a process group; one that is gone already (ESRCH: the group's processes exited before the npx
 * parent reported its exit) is what stopping wanted, not an error.
 */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Ports of isolated servers and sinks move with E2E_PORT (see playwright.config.ts). */
export const portOffset = Number(process.env.E2E_PORT ?? 4310) - 4310;

/** A server of its own on a fresh embedded database (never the shared DATABASE_URL one). */
export interface IsolatedServer {
  url: string;
  stop: () => Promise<void>;
}

function isolatedEnv(dataDir: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // These servers test accounts and system pages: no house game vendor of their own (its port could
    // meet another server's).
    HOUSE_GAMES_URL: 'http://127.0.0.1:9',
    ...extra,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return env;
}

/**
 * Migrated and seeded data folders that isolated servers start from as copies: made once per worker and
 * owner password (the seed creates the back office owner from ADMIN_PASSWORD), which saves each server
 * the migrations and the seed (about 10 s).
 */
const templates = new Map<string, string>();
function templateFolder(adminPassword: string | undefined): string {
  const key = adminPassword ?? '';
  const made = templates.get(key);
  if (made) return made;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-template-'));
  // A read-only command: opening the folder migrates and seeds it.
  const result = spawnSync('npx', ['tsx', 'apps/server/src/cli.ts', 'audit', 'verify'], {
    cwd: repoRoot,
    env: isolatedEnv(dir, adminPassword === undefined ? {} : { ADMIN_PASSWORD: adminPassword }),
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (result.status !== 0) throw new Error(`template folder failed: ${result.stderr || result.stdout}`);
  if (templates.size === 0)
    process.once('exit', () => {
      for (const folder of templates.values()) fs.rmSync(folder, { recursive: true, force: true });
    });
  templates.set(key, dir);
  return dir;
}

/**
 * Runs the ops CLI against a data folder, then starts the server on it and waits for /healthz. Spec files
 * run side by side (two workers): each isolated server and sink has a port no other file uses.
 */
export async function startIsolatedServer(opts: {
  port: number;
  cli: string[][];
  env?: Record<string, string>;
}): Promise<IsolatedServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-iso-'));
  fs.cpSync(templateFolder(opts.env?.ADMIN_PASSWORD), dataDir, { recursive: true });
  // One CLI run for all commands (joined by its `+` separator): each run opens the database afresh.
  for (const args of opts.cli.length ? [opts.cli.flatMap((c, i) => (i ? ['+', ...c] : c))] : []) {
    const result = spawnSync('npx', ['tsx', 'apps/server/src/cli.ts', ...args], {
      cwd: repoRoot,
      env: isolatedEnv(dataDir, opts.env ?? {}),
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (result.status !== 0)
      throw new Error(`cli ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  }
  const child: ChildProcess = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: isolatedEnv(dataDir, {
      PORT: String(opts.port + portOffset),
      WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
      ...opts.env,
    }),
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${opts.port + portOffset}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.pid) {
        // The server runs under npx: end the whole process group it leads.
        signalGroup(child.pid, 'SIGTERM');
        await new Promise((r) => {
          const timer = setTimeout(() => {
            if (child.exitCode === null && child.pid) signalGroup(child.pid, 'SIGKILL');
            r(null);
          }, 5000);
          child.once('exit', () => {
            clearTimeout(timer);
            r(null);
          });
        });
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The ops CLI commands that switch feature flags of the demo merchant on or off (`startIsolatedServer`'s cli). */
export function moduleFlags(on: string[], off: string[] = []): string[][] {
  return [
    ...on.map((modId) => ['module', 'demo', modId, 'on']),
    ...off.map((modId) => ['module', 'demo', modId, 'off']),
  ];
}

/**
 * The back office password the isolated servers of the account specs start with (ADMIN_PASSWORD): the
 * owner `admin` signs in with it and TOTP (staff-login.ts enrols at the first call and keeps the token).
 */
export const ADMIN_PASSWORD = 'Admin#e2e-2026';

interface OutboxMessage {
  to: string;
  text: string;
  createdAt: string;
}

/**
 * The 6-digit code in the newest outbox message that `matches`, as the operator reads it from the back
 * office's SMS or mail outbox; polls until it arrives.
 */
async function outboxCode(
  server: IsolatedServer,
  request: APIRequestContext,
  box: 'sms' | 'mail',
  matches: (m: OutboxMessage) => boolean,
): Promise<string> {
  const token = await staffToken(request, server.url, { username: 'admin', password: ADMIN_PASSWORD });
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`${server.url}/bo/v1/outbox/${box}?limit=20`, {
        headers: { Merchant: 'demo', Authorization: token },
      });
      const { messages } = ((await res.json()) as { value: { messages: OutboxMessage[] } }).value;
      code = /\b(\d{6})\b/.exec(messages.find(matches)?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** The newest code texted to a mobile number since `after` (ms). */
export function smsCodeFor(
  server: IsolatedServer,
  request: APIRequestContext,
  mobile: string,
  after: number,
): Promise<string> {
  return outboxCode(
    server,
    request,
    'sms',
    (m) => m.to.endsWith(`-${mobile}`) && Date.parse(m.createdAt) >= after,
  );
}

/** The code in the newest mail to `to`. */
export function mailedCode(server: IsolatedServer, request: APIRequestContext, to: string): Promise<string> {
  return outboxCode(server, request, 'mail', (m) => m.to === to);
}

/** Presses Send code in `scope`, checks that the button counts down disabled, and returns the texted code. */
export async function sendSmsCode(
  server: IsolatedServer,
  page: Page,
  scope: Locator,
  buttons: { sendCode: string; counting: RegExp | string },
  mobile: string,
): Promise<string> {
  const after = Date.now() - 1000;
  await scope.getByRole('button', { name: buttons.sendCode }).click();
  await expect(scope.getByRole('button', { name: buttons.counting })).toBeDisabled();
  return smsCodeFor(server, page.request, mobile, after);
}

/** Signs out through the avatar menu and its confirmation; the header then offers Log in again. */
export async function signOut(
  page: Page,
  texts: { menu: (account: string) => string | RegExp; signOut: string; login: string },
  account: string,
): Promise<void> {
  await page.getByRole('button', { name: texts.menu(account) }).click();
  await page.getByRole('menuitem', { name: texts.signOut }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: texts.signOut })
    .getByRole('button', { name: texts.signOut })
    .click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: texts.login, exact: true }),
  ).toBeVisible();
}

/**
 * An isolated server for the tests of the enclosing file or describe block: started before them (the ops
 * CLI commands first), stopped after them. Its `url` can be read once the tests run.
 */
export function useIsolatedServer(
  opts: Parameters<typeof startIsolatedServer>[0],
  startTimeout = 180_000,
): IsolatedServer {
  let server: IsolatedServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(startTimeout);
    server = await startIsolatedServer(opts);
  });
  test.afterAll(() => server?.stop());
  return {
    get url() {
      if (!server) throw new Error('the isolated server has not started');
      return server.url;
    },
    stop: () => server?.stop() ?? Promise.resolve(),
  };
}

/**
 * The language × width variants a walk runs in. Each long walk runs in one variant by default, and the
 * walks share the variants out so that every language and both widths are still walked (CI stays inside
 * its time); `E2E_ALL_VARIANTS=1` runs every variant of every walk.
 */
export const allVariants = process.env.E2E_ALL_VARIANTS === '1';
export function variants<T>(all: readonly T[], keep: (v: T) => boolean): T[] {
  return allVariants ? [...all] : all.filter(keep);
}

/**
 * A new member registered through the API whose session the context's pages start with (as after a
 * reload): for specs about a page, not the login form (which has specs of its own).
 */
export async function signedInAsNew(
  context: BrowserContext,
  username: string,
  base = '',
): Promise<{ token: string; customerId: number }> {
  const registered = await context.request.put(`${base}/wps/member/register`, {
    headers: { Merchant: 'demo' },
    data: {
      username,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      agreeTerms: true,
      confirmAge: true,
      login: true,
      registerMethod: 'WEB',
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { token, customerId } = (await registered.json()).value as { token: string; customerId: number };
  await context.addInitScript(
    (values: Record<string, string>) => {
      for (const [k, v] of Object.entries(values)) sessionStorage.setItem(k, v);
    },
    { token, username, account: username, customerId: String(customerId), isAgent: '0' },
  );
  return { token, customerId };
}

/** Whether a test inside a variants loop runs: in its kept variant, or in all of them with E2E_ALL_VARIANTS=1. */
export const runsIn = (kept: boolean): boolean => kept || allVariants;

/**
 * The demo accounts on the shared server are one session each (SECURITY.md 7: a login ends the account's
 * other sessions), so two spec files logging in as `demo_agent` or `demo_member` at once on the two workers
 * would log each other out. Such a test holds this lock: a directory in the run's fresh data folder (a
 * crashed run leaves nothing behind). Resolves with the release once held.
 */
export async function lockDemoAccounts(): Promise<() => void> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), `demo-accounts-${portOffset}.lock`);
  for (;;) {
    try {
      fs.mkdirSync(dir);
      return () => fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** Every test of the file holds the demo accounts' lock (`lockDemoAccounts`); its wait is added to its timeout. */
export function holdDemoAccounts(testApi: {
  beforeEach: (fn: () => Promise<void>) => void;
  afterEach: (fn: () => void) => void;
  info: () => { timeout: number; setTimeout: (ms: number) => void };
}): void {
  let release: (() => void) | null = null;
  testApi.beforeEach(async () => {
    const started = Date.now();
    release = await lockDemoAccounts();
    const info = testApi.info();
    info.setTimeout(info.timeout + (Date.now() - started));
  });
  testApi.afterEach(() => {
    release?.();
    release = null;
  });
}
