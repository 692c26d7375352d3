import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  presetPreferences,
  repoRoot,
  screenshot,
  useIsolatedServer,
  variants,
} from './helpers';
import { staffToken } from './staff-login';

// Issue 15 item 6, decision 0035: a banner saved as a draft in the admin app is not on the player site; the
// admin's "preview on site" opens the player site in a new tab where the draft shows under a preview bar,
// which stays for the tab and leads back to the members' site. Phone and desktop.

const server = useIsolatedServer({
  port: 4328,
  cli: [],
  env: { ADMIN_PASSWORD, ADMIN_DIST: path.join(repoRoot, 'apps/admin/dist') },
});

async function signedIn(page: Page, token: string) {
  await page.addInitScript((t) => {
    if (location.pathname.startsWith('/admin')) sessionStorage.setItem('portal-admin-token', t);
  }, token);
}

/** The home page once its banners have been asked for (so an absent banner is really absent). */
async function openHome(page: Page, url: string) {
  const banners = page.waitForResponse((r) => r.url().includes('MCSFE_getListAnnouncements'));
  await page.goto(url);
  await banners;
  await expect(page.locator('.banner__slide').first()).toBeVisible();
}

for (const [width, height] of variants(
  [
    [1280, 900],
    [375, 812],
  ] as const,
  ([w]) => w === 375,
)) {
  test(`a draft banner shows only in the preview of the player site (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const title = `秋季活動 ${width}`;
    const token = await staffToken(request, server.url, { username: 'admin', password: ADMIN_PASSWORD });
    await signedIn(page, token);
    // The before-login popup stays closed (the tabs share the preset): the banner is what is looked at.
    await presetPreferences(page.context(), { lang: 'TW' });
    await page.setViewportSize({ width, height });

    // A new banner in the admin app: a draft unless published.
    await page.goto(`${server.url}/admin/content`);
    await page.getByRole('button', { name: '新增輪播圖' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox').first().fill('/demo/banners/w_home-2.svg');
    await form.getByLabel('TW').fill(title);
    await expect(form.getByRole('checkbox', { name: /^發布/ })).not.toBeChecked();
    await form.getByRole('button', { name: '儲存' }).click();
    const row = page.locator('li').filter({ hasText: title });
    await expect(row.getByText('草稿', { exact: true })).toBeVisible();
    // First in its group, so the preview opens on it.
    const rows = page.locator('ol > li');
    const indexOf = async () => (await rows.allTextContents()).findIndex((text) => text.includes(title));
    for (let i = await indexOf(); i > 0; i--) {
      await row.getByRole('button', { name: '上移' }).click();
      await expect.poll(indexOf).toBe(i - 1);
    }
    await expect(page.locator('ol > li').first()).toContainText(title);

    // Members do not see it.
    const player = await page.context().newPage();
    await player.setViewportSize({ width, height });
    await openHome(player, `${server.url}/`);
    await expect(player.getByText(title)).toHaveCount(0);
    await expect(player.getByTestId('preview-bar')).toHaveCount(0);

    // The preview opens the player site in a new tab, with the draft and the bar.
    const opened = page.context().waitForEvent('page');
    await row.getByRole('button', { name: '在網站預覽' }).click();
    const preview = await opened;
    await preview.setViewportSize({ width, height });
    await preview.waitForURL((u) => u.pathname === '/' && !u.searchParams.has('preview'));
    const bar = preview.getByTestId('preview-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('預覽');
    await expect(bar).toContainText('結束預覽');
    await expect(preview.getByText(title).first()).toBeVisible();
    // The draft is marked as one on its slide; the published banners are not.
    await expect(preview.locator('.banner__slide').filter({ hasText: title }).first()).toContainText('草稿');
    await expect(preview.locator('.banner__draft')).toHaveCount(await preview.getByText(/^秋季活動/).count());
    await preview.waitForTimeout(500);
    await screenshot(preview, `admin-content-preview-${width}`, false);

    // The tab keeps the preview on a reload; members' tabs are untouched.
    await preview.reload();
    await expect(bar).toBeVisible();
    await expect(preview.getByText(title).first()).toBeVisible();
    await openHome(player, `${server.url}/`);
    await expect(player.getByText(title)).toHaveCount(0);

    // Leaving the preview: the members' site again in that tab.
    await bar.getByRole('button', { name: '結束預覽' }).click();
    await expect(bar).toHaveCount(0);
    await openHome(preview, `${server.url}/`);
    await expect(preview.getByText(title)).toHaveCount(0);
  });
}

// Decision 0036: the footer is saved as a draft, previewed on the player site, then published. Staff on a
// phone (the admin app at 375 px), the player site at 375 px too.
test('a footer draft shows only in the preview until it is published (375 px)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const line = '草稿牌照文字：由測試儲存';
  const token = await staffToken(request, server.url, { username: 'admin', password: ADMIN_PASSWORD });
  await signedIn(page, token);
  await presetPreferences(page.context(), { lang: 'TW' });
  await page.setViewportSize({ width: 375, height: 812 });

  await page.goto(`${server.url}/admin/content`);
  await page.getByRole('tab', { name: '頁尾' }).click();
  await expect(page.getByTestId('footer-state')).toContainText('上線中');
  await page.getByLabel('TW').fill(line);
  await page.getByRole('button', { name: '存為草稿' }).click();
  await expect(page.getByTestId('footer-state')).toContainText('草稿');
  await screenshot(page, 'admin-footer-draft-375', false);

  // Members still see the live footer.
  const player = await page.context().newPage();
  await player.setViewportSize({ width: 375, height: 812 });
  await player.goto(`${server.url}/`);
  await expect(player.locator('footer.footer')).toBeVisible();
  await expect(player.getByText(line)).toHaveCount(0);

  // The preview shows the draft, said to be one.
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: '在網站預覽草稿' }).click();
  const preview = await opened;
  await preview.setViewportSize({ width: 375, height: 812 });
  await expect(preview.getByTestId('preview-bar')).toBeVisible();
  const footer = preview.locator('footer.footer');
  await expect(footer.getByText(line)).toBeVisible();
  await expect(footer.locator('.footer__draft')).toContainText('草稿');
  await footer.scrollIntoViewIfNeeded();
  await screenshot(preview, 'admin-footer-draft-preview-375', false);

  // Published: members see it, the draft mark is gone from the preview.
  await page.getByRole('button', { name: '發布草稿' }).click();
  await expect(page.getByTestId('footer-state')).toContainText('上線中');
  await player.reload();
  await expect(player.locator('footer.footer').getByText(line)).toBeVisible();
  await preview.reload();
  await expect(preview.locator('footer.footer').getByText(line)).toBeVisible();
  await expect(preview.locator('.footer__draft')).toHaveCount(0);
});
