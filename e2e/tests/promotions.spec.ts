import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  presetPreferences,
  registerByApi,
  screenshot,
  TEST_PASSWORD,
  useIsolatedServer,
  variants,
} from './helpers';
import { commonText, logIn, uniqueName, widths } from './member-centre-helpers';
import { signInOnPage } from './staff-login';

// Issue 16 item 2 (decision 0038): a member opens /promotions, opens a promotion, applies with a comment
// and two pictures and sees it PENDING; staff approve it in the back office; the member sees it APPROVED
// with the bonus. On a phone (375 px) and at a desk (1280 px).

const server = useIsolatedServer({ port: 4350, cli: [], env: { ADMIN_PASSWORD } });

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};
/** A real, small RGB PNG of one colour (a screenshot stand-in). */
function png(r: number, g: number, b: number, size = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat()),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function memberToken(request: APIRequestContext, username: string) {
  const login = await request.post(`${server.url}/wps/session/login`, {
    headers: { Merchant: 'demo' },
    data: { username, password: TEST_PASSWORD, type: 'username' },
  });
  return ((await login.json()) as { value: { token: string } }).value.token;
}

for (const viewport of variants(['phone', 'desktop'] as const, (v) => v === 'phone')) {
  test(`a member applies with pictures, staff approve, the member sees the bonus (${viewport})`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(widths[viewport]);
    await presetPreferences(context, { lang: 'EN' });
    const username = uniqueName('prom');
    await registerByApi(page, username, { base: server.url });

    // The promotions page: category tabs and cards; before login the detail asks to log in.
    await page.goto(`${server.url}/promotions`);
    await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'New players' })).toBeVisible();
    const card = page.getByTestId('promo-card').filter({ hasText: 'Share your big win, get 50' });
    await expect(card).toBeVisible();
    await screenshot(page, `promotions-list-${viewport}`);
    await page.getByRole('tab', { name: 'New players' }).click();
    await expect(page.getByTestId('promo-card').filter({ hasText: 'Share your big win' })).toHaveCount(0);
    await expect(page.getByTestId('promo-card').first()).toBeVisible();
    await page.getByRole('tab', { name: 'All' }).click();

    // Logging in leads home; back to the promotions.
    await logIn(page, commonText.EN, username);
    await page.goto(`${server.url}/promotions`);
    await card.getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    const detail = dialog.getByTestId('promo-detail');
    await expect(detail.getByRole('heading', { name: 'Share your big win, get 50' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('id')).toMatch(/^\d+$/);

    // The form: the counter follows the comment, a text file named .png is refused by its content.
    const comment = 'Won 25x on Crash, round 8812';
    await detail.getByLabel(/Comment/).fill(comment);
    await expect(detail.getByText(`${comment.length}/140`)).toBeVisible();
    const picker = detail.getByTestId('promo-pictures');
    await picker.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await expect(detail.getByRole('alert')).toContainText('fake.png is not a PNG or JPG picture');
    await picker.setInputFiles([
      { name: 'win-1.png', mimeType: 'image/png', buffer: png(220, 40, 60) },
      { name: 'win-2.png', mimeType: 'image/png', buffer: png(30, 140, 220) },
    ]);
    await expect(detail.locator('.promo-apply__preview img')).toHaveCount(2);
    await screenshot(page, `promotions-apply-${viewport}`, false);
    await detail.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(detail.getByText('with 2 picture(s)')).toBeVisible();
    await detail.getByRole('button', { name: 'Send', exact: true }).click();
    const mine = detail.getByTestId('promo-application');
    await expect(mine).toHaveAttribute('data-status', 'PENDING');
    await expect(mine).toContainText('Pending');
    await expect(detail.getByText('Your application is being reviewed')).toBeVisible();
    await screenshot(page, `promotions-pending-${viewport}`, false);

    // Staff approve it in the back office at the same width (the member stays logged in here).
    const appId = (await mine.getAttribute('data-id'))!;
    const promotionId = new URL(page.url()).searchParams.get('id')!;
    const staffContext = await browser.newContext({ viewport: widths[viewport] });
    const admin = await staffContext.newPage();
    await admin.addInitScript(() => localStorage.setItem('portal-admin-lang', 'EN'));
    await signInOnPage(admin, server.url, { username: 'admin', password: ADMIN_PASSWORD });
    await admin.goto(`${server.url}/admin/promotions`);
    await expect(admin.getByRole('heading', { name: 'Promotions' })).toBeVisible();
    const application = admin.getByTestId(`promo-application-${appId}`);
    await expect(application).toContainText(comment);
    await expect(application.locator('img')).toHaveCount(2);
    await screenshot(admin, `promotions-admin-queue-${viewport}`);
    await admin.getByTestId(`promo-approve-${appId}`).click();
    const confirm = admin.getByRole('dialog');
    await expect(confirm).toContainText('grant a bonus of 50.00');
    await confirm.getByTestId('confirm-decision').click();
    await expect(confirm).toBeHidden();
    await expect(admin.getByTestId(`promo-application-${appId}`)).toHaveCount(0);
    await admin.getByTestId('promo-status-filter').selectOption('APPROVED');
    await expect(admin.getByTestId(`promo-application-${appId}`)).toContainText('Reviewed by: admin');
    await screenshot(admin, `promotions-admin-approved-${viewport}`);
    // The settings: the bonus granted counts against the budget; an edit is saved.
    await admin.getByRole('tab', { name: 'Settings' }).click();
    const shareCard = admin.locator('.card', { hasText: 'Share your big win, get 50' });
    await expect(shareCard).toContainText('Granted:');
    await expect(shareCard).toContainText('Per member: Unlimited');
    const birthday = admin.locator('.card', { hasText: 'Birthday gift 88' });
    await birthday.getByRole('button', { name: 'Edit' }).click();
    const editor = admin.getByRole('dialog');
    await editor.getByLabel('Budget (empty: no limit)').fill('1000');
    await editor.getByTestId('promo-save').click();
    await expect(editor).toBeHidden();
    await expect(birthday).toContainText('/ 1,000.00');
    await screenshot(admin, `promotions-admin-settings-${viewport}`);
    await staffContext.close();

    // The member sees it approved with the bonus, in "My applications" and on the promotion's own page.
    await page.goto(`${server.url}/promotions?category=mine`);
    const row = page.getByTestId('promo-application').first();
    await expect(row).toHaveAttribute('data-status', 'APPROVED');
    await expect(row).toContainText('Bonus 50.00 credited');
    await expect(row).toContainText('turnover required 250.00');
    await screenshot(page, `promotions-approved-${viewport}`);
    await page.goto(`${server.url}/promoDetail?id=${promotionId}`);
    await expect(page.getByTestId('promo-detail').getByTestId('promo-application')).toHaveAttribute(
      'data-status',
      'APPROVED',
    );
    await screenshot(page, `promotions-detail-page-${viewport}`);
    // The bonus waits in the bonus wallet, named after the promotion (a new API session, at the end).
    const token = await memberToken(page.request, username);
    const bonus = await page.request.get(`${server.url}/wps/relay/MCSFE_getBonusDetails`, {
      headers: { Merchant: 'demo', Language: 'EN', Authorization: token },
    });
    const bonuses = ((await bonus.json()) as { value: { bonuses: object[] } }).value.bonuses;
    expect(bonuses).toContainEqual(
      expect.objectContaining({
        promotionName: 'Share your big win, get 50',
        bonus: 50,
        requiredTurnover: 250,
      }),
    );
  });
}
