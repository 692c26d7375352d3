import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, presetPreferences, screenshot, useIsolatedServer, variants } from './helpers';
import { commonText, logIn, widths } from './member-centre-helpers';
import { signInOnPage } from './staff-login';

// Issue 16 item 7 (decision 0039): the demo member (50 000 seeded points) opens /pointMall, redeems an item
// with delivery details and the payment password, sees it in the history as in process, converts points into
// cash and sees the balances change; on a phone (375 px) and at a desk (1280 px).

const server = useIsolatedServer({ port: 4355, cli: [], env: { ADMIN_PASSWORD } });
const DEMO_PASSWORD = 'Demo#2026';
const PAYMENT_PASSWORD = '246810';

let memberToken = '';
test.beforeAll(async ({ request }) => {
  const login = await request.post(`${server.url}/wps/session/login`, {
    headers: { Merchant: 'demo' },
    data: { username: 'demo_member', password: DEMO_PASSWORD, type: 'username' },
  });
  const token = ((await login.json()) as { value: { token: string } }).value.token;
  memberToken = token;
  const set = await request.post(`${server.url}/wps/relay/MCSFE_setPaymentPassword`, {
    headers: { Merchant: 'demo', Authorization: token },
    data: {
      loginPassword: DEMO_PASSWORD,
      paymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    },
  });
  expect((await set.json()).success, await set.text()).toBe(true);
});

const points = async (page: Page) =>
  Number((await page.getByTestId('point-balance').innerText()).replace(/\D/g, ''));

