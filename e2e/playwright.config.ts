import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** A fresh embedded database per run (workers inherit the variable, so they agree on it). */
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));

/** E2E_PORT moves the run (and its isolated servers, by the same offset) to let two runs share a machine. */
export const PORT = Number(process.env.E2E_PORT ?? 4310);
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Two workers on the 2-core machines: spec files run side by side (each file's tests in order). The
  // tests that change a merchant's settings do it on isolated servers of their own (helpers.ts).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  // Two workers on two cores with a browser each: a page can take over 10 s to show under that load.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    viewport: { width: 1280, height: 900 },
    // Headless Chromium composites in software (SwiftShader): an idle home page's endless animations (the
    // marquee, loading skeletons, pulses) kept its GPU process at about 65 % of a core, per browser, and two
    // workers on two cores starved each other and the server (CI took 41 min instead of 12). The product
    // honours the setting (static marquee, carousel without autoplay, instant reveals), so tests run with it;
    // the walks that check motion itself ask for `no-preference` (decision 0069).
    reducedMotion: 'reduce',
    trace: 'off',
    // A step that cannot happen fails in half a minute instead of holding the run until the test's timeout.
    actionTimeout: 30_000,
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The real server on a fresh database; DATABASE_URL, when the environment has one, wins over DATA_DIR.
    command: 'npx tsx ../apps/server/src/main.ts',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      WEB_DIST: process.env.E2E_WEB_DIST ?? '../apps/web/dist',
      // The house sportsbook six times faster (a football round every 30 s, played in 12.5 s), so the sports
      // walk sees its bets settle within a minute and a half (apps/house-games env.ts).
      HOUSE_SPORTS_PACE: '6',
      // The casino tables take bets for 8 s instead of their 15 (issue 20): the table walk waits less.
      HOUSE_TABLES_BETTING_MS: '8000',
    },
  },
});
