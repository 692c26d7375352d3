import { expect as baseExpect, test, type Page } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  holdDemoAccounts,
  presetPreferences,
  screenshot,
  useIsolatedServer,
  variants,
} from './helpers';
import { commonText, logIn, uniqueName, widths } from './member-centre-helpers';
import { signInOnPage } from './staff-login';

// Messages (issue 18, decision 0060): an agent writes to demo_member from team management (compose opens
// with the member picked), the member's open page shows the toast and the unread badges, and the member
// opens and reads the message (plain text with its line breaks), which clears its unread mark. At phone
// and desktop widths, with screens of the inbox, the message and compose.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });
holdDemoAccounts(test);

const EN = commonText.EN;
const unreadOf = async (page: Page) =>
  page.evaluate(async () => {
    const token = sessionStorage.getItem('token') ?? '';
    const res = await fetch('/wps/relay/CSP_unreadCount', {
      headers: { merchant: 'demo', authorization: token },
    });
    return ((await res.json()) as { value: { count: number } }).value.count;
  });

// The desktop walk by default (the platform's walk below reads on a phone); E2E_ALL_VARIANTS=1 runs both.
for (const [name, viewport] of variants(Object.entries(widths), ([n]) => n === 'desktop')) {
  test(`an agent sends demo_member a message from the team page; it is read (${name})`, async ({
    browser,
  }) => {
    const agentContext = await browser.newContext({ viewport });
    const memberContext = await browser.newContext({ viewport });
    await presetPreferences(agentContext, { lang: 'EN' });
    await presetPreferences(memberContext, { lang: 'EN' });
    const agent = await agentContext.newPage();
    const member = await memberContext.newPage();

    await member.goto('/');
    await logIn(member, EN, 'demo_member', 'Demo#2026');
    await agent.goto('/');
    await logIn(agent, EN, 'demo_agent', 'Demo#2026');
    // The seeded dividend offer opens the contract popup after login (decision 0056): closed here.
    const offer = agent.getByRole('dialog', { name: 'Contract requests' });
    await offer.getByRole('button', { name: 'Close' }).click();

    // Team management: demo_member's row action opens the member centre's compose with it picked.
    await agent.goto('/?ac=downlineManagmentView&tab=players');
    const row = agent
      .getByRole('dialog', { name: 'Agent centre' })
      .getByTestId('team-table')
      .locator('tr[data-username="demo_member"]');
    await row.getByTestId('team-send-message').click();
    await expect(agent).toHaveURL(/mc=messageV2/);
    await expect(agent).toHaveURL(/to=demo_member/);
    await expect(agent).not.toHaveURL(/ac=/);
    const centre = agent.getByRole('dialog', { name: 'Member centre' });
    const compose = centre.getByTestId('msg-compose');
    await expect(centre.getByTestId('msg-tab-compose')).toHaveAttribute('aria-current', 'page');
    await expect(compose.getByRole('radio', { name: 'Specific downlines' })).toBeChecked();
    await expect(compose.getByTestId('msg-picked')).toContainText('demo_member');
    // Required fields first.
    await compose.getByTestId('msg-send').click();
    await expect(compose.getByText('Subject cannot be empty')).toBeVisible();
    const subject = `Hello ${uniqueName('m')}`;
    await compose.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await compose.getByRole('textbox', { name: 'Message' }).fill('First line <b>not bold</b>\nSecond line');
    await screenshot(agent, `messages-compose-${name}`, false);
    const before = await unreadOf(member);
    await compose.getByTestId('msg-send').click();
    await expect(compose.getByText('Sent to 1 recipients')).toBeVisible();

    // The member's open page: a toast and the badges.
    const toast = member
      .locator('.live-notice')
      .filter({ hasText: `New message from demo_agent: ${subject}` });
    await expect(toast).toBeVisible();
    await expect(member.getByTestId('avatar-unread')).toHaveText(String(before + 1));
    await screenshot(member, `messages-toast-${name}`, false);
    await toast.getByRole('link', { name: 'Read' }).click();
    const inboxCentre = member.getByRole('dialog', { name: 'Member centre' });
    await expect(inboxCentre.getByTestId('message-badge')).toHaveText(String(before + 1));
    const item = inboxCentre.getByTestId('msg-inbox').getByRole('button', { name: new RegExp(subject) });
    await expect(item).toBeVisible();
    await screenshot(member, `messages-inbox-${name}`, false);
    await item.click();
    const body = inboxCentre.getByTestId('msg-body');
    await expect(body).toHaveText('First line <b>not bold</b>\nSecond line');
    await expect(body.locator('b')).toHaveCount(0);
    // Read: one unread less everywhere.
    await expect.poll(() => unreadOf(member)).toBe(before);
    if (before === 0) await expect(inboxCentre.getByTestId('message-badge')).toHaveCount(0);
    else await expect(inboxCentre.getByTestId('message-badge')).toHaveText(String(before));
    await screenshot(member, `messages-read-${name}`, false);

    // The agent's sent list shows it read by its one recipient.
    await centre.getByTestId('msg-tab-outbox').click();
    const sent = centre.getByTestId('msg-outbox').locator('li').filter({ hasText: subject });
    await expect(sent).toContainText('Read 1 of 1');

    await agentContext.close();
    await memberContext.close();
  });
}

