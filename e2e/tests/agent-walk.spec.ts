import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, portOffset, presetPreferences, screenshot, useIsolatedServer } from './helpers';
import { commonText, depositBySandbox, logIn, uniqueName } from './member-centre-helpers';
import { signInOnPage } from './staff-login';

// Issue 17's walk in one test (item 7): an agent creates an invitation link, a new agent registers through
// it, deposits and plays a house slot; the upline sees the play in its reports, the operator pays the agent
// rebates, the upline sees the income; the upline offers the new agent a daily salary contract and the new
// agent accepts it in the popup after login. On a server of its own with its own house game vendor (the
// shared server's demo agent keeps its seeded popup for the other specs).

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 420_000 });
const EN = commonText.EN;
const PASSWORD = 'Passw0rd1';
const server = useIsolatedServer({
  port: 4376,
  cli: [],
  env: { ADMIN_PASSWORD, HOUSE_GAMES_URL: '', HOUSE_PORT: String(4377 + portOffset) },
});

// The settlements page's button and its answer (decision 0058).
const RUN_REBATES = 'Pay agent rebates now';
const textbox = (scope: Locator | Page, name: string) => scope.getByRole('textbox', { name, exact: true });
const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });
/** The figure as the agent pages format it: grouped, two decimals, without the currency symbol. */
const fmt = (n: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const res = await page.request.get(`${server.url}${path}`, {
    headers: { Merchant: 'demo', Authorization: token ?? '', Language: 'EN' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { value: T }).value;
}

async function closeContractPopup(page: Page) {
  await page
    .getByRole('dialog', { name: 'Contract requests' })
    .getByRole('button', { name: 'Close' })
    .click();
}

test('an agent recruits by link, the recruit plays, the agent is paid and signs it to a contract', async ({
  browser,
}) => {
  // The upline: demo_agent (slots rebate 0.80 %, a signed slots daily salary from the operator).
  const agentContext = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
  });
  await presetPreferences(agentContext, { lang: 'EN' });
  const agent = await agentContext.newPage();
  await agent.goto('/');
  await logIn(agent, EN, 'demo_agent', 'Demo#2026');
  await closeContractPopup(agent);

  // 1. An agent link: lottery series 1950, slots and house games rebates 0.30 %.
  await agent.goto('/?ac=registerCenter&tab=links');
  const links = panelOf(agent);
  await links.getByRole('radio', { name: 'Agent' }).check();
  await textbox(links, 'Slots').fill('0.3');
  await textbox(links, 'House Originals').fill('0.3');
  await textbox(links, 'Lottery series').fill('1950');
  await textbox(links, 'Remark Optional').fill('walk link');
  await links.getByRole('button', { name: 'Create link' }).click();
  await expect(links.getByText('Link created')).toBeVisible();
  const row = links.getByTestId('link-table').locator('tbody tr').filter({ hasText: 'walk link' }).first();
  const code = (await row.getAttribute('data-code'))!;

  // 2. A visitor registers through it: an agent under demo_agent.
  const recruitContext = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 375, height: 812 },
  });
  await presetPreferences(recruitContext, { lang: 'EN' });
  const recruit = await recruitContext.newPage();
  await recruit.goto(`/?affiliateCode=${code}`);
  await expect.poll(() => recruit.evaluate(() => JSON.stringify(sessionStorage))).toContain(code);
  await recruit.goto('/register');
  const username = uniqueName('ewalk');
  await textbox(recruit, 'Username').fill(username);
  await textbox(recruit, 'Password').fill(PASSWORD);
  await textbox(recruit, 'Confirm password').fill(PASSWORD);
  await recruit.getByRole('checkbox', { name: 'I confirm that I am over 18 years old' }).check();
  await recruit.getByRole('button', { name: 'Register', exact: true }).last().click();
  await expect(recruit.getByRole('dialog', { name: 'Registration successful' })).toBeVisible();
  await recruit.goto('/');
  await expect(recruit.getByRole('button', { name: EN.menu(username) })).toBeVisible();

  // 3. It deposits 100.00 and spins a house slot twice (real rounds through the vendor protocol).
  await depositBySandbox(recruit, EN, '100');
  await recruit.goto('/rng');
  await recruit.getByRole('button', { name: 'Play Dragon Fortune' }).first().click();
  const game = recruit.frameLocator('iframe.game-stage__frame');
  const spin = game.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled({ timeout: 30_000 });
  // A stake of 10.00 a spin (the default 0.20 would earn the upline less than a cent).
  const stake = game.locator('.bet__input').first();
  await stake.fill('10');
  await stake.press('Enter');
  await expect(stake).toHaveValue('10.00');
  for (let i = 0; i < 2; i++) {
    await expect(spin).toBeEnabled({ timeout: 30_000 });
    const answered = recruit.waitForResponse(
      (r) => r.url().includes('/api/') && r.request().method() === 'POST' && r.url().includes('spin'),
    );
    await spin.click();
    expect((await answered).ok()).toBe(true);
  }
  await expect(spin).toBeEnabled({ timeout: 30_000 });

  // …and orders 20.00 of the 1-minute SSC at series 1950 (its own), which draws and settles within minutes.
  const token = await recruit.evaluate(() => sessionStorage.getItem('token'));
  let orderId = '';
  for (let i = 0; i < 4 && !orderId; i++) {
    const near = (
      (await (
        await recruit.request.get(`${server.url}/lgw/numeros/near?gameCode=SSC1`, {
          headers: { Merchant: 'demo' },
        })
      ).json()) as {
        value: { currentNumero: { numero: string; isSale: boolean; remainTime: number; lockTime: number } };
      }
    ).value.currentNumero;
    if (near.isSale && near.remainTime - near.lockTime * 1000 > 8_000) {
      const res = await recruit.request.post(`${server.url}/lgw/orders`, {
        headers: { Merchant: 'demo', Authorization: token ?? '' },
        data: {
          gameCode: 'SSC1',
          numero: near.numero,
          lines: [{ playCode: 'dingweidan', content: '1||||', bettingMode: 1, multiple: 10, series: 1950 }],
          requestId: `walk-${Date.now()}`,
        },
      });
      expect(res.ok(), await res.text()).toBe(true);
      orderId = String(
        ((await res.json()) as { value: { orderId?: string | number } }).value.orderId ?? 'placed',
      );
    } else await new Promise((r) => setTimeout(r, near.remainTime + 1_500));
  }
  expect(orderId).not.toBe('');

  // 4. The upline's reports: the recruit in team management, its rounds in team betting, its deposit in P&L.
  await agent.goto('/?ac=downlineManagmentView&tab=agents');
  await expect(
    panelOf(agent).getByTestId('team-table').locator(`tr[data-username="${username}"]`),
  ).toBeVisible();
  type Betting = {
    totalCount: number;
    rows: { status: string; lottery: unknown; validBet: number }[];
    summary: { betAmount: number; validBet: number };
  };
  const bettingOf = () =>
    api<Betting>(agent, `/wps/agent/reports/betting?period=today&scope=user&user=${username}`);
  // Two slot rounds and the lottery order, which settles after its draw.
  await expect
    .poll(async () => (await bettingOf()).rows.filter((r) => r.status === 'SETTLED').length, {
      timeout: 180_000,
      intervals: [5_000],
    })
    .toBe(3);
  const betting = await bettingOf();
  const lotteryStake = betting.rows.filter((r) => r.lottery !== null).reduce((n, r) => n + r.validBet, 0);
  expect(lotteryStake).toBe(20);
  await agent.goto(`/?ac=personalHistoryCopy&period=today&scope=user&user=${username}`);
  await expect(agent.getByTestId('ar-betting')).toContainText('Dragon Fortune');
  await expect(agent.getByTestId('ar-betting-total')).toContainText(fmt(betting.summary.betAmount));
  await agent.goto('/?ac=palStatementsAgentCopy&period=today');
  const profitRow = agent.getByTestId('ar-profit').locator('tr').filter({ hasText: username });
  await expect(profitRow).toContainText('100.00');
  await screenshot(agent, 'agent-walk-profit-1280', false);

  // 5. The operator pays agent rebates now (the job's own code; it runs every 5 minutes by itself).
  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await admin.addInitScript(() => localStorage.setItem('portal-admin-lang', 'EN'));
  await signInOnPage(admin, server.url, { username: 'admin', password: ADMIN_PASSWORD });
  await admin.goto(`${server.url}/admin/agent-contracts/settlements`);
  await admin.getByRole('button', { name: RUN_REBATES }).click();
  await expect(admin.getByTestId('rebate-run-result')).toContainText('Paid');
  await admin.close();

  // 6. The upline's income: on the lottery, stake × (1980 − 1950) / 2000 = 0.30; on the house slot (the house
  // vendor's category, INHOUSE), each 10.00 round × (0.80 − 0.30) % = 0.05.
  const slotStake = betting.rows.filter((r) => r.lottery === null).reduce((n, r) => n + r.validBet, 0);
  expect(slotStake).toBe(20);
  const lotteryExpected = (lotteryStake * 30) / 2000;
  const otherExpected = 2 * 0.05;
  const expected = lotteryExpected + otherExpected;
  const income = await api<{
    lotteryRebate: number;
    otherRebate: number;
    contributions: { username: string; amount: number }[];
  }>(agent, '/wps/agent/reports/income?period=today');
  expect(income.contributions.find((c) => c.username === username)?.amount).toBeCloseTo(expected, 2);
  await agent.goto('/?ac=agentRevenueReport&period=today');
  expect(income.lotteryRebate).toBeCloseTo(lotteryExpected, 2);
  expect(income.otherRebate).toBeCloseTo(otherExpected, 2);
  await expect(agent.getByTestId('ar-income-total')).toContainText(fmt(expected));
  await expect(
    agent.getByTestId('ar-contributions').locator('tr').filter({ hasText: username }),
  ).toContainText(fmt(expected));
  await screenshot(agent, 'agent-walk-income-1280', false);

  // 7. The upline offers the recruit its own slots daily salary; the recruit accepts it after login.
  await agent.goto('/?ac=agentDailyWages2');
  const card = panelOf(agent).locator('.acc-card').filter({ hasText: username });
  await card.getByRole('combobox', { name: 'New contract' }).selectOption({ index: 1 });
  await card.getByRole('button', { name: 'Submit' }).click();
  await agent
    .getByRole('alertdialog')
    .or(agent.getByRole('dialog').filter({ hasText: 'Sent to' }))
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(card).toContainText('Pending');

  await recruit.reload();
  const popup = recruit.getByRole('dialog', { name: 'Contract requests' });
  await expect(popup.getByRole('heading', { name: 'New contract request' })).toBeVisible();
  await screenshot(recruit, 'agent-walk-popup-375', false);
  await popup.getByRole('button', { name: 'Accept' }).click();
  const success = recruit
    .getByRole('alertdialog')
    .or(recruit.getByRole('dialog').filter({ hasText: 'Success' }));
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();
  await recruit.goto('/?ac=agentDailyWages2');
  await expect(panelOf(recruit).getByRole('heading', { name: 'My contract' })).toBeVisible();
  await expect(panelOf(recruit).getByText('Signed').first()).toBeVisible();
  await screenshot(recruit, 'agent-walk-daily-salary-375', false);
  await agent.reload();
  await expect(panelOf(agent).locator('.acc-card').filter({ hasText: username })).toContainText('Signed');
  await agentContext.close();
  await recruitContext.close();
});
