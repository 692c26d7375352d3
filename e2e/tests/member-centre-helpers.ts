import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { registerByApi, TEST_PASSWORD } from './helpers';

// Steps the member-centre specs share: logging in through the header, a unique username, the figure
// of a money summary line, and funding the wallet through the sandbox gateway.

export const widths = { desktop: { width: 1280, height: 900 }, phone: { width: 375, height: 812 } } as const;

const run = Date.now().toString(36).slice(-7);
let serial = 0;
export const uniqueName = (prefix: string) => `${prefix}${run}${(serial++).toString(36)}`.slice(0, 16);

/** The header login and the sandbox deposit, in the languages the member-centre specs run in. */
export const commonText = {
  EN: {
    login: 'Login',
    logIn: 'Log in',
    username: 'Username',
    password: 'Password',
    menu: (account: string) => `Account menu of ${account}`,
    memberCentre: 'Member centre',
    sandbox: /Sandbox Pay/,
    amount: 'Deposit amount',
    submit: 'Deposit now',
    confirmTitle: 'Confirm deposit',
    confirm: 'Confirm',
    payConfirm: 'Confirm payment',
    success: 'Deposit successful',
  },
  TW: {
    login: '登入',
    logIn: '登入',
    username: '帳號',
    password: '密碼',
    menu: (account: string) => `${account} 的帳號選單`,
    memberCentre: '會員中心',
    sandbox: /沙盒支付/,
    amount: '存款金額',
    submit: '立即存款',
    confirmTitle: '確認存款',
    confirm: '確認',
    payConfirm: '確認付款',
    success: '存款成功',
  },
} as const;

export interface LoginTexts {
  login: string;
  logIn: string;
  username: string;
  password: string;
  menu: (account: string) => string;
}

/** The header login; `patience` (ms) is how long the signed-in header may take (long walks on a busy machine). */
export async function logIn(
  page: Page,
  tx: LoginTexts,
  username: string,
  password = TEST_PASSWORD,
  patience?: number,
) {
  await page.getByRole('banner').getByRole('button', { name: tx.login, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: tx.logIn });
  await dialog.getByRole('textbox', { name: tx.username, exact: true }).fill(username);
  await dialog.getByRole('textbox', { name: tx.password, exact: true }).fill(password);
  await dialog.getByRole('button', { name: tx.logIn, exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: patience });
  await expect(page.getByRole('button', { name: tx.menu(username) })).toBeVisible({ timeout: patience });
}

/** The figure of one line of a money summary. */
export const summaryValue = (scope: Locator, label: string) =>
  scope
    .locator('.summary__row')
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .locator('dd');

export interface SandboxTexts {
  memberCentre: string;
  sandbox: RegExp;
  amount: string;
  submit: string;
  confirmTitle: string;
  confirm: string;
  payConfirm: string;
  success: string;
}

/**
 * Deposits `amount` through the sandbox gateway from the deposit page (`?mc=depositv2`): the form,
 * the confirmation, the gateway's page and back to the order's result. `beforeSubmit` may pick a
 * promotion; the confirmation dialog is handed back for checks.
 */
export async function depositBySandbox(
  page: Page,
  tx: SandboxTexts,
  amount: string,
  opts: {
    beforeSubmit?: (panel: Locator) => Promise<void>;
    onConfirm?: (dialog: Locator) => Promise<void>;
  } = {},
) {
  await page.goto('/?mc=depositv2');
  const panel = page.getByRole('dialog', { name: tx.memberCentre });
  await panel.getByRole('radio', { name: tx.sandbox }).check();
  await panel.getByRole('textbox', { name: tx.amount }).fill(amount);
  await opts.beforeSubmit?.(panel);
  await panel.getByRole('button', { name: tx.submit }).click();
  const confirm = page.getByRole('dialog', { name: tx.confirmTitle });
  await expect(confirm).toBeVisible();
  await opts.onConfirm?.(confirm);
  await confirm.getByRole('button', { name: tx.confirm, exact: true }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: tx.payConfirm }).click();
  await page.waitForURL(/\/\?mc=depositv2&depositOrder=\d+$/, { timeout: 15_000 });
  // The return is a full page load: the shell, the member, the channels, the identity gate and the order
  // are all fetched again, which took over 20 s once on a busy CI machine.
  await expect(
    page.getByRole('dialog', { name: tx.memberCentre }).getByRole('heading', { name: tx.success }),
  ).toBeVisible({ timeout: 45_000 });
}

/** The payment password the member-centre specs set. */
export const PAYMENT_PASSWORD = '246810';

/** The security centre, withdrawal and transfer labels the money specs share (with `commonText`). */
export const moneyText = {
  EN: {
    ...commonText.EN,
    loginPassword: 'Login password',
    newPaymentPassword: 'New payment password',
    confirmPaymentPassword: 'Confirm payment password',
    currentPaymentPassword: 'Current payment password',
    paymentPassword: 'Payment password',
    set: 'Set',
    passwordSaved: 'Payment password saved',
    manageCards: 'Manage Bank cards and e-wallets',
    bind: 'Bind account',
    ewalletType: 'E-wallet',
    ewalletAccount: 'E-wallet account',
    realName: 'Real name',
    withdrawAmount: 'Withdrawal amount',
    withdrawSubmit: 'Withdraw now',
    withdrawConfirm: 'Confirm withdrawal',
    withdrawn: 'Withdrawal submitted',
    transferAmount: 'Transfer amount',
    transferSubmit: 'Transfer now',
    transferConfirm: 'Confirm transfer',
    turnoverRequired: 'Turnover required',
  },
  TW: {
    ...commonText.TW,
    loginPassword: '登入密碼',
    newPaymentPassword: '新資金密碼',
    confirmPaymentPassword: '確認資金密碼',
    currentPaymentPassword: '目前資金密碼',
    paymentPassword: '資金密碼',
    set: '設定',
    passwordSaved: '資金密碼已儲存',
    manageCards: '管理 銀行卡與電子錢包',
    bind: '綁定帳戶',
    ewalletType: '電子錢包',
    ewalletAccount: '電子錢包帳號',
    realName: '真實姓名',
    withdrawAmount: '提款金額',
    withdrawSubmit: '立即提款',
    withdrawConfirm: '確認提款',
    withdrawn: '提款申請已提交',
    transferAmount: '轉帳金額',
    transferSubmit: '立即轉帳',
    transferConfirm: '確認轉帳',
    turnoverRequired: '需求流水',
  },
} as const;
export type MoneyTexts = (typeof moneyText)[keyof typeof moneyText];

