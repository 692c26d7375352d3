import { expect, test, type Page } from '@playwright/test';
import { presetPreferences, registerByApi, runsIn, screenshot } from './helpers';
import {
  depositBySandbox,
  ensurePaymentPassword,
  logIn,
  moneyText,
  PAYMENT_PASSWORD,
  uniqueName,
  widths,
} from './member-centre-helpers';

// The member centre's outgoing money on the real server: payment password and bound accounts in the
// security centre, a withdrawal with its confirmation and the recent list, a transfer to the upline,
// a deposit with a percentage promotion credited to the bonus wallet, and the P&L report.

const text = {
  EN: {
    ...moneyText.EN,
    needPassword: 'Set a payment password first',
    setPassword: 'Set payment password',
    cardNumber: 'Card number',
    pending: 'Pending',
    turnoverMet: 'Met',
    remark: 'Remark',
    transferred: '10.00 transferred to demo_agent',
    promo: /First deposit 100% bonus/,
    bonusFor: 'Bonus for this amount:',
    profitAll: 'All',
    bonusInProgress: 'In progress',
  },
  TW: {
    ...moneyText.TW,
    needPassword: '請先設定資金密碼',
    setPassword: '設定資金密碼',
    cardNumber: '卡號',
    pending: '審核中',
    turnoverMet: '已達成',
    remark: '備註',
    transferred: '已轉帳',
    promo: /首存 100% 加碼/,
    bonusFor: '此金額可得紅利：',
    profitAll: '全部',
    bonusInProgress: '進行中',
  },
} as const;
type Lang = keyof typeof text;
type Texts = (typeof text)[Lang];

const cases = [
  { lang: 'EN', size: widths.desktop },
  { lang: 'TW', size: widths.phone },
] as const;

const panelOf = (page: Page, tx: Texts) => page.getByRole('dialog', { name: tx.memberCentre });

