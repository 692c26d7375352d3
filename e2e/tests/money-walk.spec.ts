import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { presetPreferences, registerByApi, screenshot, variants } from './helpers';
import {
  bindEwallet,
  depositBySandbox,
  ensurePaymentPassword,
  logIn,
  moneyText,
  PAYMENT_PASSWORD,
  summaryValue,
  uniqueName,
  widths,
} from './member-centre-helpers';

// Issue 14's money walk: a new member deposits, plays, withdraws, deposits again with a promotion,
// plays, and moves money to a game wallet; then every member-centre page that shows a money figure
// (header balance, my wallet, recent transfers, withdrawal turnover, bonus details, account record,
// personal P&L) is checked against the ledger as the API reports it (balances, ledger entries, bet
// records) and against the other pages that show the same figure.

// A long walk on a shared machine: the server may answer slowly.
const expect = baseExpect.configure({ timeout: 30_000 });

const text = {
  EN: {
    ...moneyText.EN,
    playDice: /^Play .*Dice/,
    promo: /Daily reload tiers/,
    from: 'From',
    to: 'To',
    transferred: /30\.00 moved from Main wallet to House Arcade/,
    main: 'Main wallet',
    bonus: 'Bonus wallet',
    arcade: 'House Arcade',
    required: 'Required',
    completed: 'Completed',
    achieved: 'Turnover achieved',
    recordType: 'Type',
    walletTransfer: 'Wallet transfer',
    pnlTotal: 'Total',
    pnlColumns: { deposit: 'Deposit', bets: 'Bets', wins: 'Wins', depositRebate: 'Deposit rebate' },
    pending: 'Withdrawals awaiting payout: ',
  },
  TW: {
    ...moneyText.TW,
    playDice: /^開始遊戲：.*(Dice|骰)/,
    promo: /每日續存階梯紅利/,
    from: '轉出錢包',
    to: '轉入錢包',
    transferred: /已從主錢包轉 (NT\$)?30\.00 至街機館/,
    main: '主錢包',
    bonus: '紅利錢包',
    // The vendor wallet by its TW name (decision 0027).
    arcade: '街機館',
    required: '需求流水',
    completed: '已完成流水',
    achieved: '已達流水',
    recordType: '類型',
    walletTransfer: '錢包轉帳',
    pnlTotal: '合計',
    pnlColumns: { deposit: '存款', bets: '投注', wins: '派彩', depositRebate: '存款返利' },
    pending: '審核中的提款 ',
  },
} as const;
type Texts = (typeof text)[keyof typeof text];

const cases = [
  { lang: 'EN', size: widths.desktop },
  { lang: 'TW', size: widths.phone },
] as const;

const fmt = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const round2 = (n: number) => Math.round(n * 100) / 100;
const panelOf = (page: Page) => page.getByRole('dialog', { name: /Member centre|會員中心/ });

/** The portal API as the member (the page's own session token). */
async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  // Wallet names come in the page's language, as the page shows them.
  const htmlLang = await page.evaluate(() => document.documentElement.lang);
  const Language = htmlLang.startsWith('en') ? 'EN' : htmlLang.startsWith('vi') ? 'VI' : 'TW';
  const res = await page.request.get(path, {
    headers: { Merchant: 'demo', Authorization: token ?? '', Language },
  });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { value: T }).value;
}

interface Ledger {
  balance: { balance: { accountTypeId: number; name: string; availBalance: number }[]; sumBalance: number };
  entries: {
    type: string;
    amount: number;
    balanceAfter: number;
    wallet: string;
    counterparty: string | null;
    status: string;
  }[];
  bets: { betAmount: number; winAmount: number; settleTime: string | null; status: string }[];
}

/** The ledger as the API reports it: balances, every entry of the member's wallets, every bet. */
async function readLedger(page: Page): Promise<Ledger> {
  const since = new Date(Date.now() - 86_400_000).toISOString();
  const [balance, record, bets] = await Promise.all([
    api<Ledger['balance']>(page, '/wps/v2/wallets/balance'),
    api<{ rows: Ledger['entries'] }>(page, '/wps/relay/ODSFE2_MemTransDet?pageSize=100'),
    api<{ rows: Ledger['bets'] }>(page, `/wps/relay/getPersonalGameHistory?pageSize=100&startTime=${since}`),
  ]);
  return { balance, entries: record.rows, bets: bets.rows };
}

/** Plays `rounds` dice rolls at the house vendor (real bets through the wallet protocol). */
async function playDice(page: Page, tx: Texts, rounds: number) {
  await page.goto('/inhouse');
  const launched = page.waitForResponse(/\/wps\/game\/launchGame/);
  await page.getByRole('button', { name: tx.playDice }).first().click();
  expect((await launched).ok()).toBe(true);
  const game = page.frameLocator('iframe.game-stage__frame');
  const roll = game.locator('.play-btn');
  for (let i = 0; i < rounds; i++) {
    await expect(roll).toBeEnabled({ timeout: 30_000 });
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/api/dice'),
    );
    await roll.click();
    expect((await answered).ok()).toBe(true);
  }
  await expect(roll).toBeEnabled({ timeout: 30_000 });
}

