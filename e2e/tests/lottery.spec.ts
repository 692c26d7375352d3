import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '@playwright/test';
import { presetPreferences, screenshot, TEST_PASSWORD } from './helpers';
import { commonText, logIn, uniqueName, widths } from './member-centre-helpers';

// The lottery on the real server (decision 0011): a funded member bets on SSC1 from the ball pickers
// through the slip and the confirmation, sees the order pending and the balance drop, waits for the
// draw (SSC1 draws every minute) and sees the order settled with the winning number, the result in the
// results list and a matching verification; on a phone the slip is a bottom sheet; /vnlottery shows its
// results board and takes a lô bet; a visitor is asked to log in, a trial account gets the server's word.

const EN = {
  ...commonText.EN,
  confirmTitle: 'Confirm your bet',
  confirmBet: 'Confirm bet',
  placedTitle: 'Bet placed',
  addToSlip: 'Add to slip',
  betNow: 'Bet now',
  placeOrder: 'Place order',
  myOrders: 'My orders',
  results: 'Latest results',
  pending: 'Awaiting draw',
  settled: /^(Won|Lost)$/,
  match: 'Match: this draw is fair',
};
const TW = {
  ...commonText.TW,
  confirmTitle: '確認投注',
  confirmBet: '確認投注',
  placedTitle: '投注成功',
  addToSlip: '加入注單',
  placeOrder: '確認下注',
  slip: '注單',
  pending: '待開獎',
};

