import { expect, type Locator, type Page } from '@playwright/test';
import { TEST_PASSWORD } from './helpers';

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

export async function logIn(page: Page, tx: LoginTexts, username: string, password = TEST_PASSWORD) {
  await page.getByRole('banner').getByRole('button', { name: tx.login, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: tx.logIn });
  await dialog.getByRole('textbox', { name: tx.username, exact: true }).fill(username);
  await dialog.getByRole('textbox', { name: tx.password, exact: true }).fill(password);
  await dialog.getByRole('button', { name: tx.logIn, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: tx.menu(username) })).toBeVisible();
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
  await expect(
    page.getByRole('dialog', { name: tx.memberCentre }).getByRole('heading', { name: tx.success }),
  ).toBeVisible();
}
