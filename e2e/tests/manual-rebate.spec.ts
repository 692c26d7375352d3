import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, presetPreferences, screenshot, signedInAsNew, useIsolatedServer } from './helpers';
import { commonText, depositBySandbox, rollDice, uniqueName, widths } from './member-centre-helpers';
import { signInOnPage } from './staff-login';

// Issue 16 item 6 (decision 0043): a member bets for real at the house dice (in-house games count as rng,
// 0.5% on the demo merchant), opens the manual rebate page, sees the day's valid bets and what remains,
// claims after a confirmation showing the date and total, and sees the rebate in the balance.

const tx = commonText.EN;

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { lang: 'EN' });
});

const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('manual rebate: remaining from real bets, claim after a confirmation, the balance grows (375 and 1280 px)', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(widths.phone);
  await signedInAsNew(context, uniqueName('reb'));
  await depositBySandbox(page, tx, '200');
  await rollDice(page, '100');

  await page.goto('/?mc=manualRebate');
  const panel = page.getByRole('dialog', { name: 'Member centre' });
  const rng = panel.locator('[data-testid="rebate-row"][data-category="rng"]');
  // The settled round: 100 of valid bets at 0.5% = 0.50 claimable.
  await expect(rng).toContainText('NT$100.00', { timeout: 20_000 });
  await expect(rng).toContainText('0.5%');
  await expect(rng).toContainText('NT$0.50');
  await expect(panel.getByTestId('rebate-total')).toHaveText('NT$0.50');
  await screenshot(page, 'manual-rebate-375', false);

  const balance = page.getByTestId('balance').locator('.balance__full').first();
  const before = amountOf((await balance.textContent()) ?? '');
  await panel.getByRole('button', { name: 'Claim NT$0.50' }).click();
  const confirm = page.getByRole('dialog', { name: 'Claim rebate' });
  await expect(confirm).toBeVisible();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date());
  await expect(confirm).toContainText(today);
  await expect(confirm).toContainText('NT$0.50');
  await screenshot(page, 'manual-rebate-confirm-375', false);
  await confirm.getByRole('button', { name: 'Claim', exact: true }).click();

  await expect(panel.getByRole('status')).toContainText('Claimed NT$0.50');
  await expect(panel.getByTestId('rebate-total')).toHaveText('NT$0.00');
  await expect(panel.getByText('Nothing to claim')).toBeVisible();
  await expect.poll(async () => amountOf((await balance.textContent()) ?? '')).toBeCloseTo(before + 0.5, 2);

  await page.setViewportSize(widths.desktop);
  await expect(rng).toContainText('NT$0.00');
  await screenshot(page, 'manual-rebate-1280', false);
});

test.describe('back office rebate', () => {
  const server = useIsolatedServer({ port: 4366, cli: [], env: { ADMIN_PASSWORD } });

  test('the owner reads the demo rates and the payments list (1280px)', async ({ page }) => {
    await page.setViewportSize(widths.desktop);
    await page.addInitScript(() => localStorage.setItem('portal-admin-lang', 'EN'));
    await signInOnPage(page, server.url, { username: 'admin', password: ADMIN_PASSWORD, merchant: 'demo' });
    await page.goto(`${server.url}/admin/rebate/config`);
    await expect(page.getByLabel('Slots Rate (bp)')).toHaveValue('50');
    await expect(page.getByLabel('Live casino Rate (bp)')).toHaveValue('80');
    await screenshot(page, 'admin-rebate-config-1280', false);
    await page.goto(`${server.url}/admin/rebate/disbursements`);
    await expect(page.getByText('No records')).toBeVisible();
  });
});
