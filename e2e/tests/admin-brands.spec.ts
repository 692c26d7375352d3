import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, portOffset, repoRoot, useIsolatedServer, variants } from './helpers';
import { signInOnPage } from './staff-login';

// Issue 15 item 12 (brands part): the owner creates a brand with a domain in the admin app, sees it served on
// that domain, then changes a banner and a feature flag there and sees both on the portal; phone and desktop.
// The owner signs in on the admin app's sign-in page with password and TOTP code (staff-login.ts).

const PORT = 5212;
const server = useIsolatedServer({
  port: PORT - portOffset,
  cli: [],
  env: { ADMIN_PASSWORD, ADMIN_DIST: path.join(repoRoot, 'apps/admin/dist') },
});
/** A 1x1 PNG: the banner's picture (the media store takes PNG, JPEG or ICO). */
const bannerImage = {
  name: 'banner.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

for (const [width, height, code] of variants(
  [
    [1280, 900, 'brandwide'],
    [375, 812, 'brandphone'],
  ] as const,
  ([w]) => w === 1280,
)) {
  test(`owner creates ${code} and changes its banner and a flag (${width} px)`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    const owner = { username: 'admin', password: ADMIN_PASSWORD };
    const name = `E2E ${code}`;
    const host = `${code}.localhost`;
    await signInOnPage(page, server.url, owner);

    // Create the brand in the admin app.
    await page.goto(`${server.url}/admin/brands`);
    await page.getByRole('button', { name: '新增品牌' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name=code]').fill(code);
    await dialog.locator('input[name=name]').fill(name);
    await dialog.locator('input[name=domain-0]').fill(host);
    await dialog.getByRole('button', { name: '儲存' }).click();
    await expect(page.getByText(`品牌 ${code} 已建立`)).toBeVisible();

    // Served on its domain at once.
    const portal = `http://${host}:${PORT}`;
    await page.goto(`${portal}/`);
    await expect(page).toHaveTitle(new RegExp(name));
    // Free play is on for a new brand: its button is in the header (or the phone's menu).
    await expect.poll(() => page.getByText('免費試玩').count()).toBeGreaterThan(0);

    // A banner of the new brand, with an uploaded image.
    const context = page.context();
    const admin = await context.newPage();
    await admin.setViewportSize({ width, height });
    await signInOnPage(admin, server.url, { ...owner, merchant: code });
    await admin.goto(`${server.url}/admin/content`);
    await admin.getByRole('button', { name: '新增輪播圖' }).click();
    const form = admin.getByRole('dialog');
    await form.locator('input[type=file]').setInputFiles(bannerImage);
    await expect(form.locator('img[src^="/media/"]')).toBeVisible();
    await form.getByLabel('TW').fill(`${code} 歡迎橫幅`);
    await expect(form.getByLabel('預覽')).toBeVisible();
    // A new banner is a draft unless published (decision 0035).
    await form.getByRole('checkbox', { name: /^發布/ }).check();
    await form.getByRole('button', { name: '儲存' }).click();
    await expect(admin.getByText(`${code} 歡迎橫幅`)).toBeVisible();

    // Free play off.
    await admin.goto(`${server.url}/admin/settings`);
    const freePlay = admin.locator('input[data-mod="FREEPLAY3"]');
    await expect(freePlay).toBeChecked();
    // The switch follows the server's answer (it turns off once the change is saved).
    await freePlay.click();
    await expect(freePlay).not.toBeChecked();

    await page.goto(`${portal}/`);
    await expect(page.getByText(`${code} 歡迎橫幅`).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText('免費試玩')).toHaveCount(0);

    // The demo brand is untouched.
    await page.goto(`${server.url}/`);
    await expect(page.getByText(`${code} 歡迎橫幅`)).toHaveCount(0);
  });
}
