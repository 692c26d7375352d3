import { expect as baseExpect, test } from '@playwright/test';
import { ADMIN_PASSWORD, presetPreferences, screenshot, signedInAsNew, useIsolatedServer } from './helpers';
import { uniqueName, widths } from './member-centre-helpers';
import { signInOnPage } from './staff-login';

// Customer service and the live chat (issue 18 item 6, decision 0066): a member on a phone opens the chat
// from the floating menu and writes; staff on a desktop see it in the console's queue (live), take it and
// reply; the member sees the agent join and the reply without reloading. The header dropdown's type 3 entry
// opens its decrypted address in a 440x750 popup. Its own server: staff sign in with ADMIN_PASSWORD.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });
const server = useIsolatedServer({ port: 4384, cli: [], env: { ADMIN_PASSWORD } });

test('a member chats from the floating menu on a phone; staff take it and reply from the console', async ({
  browser,
}) => {
  const memberContext = await browser.newContext({ viewport: widths.phone });
  const staffContext = await browser.newContext({ viewport: widths.desktop });
  await presetPreferences(memberContext, { lang: 'EN' });
  const username = uniqueName('chat');
  await signedInAsNew(memberContext, username, server.url);
  const member = await memberContext.newPage();
  await member.goto(`${server.url}/`);

  // Floating circle menu → Live chat: the panel fills the phone's screen.
  await member.getByRole('button', { name: 'Open quick menu' }).click();
  await member.getByRole('button', { name: 'Live chat', exact: true }).click();
  const chat = member.getByRole('dialog', { name: 'Live chat' });
  await expect(chat.getByText('Hello! How can we help you?')).toBeVisible();
  const box = await chat.boundingBox();
  expect(box?.width).toBe(375);
  // Markup and addresses stay text.
  await chat.getByLabel('Type a message…').fill('<b>My deposit</b> is late, see https://example.com');
  await chat.getByLabel('Type a message…').press('Enter');
  await expect(chat.getByText('<b>My deposit</b> is late, see https://example.com')).toBeVisible();
  await expect(chat.locator('a')).toHaveCount(0);
  await expect(chat.getByText('Waiting for an agent')).toBeVisible();
  await screenshot(member, 'live-chat-member-waiting-375', false);

  // The console on a desktop: the conversation is in the queue; take it and reply.
  const admin = await staffContext.newPage();
  await admin.addInitScript(() => localStorage.setItem('portal-admin-lang', 'EN'));
  await signInOnPage(admin, server.url, { username: 'admin', password: ADMIN_PASSWORD, merchant: 'demo' });
  await admin.goto(`${server.url}/admin/live-chat`);
  const row = admin.getByRole('button', { name: new RegExp(username) });
  await expect(row).toContainText('Waiting');
  await row.click();
  await admin.getByRole('button', { name: 'Take', exact: true }).click();
  await expect(admin.getByText('admin joined the conversation')).toBeVisible();
  await admin.getByLabel('Reply').fill('Hello, let me check your deposit.');
  await admin.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(admin.locator('.chat-bubble').getByText('Hello, let me check your deposit.')).toBeVisible();
  await screenshot(admin, 'live-chat-console-1280', false);

  // The member's open panel gets the join and the reply live (the `chat` push).
  await expect(chat.getByText('admin joined the conversation')).toBeVisible();
  await expect(chat.getByText('Hello, let me check your deposit.')).toBeVisible();
  await expect(chat.getByText('admin is helping you')).toBeVisible();
  await screenshot(member, 'live-chat-member-reply-375', false);

  // The member ends the chat (asked first) and rates it.
  await chat.getByRole('button', { name: 'End chat' }).click();
  await member.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(chat.getByText('Rate this conversation')).toBeVisible();
  await chat.getByRole('button', { name: '5 stars' }).click();
  await expect(chat.getByText('Thank you for your rating: 5 / 5')).toBeVisible();
  await chat.getByRole('button', { name: 'Close the chat window' }).click();
  await expect(chat).toBeHidden();

  // The header dropdown's type 3 entry: decrypted in the browser, opened in a 440x750 popup.
  await member.setViewportSize(widths.desktop);
  const opened: string[][] = [];
  await member.exposeFunction('recordOpen', (url: string, features: string) => opened.push([url, features]));
  await member.evaluate(() => {
    const open = window.open.bind(window);
    window.open = (url?: string | URL, target?: string, features?: string) => {
      void (window as unknown as { recordOpen: (u: string, f: string) => void }).recordOpen(
        String(url),
        features ?? '',
      );
      return open(url, target, features);
    };
  });
  await member
    .getByRole('button', { name: new RegExp(`Account menu|${username}`) })
    .first()
    .click();
  const popupPromise = member.waitForEvent('popup');
  await member.getByRole('menuitem', { name: 'Help Desk' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe('/helpmc');
  expect(opened).toHaveLength(1);
  expect(opened[0]![0]).toBe('/helpmc');
  expect(opened[0]![1]).toContain('width=440');
  expect(opened[0]![1]).toContain('height=750');
  await memberContext.close();
  await staffContext.close();
});