const memberCentre = (page: Page, tx: MoneyTexts) => page.getByRole('dialog', { name: tx.memberCentre });

/** Sets the payment password from the security centre when the account has none yet. */
export async function ensurePaymentPassword(page: Page, tx: MoneyTexts, loginPassword = TEST_PASSWORD) {
  await page.goto('/?mc=securityCenter&section=paymentPassword');
  const panel = memberCentre(page, tx);
  const first = panel.getByRole('textbox', { name: tx.loginPassword, exact: true });
  const change = panel.getByRole('textbox', { name: tx.currentPaymentPassword, exact: true });
  // The security centre's chunk and the member's data: slow on a busy machine in the long walks.
  await expect(first.or(change)).toBeVisible({ timeout: 30_000 });
  if (await change.isVisible()) return;
  await first.fill(loginPassword);
  await panel.getByRole('textbox', { name: tx.newPaymentPassword }).fill(PAYMENT_PASSWORD);
  await panel.getByRole('textbox', { name: tx.confirmPaymentPassword }).fill(PAYMENT_PASSWORD);
  await panel.getByRole('button', { name: tx.set, exact: true }).click();
  await expect(panel.getByText(tx.passwordSaved)).toBeVisible();
}

/** Binds an e-wallet account from the security centre (its first e-wallet type); checks `expectedCards` after. */
export async function bindEwallet(page: Page, tx: MoneyTexts, account: string, expectedCards = 1) {
  const panel = memberCentre(page, tx);
  await panel.getByRole('button', { name: tx.manageCards }).click();
  await panel.getByRole('button', { name: tx.bind, exact: true }).click();
  await panel.getByText(tx.ewalletType, { exact: true }).click();
  await panel.getByRole('combobox').selectOption({ index: 1 });
  await panel.getByRole('textbox', { name: tx.ewalletAccount }).fill(account);
  const realName = panel.getByRole('textbox', { name: tx.realName });
  if (await realName.count()) await realName.fill('Test Member');
  await panel.getByRole('textbox', { name: tx.paymentPassword, exact: true }).fill(PAYMENT_PASSWORD);
  await panel.getByRole('button', { name: tx.bind, exact: true }).click();
  await expect(panel.locator('.bank-card')).toHaveCount(expectedCards);
}

/** Rolls the house dice once (on the shared server: isolated ones have no house vendor) with a stake of `stake` (a real bet through the wallet protocol). */
export async function rollDice(page: Page, stake: string) {
  await page.goto('/inhouse');
  const launched = page.waitForResponse(/\/wps\/game\/launchGame/);
  await page
    .getByRole('button', { name: /^Play .*Dice/ })
    .first()
    .click();
  expect((await launched).ok()).toBe(true);
  const game = page.frameLocator('iframe.game-stage__frame');
  const roll = game.locator('.play-btn');
  await expect(roll).toBeEnabled({ timeout: 30_000 });
  const input = game.getByRole('textbox', { name: 'Bet', exact: true });
  await input.fill(stake);
  await input.press('Enter');
  await expect(input).toHaveValue(`${stake}.00`);
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/api/dice'),
  );
  await roll.click();
  expect((await answered).ok()).toBe(true);
  await expect(roll).toBeEnabled({ timeout: 30_000 });
}

/** The number in a money text such as "NT$1,234.50". */
export const amountOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** The balance a house game page's top bar shows. */
export async function houseBalance(game: FrameLocator): Promise<number> {
  const text = await game.locator('.wallet').first().innerText();
  return amountOf(text.split('\n').find((l) => /\d/.test(l)) ?? '');
}

/**
 * A new member in English at `size`, logged in through the header with 100 deposited through the sandbox
 * (the house walks start here), who then opens the first game of a category page: its accessible name is
 * checked (the house's own games come first) and the game's frame answered.
 */
export async function newMemberPlaysFirst(
  page: Page,
  opts: { prefix: string; size: { width: number; height: number }; category: string; game: string },
): Promise<FrameLocator> {
  const tx = commonText.EN;
  await page.setViewportSize(opts.size);
  const username = uniqueName(opts.prefix);
  await registerByApi(page, username);
  await page.goto('/');
  await logIn(page, tx, username);
  await depositBySandbox(page, tx, '100');
  await page.goto(opts.category);
  const tiles = page.getByRole('button', { name: /^Play / });
  await expect(tiles.first()).toHaveAccessibleName(`Play ${opts.game}`);
  const launched = page.waitForResponse(/\/wps\/game\/launchGame/);
  await tiles.first().click();
  expect((await launched).ok()).toBe(true);
  return page.frameLocator('iframe.game-stage__frame');
}