/** Registers through the API and funds the wallet through the sandbox gateway's API (100 → 100.50, no fee, 0.50 rebate). */
async function fundedMember(request: APIRequestContext, prefix: string): Promise<string> {
  const username = uniqueName(prefix);
  const headers = { Merchant: 'demo' };
  const registered = await request.put('/wps/member/register', {
    headers,
    data: {
      username,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      agreeTerms: true,
      confirmAge: true,
      login: true,
      registerMethod: 'WEB',
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const token = ((await registered.json()) as { value: { token: string } }).value.token;
  const auth = { ...headers, Authorization: token };
  const channels = (await (
    await request.get('/wps/relay/MCSFE_getDepositChannels', { headers: auth })
  ).json()) as {
    value: { channels: { channelId: number; method: string }[] };
  };
  const sandbox = channels.value.channels.find((c) => c.method === 'PG');
  expect(sandbox, 'the sandbox gateway channel').toBeTruthy();
  const deposit = await request.post('/wps/relay/MCSFE_deposit', {
    headers: auth,
    data: { channelId: sandbox!.channelId, amount: 100, requestId: `e2e-${username}` },
  });
  const payUrl = ((await deposit.json()) as { value: { payUrl: string } }).value.payUrl;
  const paid = await request.post(payUrl, { form: { action: 'confirm' } });
  expect(paid.ok()).toBe(true);
  await expect
    .poll(async () => {
      const balance = await request.get('/wps/v2/wallets/balance', { headers: auth });
      return ((await balance.json()) as { value: { sumBalance: number } }).value.sumBalance;
    })
    .toBe(100.5);
  return username;
}

/** Waits, when sales of the numero on sale close within `marginMs`, for the next numero to open. */
async function awaitOpenSales(request: APIRequestContext, gameCode: string, marginMs = 25_000) {
  for (let i = 0; i < 3; i++) {
    const near = (await (
      await request.get(`/lgw/numeros/near?gameCode=${gameCode}`, { headers: { Merchant: 'demo' } })
    ).json()) as {
      value: { currentNumero: { isSale: boolean; remainTime: number; lockTime: number } };
    };
    const c = near.value.currentNumero;
    const toLock = c.remainTime - c.lockTime * 1000;
    if (c.isSale && toLock > marginMs) return;
    await new Promise((r) => setTimeout(r, c.remainTime + 2_500));
  }
}

async function openLottery(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('timer').first()).toBeVisible();
}

test.describe('lottery at 1280 px', () => {
  test.use({ viewport: widths.desktop });

  test('a member bets on SSC1, sees the order settle with its winning number and verifies the draw', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    await presetPreferences(context, { lang: 'EN' });
    const username = await fundedMember(page.request, 'lott');
    await page.goto('/');
    await logIn(page, EN, username);
    await expect(page.getByTestId('balance')).toContainText('100.50');

    await awaitOpenSales(page.request, 'SSC1');
    await openLottery(page, '/lottery?gameCode=SSC1&playType=1');
    await expect(page.getByRole('heading', { name: '1-Minute SSC', level: 1 })).toBeVisible();
    await expect(page.getByText('Committed hash')).toBeVisible();

    // Fixed position: 1 and 2 on the ten-thousands, 3 on the thousands: three bets of 2.00.
    const board = page.getByRole('region', { name: 'Pick and bet' });
    await board.getByRole('tab', { name: 'Fixed position', exact: true }).click();
    const tenThousands = board.getByRole('group', { name: 'ten-thousands', exact: true });
    await tenThousands.getByRole('button', { name: '1', exact: true }).click();
    await tenThousands.getByRole('button', { name: '2', exact: true }).click();
    await board
      .getByRole('group', { name: 'thousands', exact: true })
      .getByRole('button', { name: '3', exact: true })
      .click();
    await expect(board.getByText('Bets: 3')).toBeVisible();
    await expect(board.getByTestId('line-stake')).toHaveText(/6\.00/);
    await board.getByRole('button', { name: EN.addToSlip }).click();

    const slip = page.getByRole('region', { name: 'Bet slip' });
    await expect(slip.getByText('1,2 | 3 | – | – | –')).toBeVisible();
    await expect(slip.getByTestId('slip-total')).toHaveText(/6\.00/);
    await screenshot(page, 'lottery-ssc-desktop', false);
    await slip.getByRole('button', { name: EN.placeOrder }).click();

    const confirm = page.getByRole('dialog', { name: EN.confirmTitle });
    await expect(confirm.getByTestId('confirm-total')).toHaveText(/6\.00/);
    await confirm.getByRole('button', { name: EN.confirmBet }).click();
    const placed = page.getByRole('dialog', { name: EN.placedTitle });
    await expect(placed).toBeVisible();
    await placed.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('balance')).toContainText('94.50');

    // The order is pending in "My orders" until its numero is drawn.
    await expect(page.getByRole('tab', { name: EN.myOrders })).toHaveAttribute('aria-selected', 'true');
    const order = page.locator('.lorder').first();
    await expect(order.locator('.lstatus')).toHaveText(EN.pending);
    const numero = (await order.locator('.lorder__meta span').nth(1).textContent())!.trim();
    expect(numero).toMatch(/^\d{8}-\d{4}$/);

    // SSC1 draws every minute: the order settles (won or lost) and shows the winning number.
    await expect(order.locator('.lstatus')).toHaveText(EN.settled, { timeout: 100_000 });
    await expect(order.getByRole('img', { name: /^Winning number / })).toBeVisible();

    // The result is in the results list, and its verification recomputes the same draw.
    await page.getByRole('tab', { name: EN.results }).click();
    const row = page.locator(`.lresults__row[data-numero="${numero}"]`);
    await expect(row).toBeVisible({ timeout: 15_000 });
    await row.getByRole('link', { name: 'Verify' }).click();
    await expect(page).toHaveURL(new RegExp(`/lottery/verify\\?gameCode=SSC1&numero=${numero}`));
    await expect(page.getByRole('status').filter({ hasText: EN.match })).toBeVisible({ timeout: 15_000 });
    await screenshot(page, 'lottery-verify-desktop', false);
  });

  test('/vnlottery shows the results board and takes a lô bet', async ({ page, context }) => {
    await presetPreferences(context, { lang: 'EN' });
    const username = await fundedMember(page.request, 'lotvn');
    await page.goto('/');
    await logIn(page, EN, username);

    await openLottery(page, '/vnlottery?gameCode=VN_NORTH');
    const regions = page.getByRole('navigation', { name: 'Vietnam regional draws' });
    await expect(regions.getByRole('link', { name: /North/ })).toHaveAttribute('aria-current', 'page');
    const board = page.getByRole('table', { name: /^Results of draw/ });
    await expect(board.getByRole('rowheader', { name: 'Special' })).toBeVisible();
    await expect(board.getByRole('rowheader', { name: '7th prize' })).toBeVisible();

    const bet = page.getByRole('region', { name: 'Pick and bet' });
    await expect(bet.getByRole('tab', { name: 'Lô', exact: true })).toHaveAttribute('aria-selected', 'true');
    await bet.getByRole('button', { name: '27', exact: true }).click();
    await bet.getByRole('button', { name: '45', exact: true }).click();
    await expect(bet.getByText('Bets: 2')).toBeVisible();
    // The North draw is at 18:15 in Vietnam (11:15 UTC, no summer time) and closes its sales 10 minutes
    // before (packages/lottery games.ts): from 11:05 to 11:15 UTC a bet is refused as closed. Near either
    // edge, wait until it is 5 s past, so the page and the server agree on which side it is.
    const closeAt = 11 * 3_600_000 + 5 * 60_000;
    const drawAt = 11 * 3_600_000 + 15 * 60_000;
    for (const edge of [closeAt, drawAt]) {
      const ms = Date.now() % 86_400_000;
      if (ms > edge - 20_000 && ms < edge + 5_000) await page.waitForTimeout(edge + 5_000 - ms);
    }
    const now = Date.now() % 86_400_000;
    await bet.getByRole('button', { name: EN.betNow }).click();
    if (now >= closeAt && now < drawAt) {
      await expect(page.getByText('Sales of this draw are closed; wait for the next one')).toBeVisible();
      await expect(page.getByTestId('balance')).toContainText('100.00');
      return;
    }
    const confirm = page.getByRole('dialog', { name: EN.confirmTitle });
    await expect(confirm.getByText('27,45')).toBeVisible();
    await confirm.getByRole('button', { name: EN.confirmBet }).click();
    await expect(page.getByRole('dialog', { name: EN.placedTitle })).toBeVisible();
    await page.getByRole('dialog', { name: EN.placedTitle }).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('balance')).toContainText('96.50');
    await expect(page.locator('.lorder').first().locator('.lstatus')).toHaveText(EN.pending);
    await screenshot(page, 'lottery-vn-desktop', false);
  });

  test('a visitor sees everything and gets the login modal when betting; a trial account the server’s word', async ({
    page,
    context,
  }) => {
    await presetPreferences(context, { lang: 'EN' });
    await openLottery(page, '/lottery?gameCode=K3_1&playType=1');
    const board = page.getByRole('region', { name: 'Pick and bet' });
    await board.getByRole('button', { name: '10', exact: true }).click();
    await expect(board.getByText('Bets: 1')).toBeVisible();
    await board.getByRole('button', { name: EN.betNow }).click();
    await expect(page.getByRole('dialog', { name: EN.logIn })).toBeVisible();
    await page.keyboard.press('Escape');

    // Free demo: a trial session may look but not bet; the refusal is the server's, translated.
    await page.getByRole('banner').getByRole('button', { name: 'Free demo' }).click();
    await expect(page.getByTestId('balance')).toBeVisible();
    await awaitOpenSales(page.request, 'K3_1', 10_000);
    await openLottery(page, '/lottery?gameCode=K3_1&playType=1');
    await board.getByRole('button', { name: '10', exact: true }).click();
    await board.getByRole('button', { name: EN.betNow }).click();
    const confirm = page.getByRole('dialog', { name: EN.confirmTitle });
    await confirm.getByRole('button', { name: EN.confirmBet }).click();
    await expect(confirm.getByRole('alert')).toHaveText('Please Register An Account First');
  });
});

