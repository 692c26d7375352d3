import { expect as baseExpect, test } from '@playwright/test';
import { holdDemoAccounts, presetPreferences, screenshot, variants } from './helpers';
import { commonText, logIn, widths } from './member-centre-helpers';

// Issue 17 item 5 (decision 0053): the agent centre opens from the avatar menu as a panel whose page is in the
// address, and as the stand-alone /agent site; a member who is not an agent is refused. Phone and desktop.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
holdDemoAccounts(test);

const EN = commonText.EN;
const notice = 'Agent notice: welcome to the agent centre';

// One width by default (CI time); the agent walks share the widths out, E2E_ALL_VARIANTS=1 runs both.
for (const [device, size] of variants(Object.entries(widths), ([d]) => d === 'phone')) {
  test(`an agent opens the agent centre and its site (${device})`, async ({ page, context }) => {
    await page.setViewportSize(size);
    await presetPreferences(context, { lang: 'EN' });
    await page.goto('/');
    await logIn(page, EN, 'demo_agent', 'Demo#2026');
    // The seeded dividend offer opens the contract popup after login (decision 0056): closed here.
    await page
      .getByRole('dialog', { name: 'Contract requests' })
      .getByRole('button', { name: 'Close' })
      .click();
    await page.getByRole('button', { name: EN.menu('demo_agent') }).click();
    await page.getByRole('menuitem', { name: 'Agent', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Agent centre' });
    await expect(panel).toBeVisible();
    const menu = panel.getByRole('navigation', { name: 'Agent centre menu' });
    await menu.getByRole('link', { name: 'Announcement' }).click();
    await expect(page).toHaveURL(/[?&]ac=agentAnnouncement/);
    await expect(panel.getByText(notice)).toBeVisible();
    await screenshot(page, `agent-centre-announcement-${device}`, false);

    // The address alone opens it again after a reload; closing drops the parameter.
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Agent centre' }).getByText(notice)).toBeVisible();
    await page.getByRole('dialog', { name: 'Agent centre' }).getByRole('button', { name: 'Close' }).click();
    await expect(page).not.toHaveURL(/[?&]ac=/);

    // The stand-alone agent site: the merchant's clock and the same pages, no modal over it.
    await page.goto('/agent?ac=agentAnnouncement');
    await expect(page.getByText('Asia/Taipei')).toBeVisible();
    await expect(page.getByText(notice)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await screenshot(page, `agent-site-${device}`, false);
  });
}

test('a member who is not an agent is refused the agent centre and the agent site', async ({
  page,
  context,
}) => {
  await presetPreferences(context, { lang: 'EN' });
  await page.goto('/');
  await logIn(page, EN, 'demo_member', 'Demo#2026');
  await page.goto('/?ac=agentAnnouncement');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This account is not an agent account' }),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]ac=/);
  await expect(page.getByRole('dialog', { name: 'Agent centre' })).toHaveCount(0);
  await page.goto('/agent');
  await expect(page.getByText('This account is not an agent account')).toBeVisible();
  await expect(page.getByText(notice)).toHaveCount(0);
});

test('the agent site logs in agents only', async ({ page, context }) => {
  await presetPreferences(context, { lang: 'EN' });
  await page.goto('/agent?ac=agentAnnouncement');
  await expect(page.getByText('Agent sign-in')).toBeVisible();
  const logInThere = async (username: string) => {
    await page.getByRole('main').getByRole('button', { name: EN.login, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: EN.logIn });
    await dialog.getByRole('textbox', { name: EN.username, exact: true }).fill(username);
    await dialog.getByRole('textbox', { name: EN.password, exact: true }).fill('Demo#2026');
    await dialog.getByRole('button', { name: EN.logIn, exact: true }).click();
    return dialog;
  };
  const refused = await logInThere('demo_member');
  await expect(refused.getByText('This account is not an agent account')).toBeVisible();
  await refused.getByRole('button', { name: 'Close' }).click();
  const dialog = await logInThere('demo_agent');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/agent\?ac=agentAnnouncement/);
  await expect(page.getByText('demo_agent')).toBeVisible();
  await expect(page.getByText(notice)).toBeVisible();
});
