import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type BrowserContext, type Page } from '@playwright/test';

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

/** Runs the ops CLI against a data folder, then starts the server on it and waits for /healthz. */
export async function startIsolatedServer(opts: {
  port: number;
  cli: string[][];
  env?: Record<string, string>;
}): Promise<IsolatedServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-iso-'));
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
        process.kill(-child.pid, 'SIGTERM');
        await new Promise((r) => {
          const timer = setTimeout(() => {
            if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
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
