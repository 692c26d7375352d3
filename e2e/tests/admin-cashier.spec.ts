import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  presetPreferences,
  registerByApi,
  TEST_PASSWORD,
  useIsolatedServer,
} from './helpers';
import { commonText, logIn, uniqueName, widths } from './member-centre-helpers';
import { signInOnPage } from './staff-login';

// Issue 15 item 12: a member asks for a withdrawal, the owner signs in (password and TOTP code on the
// admin's sign-in page) and approves it on a phone (375 px, pending-first queue, risk hints, a confirmation
// before the money moves), then a second one at a desk (1280 px), and the member sees them paid out.

const server = useIsolatedServer({ port: 5110, cli: [], env: { ADMIN_PASSWORD } });

const PAYMENT_PASSWORD = '246810';

async function memberCall(request: APIRequestContext, token: string, url: string, data?: object) {
  const res = data
    ? await request.post(`${server.url}${url}`, { headers: { Merchant: 'demo', Authorization: token }, data })
    : await request.get(`${server.url}${url}`, { headers: { Merchant: 'demo', Authorization: token } });
  const body = (await res.json()) as { success: boolean; value: never; errorCode?: string };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value;
}

test('withdrawals approved by the owner on a phone and at a desk are paid, and the member sees it', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  await presetPreferences(context, { lang: 'TW' });
  // The member: registered, 500.00 deposited through the sandbox PSP, a payment password, a bank card.
  const username = uniqueName('adcq');
  await registerByApi(page, username, { base: server.url });
  const login = await page.request.post(`${server.url}/wps/session/login`, {
    headers: { Merchant: 'demo' },
    data: { username, password: TEST_PASSWORD, type: 'username' },
  });
  const token = ((await login.json()) as { value: { token: string } }).value.token;
  const channels = await memberCall(page.request, token, '/wps/relay/MCSFE_getDepositChannels');
  const sandbox = (channels as { channels: { channelId: number; method: string }[] }).channels.find(
    (c) => c.method === 'PG',
  )!;
  const order = (await memberCall(page.request, token, '/wps/relay/MCSFE_deposit', {
    channelId: sandbox.channelId,
    amount: 500,
    requestId: `e2e-dep-${username}`,
  })) as { payUrl: string };
  // The PSP's page: confirm, and it calls the platform back.
  await page.goto(`${server.url}${order.payUrl}`);
  await page.getByRole('button', { name: '確認付款' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await memberCall(page.request, token, '/wps/relay/MCSFE_setPaymentPassword', {
    loginPassword: TEST_PASSWORD,
    paymentPassword: PAYMENT_PASSWORD,
    confirmPaymentPassword: PAYMENT_PASSWORD,
  });
  await memberCall(page.request, token, '/wps/relay/MCSFE_bindCard', {
    type: 'B',
    bankCode: 'CTBC',
    accountNumber: `6222${Date.now().toString().slice(-10)}`,
    payeeName: 'Chen Mei Ling',
    paymentPassword: PAYMENT_PASSWORD,
  });
  const cards = (await memberCall(page.request, token, '/wps/relay/MCSFE_getBankCards')) as {
    cards: { cardId: number }[];
  };
  const withdraw = async (amount: number) =>
    (await memberCall(page.request, token, '/wps/relay/MCSFE_withdraw', {
      cardId: cards.cards[0]!.cardId,
      amount,
      paymentPassword: PAYMENT_PASSWORD,
      requestId: `e2e-wd-${username}-${amount}`,
    })) as { withdrawalId: string };

  // The owner approves one on a phone, then the next one at a desk.
  let lastId = '';
  for (const [viewport, amount] of [
    ['phone', 200],
    ['desktop', 120],
  ] as const) {
    const context = await browser.newContext({ viewport: widths[viewport] });
    const admin = await context.newPage();
    await admin.addInitScript(() => localStorage.setItem('portal-admin-lang', 'TW'));
    await signInOnPage(admin, server.url, { username: 'admin', password: ADMIN_PASSWORD });
    await admin.goto(`${server.url}/admin/withdrawals`);
    await expect(admin.getByRole('heading', { name: '提款審核' })).toBeVisible();
    // The queue's socket is open (the count is then asked again only once a minute), and the request the
    // member makes now shows at once: pushed, not polled.
    await expect(admin.getByTestId('pending-count')).toHaveAttribute('data-live', 'on');
    await expect(admin.getByTestId('pending-count')).toContainText('提款 0');
    const withdrawal = await withdraw(amount);
    lastId = withdrawal.withdrawalId;
    await expect(admin.getByTestId('pending-count')).toContainText('提款 1', { timeout: 5000 });
    await expect(admin.getByText('有新訂單')).toBeVisible();
    const approve = admin.getByTestId(`approve-${withdrawal.withdrawalId}`);
    await expect(approve).toBeVisible();
    if (viewport === 'phone') {
      // The risk hints of the order: its first withdrawal, the card bound minutes ago.
      await expect(admin.getByTestId('risk-hints').first()).toContainText('首次提款');
      await expect(admin.getByTestId('risk-hints').first()).toContainText('24 小時內變更銀行卡');
      const box = await approve.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
    await approve.click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toContainText(`核准並出款 ${amount}.00`);
    await dialog.getByTestId('confirm-decision').click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByTestId(`approve-${withdrawal.withdrawalId}`)).toHaveCount(0);
    await expect(admin.locator('.badge', { hasText: '已出款' }).first()).toBeVisible();
    await context.close();
  }

  // The member sees it paid out on the withdraw page.
  const recent = (await memberCall(page.request, token, '/wps/relay/MCSFE_getRecentWithdrawals')) as {
    withdrawals: { withdrawalId: string; status: string }[];
  };
  expect(recent.withdrawals[0]).toMatchObject({ withdrawalId: lastId, status: 'APPROVED' });
  expect(recent.withdrawals.filter((w) => w.status === 'APPROVED')).toHaveLength(2);
  await page.setViewportSize(widths.phone);
  await page.goto(`${server.url}/`);
  await logIn(page, commonText.TW, username);
  await page.goto(`${server.url}/?mc=withdraw`);
  const panel = page.getByRole('dialog', { name: commonText.TW.memberCentre });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('recent-withdrawals')).toContainText('已出款', { timeout: 20_000 });
});
