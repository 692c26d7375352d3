import { expect as baseExpect, test } from '@playwright/test';
import { ADMIN_PASSWORD, presetPreferences, screenshot, signedInAsNew, useIsolatedServer } from './helpers';
import { readCaptcha } from './captcha-reader';
import { uniqueName, widths } from './member-centre-helpers';
import { signInOnPage, staffToken } from './staff-login';

// Feedback and identity verification (issue 18 items 5 and 7, decisions 0064 and 0065), on a server of
// their own (the KYC gate changes the merchant's settings): a member on a phone sends feedback with a
// picture, staff reply in the back office, the member sees the reply; with the withdrawal gate on a member
// is stopped on the withdrawal page, sends its documents, staff approve, the withdrawal page opens.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });
const server = useIsolatedServer({ port: 4382, cli: [], env: { ADMIN_PASSWORD } });
const png = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  Buffer.from('1f15c4890000000d49444154789c6360f8cf000001010100189dd3a30000000049454e44ae426082', 'hex'),
]);
const admin = { username: 'admin', password: ADMIN_PASSWORD, merchant: 'demo' };

test('a member sends feedback with a picture on a phone; staff reply; the member sees it', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: widths.phone, baseURL: server.url });
  await presetPreferences(context, { lang: 'EN' });
  await signedInAsNew(context, uniqueName('fb'), server.url);
  const page = await context.newPage();
  await page.goto('/?mc=feedback');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.locator('label.fb-type', { hasText: 'Withdrawal' }).click();
  await expect(centre.getByRole('radio', { name: 'Withdrawal' })).toBeChecked();
  // Too short first: the bounds are said, nothing is sent.
  const text = centre.getByRole('textbox', { name: 'Your feedback' });
  await text.fill('Too short');
  await expect(centre.getByTestId('feedback-counter')).toHaveText('9 / 500');
  await centre.getByRole('button', { name: 'Send feedback' }).click();
  await expect(centre.getByText('Between 10 and 500 characters').last()).toBeVisible();
  await text.fill('My withdrawal has been processing for two hours.');
  await centre
    .locator('input[type=file][name=image]')
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: png });
  await expect(centre.getByRole('img', { name: 'Picture (optional)' })).toBeVisible();
  const captcha = centre.locator('img.captcha__img');
  await expect(captcha).toHaveAttribute('src', /^data:image\/png/);
  await centre
    .getByRole('textbox', { name: 'Captcha' })
    .fill(readCaptcha((await captcha.getAttribute('src'))!));
  await centre.getByRole('button', { name: 'Send feedback' }).click();
  await expect(centre.getByText('Thank you, your feedback was sent')).toBeVisible();
  const history = centre.getByTestId('feedback-history');
  await expect(history.getByText('Waiting for reply')).toBeVisible();
  await screenshot(page, 'feedback-sent-phone', false);

  // Staff answer in the back office (its default language: Traditional Chinese).
  const staffPage = await (await browser.newContext({ viewport: widths.desktop })).newPage();
  await signInOnPage(staffPage, server.url, admin);
  await staffPage.goto(`${server.url}/admin/feedback`);
  await staffPage.getByText('My withdrawal has been processing').first().click();
  await expect(staffPage.getByTestId('feedback-content')).toContainText('two hours');
  await expect(staffPage.getByRole('img', { name: '附加圖片' })).toBeVisible();
  await staffPage.locator('textarea[name=reply]').fill('It was paid out a minute ago.');
  await staffPage.getByTestId('feedback-send').click();
  await expect(staffPage.getByRole('cell', { name: '已回覆' })).toBeVisible();
  await screenshot(staffPage, 'feedback-admin-desktop', false);

  await page.reload();
  await expect(
    centre.getByTestId('feedback-history').getByText('It was paid out a minute ago.'),
  ).toBeVisible();
  await expect(centre.getByTestId('feedback-history').getByText('Replied')).toBeVisible();
  await screenshot(page, 'feedback-replied-phone', false);
});

