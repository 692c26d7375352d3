import { expect, test, type Page } from '@playwright/test';
import { presetPreferences, startIsolatedServer, type IsolatedServer } from './helpers';

// The machine has no internet: every analytics address is intercepted, counted and answered here.
const analyticsHosts =
  /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;

async function countAnalytics(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.context().route(analyticsHosts, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag stand-in */' });
  });
  return seen;
}

test.describe.configure({ timeout: 180_000 });

test.describe('Google Analytics only after consent (status gtagId)', () => {
  let server: IsolatedServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startIsolatedServer({ port: 4315, cli: [['analytics', 'demo', 'G-TEST12345']] });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('nothing is requested before the visitor agrees; the answer is remembered', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await presetPreferences(context, { lang: 'EN' });
    const page = await context.newPage();
    const seen = await countAnalytics(page);
    await page.goto(server.url + '/');
    const bar = page.getByRole('region', { name: 'Cookies and analytics' });
    await expect(bar).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);

    await bar.getByRole('button', { name: 'Accept' }).click();
    await expect(bar).toBeHidden();
    await expect.poll(() => seen.some((u) => u.includes('/gtag/js?id=G-TEST12345'))).toBe(true);

    // Remembered: no question again, analytics loads at once.
    seen.length = 0;
    await page.reload();
    await expect.poll(() => seen.some((u) => u.includes('/gtag/js?id=G-TEST12345'))).toBe(true);
    await expect(bar).toBeHidden();
    await context.close();
  });

  test('declining loads nothing, now or on the next visit', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await presetPreferences(context, { lang: 'EN' });
    const page = await context.newPage();
    const seen = await countAnalytics(page);
    await page.goto(server.url + '/rng');
    const bar = page.getByRole('region', { name: 'Cookies and analytics' });
    await bar.getByRole('button', { name: 'Decline' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toBeHidden();
    expect(seen).toEqual([]);
    await context.close();
  });
});

test('with no gtag id there is no consent bar and no analytics request', async ({ page }) => {
  await presetPreferences(page.context(), { lang: 'EN' });
  const seen = await countAnalytics(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies and analytics' })).toHaveCount(0);
  expect(seen).toEqual([]);
  const csp = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).not.toContain('google');
});
