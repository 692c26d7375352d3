import { expect, test } from '@playwright/test';
import { presetPreferences, registerByApi, screenshot, variants } from './helpers';
import { commonText, logIn, summaryValue, uniqueName, widths } from './member-centre-helpers';

// Issue 14, items 1 and 5: before the member confirms a deposit, the confirmation shows the server's
// figures (fee, rebate, the promotion bonus and its turnover, the amount credited), the very figures the
// order is booked with; the demo's sandbox charges no fee. The first deposit bonus is offered to a new
// member and, once used, no longer listed.

const text = {
  EN: {
    ...commonText.EN,
    fee: 'Fee',
    rebate: 'Rebate',
    receive: 'You will receive',
    bonus: 'Bonus',
    turnover: 'Turnover required',
    firstDeposit: /First deposit 100% bonus/,
    reload: /Daily reload tiers/,
    none: 'Do not participate',
  },
  TW: {
    ...commonText.TW,
    fee: '手續費',
    rebate: '存款返利',
    receive: '實際到帳',
    bonus: '紅利',
    turnover: '需求流水',
    firstDeposit: /首存 100% 加碼/,
    reload: /每日續存階梯紅利/,
    none: '不參與優惠',
  },
} as const;

for (const lang of ['TW', 'EN'] as const) {
  for (const size of variants(
    [widths.phone, widths.desktop],
    // TW on a phone (the desktop deposit form is walked by wallet-withdraw's promotion deposit).
    (s) => lang === 'TW' && s === widths.phone,
  )) {
    const tx = text[lang];
    test(`the deposit confirmation shows the server's fee, rebate, bonus and credit (${lang}, ${size.width}px)`, async ({
      page,
      context,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(size);
      await presetPreferences(context, { lang });
      const username = uniqueName(`pv${lang.toLowerCase()}`);
      await registerByApi(page, username);
      await page.goto('/');
      await logIn(page, tx, username);

      await page.goto('/?mc=depositv2');
      const panel = page.getByRole('dialog', { name: tx.memberCentre });
      await panel.getByRole('radio', { name: tx.sandbox }).check();
      await panel.getByRole('textbox', { name: tx.amount }).fill('100');
      // A new member: the first deposit bonus is offered; the daily reload waits for a first deposit.
      await expect(panel.getByRole('radio', { name: tx.reload })).toHaveCount(0);
      await panel.getByRole('radio', { name: tx.firstDeposit }).check();

      const preview = page.waitForResponse(/\/wps\/relay\/MCSFE_depositPreview/);
      await panel.getByRole('button', { name: tx.submit }).click();
      const answered = await preview;
      expect(answered.ok()).toBe(true);
      expect((await answered.json()).value).toEqual({
        amount: 100,
        fee: 0,
        rebate: 0.5,
        credit: 100.5,
        bonus: 100,
        turnover: 2000,
        promotionId: expect.any(Number),
      });
      const confirm = page.getByRole('dialog', { name: tx.confirmTitle });
      await expect(summaryValue(confirm, tx.fee)).toContainText('0.00');
      await expect(summaryValue(confirm, tx.rebate)).toContainText('0.50');
      await expect(summaryValue(confirm, tx.bonus)).toContainText('100.00');
      await expect(summaryValue(confirm, tx.turnover)).toContainText('2,000.00');
      await expect(summaryValue(confirm, tx.receive)).toContainText('100.50');
      await screenshot(page, `deposit-preview-confirm-${size.width}-${lang}`, false);
      await confirm.getByRole('button', { name: tx.confirm, exact: true }).click();

      await page.waitForURL(/\/sandbox\/pay\//);
      await page.getByRole('button', { name: tx.payConfirm }).click();
      await page.waitForURL(/\/\?mc=depositv2&depositOrder=\d+$/, { timeout: 15_000 });
      await expect(panel.getByRole('heading', { name: tx.success })).toBeVisible();
      // What was confirmed is what arrived: the header's sum of wallets is the credit plus the bonus.
      await expect(page.getByTestId('balance')).toContainText('200.50');

      // Used: the first deposit bonus is no longer listed; the reload now is.
      await page.goto('/?mc=depositv2');
      await expect(panel.getByRole('radio', { name: tx.none })).toBeVisible();
      await expect(panel.getByRole('radio', { name: tx.reload })).toBeVisible();
      await expect(panel.getByRole('radio', { name: tx.firstDeposit })).toHaveCount(0);
      await screenshot(page, `deposit-preview-promotions-${size.width}-${lang}`, false);
    });
  }
}
