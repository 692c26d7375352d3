import { expect, test, type Page } from '@playwright/test';
import { presetPreferences, screenshot, startIsolatedServer, type IsolatedServer } from './helpers';

// The register page and popup offer only the ways the merchant has open. With user name registration
// (REG3) off and mobile registration on, only the mobile form shows; with both off, the page says that
// registration is closed and the header offers no Register button. Each state on a server of its own,
// set up with the ops CLI.

test.describe.configure({ timeout: 180_000 });
const widths = [375, 1280];

async function openAt(server: IsolatedServer, page: Page, path: string) {
  await page.goto(server.url + path);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
}

test.describe('REG3 off, mobile registration on', () => {
  let server: IsolatedServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startIsolatedServer({
      port: 4317,
      cli: [
        ['module', 'demo', 'REG3', 'off'],
        ['module', 'demo', 'MOBILENUMREG3', 'on'],
        ['module', 'demo', 'SMSVERIF3', 'on'],
      ],
    });
  });
  test.afterAll(() => server?.stop());

  test('/register and the popup show only the mobile form', async ({ browser }) => {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } });
      await presetPreferences(context, { lang: 'EN' });
      const page = await context.newPage();
      await openAt(server, page, '/register');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
      await expect(main.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
      await expect(main.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
      await expect(main.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
      // One way only: no switch between ways.
      await expect(main.getByRole('tab')).toHaveCount(0);
      await expect(main.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
      // The register page's banner (group w_reg) shows while registration is open.
      await expect(main.locator('.banner__image').first()).toBeVisible();
      await screenshot(page, `register-mobile-only-${width}`);

      // The header's Register button opens the same single form.
      await page.goto(server.url + '/');
      await page.getByRole('banner').getByRole('button', { name: 'Register', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Register' });
      await expect(dialog.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
      await expect(dialog.getByRole('tab')).toHaveCount(0);
      await screenshot(page, `register-mobile-only-modal-${width}`, false);
      await context.close();
    }
  });
});

test.describe('REG3 and mobile registration off', () => {
  let server: IsolatedServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // The demo merchant has mobile registration off already; REG3 off closes the last way.
    server = await startIsolatedServer({ port: 4318, cli: [['module', 'demo', 'REG3', 'off']] });
  });
  test.afterAll(() => server?.stop());

  test('/register says registration is closed, and nothing offers to register', async ({ browser }) => {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } });
      await presetPreferences(context, { lang: 'EN' });
      const page = await context.newPage();
      await openAt(server, page, '/register');
      const main = page.getByRole('main');
      await expect(main.getByText('Registration is closed')).toBeVisible();
      await expect(main.getByText('New accounts cannot be created at the moment.')).toBeVisible();
      await expect(main.getByRole('textbox')).toHaveCount(0);
      // No sign-up banner above it.
      await expect(main.locator('.banner, .banner-skeleton')).toHaveCount(0);
      await expect(main.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
      await expect(
        page.getByRole('banner').getByRole('button', { name: 'Register', exact: true }),
      ).toHaveCount(0);
      await screenshot(page, `register-closed-${width}`);

      // Its way out: logging in opens the login popup, which offers no registration either.
      await main.getByRole('button', { name: 'Log in now' }).click();
      const login = page.getByRole('dialog', { name: 'Log in' });
      await expect(login.getByRole('textbox', { name: 'Username' })).toBeVisible();
      await expect(login.getByRole('button', { name: 'Register now' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await main.getByRole('link', { name: 'Return to home' }).click();
      await expect(page).toHaveURL(`${server.url}/`);
      await context.close();
    }

    // The other languages say it too.
    const context = await browser.newContext();
    await presetPreferences(context, { lang: 'TW' });
    const page = await context.newPage();
    await page.goto(server.url + '/register.html');
    await expect(page.getByRole('main').getByText('目前暫停註冊')).toBeVisible();
    await context.close();
  });
});
