import { expect, test, type APIRequestContext } from '@playwright/test';
import { presetPreferences, startIsolatedServer, TEST_PASSWORD, type IsolatedServer } from './helpers';

// A merchant with LOGINIPVERF3 on (spec section 8): a login from a network the account never used asks
// for the code mailed to the account, then logs in; with mobile registration on, the dialling-code
// selector lists the server's countries; a logged-in member's language choice goes to the server.
// The server believes X-Forwarded-For from 127.0.0.1, so each side sets its own address.

const ADMIN_PASSWORD = 'Admin#e2e-2026';

let server: IsolatedServer;
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startIsolatedServer({
    port: 4316,
    cli: [
      ['module', 'demo', 'LOGINIPVERF3', 'on'],
      ['module', 'demo', 'MOBILENUMREG3', 'on'],
    ],
    env: { ADMIN_PASSWORD, TRUSTED_PROXIES: '127.0.0.1' },
  });
});
test.afterAll(() => server?.stop());

/** The code in the newest mail to `to`, as the operator reads it from the back office's outbox. */
async function mailedCode(request: APIRequestContext, to: string): Promise<string> {
  const login = await request.post(`${server.url}/bo/v1/session/login`, {
    headers: { Merchant: 'demo' },
    data: { username: 'admin', password: ADMIN_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const token = ((await login.json()) as { value: { token: string } }).value.token;
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`${server.url}/bo/v1/outbox/mail?limit=20`, {
        headers: { Merchant: 'demo', Authorization: token },
      });
      const { messages } = ((await res.json()) as { value: { messages: { to: string; text: string }[] } })
        .value;
      code = /\b(\d{6})\b/.exec(messages.find((m) => m.to === to)?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

test('a login from a new network asks for the mailed code, then logs in', async ({ browser }) => {
  const username = `newip${Date.now().toString(36).slice(-6)}`;
  const email = `${username}@example.test`;
  // Registered from home (10.1.1.1): that address is the account's known one.
  const home = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.1.1.1' } });
  const registered = await home.request.put(`${server.url}/wps/member/register`, {
    headers: { Merchant: 'demo' },
    data: {
      username,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      email,
      agreeTerms: true,
      confirmAge: true,
      registerMethod: 'WEB',
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await home.close();

  const away = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '10.2.2.2' } });
  await presetPreferences(away, { lang: 'EN' });
  const page = await away.newPage();
  await page.goto(server.url + '/');
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();

  // The code step: where the code went, masked.
  await expect(dialog.getByRole('heading', { name: 'Verify this login' })).toBeVisible();
  await expect(
    dialog.getByText(`We sent a code to ${username[0]}${'*'.repeat(username.length - 1)}@example.test`),
  ).toBeVisible();
  const code = await mailedCode(page.request, email);
  const field = dialog.getByRole('textbox', { name: 'Verification code', exact: true });
  await field.fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(dialog.getByText('The login verification code is wrong or has expired')).toBeVisible();
  await field.fill(code);
  await dialog.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Account menu of ${username}` })).toBeVisible();

  // The member switches language: the app saves it on the server.
  const saved = page.waitForRequest(
    (req) => req.url().endsWith('/wps/member/language') && req.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Language', exact: true }).first().click();
  await page.getByRole('menuitemradio', { name: 'Tiếng Việt' }).click();
  expect((await saved).postDataJSON()).toEqual({ language: 'VI' });
  await away.close();
});

test("the dialling-code selector lists the server's countries", async ({ page, context }) => {
  await presetPreferences(context, { lang: 'EN' });
  const countries = page.waitForResponse((res) => res.url().endsWith('/wps/system/country'));
  await page.goto(server.url + '/register');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  const served = ((await (await countries).json()) as { value: unknown[] }).value.length;
  expect(served).toBeGreaterThan(200);
  await page.getByRole('combobox', { name: /Country dialing code/ }).click();
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option')).toHaveCount(served);
  await list.getByRole('option', { name: /France.*\+33/ }).click();
  await expect(page.getByRole('combobox', { name: /France \+33/ })).toBeVisible();
});
