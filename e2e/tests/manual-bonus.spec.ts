import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, presetPreferences, screenshot, signedInAsNew, useIsolatedServer } from './helpers';
import { uniqueName, widths } from './member-centre-helpers';
import { signInOnPage } from './staff-login';

// Decision 0046: an operator issues a small manual bonus (below the two-person threshold) to a new member
// in the back office; the member's open page shows the live "bonus to claim" notice, its link opens the
// reward centre's hand-bonus tab, the member claims after a confirmation and the balance shows it (1280 px).

const server = useIsolatedServer({ port: 4368, cli: [], env: { ADMIN_PASSWORD } });

test('an issued manual bonus is announced live and claimed in the reward centre', async ({ browser }) => {
  test.setTimeout(120_000);
  const member = await browser.newContext({ viewport: widths.desktop });
  await presetPreferences(member, { lang: 'EN' });
  const username = uniqueName('mbn');
  await signedInAsNew(member, username, server.url);
  const page = await member.newPage();
  await page.goto(`${server.url}/?mc=rewardCenter`);
  const panel = page.getByRole('dialog', { name: 'Member centre' });
  await expect(panel.getByRole('heading', { name: 'Reward centre' })).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId('rc-cash')).toHaveText('NT$0.00');

  const staff = await browser.newContext({ viewport: widths.desktop });
  const admin = await staff.newPage();
  await admin.addInitScript(() => localStorage.setItem('portal-admin-lang', 'EN'));
  await signInOnPage(admin, server.url, { username: 'admin', password: ADMIN_PASSWORD, merchant: 'demo' });
  await admin.goto(`${server.url}/admin/manual-bonuses`);
  await admin.getByLabel(/Member user names/).fill(username);
  await admin.getByLabel('Bonus amount').fill('8');
  await admin.getByLabel('Name / reason (Traditional Chinese)').fill('手動獎金');
  await admin.getByLabel('Name / reason (English)').fill('Thank-you bonus');
  await admin.getByTestId('manual-issue').click();
  await expect(admin.getByRole('cell', { name: username })).toBeVisible();
  await screenshot(admin, 'admin-manual-bonus-1280', false);

  const notice = page.locator('.live-notice').filter({ hasText: 'You have a bonus to claim' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await notice.getByTestId('live-notice-link').click();
  await expect(page).toHaveURL(/section=manual/);
  const item = panel.getByTestId('manual-item');
  await expect(item).toContainText('Thank-you bonus');
  await expect(item).toContainText('NT$8.00');
  await screenshot(page, 'manual-bonus-1280', false);
  await item.getByTestId('manual-claim').click();
  await expect(page.getByTestId('manual-confirm')).toContainText('NT$8.00');
  await page.getByTestId('manual-confirm-claim').click();
  await expect(panel.getByTestId('manual-done')).toContainText('NT$8.00');
  await expect(panel.getByTestId('manual-item')).toHaveCount(0);
  await expect(panel.getByTestId('rc-cash')).toHaveText('NT$8.00');
  await staff.close();
  await member.close();
});

// Issue 16 item 9: the operator edits the promotion categories members see, and reads what rewards cost
// against the turnover they brought.

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

// Decision 0050: an operator switches the demo raffle off and schedules one of their own (a session on now,
// one later); a member on a phone sees the raffle tip above the floating menu, grabs the ticket, opens it
// from the dialog, and finds the sessions in the reward centre's Raffles tab (one claimed, one to come).

test('an operator schedules a raffle; a member grabs its ticket from the tip on a phone', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const staff = await browser.newContext({ viewport: widths.desktop });
  const admin = await staff.newPage();
  await admin.addInitScript(() => localStorage.setItem('portal-admin-lang', 'EN'));
  await signInOnPage(admin, server.url, { username: 'admin', password: ADMIN_PASSWORD, merchant: 'demo' });
  await admin.goto(`${server.url}/admin/raffles`);
  await expect(admin.getByRole('heading', { name: 'Scheduled raffles' })).toBeVisible();
  const demoRow = admin.getByTestId('raffle-row').filter({ hasText: 'Daily red envelope rain' });
  await expect(demoRow).toContainText('Red envelope rain');
  await demoRow.getByRole('button', { name: 'Disable' }).click();
  await expect(demoRow.getByText('Off')).toBeVisible();

  // datetime-local values in the browser's (and this process's) time zone.
  const local = (ms: number) => {
    const d = new Date(ms);
    return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  };
  const now = Date.now();
  await admin.getByRole('button', { name: 'New raffle' }).click();
  const form = admin.getByRole('dialog');
  await form.getByLabel('Name (Traditional Chinese)').fill('限時紅包');
  await form.getByLabel('Name (English)').fill('Flash envelopes');
  const select = form.getByLabel('Ticket given');
  const option = await select.locator('option', { hasText: 'Red envelope rain' }).getAttribute('value');
  await select.selectOption(option!);
  await form.getByRole('button', { name: 'Add a session' }).click();
  await form.getByRole('button', { name: 'Add a session' }).click();
  const sessions = form.getByTestId('raffle-session');
  await sessions
    .nth(0)
    .getByLabel('Start')
    .fill(local(now - 120_000));
  await sessions
    .nth(0)
    .getByLabel('End')
    .fill(local(now + 30 * 60_000));
  // Overlapping sessions are refused before saving.
  await sessions
    .nth(1)
    .getByLabel('Start')
    .fill(local(now + 20 * 60_000));
  await sessions
    .nth(1)
    .getByLabel('End')
    .fill(local(now + 50 * 60_000));
  await expect(form.getByText('Sessions overlap')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await sessions
    .nth(1)
    .getByLabel('Start')
    .fill(local(now + 40 * 60_000));
  await form.getByRole('button', { name: 'Save' }).click();
  const row = admin.getByTestId('raffle-row').filter({ hasText: 'Flash envelopes' });
  await expect(row).toContainText('2 / 2');
  await expect(row.getByText('On', { exact: true })).toBeVisible();
  await screenshot(admin, 'admin-raffles-1280', false);
  await staff.close();

  const member = await browser.newContext({ viewport: widths.phone });
  await presetPreferences(member, { lang: 'EN' });
  await signedInAsNew(member, uniqueName('rfl'), server.url);
  const page = await member.newPage();
  await page.goto(`${server.url}/`);
  const tip = page.getByTestId('raffle-tip');
  await expect(tip.getByTestId('raffle-tip-toggle')).toContainText('On now', { timeout: 30_000 });
  await tip.getByTestId('raffle-tip-toggle').click();
  await expect(tip).toContainText('Flash envelopes is on!');
  await expect(tip).toContainText(/Ends in 00:([12]\d|30):\d\d/);
  await screenshot(page, 'raffle-tip-375', false);
  await tip.getByTestId('raffle-tip-claim').click();
  const won = page.getByTestId('raffle-won');
  await expect(won).toContainText('Red-envelope rain ticket is yours: “Red envelope rain”');
  await expect(tip).toBeHidden();
  await won.getByTestId('raffle-open-it').click();
  await expect(page.getByRole('dialog', { name: 'Red envelope rain' })).toBeVisible();
  await expect(page).toHaveURL(/section=tickets/);
  await expect(page).not.toHaveURL(/ticket=/);
  await page.keyboard.press('Escape');

  await page.goto(`${server.url}/?mc=rewardCenter&section=raffles`);
  const panel = page.getByRole('dialog', { name: 'Member centre' });
  const cards = panel.getByTestId('raffle-card');
  await expect(cards).toHaveCount(2, { timeout: 30_000 });
  await expect(cards.nth(0)).toHaveAttribute('data-state', 'CLAIMED');
  await expect(cards.nth(1)).toHaveAttribute('data-state', 'SOON');
  // The session starts 40 minutes after the form was filled (to the minute): minutes of a slow run may have passed.
  await expect(cards.nth(1)).toContainText(/Starts in 00:[34]\d:\d\d/);
  await expect(cards.nth(1).getByTestId('raffle-claim')).toBeDisabled();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'raffles-tab-375', false);
  await member.close();
});
