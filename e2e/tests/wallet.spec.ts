import { expect, test, type Locator, type Page } from '@playwright/test';
import { presetPreferences, registerByApi, runsIn, screenshot, TEST_PASSWORD } from './helpers';
import { commonText, logIn, summaryValue, uniqueName, widths } from './member-centre-helpers';

// The member centre and its money pages on the real server: a deposit through the sandbox gateway
// (its payment page, the signed callback, the credit with fee and rebate), the account record and
// my wallet; a manual bank transfer with its reference and cancel; the panel's menu and keyboard.

const text = {
  EN: {
    ...commonText.EN,
    deposit: 'Deposit',
    close: 'Close',
    bank: /Bank transfer/,
    fee: 'Fee',
    rebate: 'Rebate',
    receive: 'You will receive',
    belowMin: 'The minimum deposit is',
    credited: 'has been credited to your wallet',
    toRecord: 'View account record',
    txDeposit: 'Deposit',
    txRebate: 'Deposit rebate',
    myWallet: 'My wallet',
    total: 'Total balance',
    bettingRecord: 'Betting record',
    platformInfo: 'Platform information',
    noMessages: 'No messages',
    accountNumber: 'Account number',
    copyAccountNumber: 'Copy Account number',
    copied: 'Copied',
    timeLeft: 'Time left',
    reference: 'Transfer reference',
    referenceInvalid: 'The reference must be 4 to 64 characters',
    sendReference: 'Send reference',
    referenceSent: 'Reference sent: REF-2026-0042',
    waitingReview: 'Waiting for review',
    pendingNotice: 'Please complete your deposit request',
    cancel: 'Cancel deposit',
    cancelled: 'Deposit cancelled',
    again: 'Deposit again',
  },
  TW: {
    ...commonText.TW,
    deposit: '存款',
    close: '關閉',
    bank: /銀行轉帳/,
    fee: '手續費',
    rebate: '存款返利',
    receive: '實際到帳',
    belowMin: '最低存款金額為',
    credited: '已存入您的錢包',
    toRecord: '查看帳戶紀錄',
    txDeposit: '存款',
    txRebate: '存款返利',
    myWallet: '我的錢包',
    total: '總餘額',
    bettingRecord: '投注紀錄',
    platformInfo: '平台資訊',
    noMessages: '沒有訊息',
    accountNumber: '帳號',
    copyAccountNumber: '複製帳號',
    copied: '已複製',
    timeLeft: '剩餘時間',
    reference: '轉帳參考編號',
    referenceInvalid: '參考編號須為 4–64 個字元',
    sendReference: '提交參考編號',
    referenceSent: '已提交參考編號：REF-2026-0042',
    waitingReview: '等待審核',
    pendingNotice: '請完成您的存款申請',
    cancel: '取消存款',
    cancelled: '存款已取消',
    again: '再次存款',
  },
} as const;
type Lang = keyof typeof text;
type Texts = (typeof text)[Lang];

/** A new member, logged in, on the home page. */
async function member(page: Page, lang: Lang, prefix: string): Promise<string> {
  const username = uniqueName(prefix);
  await registerByApi(page, username);
  await page.goto('/');
  await logIn(page, text[lang], username);
  return username;
}

/** The header's Deposit: a button on wide screens, an entry of the avatar menu on a phone. */
async function openDeposit(page: Page, tx: Texts, username: string, phone: boolean): Promise<Locator> {
  if (phone) {
    await page.getByRole('button', { name: tx.menu(username) }).click();
    await page.getByRole('menuitem', { name: tx.deposit }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: tx.deposit, exact: true }).click();
  }
  const panel = page.getByRole('dialog', { name: tx.memberCentre });
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/[?&]mc=depositv2/);
  return panel;
}

const cases = [
  { lang: 'EN', size: widths.desktop },
  { lang: 'TW', size: widths.phone },
] as const;

