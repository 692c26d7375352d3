import { expect, test } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  mailedCode,
  moduleFlags,
  presetPreferences,
  TEST_PASSWORD,
  useIsolatedServer,
} from './helpers';

// A merchant with LOGINIPVERF3 on (spec section 8): a login from a network the account never used asks
// for the code mailed to the account, then logs in; with mobile registration on, the dialling-code
// selector lists the server's countries; a logged-in member's language choice goes to the server.
// The server believes X-Forwarded-For from 127.0.0.1, so each side sets its own address.

test.describe.configure({ mode: 'serial', timeout: 180_000 });
const server = useIsolatedServer({
  port: 4316,
  cli: moduleFlags(['LOGINIPVERF3', 'MOBILENUMREG3']),
  env: { ADMIN_PASSWORD, TRUSTED_PROXIES: '127.0.0.1' },
});

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
  const code = await mailedCode(server, page.request, email);
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