test.describe('the platform', () => {
  // Its own server: the staff owner comes from ADMIN_PASSWORD at first start.
  const server = useIsolatedServer({ port: 4319, cli: [], env: { ADMIN_PASSWORD } });

  test('staff send demo_member a message; the member reads it; the sent list counts the read', async ({
    browser,
  }) => {
    const memberContext = await browser.newContext({ viewport: widths.phone });
    await presetPreferences(memberContext, { lang: 'EN' });
    const member = await memberContext.newPage();
    await member.goto(`${server.url}/`);
    await logIn(member, EN, 'demo_member', 'Demo#2026');
    // The seeded welcome message is there, unread, and the login names it once (decision 0067).
    await expect(member.getByTestId('avatar-unread')).toHaveText('1');
    const welcome = member.locator('.live-notice').filter({ hasText: 'Welcome to the demo site' });
    await expect(welcome).toBeVisible();
    await welcome.getByRole('button', { name: 'Dismiss' }).click();
    await member.reload();
    await expect(member.getByTestId('avatar-unread')).toHaveText('1');
    await expect(welcome).toHaveCount(0);

    const staffContext = await browser.newContext({ viewport: widths.desktop });
    const admin = await staffContext.newPage();
    await admin.addInitScript(() => localStorage.setItem('portal-admin-lang', 'EN'));
    await signInOnPage(admin, server.url, { username: 'admin', password: ADMIN_PASSWORD, merchant: 'demo' });
    await admin.goto(`${server.url}/admin/messages`);
    await admin.getByLabel('Member username').fill('demo_member');
    // The first Subject and Message fields are the main text; the others are the versions by language.
    await admin.getByLabel('Subject').first().fill('Maintenance tonight');
    await admin.getByLabel('Message (plain text)').first().fill('From 02:00 to 03:00.\nThank you.');
    await admin.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(admin.getByText('Sent to 1 recipients')).toBeVisible();
    const sentRow = admin.getByRole('row').filter({ hasText: 'Maintenance tonight' });
    await expect(sentRow).toContainText('demo_member');

    const toast = member
      .locator('.live-notice')
      .filter({ hasText: 'New message from Platform: Maintenance tonight' });
    await expect(toast).toBeVisible();
    await expect(member.getByTestId('avatar-unread')).toHaveText('2');
    await toast.getByRole('link', { name: 'Read' }).click();
    const centre = member.getByRole('dialog', { name: 'Member centre' });
    await centre
      .getByTestId('msg-inbox')
      .getByRole('button', { name: /Maintenance tonight/ })
      .click();
    await expect(centre.getByTestId('msg-body')).toHaveText('From 02:00 to 03:00.\nThank you.');
    // A platform message has no reply.
    await expect(centre.getByRole('button', { name: 'Reply' })).toHaveCount(0);
    await expect(member.getByTestId('avatar-unread')).toHaveText('1');

    await admin.reload();
    const readRow = admin.getByRole('row').filter({ hasText: 'Maintenance tonight' });
    await expect(readRow.getByRole('cell').nth(4)).toHaveText('1');
    await screenshot(admin, 'admin-messages-1280', false);
    await staffContext.close();
    await memberContext.close();
  });
});
