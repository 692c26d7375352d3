import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, repoRoot, screenshot, useIsolatedServer } from './helpers';
import { signInOnPage } from './staff-login';

// Temporary: screenshots of the back office's tickets page (not committed).
const server = useIsolatedServer({
  port: 4369,
  cli: [],
  env: { ADMIN_PASSWORD, ADMIN_DIST: path.join(repoRoot, 'apps/admin/dist') },
});
test('tickets admin screenshots', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInOnPage(page, server.url, { username: 'admin', password: ADMIN_PASSWORD });
  await page.goto(`${server.url}/admin/tickets`);
  await expect(page.getByText('新會員幸運轉盤')).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'tickets-admin-1280', false);
  await page.getByRole('button', { name: '編輯' }).first().click();
  await expect(page.getByTestId('prize-probability').first()).toBeVisible();
  await screenshot(page, 'tickets-admin-1280-editor', false);
  await page.getByRole('dialog').getByTestId('prize-probability').nth(3).scrollIntoViewIfNeeded();
  await screenshot(page, 'tickets-admin-1280-prizes', false);
});
