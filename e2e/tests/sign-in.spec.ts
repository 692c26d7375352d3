import { expect, test } from '@playwright/test';
import { presetPreferences, screenshot, signedInAsNew, useIsolatedServer } from './helpers';
import { uniqueName, widths } from './member-centre-helpers';

// Issue 16 item 3 (decision 0042): a new member opens the reward centre, signs in for the day with the
// demo merchant's daily sign-in (5.00 and 10 points, no condition), sees the day marked claimed, the
// bonus in the balance and the points; the consecutive sign-in refuses with its deposit figures; the page
// at 1280 and 375 px (no sideways overflow on a phone). The login form has specs of its own: this one
// starts from the session the registration answers, as a reload would.

const server = useIsolatedServer({ port: 4365, cli: [] });

test('a new member signs in for the day in the reward centre', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: widths.desktop });
  await presetPreferences(context, { lang: 'EN' });
  const username = uniqueName('sgn');
  const { token } = await signedInAsNew(context, username, server.url);
  const page = await context.newPage();

  await page.goto(`${server.url}/?mc=rewardCenter`);
  const panel = page.getByRole('dialog', { name: 'Member centre' });
  await expect(panel.getByRole('heading', { name: 'Reward centre' })).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId('rc-count-signIn')).toHaveText('1');
  // The day's sign-in and the welcome prize wheel ticket every new member holds (decision 0047), and a
  // session of the demo's daily raffle when one is on now (decision 0050).
  const counts = await context.request.get(`${server.url}/wps/relay/MCSFE_getAvailablePromotions`, {
    headers: { Merchant: 'demo', Authorization: token },
  });
  const raffles = ((await counts.json()) as { value: { content: { RAFFLE: { count: number } } } }).value
    .content.RAFFLE.count;
  await expect(panel.getByTestId('reward-badge')).toHaveText(String(2 + raffles));
  await expect(panel.getByRole('link', { name: /Points mall/ })).toHaveAttribute('href', '/pointMall');
  await expect(panel.locator('.rc__tabs').getByRole('link', { name: /Missions/ })).toBeVisible();
  const daily = panel.getByTestId('signin-config').filter({ hasText: 'Daily sign-in' });
  await daily.click();
  await expect(daily).toHaveAttribute('aria-selected', 'true');
  await expect(panel.locator('[data-testid="signin-day"][data-state="TODAY"]')).toHaveCount(1);
  await expect(panel.getByTestId('rc-cash')).toHaveText('NT$0.00');

  await panel.getByTestId('signin-claim').click();
  await expect(panel.getByTestId('signin-done')).toContainText('NT$5.00');
  await expect(panel.locator('[data-testid="signin-day"][data-state="TODAY"]')).toHaveCount(0);
  await expect(panel.locator('[data-testid="signin-day"][data-state="CLAIMED"]')).toHaveCount(1);
  await expect(panel.getByTestId('signin-claim')).toBeDisabled();
  await expect(panel.getByTestId('rc-cash')).toHaveText('NT$5.00');
  await expect(panel.getByTestId('rc-points')).toHaveText('10');
  await expect(panel.getByTestId('rc-count-signIn')).toBeHidden();
  await screenshot(page, 'sign-in-1280', false);

  // The consecutive sign-in needs a deposit: the refusal names the figures and links to the deposit page.
  await panel.getByTestId('signin-config').filter({ hasText: 'Consecutive sign-in' }).click();
  await expect(panel.locator('[data-testid="signin-day"]')).toHaveCount(7);
  await panel.getByTestId('signin-claim').click();
  const refusal = page.getByTestId('signin-refusal');
  await expect(refusal).toContainText('NT$0.00');
  await expect(refusal).toContainText('NT$100.00');
  await expect(refusal.getByRole('link', { name: 'Go to deposit' })).toBeVisible();
  await screenshot(page, 'sign-in-1280-refusal', false);
  await refusal.getByRole('button', { name: 'Close' }).click();

  await page.setViewportSize(widths.phone);
  await daily.click();
  await expect(panel.locator('[data-testid="signin-day"][data-state="CLAIMED"]')).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const content = await panel.locator('.mc__content').evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(content).toBeLessThanOrEqual(0);
  await screenshot(page, 'sign-in-375', false);
  await panel.locator('.rc-cal__totals').scrollIntoViewIfNeeded();
  await screenshot(page, 'sign-in-375-calendar', false);
  await context.close();
});