for (const { lang, size } of cases) {
  const tx = text[lang];
  const phone = size.width < 768;

  // The gateway deposit on a phone in TW, the manual transfer at a desk in EN.
  if (runsIn(lang === 'TW'))
    test(`deposit through the sandbox gateway, account record and wallet (${lang}, ${size.width}px)`, async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(size);
      await presetPreferences(context, { lang });
      const username = await member(page, lang, `dep${lang.toLowerCase()}`);
      const panel = await openDeposit(page, tx, username, phone);

      // The active menu entry is the deposit page.
      const nav = panel.getByRole('navigation', {
        name: lang === 'EN' ? 'Member centre menu' : '會員中心選單',
      });
      await expect(nav.getByRole('link', { name: tx.deposit, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );

      const sandbox = panel.getByRole('radio', { name: tx.sandbox });
      await sandbox.check();
      await expect(sandbox).toBeChecked();
      const amount = panel.getByRole('textbox', { name: tx.amount });

      // Below the channel's minimum: the message in the user's language, nothing sent.
      await amount.fill('5');
      await panel.getByRole('button', { name: tx.submit }).click();
      await expect(panel.getByText(tx.belowMin)).toBeVisible();

      await amount.fill('100');
      // The demo's sandbox charges no fee (issue 14): 100 plus the 0.50 rebate.
      await expect(summaryValue(panel, tx.fee)).toContainText('0.00');
      await expect(summaryValue(panel, tx.rebate)).toContainText('0.50');
      await expect(summaryValue(panel, tx.receive)).toContainText('100.50');
      await screenshot(page, `mc-deposit-form-${size.width}-${lang}`, false);

      await panel.getByRole('button', { name: tx.submit }).click();
      const confirm = page.getByRole('dialog', { name: tx.confirmTitle });
      await expect(confirm).toContainText('100.00');
      await expect(summaryValue(confirm, tx.receive)).toContainText('100.50');
      await screenshot(page, `mc-deposit-confirm-${size.width}-${lang}`, false);
      await confirm.getByRole('button', { name: tx.confirm, exact: true }).click();

      // The gateway's page, in the portal's language; it confirms and sends the browser back.
      await page.waitForURL(new RegExp(`/sandbox/pay/[^?]+\\?lang=${lang}$`));
      await screenshot(page, `mc-sandbox-page-${size.width}-${lang}`, false);
      await page.getByRole('button', { name: tx.payConfirm }).click();
      await page.waitForURL(/\/\?mc=depositv2&depositOrder=\d+$/, { timeout: 15_000 });

      const back = page.getByRole('dialog', { name: tx.memberCentre });
      await expect(back.getByRole('heading', { name: tx.success })).toBeVisible();
      await expect(back).toContainText(tx.credited);
      await expect(page.getByTestId('balance')).toContainText('100.50');
      await screenshot(page, `mc-deposit-success-${size.width}-${lang}`, false);

      // The account record: the deposit and its rebate (no fee), newest first.
      await back.getByRole('button', { name: tx.toRecord }).click();
      await expect(page).toHaveURL(/[?&]mc=transactionHistory/);
      const rows = phone ? back.locator('.tx-card') : back.locator('tbody tr');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText(tx.txRebate);
      await expect(rows.nth(0)).toContainText(/\+\D*0\.50/);
      await expect(rows.nth(1)).toContainText(tx.txDeposit);
      await expect(rows.nth(1)).toContainText(/\+\D*100\.00/);
      await screenshot(page, `mc-account-record-${size.width}-${lang}`, false);

      // My wallet: the total and each wallet.
      await nav.getByRole('link', { name: tx.myWallet }).click();
      await expect(page).toHaveURL(/[?&]mc=transferFund/);
      await expect(back.getByTestId('wallet-total')).toContainText('100.50');
      await screenshot(page, `mc-my-wallet-${size.width}-${lang}`, false);

      // Platform information (decision 0060): a new member's inbox is empty.
      await nav.getByRole('link', { name: tx.platformInfo }).click();
      await expect(back.getByText(tx.noMessages, { exact: true })).toBeVisible();
      await screenshot(page, `mc-messages-empty-${size.width}-${lang}`, false);

      // Escape closes the panel and takes its page out of the address; the header shows the balance.
      await page.keyboard.press('Escape');
      await expect(back).toBeHidden();
      await expect(page).not.toHaveURL(/mc=/);
      await expect(page.getByTestId('balance')).toContainText('100.50');
      await expect(page.getByTestId('balance')).toBeVisible();
    });

  if (runsIn(lang === 'EN'))
    test(`manual bank transfer: receiver, reference, cancel (${lang}, ${size.width}px)`, async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.setViewportSize(size);
      await presetPreferences(context, { lang });
      const username = await member(page, lang, `mt${lang.toLowerCase()}`);
      let panel = await openDeposit(page, tx, username, phone);

      await panel.getByRole('radio', { name: tx.bank }).check();
      await panel.getByRole('textbox', { name: tx.amount }).fill('1000');
      await expect(summaryValue(panel, tx.fee)).toContainText('0.00');
      await expect(summaryValue(panel, tx.rebate)).toContainText('10.00');
      await expect(summaryValue(panel, tx.receive)).toContainText('1,010.00');
      await panel.getByRole('button', { name: tx.submit }).click();
      await page
        .getByRole('dialog', { name: tx.confirmTitle })
        .getByRole('button', { name: tx.confirm, exact: true })
        .click();

      // Where to pay, with copy buttons and the time left.
      await expect(page).toHaveURL(/[?&]depositOrder=\d+/);
      await expect(panel).toContainText('Demo Bank');
      await expect(panel).toContainText('6222 0000 1234 5678');
      await expect(panel.getByRole('timer')).toHaveText(/^(29|30):\d\d$/);
      await panel.getByRole('button', { name: tx.copyAccountNumber }).click();
      await expect(panel.getByRole('button', { name: tx.copyAccountNumber })).toContainText(tx.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('6222 0000 1234 5678');

      // The reference: too short is refused here, a good one is sent and the order waits for review.
      const reference = panel.getByRole('textbox', { name: tx.reference });
      await reference.fill('AB');
      await panel.getByRole('button', { name: tx.sendReference }).click();
      await expect(panel.getByText(tx.referenceInvalid)).toBeVisible();
      await reference.fill('REF-2026-0042');
      await panel.getByRole('button', { name: tx.sendReference }).click();
      await expect(panel.getByText(tx.referenceSent)).toBeVisible();
      await expect(panel).toContainText(tx.waitingReview);
      await screenshot(page, `mc-manual-transfer-${size.width}-${lang}`, false);

      // Closed and opened again: the pending transfer blocks new deposits until it is done.
      await panel.getByRole('button', { name: tx.close }).click();
      await expect(panel).toBeHidden();
      panel = await openDeposit(page, tx, username, phone);
      await expect(panel.getByText(tx.pendingNotice)).toBeVisible();
      await expect(panel.getByRole('textbox', { name: tx.amount })).toHaveCount(0);
      await screenshot(page, `mc-manual-pending-${size.width}-${lang}`, false);

      // Cancel, after a confirmation; then a new deposit can start.
      await panel.getByRole('button', { name: tx.cancel }).click();
      const confirm = page
        .getByRole('dialog')
        .filter({ hasText: lang === 'EN' ? 'Cancel this deposit?' : '確定取消' });
      await confirm.getByRole('button', { name: tx.cancel }).click();
      await expect(panel.getByRole('heading', { name: tx.cancelled })).toBeVisible();
      await screenshot(page, `mc-manual-cancelled-${size.width}-${lang}`, false);
      await panel.getByRole('button', { name: tx.again }).click();
      await expect(panel.getByRole('radio', { name: tx.bank })).toBeVisible();
    });
}

test('a visitor following a member-centre link is asked to log in, then the panel opens', async ({
  page,
  context,
}) => {
  await presetPreferences(context, { lang: 'EN' });
  const username = uniqueName('mclink');
  await registerByApi(page, username);
  await page.goto('/?mc=transactionHistory');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await login.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(TEST_PASSWORD);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Member centre' });
  await expect(panel.getByRole('heading', { name: 'Account record' })).toBeVisible();
  await expect(panel.getByText('No records in this period')).toBeVisible();

  // Every entry of the spec's menu but transfer to upline (a member without an upline: toUpline '0'), and
  // the VIP and feedback pages (decisions 0062, 0064);
  // focus stays inside the panel.
  const links = panel.getByRole('navigation', { name: 'Member centre menu' }).getByRole('link');
  await expect(links).toHaveCount(15);
  await expect(links.filter({ hasText: 'Transfer to upline' })).toHaveCount(0);
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  await expect(page).not.toHaveURL(/mc=/);
});
