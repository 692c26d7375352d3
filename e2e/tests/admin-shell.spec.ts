import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, screenshot, useIsolatedServer } from './helpers';
import { totpCodeAt, totpStepNow } from './staff-login';

/**
 * The back office's shell (apps/admin under /admin): the sign-in page in TW and EN, a refused password
 * in the reader's language, the signed-in layout on a phone and a desktop in both themes, and an owner's
 * first sign-in with TOTP enrolment and a later one with a code.
 */
const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 860 },
] as const;

async function prefer(
  page: Page,
  prefs: { lang?: 'TW' | 'EN' | 'VI'; theme?: 'dark' | 'light'; token?: string },
) {
  await page.addInitScript((p) => {
    if (p.lang) localStorage.setItem('portal-admin-lang', p.lang);
    if (p.theme) localStorage.setItem('portal-admin-theme', p.theme);
    if (p.token) sessionStorage.setItem('portal-admin-token', p.token);
  }, prefs);
}

for (const vp of viewports) {
  test.describe(`sign-in page (${vp.name})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('renders in TW by default and in EN when chosen', async ({ page }) => {
      await page.goto('/admin/');
      await expect(page.getByRole('heading', { name: '後台登入' })).toBeVisible();
      await expect(page.getByLabel('帳號')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');
      await screenshot(page, `admin-login-${vp.name}-dark`, false);
      await page.getByTestId('language-switch').selectOption('EN');
      await expect(page.getByRole('heading', { name: 'Back office sign-in' })).toBeVisible();
      await expect(page.getByLabel('Username')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // The choice is kept.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Back office sign-in' })).toBeVisible();
    });

    for (const lang of ['TW', 'EN'] as const) {
      test(`a wrong password is refused in ${lang}`, async ({ page }) => {
        await prefer(page, { lang, theme: lang === 'EN' ? 'light' : 'dark' });
        await page.goto('/admin/');
        await page.locator('input[name=username]').fill('nobody');
        await page.locator('input[name=password]').fill('not-the-password');
        const answer = page.waitForResponse((r) => r.url().endsWith('/bo/v1/session/login'));
        await page.locator('button[type=submit]').click();
        const body = (await (await answer).json()) as {
          success: boolean;
          errorCode: string;
          message: string;
        };
        expect(body.success).toBe(false);
        const alert = page.getByRole('alert');
        // The server's code in the reader's language (the server's own text for it, from @portal/i18n).
        await expect(alert).toHaveText(body.message);
        await expect(alert).not.toHaveText(body.errorCode);
        if (body.errorCode === 'account.password.incorrect')
          await expect(alert).toHaveText(lang === 'TW' ? '帳號或密碼錯誤' : 'Account or password incorrect');
        await screenshot(page, `admin-login-refused-${vp.name}-${lang === 'EN' ? 'light' : 'dark'}`, false);
      });
    }

    test('the page has the back office’s own headers', async ({ page }) => {
      const res = await page.goto('/admin/staff?page=2');
      const headers = res!.headers();
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(await page.locator('meta[name="portal-merchant"]').getAttribute('content')).toBe('demo');
      // Never a cookie: the sign-in lives in this tab's sessionStorage.
      expect(headers['set-cookie']).toBeUndefined();
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// The signed-in layout, with the back-office API answered by the test (the shell's own rendering).

const me = {
  id: 1,
  username: 'owner',
  role: 'OWNER',
  roleName: 'Owner',
  permissions: ['dashboard.read', 'audit.read', 'staff.read', 'staff.manage', 'roles.manage', 'members.read'],
  merchantScope: null,
  merchants: [
    { code: 'demo', name: 'Demo' },
    { code: 'second', name: 'Second brand' },
  ],
  idleMinutes: 30,
  passwordChangeRequired: false,
};
const staffRows = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  username: ['owner', 'finance.lee', 'ops.chen', 'support.wu', 'viewer', 'cashier01', 'cashier02', 'auditor'][
    i
  ],
  role: ['OWNER', 'FINANCE', 'OPERATIONS', 'SUPPORT', 'READ_ONLY', 'FINANCE', 'FINANCE', 'READ_ONLY'][i],
  roleName: ['Owner', 'Finance', 'Operations', 'Support', 'Read only', 'Finance', 'Finance', 'Read only'][i],
  merchantCode: i % 3 === 0 ? null : 'demo',
  disabled: i === 6,
  totpEnabled: i !== 7,
  passwordChangeRequired: false,
  createdAt: `2026-11-${10 + i}T08:00:00.000Z`,
  lastLoginAt: i === 7 ? null : `2026-11-27T0${i}:15:00.000Z`,
}));

async function mockApi(page: Page) {
  await page.route('**/bo/v1/**', async (route) => {
    const url = new URL(route.request().url());
    const ok = (value: unknown) => route.fulfill({ json: { success: true, value } });
    if (url.pathname === '/bo/v1/session/me') return ok(me);
    if (url.pathname === '/bo/v1/staff') return ok({ rows: staffRows, total: 42 });
    if (url.pathname === '/bo/v1/roles')
      return ok({
        roles: ['OWNER', 'FINANCE', 'OPERATIONS', 'SUPPORT', 'READ_ONLY'].map((code) => ({
          code,
          name: code,
          builtIn: true,
          merchantCode: null,
          permissions: ['dashboard.read'],
        })),
      });
    return route.fulfill({
      status: 404,
      json: { success: false, errorCode: 'not.found', message: 'Not found' },
    });
  });
}

for (const vp of viewports) {
  for (const theme of ['dark', 'light'] as const) {
    test.describe(`signed-in layout (${vp.name}, ${theme})`, () => {
      test.use({ viewport: { width: vp.width, height: vp.height } });

      test('my account and the staff list', async ({ page }) => {
        await mockApi(page);
        await prefer(page, { theme, token: 'mock-token' });
        await page.goto('/admin/account');
        await expect(page.getByRole('heading', { name: '我的帳號' })).toBeVisible();
        await expect(page.locator('.facts')).toContainText('owner');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await screenshot(page, `admin-account-${vp.name}-${theme}`, false);

        // The navigation (the sidebar; on a phone the menu drawer) offers only what the staff member
        // holds (no settings.read for this one).
        let nav = page.locator('.sidebar');
        if (vp.name === 'phone') {
          await expect(page.locator('.sidebar')).toBeHidden();
          await page.getByRole('button', { name: '選單' }).click();
          nav = page.getByRole('dialog', { name: '選單' });
        } else {
          await expect(page.locator('.bottombar')).toBeHidden();
        }
        await expect(nav.getByRole('link', { name: '稽核紀錄' })).toBeVisible();
        await expect(nav.getByRole('link', { name: '站台設定' })).toHaveCount(0);
        await nav.getByRole('link', { name: '員工' }).click();
        await expect(page.getByRole('heading', { name: '員工帳號' })).toBeVisible();
        await expect(page.getByText('finance.lee')).toBeVisible();
        if (vp.name === 'desktop') {
          await page.getByRole('button', { name: '帳號', exact: true }).click();
          await expect(page).toHaveURL(/sort=username/);
        }
        // On a phone the filters fold away behind a button.
        if (vp.name === 'phone') await page.getByRole('button', { name: '篩選' }).click();
        await page.getByLabel('搜尋帳號').fill('lee');
        await expect(page).toHaveURL(/q=lee/);
        await screenshot(page, `admin-staff-${vp.name}-${theme}`, false);
      });
    });
  }
}

// ---------------------------------------------------------------------------------------------------
// The owner's first sign-in: ADMIN_PASSWORD, then TOTP enrolment (needs the access server of issue 15).

/** The current TOTP code of a base32 secret. */
const totp = (secret: string) => totpCodeAt(secret, totpStepNow());

test.describe('owner sign-in with TOTP', () => {
  const server = useIsolatedServer({ port: 4337, cli: [], env: { ADMIN_PASSWORD } });

  test('enrols on the first sign-in, then signs in with a code', async ({ page, request }) => {
    const probe = await request.post(`${server.url}/bo/v1/session/login`, {
      headers: { Merchant: 'demo' },
      data: { username: 'admin', password: ADMIN_PASSWORD },
    });
    const probed = (await probe.json()) as { value?: { next?: string } };
    // A first sign-in with ADMIN_PASSWORD must enrol a second factor before any session exists.
    expect(probed.value?.next).toBe('ENROL');

    await page.goto(`${server.url}/admin/`);
    await page.locator('input[name=username]').fill('admin');
    await page.locator('input[name=password]').fill(ADMIN_PASSWORD);
    await page.locator('button[type=submit]').click();
    await expect(page.getByRole('heading', { name: '設定兩步驟驗證' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR' })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent())!;
    await page.locator('input[name=code]').fill(totp(secret));
    await page.getByRole('button', { name: '啟用' }).click();
    await expect(page.getByRole('heading', { name: '備用碼' })).toBeVisible();
    await expect(page.locator('.recovery__codes li')).not.toHaveCount(0);
    await page.getByLabel('我已妥善保存備用碼').check();
    await page.getByRole('button', { name: '繼續' }).click();
    await expect(page.locator('.user-chip__name')).toHaveText('admin');

    await page.getByRole('button', { name: '登出' }).first().click();
    await expect(page.getByText('您已登出')).toBeVisible();
    await page.locator('input[name=username]').fill('admin');
    await page.locator('input[name=password]').fill(ADMIN_PASSWORD);
    await page.locator('button[type=submit]').click();
    await expect(page.getByRole('heading', { name: '兩步驟驗證' })).toBeVisible();
    // The enrolment's code is spent: wait for the next period's.
    const first = totp(secret);
    let code = first;
    await expect.poll(() => (code = totp(secret)), { timeout: 35_000, intervals: [1000] }).not.toBe(first);
    await page.locator('input[name=code]').fill(code);
    await page.getByRole('button', { name: '驗證' }).click();
    await expect(page.locator('.user-chip__name')).toHaveText('admin');
  });
});
