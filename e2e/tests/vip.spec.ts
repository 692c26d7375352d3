import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, presetPreferences, screenshot, signedInAsNew, useIsolatedServer } from './helpers';
import { uniqueName, widths } from './member-centre-helpers';
import { signInOnPage } from './staff-login';

// VIP ranks (issue 18 item 1, decision 0062) on the demo ladder: a new member starts at Bronze (the entry
// level: no level-up modal), sees its rank and Silver's progress on a phone, claims Bronze's daily rank reward
// after confirming and its balance rises; an operator edits Silver's upgrade bonus in the back office.
// Its own server (the staff owner comes from ADMIN_PASSWORD at first start).

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });
const server = useIsolatedServer({ port: 4378, cli: [], env: { ADMIN_PASSWORD } });

const balanceOf = async (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/wps/v2/wallets/balance', {
      headers: { merchant: 'demo', authorization: sessionStorage.getItem('token') ?? '' },
    });
    return ((await res.json()) as { value: { sumBalance: number } }).value.sumBalance;
  });

test('a member sees its rank and progress on a phone and claims a rank reward', async ({ browser }) => {
  const context = await browser.newContext({ viewport: widths.phone });
  await presetPreferences(context, { lang: 'EN' });
  await signedInAsNew(context, uniqueName('vip'), server.url);
  const page = await context.newPage();
  await page.goto(`${server.url}/?mc=benefits`);

  // First look: the member starts at Bronze, the entry level everyone has: no level-up modal for it.
  const centre = page.getByRole('dialog', { name: /Member centre/ });
  await expect(centre.getByTestId('vip-current')).toContainText('Bronze');
  await expect(page.getByRole('dialog', { name: 'Level up!' })).toHaveCount(0);
  await expect(centre.getByRole('heading', { name: 'Next rank: Silver' })).toBeVisible();
  await expect(centre.getByText('To level up, all conditions must be fulfilled').first()).toBeVisible();
  const progress = centre.getByTestId('vip-progress');
  await expect(progress.locator('li', { hasText: 'Total deposit' }).first()).toContainText('0 / 100');
  await expect(progress.locator('li', { hasText: 'Monthly deposit' })).toContainText('Not required');
  await expect(centre.getByText('No maintain rank condition')).toBeVisible();
  await expect(page.getByTestId('vip-mark').first()).toContainText('Bronze');
  await screenshot(page, 'vip-rank-phone', false);

  // Rank rewards: Bronze's daily reward needs no deposit or bet and is unlocked from 00:00.
  await centre.getByRole('tab', { name: 'Rank rewards' }).click();
  const reward = centre.getByTestId('vip-reward');
  await expect(reward).toContainText('Deposit 0, Bet 0');
  const before = await balanceOf(page);
  await reward.getByRole('button', { name: 'Claim' }).click();
  await page
    .getByRole('dialog', { name: 'Claim rank reward' })
    .getByRole('button', { name: 'Claim' })
    .click();
  await expect(reward.getByRole('status')).toContainText('Claimed');
  await expect(reward.getByRole('button', { name: 'Claimed' })).toBeDisabled();
  await expect.poll(() => balanceOf(page)).toBe(before + 1);
  // The weekly one needs the week's deposit and bet (its countdown depends on the weekday: vip.test.ts).
  await centre.getByRole('tab', { name: 'Weekly' }).click();
  await expect(centre.getByTestId('vip-reward')).toContainText('Deposit 100, Bet 500');
  await screenshot(page, 'vip-rewards-phone', false);

  await centre.getByRole('tab', { name: 'Records' }).click();
  await expect(centre.getByTestId('vip-records')).toContainText('Bronze');
  // The modal does not come back on a new page load.
  await page.reload();
  await expect(centre.getByTestId('vip-current')).toContainText('Bronze');
  await expect(page.getByRole('dialog', { name: 'Level up!' })).toHaveCount(0);
  await context.close();
});

test('an operator edits a level in the back office; members see it (desktop, light)', async ({ browser }) => {
  const staffContext = await browser.newContext({ viewport: widths.desktop });
  const admin = await staffContext.newPage();
  await admin.addInitScript(() => localStorage.setItem('portal-admin-lang', 'EN'));
  await signInOnPage(admin, server.url, { username: 'admin', password: ADMIN_PASSWORD, merchant: 'demo' });
  await admin.goto(`${server.url}/admin/vip`);
  // The levels table shows each level by its name in the staff's language (English here).
  const silver = admin.getByRole('row').filter({ hasText: 'Silver' });
  await silver.getByRole('button', { name: 'Edit' }).click();
  const editor = admin.getByRole('dialog');
  await editor.getByLabel('Upgrade bonus (once per member and level)').fill('12.5');
  await editor.getByLabel('Name (English)').fill('Silver Star');
  await screenshot(admin, 'vip-admin-editor-1280', false);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);
  const row = admin.getByRole('row').filter({ hasText: 'Silver Star' });
  await expect(row).toContainText('12.5');
  await screenshot(admin, 'vip-admin-levels-1280', false);

  const context = await browser.newContext({ viewport: widths.desktop });
  await presetPreferences(context, { lang: 'EN', theme: 'light' });
  await signedInAsNew(context, uniqueName('vipd'), server.url);
  const page = await context.newPage();
  await page.goto(`${server.url}/?mc=benefits`);
  const centre = page.getByRole('dialog', { name: /Member centre/ });
  await expect(centre.getByRole('heading', { name: 'Next rank: Silver Star' })).toBeVisible();
  await centre.getByRole('button', { name: /Silver Star/ }).click();
  await expect(centre.getByTestId('vip-benefits')).toContainText('Upgrade bonus');
  await expect(centre.getByTestId('vip-benefits')).toContainText('12.50');
  await screenshot(page, 'vip-rank-1280-light', false);
  await context.close();
  await staffContext.close();
});
