import { expect, test } from '@playwright/test';
import { presetPreferences, screenshot, signedInAsNew, TEST_PASSWORD } from './helpers';
import { commonText, depositBySandbox, uniqueName, widths } from './member-centre-helpers';

// Invite friends (issue 18 item 4, decision 0063) on the shared server with the demo's seeded program
// (8.00 per qualified friend, 0.5% of friends' deposits): a member copies its invite link, a visitor sees
// the program before login, registers through the link and deposits through the sandbox; the member then
// sees a qualified friend and the rewards.

const tx = commonText.EN;

test('a friend registered through the copied invite link qualifies by its first deposit and pays the referrer', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const referrerContext = await browser.newContext({ viewport: widths.desktop });
  await referrerContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The machines run four suites at once: a page may take long to answer.
  referrerContext.setDefaultTimeout(60_000);
  await presetPreferences(referrerContext, { lang: 'EN' });
  const referrerName = uniqueName('refr');
  await signedInAsNew(referrerContext, referrerName);
  const page = await referrerContext.newPage();
  await page.goto('/?mc=referral');
  const panel = page.getByRole('dialog', { name: tx.memberCentre });
  // The machines run four suites at once: a first page load may take long.
  await expect(panel.getByTestId('referral-code')).toBeVisible({ timeout: 60_000 });
  const code = (await panel.getByTestId('referral-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await panel.getByRole('button', { name: 'Copy Invite link' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/register\\?referralCode=${code}$`));
  await screenshot(page, 'referral-overview-1280', false);

  // A visitor: the program before login, then the link (on this server's address).
  const visitorContext = await browser.newContext({ viewport: widths.phone });
  await presetPreferences(visitorContext, { lang: 'EN' });
  visitorContext.setDefaultTimeout(60_000);
  const visitor = await visitorContext.newPage();
  await visitor.goto('/?invite=program');
  const program = visitor.getByRole('dialog', { name: 'Invite friends' });
  await expect(program.getByTestId('ref-earn')).toContainText(
    '8.00 for every friend who makes a first deposit',
    { timeout: 60_000 },
  );
  await screenshot(visitor, 'referral-program-375', false);
  const target = new URL(link);
  await visitor.goto(`${target.pathname}${target.search}`);
  await expect(visitor.getByRole('textbox', { name: 'Referral code Optional' })).toHaveValue(code, {
    timeout: 60_000,
  });
  const friendName = uniqueName('reff');
  await visitor.getByRole('textbox', { name: 'Username' }).fill(friendName);
  await visitor.getByRole('textbox', { name: 'Password', exact: true }).fill(TEST_PASSWORD);
  await visitor.getByRole('textbox', { name: 'Confirm password' }).fill(TEST_PASSWORD);
  await visitor.getByRole('checkbox', { name: 'I confirm that I am over 18 years old' }).check();
  await visitor.getByRole('button', { name: 'Register', exact: true }).last().click();
  await expect(visitor.getByRole('dialog', { name: 'Registration successful' })).toBeVisible();

  // Registered, not yet qualified.
  await panel.getByRole('link', { name: 'Friend list' }).click();
  await expect(panel.getByTestId('ref-friends')).toContainText(friendName);
  await expect(panel.getByTestId('ref-friends')).toContainText('Incomplete');

  await depositBySandbox(visitor, tx, '100');

  await panel.getByRole('link', { name: 'Invite list' }).click();
  await expect(panel.getByTestId('ref-friends')).toContainText('Qualified');
  await panel.getByRole('link', { name: 'Overview' }).click();
  await expect(panel.getByTestId('ref-qualified-count')).toHaveText('1');
  await expect(panel.getByTestId('ref-kind-INVITATION')).toContainText('8.00');
  await expect(panel.getByTestId('ref-kind-DEPOSIT')).toContainText('0.50');
  await expect(panel.getByTestId('ref-total')).toContainText('8.50');
  await screenshot(page, 'referral-qualified-1280', false);
  await page.setViewportSize(widths.phone);
  await panel.getByRole('link', { name: 'Records' }).click();
  await expect(panel.getByTestId('ref-records')).toContainText(friendName);
  await screenshot(page, 'referral-records-375', false);
  await referrerContext.close();
  await visitorContext.close();
});