test.describe('lottery at 375 px', () => {
  test.use({ viewport: widths.phone });

  test('the slip is a bottom sheet: add, review, confirm, the balance drops', async ({ page, context }) => {
    test.setTimeout(120_000);
    await presetPreferences(context, { lang: 'TW' });
    const username = await fundedMember(page.request, 'lotph');
    await page.goto('/');
    await logIn(page, TW, username);

    await awaitOpenSales(page.request, 'SSC1');
    await openLottery(page, '/lottery?gameCode=SSC1&playType=1');
    const board = page.getByRole('region', { name: '選號投注' });
    await board
      .getByRole('group', { name: '個位', exact: true })
      .getByRole('button', { name: '7', exact: true })
      .click();
    await board
      .getByRole('group', { name: '十位', exact: true })
      .getByRole('button', { name: '單', exact: true })
      .click();
    await expect(board.getByText('已選 6 注')).toBeVisible();
    await board.getByRole('button', { name: TW.addToSlip }).click();

    // The bar at the bottom opens the slip as a sheet.
    await page.getByRole('button', { name: /注單/ }).filter({ hasText: '12.00' }).click();
    const sheet = page.getByRole('dialog', { name: TW.slip });
    await expect(sheet.getByText('– | – | – | 1,3,5,7,9 | 7')).toBeVisible();
    await screenshot(page, 'lottery-slip-phone', false);
    await sheet.getByRole('button', { name: TW.placeOrder }).click();
    const confirm = page.getByRole('dialog', { name: TW.confirmTitle });
    await expect(confirm.getByTestId('confirm-total')).toHaveText(/12\.00/);
    await confirm.getByRole('button', { name: TW.confirmBet }).click();
    await expect(page.getByRole('dialog', { name: TW.placedTitle })).toBeVisible();
    await page.getByRole('dialog', { name: TW.placedTitle }).getByRole('button', { name: '好的' }).click();
    await expect(page.getByTestId('balance')).toContainText('88.50');
    await expect(page.locator('.lorder').first().locator('.lstatus')).toHaveText(TW.pending);
  });
});
