import { expect, test } from '@playwright/test';
import { presetPreferences } from './helpers';

// No language preset: the merchant's default (TW) shows first. The once-per-session popup is marked seen.
test.beforeEach(async ({ context }) => {
  await presetPreferences(context, {});
});

test('language switch TW → EN → VI changes texts and persists after reload', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: '主選單' });
  // The header's login button (home widgets may offer their own).
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: '登入' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '首頁' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');

  const choose = async (current: string, target: string) => {
    await page.getByRole('button', { name: current, exact: true }).first().click();
    await page.getByRole('menuitemradio', { name: target }).click();
  };

  await choose('語言', 'English');
  await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await choose('Language', 'Tiếng Việt');
  await expect(header.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Menu chính' }).getByRole('link', { name: 'Trang chủ' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

  await page.reload();
  await expect(header.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Menu chính' }).getByRole('link', { name: 'Trang chủ' }),
  ).toBeVisible();
  const stored = await page.evaluate(() => [localStorage.getItem('hisLang'), localStorage.getItem('lang')]);
  expect(stored).toEqual(['VI', 'VI']);
});

test('server data is requested again in the new language', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: '登入' })).toBeVisible();
  const request = page.waitForRequest(
    (req) => req.url().includes('/wps/relay/GCSGAME_newGameVendor') && req.headers()['language'] === 'EN',
  );
  await page.getByRole('button', { name: '語言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  const sent = await request;
  expect(sent.headers()['merchant']).toBe('demo');
});