test('a visitor sends feedback from the left menu with a contact; staff see it as a visitor', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: widths.desktop, baseURL: server.url });
  await presetPreferences(context, { lang: 'EN' });
  const page = await context.newPage();
  await page.goto('/help');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Support' }).click();
  await menu.getByRole('button', { name: 'Feedback', exact: true }).click();
  await expect(page).toHaveURL(/feedback=form/);
  const dialog = page.getByRole('dialog', { name: 'Send us feedback' });
  await expect(dialog.getByText('Leave a way to reach you')).toBeVisible();
  const text = `A visitor cannot find the rules of keno ${Date.now()}.`;
  await dialog.getByRole('textbox', { name: 'Your feedback' }).fill(text);
  // The contact is required of a visitor: refused in the form first, nothing sent.
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('How can we reach you? cannot be empty')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'How can we reach you?' }).fill('visitor@example.test');
  const captcha = dialog.locator('img.captcha__img');
  await expect(captcha).toHaveAttribute('src', /^data:image\/png/);
  await dialog
    .getByRole('textbox', { name: 'Captcha' })
    .fill(readCaptcha((await captcha.getAttribute('src'))!));
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Thank you, your feedback was sent')).toBeVisible();
  await screenshot(page, 'feedback-visitor-desktop', false);

  const token = await staffToken(request, server.url, admin);
  const queue = await request.get(`${server.url}/bo/v1/feedback?username=visitor`, {
    headers: { Merchant: 'demo', Authorization: token },
  });
  expect(queue.ok(), await queue.text()).toBe(true);
  const row = (
    (await queue.json()) as {
      value: { rows: { content: string; username: string | null; contact: string | null }[] };
    }
  ).value.rows.find((r) => r.content === text);
  expect(row).toMatchObject({ username: null, contact: 'visitor@example.test' });
});

test('with the withdrawal gate on, a member verifies its identity and may then withdraw', async ({
  browser,
  request,
}) => {
  const token = await staffToken(request, server.url, admin);
  const policy = await request.post(`${server.url}/bo/v1/kyc/policy`, {
    headers: { Merchant: 'demo', Authorization: token },
    data: {
      gates: { deposit: false, withdrawal: true, promotion: false },
      minAge: 18,
      selfieRequired: false,
      backRequired: true,
    },
  });
  expect(policy.ok(), await policy.text()).toBe(true);

  const context = await browser.newContext({ viewport: widths.desktop, baseURL: server.url });
  await presetPreferences(context, { lang: 'EN' });
  const username = uniqueName('kyc');
  await signedInAsNew(context, username, server.url);
  const page = await context.newPage();
  await page.goto('/?mc=withdraw');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByTestId('id-gate')).toContainText('Withdrawals need a verified identity.');
  await screenshot(page, 'kyc-gate-desktop', false);
  await centre.getByRole('link', { name: 'Verify my identity' }).click();
  await expect(page).toHaveURL(/mc=securityCenter/);
  const form = centre.getByTestId('kyc-form');
  await form.getByRole('textbox', { name: 'Document number' }).fill('A12345678');
  await form.getByRole('textbox', { name: 'Full name (as on the document)' }).fill('Chen Mei Ling');
  await form.getByLabel('Date of birth').fill('1990-05-17');
  await form
    .locator('input[type=file][name=front]')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
  await form
    .locator('input[type=file][name=back]')
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png });
  await screenshot(page, 'kyc-form-desktop', false);
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(centre.getByTestId('kyc-status')).toContainText('We are checking your documents');

  // Staff approve in the back office.
  const staffPage = await (await browser.newContext({ viewport: widths.phone })).newPage();
  await signInOnPage(staffPage, server.url, admin);
  await staffPage.goto(`${server.url}/admin/kyc`);
  await staffPage.getByText(username).first().click();
  await expect(staffPage.getByRole('img', { name: '正面' })).toBeVisible();
  await screenshot(staffPage, 'kyc-admin-phone', false);
  await staffPage.locator('[data-testid^="kyc-approve-"]').click();
  await staffPage.getByRole('dialog').getByRole('button', { name: '通過' }).last().click();
  await expect(staffPage.getByRole('row').filter({ hasText: username })).toContainText('已通過');

  await page.goto('/?mc=withdraw');
  await expect(centre.getByTestId('id-gate')).toHaveCount(0);
  // The withdrawal page opens at its next step (a payment password for a new member).
  await expect(centre.getByRole('button', { name: /payment password/i })).toBeVisible();
  await screenshot(page, 'kyc-withdraw-open-desktop', false);
});