/** A cell of the P&L total (the table's footer on a desktop, the total card on a phone). */
function pnlTotal(panel: Locator, narrow: boolean, label: string) {
  return narrow
    ? panel
        .locator('.tx-card--total .pnl-grid > div')
        .filter({ has: panel.page().getByText(label, { exact: true }) })
        .locator('dd')
    : panel.locator('table thead th').filter({ hasText: label });
}

for (const { lang, size } of variants(cases, (c) => c.lang === 'TW')) {
  const tx = text[lang];

  test(`money walk: every figure agrees with the ledger and across pages (${lang}, ${size.width}px)`, async ({
    page,
    context,
  }) => {
    test.setTimeout(420_000);
    await page.setViewportSize(size);
    await presetPreferences(context, { lang });
    const narrow = size.width < 768;
    const username = uniqueName(`mw${lang.toLowerCase()}`);
    await registerByApi(page, username);
    await page.goto('/');
    await logIn(page, tx, username, undefined, 60_000);
    const panel = panelOf(page);

    // Deposit, play, withdraw 50 (left pending: the operator has not paid it out).
    await depositBySandbox(page, tx, '100');
    await playDice(page, tx, 2);
    await ensurePaymentPassword(page, tx);
    await bindEwallet(page, tx, `w_${username}`);
    await page.goto('/?mc=withdraw');
    await panel.getByRole('textbox', { name: tx.withdrawAmount }).fill('50');
    await panel.getByRole('textbox', { name: tx.paymentPassword, exact: true }).fill(PAYMENT_PASSWORD);
    await panel.getByRole('button', { name: tx.withdrawSubmit }).click();
    await page
      .getByRole('dialog', { name: tx.withdrawConfirm })
      .getByRole('button', { name: tx.confirm, exact: true })
      .click();
    await expect(panel.getByRole('heading', { name: tx.withdrawn })).toBeVisible();

    // A second deposit with the reload promotion (100 gets 10, (100 + 10) × 5 = 550 of turnover), then
    // more play: the rounds before the grant must not count towards it.
    await depositBySandbox(page, tx, '100', {
      beforeSubmit: async (p) => {
        await p.getByRole('radio', { name: tx.promo }).check();
      },
    });
    await playDice(page, tx, 3);

    // Main wallet to House Arcade, 30.
    await page.goto('/?mc=transferFund');
    // A wallet's option reads "name · balance": pick it by its name.
    for (const [field, name] of [
      [tx.from, tx.main],
      [tx.to, tx.arcade],
    ] as const) {
      const select = panel.getByRole('combobox', { name: field });
      const value = await select.locator('option', { hasText: name }).first().getAttribute('value');
      await select.selectOption(value!);
    }
    await panel.getByRole('textbox', { name: tx.transferAmount }).fill('30');
    await panel.getByRole('button', { name: tx.transferSubmit }).click();
    await page
      .getByRole('dialog', { name: tx.transferConfirm })
      .getByRole('button', { name: tx.confirm, exact: true })
      .click();
    // The ledger is read once the form says the move is done (not while the vendor still confirms it).
    await expect(panel.getByText(tx.transferred)).toBeVisible();

    // The ledger, as the API reports it.
    const ledger = await readLedger(page);
    const wallet = (id: number) => ledger.balance.balance.find((b) => b.accountTypeId === id)!;
    const main = wallet(0).availBalance;
    const bonus = wallet(1).availBalance;
    const arcade = ledger.balance.balance.find((b) => b.name === tx.arcade)!;
    const mainEntries = ledger.entries.filter((e) => e.wallet === tx.main);
    // The main wallet's balance is its newest entry's balance after; the bonus wallet holds the bonus.
    expect(mainEntries[0]!.balanceAfter).toBe(main);
    expect(bonus).toBe(10);
    expect(arcade.availBalance).toBe(30);
    const transfers = ledger.entries.filter((e) => e.type === 'wallet_transfer');
    expect(transfers).toEqual([
      expect.objectContaining({ wallet: tx.main, counterparty: tx.arcade, amount: -30, status: 'SUCCESS' }),
    ]);
    const settled = ledger.bets.filter((b) => b.status !== 'OPEN');
    expect(settled.length).toBe(5);
    const betSum = round2(settled.reduce((s, b) => s + b.betAmount, 0));
    const winSum = round2(settled.reduce((s, b) => s + b.winAmount, 0));
    const depositRebates = round2(
      ledger.entries.filter((e) => e.type === 'deposit_rebate').reduce((s, e) => s + e.amount, 0),
    );
    const details = await api<{ bonuses: { grantedAt: string; requiredTurnover: number }[] }>(
      page,
      '/wps/relay/MCSFE_getBonusDetails',
    );
    const grantedAt = Date.parse(details.bonuses[0]!.grantedAt);
    const counted = round2(
      settled.filter((b) => Date.parse(b.settleTime!) > grantedAt).reduce((s, b) => s + b.betAmount, 0),
    );
    expect(details.bonuses[0]!.requiredTurnover).toBe(550);

    // Header balance and my wallet.
    await page.goto('/?mc=transferFund');
    await expect(page.getByTestId('balance')).toContainText(fmt(ledger.balance.sumBalance));
    await expect(panel.getByTestId('wallet-total')).toContainText(fmt(ledger.balance.sumBalance));
    const card = (name: string) => panel.locator('.wallet-card').filter({ hasText: name });
    await expect(card(tx.main)).toContainText(fmt(main));
    await expect(card(tx.bonus)).toContainText(fmt(bonus));
    await expect(card(tx.arcade)).toContainText(fmt(30));
    // Recent transfers: one row, from → to, with the main wallet's balance after it.
    const recent = panel.getByTestId('recent-transfers').locator('.tx-card');
    await expect(recent).toHaveCount(1);
    await expect(recent).toContainText(`${tx.main} → ${tx.arcade}`);
    await expect(recent).toContainText(fmt(30));
    await expect(recent).toContainText(fmt(transfers[0]!.balanceAfter));
    await expect(panel).not.toContainText('HOUSEX');
    await screenshot(page, `money-walk-wallet-${size.width}-${lang}`, false);

    // Turnover: the same figure on the withdrawal page and in the bonus details, from the bets after the grant.
    await page.goto('/?mc=withdraw');
    const turnover = panel.getByTestId('turnover');
    await expect(summaryValue(turnover, tx.required)).toHaveText(new RegExp(fmt(550)));
    await expect(summaryValue(turnover, tx.completed)).toHaveText(new RegExp(fmt(counted)));
    await screenshot(page, `money-walk-withdraw-${size.width}-${lang}`, false);
    await page.goto('/?mc=bonusDetails');
    const bonusCard = panel.getByTestId('bonus-card');
    await expect(bonusCard.locator('.pnl-grid > div').filter({ hasText: tx.achieved })).toContainText(
      fmt(counted),
    );
    await expect(bonusCard.locator('.pnl-grid > div').filter({ hasText: tx.turnoverRequired })).toContainText(
      fmt(550),
    );

    // Account record: the transfer is one row on the main wallet naming House Arcade.
    await page.goto('/?mc=transactionHistory');
    await panel.getByRole('combobox', { name: tx.recordType }).selectOption({ label: tx.walletTransfer });
    const rows = panel.locator(narrow ? '.tx-cards .tx-card' : 'table tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(`${tx.main} → ${tx.arcade}`);
    await expect(rows).toContainText(fmt(30));
    await expect(rows).toContainText(fmt(transfers[0]!.balanceAfter));
    await expect(panel).not.toContainText('HOUSEX');
    await screenshot(page, `money-walk-record-${size.width}-${lang}`, false);

    // Personal P&L: deposits, bets, wins and deposit rebates as the ledger has them; P&L = wins − bets;
    // the pending withdrawal is named.
    await page.goto('/?mc=personalProfit');
    await expect(panel.getByTestId('pnl-notes')).toBeVisible();
    const totals = narrow ? panel.locator('.tx-card--total') : panel.locator('table tfoot tr');
    const headers = panel.locator('table thead th');
    const valueOf = async (label: string): Promise<Locator> => {
      if (narrow) return pnlTotal(panel, true, label);
      const names = await headers.allTextContents();
      return totals.locator('th, td').nth(names.indexOf(label));
    };
    await expect(await valueOf(tx.pnlColumns.deposit)).toHaveText(new RegExp(fmt(200)));
    await expect(await valueOf(tx.pnlColumns.bets)).toHaveText(new RegExp(fmt(betSum)));
    await expect(await valueOf(tx.pnlColumns.wins)).toHaveText(new RegExp(fmt(winSum)));
    await expect(await valueOf(tx.pnlColumns.depositRebate)).toHaveText(new RegExp(fmt(depositRebates)));
    const pnl = round2(winSum - betSum);
    await expect(totals.locator('.tx-amount').last()).toContainText(fmt(Math.abs(pnl)));
    await expect(panel.getByTestId('pnl-pending')).toContainText(`${tx.pending}`);
    await expect(panel.getByTestId('pnl-pending')).toContainText(fmt(50));
    await screenshot(page, `money-walk-pnl-${size.width}-${lang}`, false);
  });
}