for (const [viewport, size] of variants(Object.entries(widths), ([v]) => v === 'phone')) {
  test(`redeem, history, convert and detail on /pointMall (${viewport})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: size });
    await presetPreferences(context, { lang: 'EN' });
    const page = await context.newPage();
    await page.goto(`${server.url}/pointMall`);
    await expect(page.getByRole('heading', { level: 1, name: 'Points Mall' })).toBeVisible();
    await logIn(page, commonText.EN, 'demo_member', DEMO_PASSWORD);
    // Logging in lands on the home page: back to the mall.
    await page.goto(`${server.url}/pointMall`);
    await expect(page.getByTestId('point-balance')).not.toHaveText('—');
    const start = await points(page);
    expect(start).toBeGreaterThanOrEqual(10_000);
    await expect(page.getByTestId('point-card')).toHaveCount(4);
    // Category tabs (the operator's names, decision 0049): one row that scrolls sideways on a phone, never
    // wider than the page.
    const strip = page.getByTestId('point-categories');
    const tops = await strip
      .getByRole('button')
      .evaluateAll((chips) => chips.map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(tops).toHaveLength(5);
    expect(new Set(tops).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    const stripBox = (await strip.boundingBox())!;
    expect(stripBox.x + stripBox.width).toBeLessThanOrEqual(size.width);
    await page.getByRole('button', { name: 'Collectibles', exact: true }).click();
    await expect(page.getByTestId('point-card')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Collectibles', exact: true })).toBeInViewport();
    await screenshot(page, `points-mall-categories-${viewport}`, false);
    // Category tabs narrow the grid.
    await page.getByRole('button', { name: 'Vouchers', exact: true }).click();
    await expect(page.getByTestId('point-card')).toHaveCount(1);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page.getByTestId('point-card')).toHaveCount(4);
    await screenshot(page, `points-mall-${viewport}`);

    // Redeem two mugs (3 000 points each) with delivery details.
    const mug = page.getByTestId('point-card').filter({ hasText: 'Branded mug' });
    await mug.getByRole('button', { name: 'Redeem' }).click();
    const modal = page.getByRole('dialog', { name: 'Redeem Branded mug' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Increase' }).click();
    await expect(modal.getByTestId('redeem-qty')).toHaveText('2');
    await expect(modal.getByTestId('redeem-total')).toHaveText('Total: 6,000 points');
    // Validation before anything is sent.
    await modal.getByRole('button', { name: 'Confirm redemption' }).click();
    await expect(modal.getByText('Required').first()).toBeVisible();
    await modal.getByRole('textbox', { name: 'Recipient name' }).fill('Lin Mei');
    await modal.getByRole('textbox', { name: 'Delivery address' }).fill('No. 1, Road A, Taipei');
    await modal.getByRole('textbox', { name: 'Mobile number' }).fill('09ab');
    await expect(modal.getByText('Invalid mobile number')).toBeVisible();
    await modal.getByRole('textbox', { name: 'Mobile number' }).fill('0912345678');
    await modal.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await screenshot(page, `points-redeem-${viewport}`, false);
    await modal.getByRole('button', { name: 'Confirm redemption' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm redemption?' });
    await expect(confirm).toContainText('6,000 points');
    await confirm.getByRole('button', { name: 'Confirm redemption' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await expect(success).toContainText('Redemption submitted: in process');
    await success.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => points(page)).toBe(start - 6_000);

    await page.getByRole('tab', { name: 'Redemptions' }).click();
    const row = page.getByTestId('redemption-row').first();
    await expect(row).toContainText('Branded mug');
    await expect(row).toContainText('In process');
    await expect(row).toContainText('Lin Mei');
    await screenshot(page, `points-history-${viewport}`);

    // Convert 1 000 points into 10.00 cash (100 points per unit).
    await page.getByRole('tab', { name: 'Convert' }).click();
    await expect(page.getByTestId('convert-rate')).toContainText('100 points');
    await page.getByRole('textbox', { name: 'Points to convert' }).fill('1000');
    await expect(page.getByTestId('convert-preview')).toContainText('10.00');
    await page.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await screenshot(page, `points-convert-${viewport}`);
    // The header's cash balance (on a phone it may be in the menu: read it where it is shown).
    const cash = page.getByTestId('balance').first();
    const cashOf = async () => Number((await cash.innerText()).replace(/[^\d.]/g, ''));
    const cashBefore = (await cash.isVisible()) ? await cashOf() : null;
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    const convertConfirm = page.getByRole('dialog', { name: 'Convert points to cash' });
    await expect(convertConfirm).toContainText('1,000');
    await convertConfirm.getByRole('button', { name: 'Convert', exact: true }).click();
    await expect(page.getByText(/Converted into .*10\.00 cash/)).toBeVisible();
    await expect.poll(() => points(page)).toBe(start - 7_000);
    if (cashBefore !== null) await expect.poll(cashOf).toBeCloseTo(cashBefore + 10, 2);

    await page.getByRole('tab', { name: 'Points detail' }).click();
    const detail = page.getByTestId('points-detail-row');
    await expect(detail.first()).toContainText('Converted to cash');
    await expect(detail.first()).toContainText('1,000');
    await expect(
      page.getByTestId('points-detail-row').filter({ hasText: 'Mall redemption' }).first(),
    ).toBeVisible();
    await screenshot(page, `points-detail-${viewport}`);
    await context.close();
  });
}

test('the operator rejects one redemption on a phone and approves another at a desk; items and settings', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  // A session of its own: the pages' logins above ended the first one (one session per member).
  const login = await request.post(`${server.url}/wps/session/login`, {
    headers: { Merchant: 'demo' },
    data: { username: 'demo_member', password: DEMO_PASSWORD, type: 'username' },
  });
  memberToken = ((await login.json()) as { value: { token: string } }).value.token;
  const member = async (method: 'GET' | 'POST', url: string, data?: object) => {
    const headers = { Merchant: 'demo', Authorization: memberToken };
    const res =
      method === 'POST'
        ? await request.post(`${server.url}${url}`, { headers, data })
        : await request.get(`${server.url}${url}`, { headers });
    const body = (await res.json()) as { success: boolean; value: never };
    expect(body.success, JSON.stringify(body)).toBe(true);
    return body.value;
  };
  const redeem = async () =>
    (
      (await member('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
        rewardId: 3,
        quantity: 1,
        redeemType: 'P',
        password: PAYMENT_PASSWORD,
        province: 'Hanoi',
        remarks: 'Name:Tran An, Address:12 Hang Bac, Hanoi, Mobile:0987654321',
      })) as { redeemId: string }
    ).redeemId;
  const balance = async () =>
    ((await member('GET', '/wps/relay/MCSFE_getPointBalance')) as { pointBalance: number }).pointBalance;

  for (const [viewport, decision] of [
    ['phone', 'reject'],
    ['desktop', 'approve'],
  ] as const) {
    const before = await balance();
    const id = await redeem();
    expect(await balance()).toBe(before - 5_000);
    const context = await browser.newContext({ viewport: widths[viewport] });
    const admin = await context.newPage();
    await admin.addInitScript(() => localStorage.setItem('portal-admin-lang', 'EN'));
    await signInOnPage(admin, server.url, { username: 'admin', password: ADMIN_PASSWORD });
    await admin.goto(`${server.url}/admin/points/redemptions`);
    await expect(admin.getByRole('heading', { name: 'Points redemptions' })).toBeVisible();
    await expect(admin.getByTestId(`redemption-${id}`)).toContainText('Tran An');
    const button = admin.getByTestId(`${decision}-${id}`);
    if (viewport === 'phone') {
      const box = await button.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    }
    await screenshot(admin, `admin-points-redemptions-${viewport}`);
    await button.click();
    const dialog = admin.getByRole('dialog');
    if (decision === 'reject') {
      await dialog.getByRole('button', { name: 'Reject and refund' }).click();
      await expect(dialog.getByText('Please give a reason')).toBeVisible();
      await dialog.getByRole('textbox').fill('Out of stock at the supplier');
      await dialog.getByRole('button', { name: 'Reject and refund' }).click();
    } else {
      await dialog.getByRole('button', { name: 'Approve (delivered)' }).click();
    }
    await expect(dialog).toBeHidden();
    await expect(admin.getByTestId(`${decision}-${id}`)).toHaveCount(0);
    const list = (await member('GET', '/wps/relay/MCSFE_getRedeemPointList?page=1&size=5')) as {
      list: { redeemId: string; status: string; reason: string | null }[];
    };
    const row = list.list.find((r) => r.redeemId === id)!;
    expect(row.status).toBe(decision === 'reject' ? 'R' : 'A');
    // A rejection refunds the points once; an approval keeps them spent.
    expect(await balance()).toBe(decision === 'reject' ? before : before - 5_000);
    if (decision === 'reject') expect(row.reason).toBe('Out of stock at the supplier');

    // The operator's categories (decision 0049): on the desk, a new one takes the trophy.
    await admin.goto(`${server.url}/admin/points/categories`);
    await expect(admin.getByRole('heading', { name: 'Points mall categories' })).toBeVisible();
    await expect(admin.getByTestId('point-category-row').first()).toContainText('DIGITAL');
    await screenshot(admin, `admin-points-categories-${viewport}`);
    if (viewport === 'desktop') {
      await admin.getByRole('button', { name: 'Add category' }).click();
      const form = admin.getByRole('dialog');
      await form.getByRole('textbox', { name: 'Code' }).fill('trophies');
      await expect(form.getByRole('textbox', { name: 'Code' })).toHaveValue('TROPHIES');
      await form.getByRole('textbox', { name: 'Name (Traditional Chinese)' }).fill('獎盃');
      await form.getByRole('textbox', { name: 'Name (English, optional)' }).fill('Trophies');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form).toBeHidden();
      await expect(admin.getByTestId('point-category-row').filter({ hasText: 'TROPHIES' })).toContainText(
        'Trophies',
      );
      // The same code again is refused with the server's message.
      await admin.getByRole('button', { name: 'Add category' }).click();
      await form.getByRole('textbox', { name: 'Code' }).fill('TROPHIES');
      await form.getByRole('textbox', { name: 'Name (Traditional Chinese)' }).fill('重複');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByRole('alert')).toHaveText('The mall already has a category with this code');
      await form.getByRole('button', { name: 'Cancel' }).click();
    }

    await admin.goto(`${server.url}/admin/points/items`);
    await expect(admin.getByRole('heading', { name: 'Points mall items' })).toBeVisible();
    await expect(admin.getByText('Souvenir trophy')).toBeVisible();
    await screenshot(admin, `admin-points-items-${viewport}`);
    if (viewport === 'desktop') {
      const card = admin.locator('.card').filter({ hasText: 'Souvenir trophy' });
      await card.getByRole('button', { name: 'Edit' }).click();
      const form = admin
        .getByRole('dialog')
        .filter({ has: admin.getByRole('heading', { name: 'Edit item' }) });
      await form.getByRole('textbox', { name: 'Stock', exact: true }).fill('9');
      const category = form.getByRole('combobox', { name: 'Category' });
      await expect(category.locator('option:checked')).toHaveText('Collectibles');
      await category.selectOption({ label: 'Trophies' });
      await screenshot(admin, `admin-points-item-form-${viewport}`, false);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form).toBeHidden();
      await expect(card).toContainText('Stock: 9');
      await expect(card).toContainText('Trophies');
      // Members see the new tab by its name (TW: the call names no language); the emptied one is gone.
      const types = (await member('GET', '/wps/relay/MCSFE_getPointRewardConversionType')) as {
        types: { type: string; name: string }[];
      };
      expect(types.types).toContainEqual({ type: 'TROPHIES', name: '獎盃' });
      expect(types.types.map((x) => x.type)).not.toContain('COLLECTIBLE');
    }
    await admin.goto(`${server.url}/admin/points/config`);
    await expect(admin.getByRole('heading', { name: 'Points settings' })).toBeVisible();
    await expect(
      admin.getByRole('textbox', { name: 'Exchange rate (points per 1 unit of cash)' }),
    ).toHaveValue('100');
    await screenshot(admin, `admin-points-config-${viewport}`);
    await context.close();
  }
});
