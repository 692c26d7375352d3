import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  presetPreferences,
  screenshot,
  signedInAsNew,
  useIsolatedServer,
  variants,
} from './helpers';
import { commonText, depositBySandbox, rollDice, uniqueName, widths } from './member-centre-helpers';
import { signInOnPage } from './staff-login';

// Issue 16 item 5 (decision 0040): a member bets for real at the house dice (the house vendor calls the
// platform's wallet protocol), opens mission activity, sees the demo mission's progress, claims the first
// milestone (valid bets 100) and sees the bonus in the reward popup and in the bonus wallet.

const tx = commonText.EN;

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { lang: 'EN' });
});

async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const res = await page.request.get(path, {
    headers: { Merchant: 'demo', Authorization: token ?? '', Language: 'EN' },
  });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()).value as T;
}

for (const size of variants([widths.desktop, widths.phone], (s) => s === widths.phone)) {
  test(`mission activity: progress from real bets, claim a milestone, see the bonus (${size.width}px)`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await signedInAsNew(context, uniqueName(size.width < 768 ? 'msp' : 'msd'));
    await depositBySandbox(page, tx, '200');
    await rollDice(page, '100');

    // The settled round counts as 100 of valid bets: the first milestone is claimable, the badge says 1.
    await expect
      .poll(async () => (await api<{ count: number }>(page, '/wps/relay/MCSFE_getMissionCount')).count, {
        timeout: 20_000,
      })
      .toBe(1);
    await page.goto('/?mc=missionLeaderboard');
    const panel = page.getByRole('dialog', { name: 'Member centre' });
    await expect(panel.getByTestId('mission-badge')).toHaveText('1');
    const card = panel.getByTestId('mission-card').filter({ hasText: 'Betting challenge' });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText(/Ends in/)).toBeVisible();
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    await screenshot(page, `missions-list-${size.width}`, false);

    await card.click();
    const milestones = panel.getByTestId('milestone');
    await expect(milestones).toHaveCount(3);
    await expect(milestones.nth(0).getByText('NT$100.00 / NT$100.00')).toBeVisible();
    await expect(milestones.nth(1).getByText('NT$100.00 / NT$500.00')).toBeVisible();
    await expect(milestones.nth(1).getByRole('button', { name: 'Incomplete' })).toBeDisabled();
    await screenshot(page, `missions-milestones-${size.width}`, false);

    const before = await api<{ wallets?: unknown }>(page, '/wps/v2/wallets/balance');
    await milestones.nth(0).getByRole('button', { name: 'Claim', exact: true }).click();
    const popup = page.getByTestId('reward-popup');
    await expect(popup).toBeVisible();
    await expect(popup.getByText('Bonus NT$5.00')).toBeVisible();
    await screenshot(page, `missions-reward-${size.width}`, false);
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(milestones.nth(0).getByRole('button', { name: 'Claimed' })).toBeDisabled();
    await expect(panel.getByTestId('mission-badge')).toBeHidden();
    const after = await api<unknown>(page, '/wps/v2/wallets/balance');
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
    const details = await api<{ bonuses: { bonus: number; promotionName: string | null }[] }>(
      page,
      '/wps/relay/MCSFE_getBonusDetails',
    );
    expect(details.bonuses).toContainEqual(
      expect.objectContaining({ bonus: 5, promotionName: 'Betting challenge' }),
    );

    // The leaderboard: a podium, and my own row with my valid bets.
    await panel.getByRole('tab', { name: 'Leaderboard' }).click();
    await expect(panel.getByTestId('podium').first()).toBeVisible();
    await expect(panel.getByTestId('my-rank')).toContainText('NT$');
    await screenshot(page, `missions-leaderboard-${size.width}`, false);
    await panel.getByRole('tab', { name: 'Rules' }).click();
    await expect(panel.getByText(/Reach each milestone/)).toBeVisible();
  });
}

test.describe('back office missions', () => {
  const server = useIsolatedServer({ port: 4360, cli: [], env: { ADMIN_PASSWORD } });

  for (const size of variants([widths.desktop, widths.phone], (s) => s === widths.desktop)) {
    test(`the owner lists missions, opens the demo mission's milestones and its claims (${size.width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.addInitScript(() => localStorage.setItem('portal-admin-lang', 'EN'));
      await signInOnPage(page, server.url, { username: 'admin', password: ADMIN_PASSWORD, merchant: 'demo' });
      await page.goto(`${server.url}/admin/missions`);
      // The title in the staff's language (EN here).
      const row = page.getByRole('row').filter({ hasText: 'Betting challenge' });
      await expect(row).toBeVisible();
      await screenshot(page, `admin-missions-${size.width}`, false);
      // On a phone too the row's buttons are in view (the list is cards), and the page does not scroll sideways.
      const edit = row.getByRole('button', { name: 'Edit' });
      const box = (await edit.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await edit.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel('Title (EN)')).toHaveValue('Betting challenge');
      await expect(dialog.getByLabel('Condition')).toHaveCount(3);
      await expect(dialog.getByLabel('Target').first()).toHaveValue('100');
      await screenshot(page, `admin-mission-edit-${size.width}`, false);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await row.getByRole('button', { name: 'Claims' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  }
});
