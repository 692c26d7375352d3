import { expect, test } from '@playwright/test';
import { presetPreferences, screenshot, signedInAsNew } from './helpers';
import { uniqueName, widths } from './member-centre-helpers';

// Issue 16 (decision 0045): a new member opens the reward centre's promo-code tab, sees the demo merchant's
// listed WELCOME code, types it in lower case and redeems it: the success names the 10.00 bonus and the
// balance shows it; the code is then listed as already used. The newbie tab shows the demo task's checklist
// (0 of 1 completed: bind a bank card, Claim disabled). Screenshots at 1280 px, and the two tabs at 375 px.

test('a new member redeems the WELCOME promo code in the reward centre', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(widths.desktop);
  await presetPreferences(context, { lang: 'EN' });
  await signedInAsNew(context, uniqueName('npc'));

  await page.goto(`/?mc=rewardCenter`);
  const panel = page.getByRole('dialog', { name: 'Member centre' });
  await expect(panel.getByRole('heading', { name: 'Reward centre' })).toBeVisible({ timeout: 30_000 });
  await panel
    .locator('.rc__tabs')
    .getByRole('link', { name: /Promo code/ })
    .click();
  const welcome = panel.getByTestId('promo-code').filter({ hasText: 'WELCOME' });
  await expect(welcome).toHaveAttribute('data-enabled', 'true');
  await expect(panel.getByTestId('rc-cash')).toHaveText('NT$0.00');

  await panel.getByTestId('promo-submit').click();
  await expect(panel.getByText('Enter a promo code', { exact: true }).last()).toBeVisible();
  await panel.getByTestId('promo-input').fill('welcome');
  await panel.getByTestId('promo-submit').click();
  await expect(panel.getByTestId('promo-done')).toContainText('NT$10.00');
  await expect(panel.getByTestId('rc-cash')).toHaveText('NT$10.00');
  await expect(welcome).toHaveAttribute('data-enabled', 'false');
  await expect(welcome).toContainText('Already used');
  await screenshot(page, 'promo-code-1280', false);

  await page.setViewportSize(widths.phone);
  await expect(welcome).toBeVisible();
  await screenshot(page, 'promo-code-375', false);
  await panel
    .locator('.rc__tabs')
    .getByRole('link', { name: /Newbie tasks/ })
    .click();
  await expect(panel.getByTestId('newbie-progress')).toHaveText('0 of 1 completed');
  await expect(panel.getByTestId('newbie-claim')).toBeDisabled();
  await screenshot(page, 'newbie-375', false);
  await page.setViewportSize(widths.desktop);
  await screenshot(page, 'newbie-1280', false);
});