for (const { lang, size } of cases) {
  const tx = text[lang];

  // The withdrawal and the upline transfer on a phone in TW, the promotion deposit at a desk in EN.
  if (runsIn(lang === 'TW'))
    test(`payment password, bound accounts and a withdrawal (${lang}, ${size.width}px)`, async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(size);
      await presetPreferences(context, { lang });
      const username = uniqueName(`wd${lang.toLowerCase()}`);
      await registerByApi(page, username);
      await page.goto('/');
      await logIn(page, tx, username);
      await depositBySandbox(page, tx, '100');
      await expect(page.getByTestId('balance')).toContainText('100.50');

      // The first gate: no payment password; its button opens the security centre's form.
      await page.goto('/?mc=withdraw');
      const panel = panelOf(page, tx);
      await expect(panel.getByText(tx.needPassword)).toBeVisible();
      await screenshot(page, `mc-withdraw-gate-${size.width}-${lang}`, false);
      await panel.getByRole('button', { name: tx.setPassword }).click();
      await expect(page).toHaveURL(/mc=securityCenter&section=paymentPassword/);
      await ensurePaymentPassword(page, tx, 'Passw0rd1');

      // A bank card (the real name is set with it, then locked), and an e-wallet.
      await panel.getByRole('button', { name: tx.manageCards }).click();
      await panel.getByRole('button', { name: tx.bind, exact: true }).click();
      await panel.getByRole('combobox').selectOption({ index: 1 });
      // Account numbers are unique across members: each run binds its own.
      const digits = `${Date.now()}${size.width}`.slice(-12);
      const cardNumber = `6222 ${digits.slice(0, 4)} ${digits.slice(4, 8)} ${digits.slice(8)}`;
      const ewallet = `w_${username}`;
      await panel.getByRole('textbox', { name: tx.cardNumber }).fill(cardNumber);
      await panel.getByRole('textbox', { name: tx.realName }).fill('Test Member');
      await panel.getByRole('textbox', { name: tx.paymentPassword, exact: true }).fill(PAYMENT_PASSWORD);
      await panel.getByRole('button', { name: tx.bind, exact: true }).click();
      await expect(panel.locator('.bank-card')).toHaveCount(1);
      await expect(panel.locator('.bank-card')).toContainText(digits.slice(-4));

      await panel.getByRole('button', { name: tx.bind, exact: true }).click();
      await panel.getByText(tx.ewalletType, { exact: true }).click();
      await panel.getByRole('combobox').selectOption({ index: 1 });
      await panel.getByRole('textbox', { name: tx.ewalletAccount }).fill(ewallet);
      await expect(panel.getByRole('textbox', { name: tx.realName })).toHaveCount(0);
      await panel.getByRole('textbox', { name: tx.paymentPassword, exact: true }).fill(PAYMENT_PASSWORD);
      await panel.getByRole('button', { name: tx.bind, exact: true }).click();
      await expect(panel.locator('.bank-card')).toHaveCount(2);
      await screenshot(page, `mc-security-center-${size.width}-${lang}`, false);

      // The withdrawal: to the e-wallet (its minimum is 50), confirmed, then pending in the list.
      await page.goto('/?mc=withdraw');
      await expect(panel.getByTestId('turnover')).toContainText(tx.turnoverMet);
      await panel.getByRole('radio', { name: new RegExp(ewallet.slice(-4)) }).check();
      await panel.getByRole('textbox', { name: tx.withdrawAmount }).fill('50');
      await panel.getByRole('textbox', { name: tx.paymentPassword, exact: true }).fill(PAYMENT_PASSWORD);
      await screenshot(page, `mc-withdraw-form-${size.width}-${lang}`, false);
      await panel.getByRole('button', { name: tx.withdrawSubmit }).click();
      const confirm = page.getByRole('dialog', { name: tx.withdrawConfirm });
      await expect(confirm).toContainText('50.00');
      await screenshot(page, `mc-withdraw-confirm-${size.width}-${lang}`, false);
      await confirm.getByRole('button', { name: tx.confirm, exact: true }).click();
      await expect(panel.getByRole('heading', { name: tx.withdrawn })).toBeVisible();
      await expect(panel.getByTestId('recent-withdrawals')).toContainText(tx.pending);
      await expect(page.getByTestId('balance')).toContainText('50.50');
      await screenshot(page, `mc-withdraw-success-${size.width}-${lang}`, false);

      // The personal P&L of the same member.
      await page.goto('/?mc=personalProfit');
      await expect(panel.getByRole('button', { name: tx.profitAll, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.waitForLoadState('networkidle');
      await screenshot(page, `mc-personal-profit-${size.width}-${lang}`, false);
    });

  if (runsIn(lang === 'TW'))
    test(`transfer to the upline as demo_member (${lang}, ${size.width}px)`, async ({ page, context }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(size);
      await presetPreferences(context, { lang });
      await page.goto('/');
      await logIn(page, tx, 'demo_member', 'Demo#2026');
      await depositBySandbox(page, tx, '100');
      await ensurePaymentPassword(page, tx, 'Demo#2026');

      await page.goto('/?mc=transferUpline');
      const panel = panelOf(page, tx);
      await expect(panel.getByTestId('upline-name')).toHaveText('demo_agent');
      await panel.getByRole('textbox', { name: tx.transferAmount }).fill('10');
      await panel.getByRole('textbox', { name: tx.remark }).fill(`e2e ${lang}`);
      await panel.getByRole('textbox', { name: tx.paymentPassword, exact: true }).fill(PAYMENT_PASSWORD);
      await panel.getByRole('button', { name: tx.transferSubmit }).click();
      const confirm = page.getByRole('dialog', { name: tx.transferConfirm });
      await expect(confirm).toContainText('demo_agent');
      await confirm.getByRole('button', { name: tx.confirm, exact: true }).click();
      await expect(panel.getByText(tx.transferred)).toBeVisible();
      await expect(panel.getByTestId('upline-log').locator('.tx-card').first()).toContainText(`e2e ${lang}`);
      await screenshot(page, `mc-transfer-upline-${size.width}-${lang}`, false);
    });

  if (runsIn(lang === 'EN'))
    test(`deposit with the percentage promotion (${lang}, ${size.width}px)`, async ({ page, context }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(size);
      await presetPreferences(context, { lang });
      const username = uniqueName(`pr${lang.toLowerCase()}`);
      await registerByApi(page, username);
      await page.goto('/');
      await logIn(page, tx, username);
      await depositBySandbox(page, tx, '100', {
        beforeSubmit: async (panel) => {
          const promo = panel.getByRole('radio', { name: tx.promo });
          await expect(promo).toBeEnabled();
          await promo.check();
          await expect(panel.locator('.promo--active')).toContainText(`${tx.bonusFor}`);
          await expect(panel.locator('.promo--active')).toContainText('100.00');
          await screenshot(page, `mc-deposit-promotion-${size.width}-${lang}`, false);
        },
        onConfirm: async (dialog) => {
          await expect(dialog).toContainText(tx.turnoverRequired);
          await expect(dialog).toContainText('2,000.00');
        },
      });
      await page.goto('/?mc=transferFund');
      const bonusWallet = panelOf(page, tx).locator('.wallet-card').nth(1);
      await expect(bonusWallet).toContainText('100.00');
      await screenshot(page, `mc-wallet-bonus-${size.width}-${lang}`, false);
      // Bonus details: the bonus waits for its turnover (nothing played yet).
      await page.goto('/?mc=bonusDetails');
      const card = panelOf(page, tx).getByTestId('bonus-card');
      await expect(card).toContainText(tx.bonusInProgress);
      await expect(card).toContainText('2,000.00');
      await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
      await screenshot(page, `mc-bonus-details-${size.width}-${lang}`, false);
    });
}
