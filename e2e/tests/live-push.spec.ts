import { expect, test } from '@playwright/test';
import { presetPreferences, registerByApi } from './helpers';
import { commonText, logIn, uniqueName } from './member-centre-helpers';

// A live push on the real server reaching an open page: the member has the deposit page open, a
// deposit of theirs is paid on the gateway's page in another tab, and the first page shows the notice
// and the new balance without reloading.

const tx = commonText.EN;

test('a deposit paid in another tab shows its notice and the new balance on the open deposit page', async ({
  page,
  context,
}) => {
  await presetPreferences(context, { lang: 'EN' });
  const username = uniqueName('live');
  await registerByApi(page, username);

  // The page's `ready` frames on /wps/live: the push must not race the socket's subscription. The
  // socket's address carries no session token; the page sends it in its first frame.
  let ready = 0;
  const socketUrls: string[] = [];
  const firstFrames: string[] = [];
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname !== '/wps/live') return;
    socketUrls.push(socket.url());
    let first = true;
    socket.on('framesent', (frame) => {
      if (first && typeof frame.payload === 'string') firstFrames.push(frame.payload);
      first = false;
    });
    socket.on('framereceived', (frame) => {
      if (typeof frame.payload === 'string' && frame.payload.includes('"ready"')) ready++;
    });
  });

  await page.goto('/');
  await logIn(page, tx, username);
  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  const panel = page.getByRole('dialog', { name: tx.memberCentre });
  await expect(panel.getByRole('radio', { name: tx.sandbox })).toBeVisible();
  await expect(page).toHaveURL(/[?&]mc=depositv2/);
  await expect(page.getByTestId('balance')).toContainText('0.00');
  await expect.poll(() => ready).toBeGreaterThan(0);
  // Gone if the page reloads.
  await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

  // The second actor: a deposit order of the member, made through the API, paid on the gateway's page
  // in a second tab. The API calls use the page's own session: a second login would end it.
  const api = context.request;
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  expect(socketUrls.length).toBeGreaterThan(0);
  for (const url of socketUrls) expect(url).not.toContain(token!);
  expect(JSON.parse(firstFrames[0]!)).toEqual({ type: 'auth', merchant: 'demo', token });
  const headers = { Merchant: 'demo', Authorization: token! };
  const channels = (
    (await (await api.get('/wps/relay/MCSFE_getDepositChannels', { headers })).json()) as {
      value: { channels: { channelId: number; method: string }[] };
    }
  ).value.channels;
  const sandbox = channels.find((c) => c.method === 'PG')!;
  const order = (
    (await (
      await api.post('/wps/relay/MCSFE_deposit', {
        headers,
        data: { channelId: sandbox.channelId, amount: 100, requestId: `live-${username}` },
      })
    ).json()) as { value: { orderId: string; payUrl: string } }
  ).value;

  const gateway = await context.newPage();
  await gateway.goto(`${order.payUrl}?lang=EN`);
  await gateway.getByRole('button', { name: tx.payConfirm }).click();

  // The first page heard of it: the notice (shown for 6 s, so no waiting for the gateway's redirect)
  // and the header balance (100, no fee, plus the channel's 0.50 rebate), with the deposit
  // page still open and no reload.
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText(
    `Deposit of order ${order.orderId} succeeded`,
  );
  await expect(page.getByTestId('balance')).toContainText('100.50');
  await expect(panel.getByRole('radio', { name: tx.sandbox })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
  await gateway.close();
});
