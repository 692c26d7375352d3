import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, presetPreferences, screenshot, useIsolatedServer } from './helpers';
import { widths } from './member-centre-helpers';
import { signInOnPage } from './staff-login';

// Issue 16 item 9: the operator edits the promotion categories members see, and reads what rewards cost
// against the turnover they brought.

const server = useIsolatedServer({ port: 4370, cli: [], env: { ADMIN_PASSWORD } });

test('an operator adds a promotion category and reads the rewards report on a phone', async ({
  page,
  context,
}) => {
  await presetPreferences(context, { lang: 'EN' });
  await page.setViewportSize(widths.desktop);
  await page.addInitScript(() => localStorage.setItem('portal-admin-lang', 'EN'));
  await signInOnPage(page, server.url, { username: 'admin', password: ADMIN_PASSWORD });
  await page.goto(`${server.url}/admin/promotions/categories`);
  await expect(page.getByRole('heading', { name: 'Promotion categories' })).toBeVisible();
  await expect(page.getByTestId('category-row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Add category' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Code').fill('VIP Club');
  await expect(dialog.getByText('Use only lower-case letters')).toBeVisible();
  await dialog.getByLabel('Code').fill('vip_club');
  await dialog.getByLabel('Name (Traditional Chinese)').fill('貴賓俱樂部');
  await dialog.getByLabel('Name (English)').fill('VIP club');
  await dialog.getByLabel('Name (Vietnamese)').fill('Câu lạc bộ VIP');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('category-row')).toHaveCount(5);
  await expect(page.getByTestId('category-row').filter({ hasText: 'vip_club' })).toContainText('VIP club');
  await screenshot(page, 'admin-promotion-categories-1280');

  // Unused, so it can go again (a category with promotions cannot).
  await expect(
    page
      .getByTestId('category-row')
      .filter({ hasText: 'new_player' })
      .getByRole('button', { name: 'Delete' }),
  ).toBeDisabled();
  await page
    .getByTestId('category-row')
    .filter({ hasText: 'vip_club' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('category-row')).toHaveCount(4);

  await page.setViewportSize(widths.phone);
  await page.goto(`${server.url}/admin/reports/rewards`);
  await expect(page.getByRole('heading', { name: 'Reward cost and the turnover it brought' })).toBeVisible();
  await expect(page.getByText('Turnover / cost').first()).toBeVisible();
  await screenshot(page, 'admin-rewards-report-375');
});
