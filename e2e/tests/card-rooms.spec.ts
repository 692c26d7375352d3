import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { presetPreferences, screenshot } from './helpers';
import { houseBalance, newMemberPlaysFirst, widths } from './member-centre-helpers';

// Issue 20's card-room walk: two new members, each in a browser of their own, sit at the same Texas Hold'em
// room of the house (/pvp), buy in through the wallet, check and call a hand down to the showdown, see who won
// with which hand, and one stands up with the chips going back to the balance.

const ROOM = "Hold'em 0.5/1";

async function sitDown(page: Page, prefix: string): Promise<FrameLocator> {
  const game = await newMemberPlaysFirst(page, {
    prefix,
    size: widths.desktop,
    category: '/pvp',
    game: "Texas Hold'em",
  });
  const room = game.locator('li.room-card').filter({ hasText: ROOM });
  await room.getByRole('button', { name: 'Join' }).click();
  const dialog = game.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Buy-in amount' }).fill('50');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const bought = page.waitForResponse(
    (r) => r.url().includes('/api/rooms/') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: /^Buy in 50\.00/ }).click();
  expect((await bought).ok()).toBe(true);
  await expect.poll(() => houseBalance(game), { timeout: 15_000 }).toBeCloseTo(50.5, 2);
  return game;
}

/** Whoever's turn it is checks, or calls: the hand goes to the showdown. False when it is not this seat's turn. */
async function checkOrCall(game: FrameLocator): Promise<boolean> {
  const button = game
    .getByRole('region', { name: 'Your action' })
    .getByRole('button', { name: /^(Check|Call)\b/ })
    .first();
  // The bar comes and goes as the turn moves: a short try, not a wait.
  return button.click({ timeout: 1_500 }).then(
    () => true,
    () => false,
  );
}

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { lang: 'EN' });
});

test("two members sit at one Hold'em table in two browsers and play a hand to the showdown", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const first = await sitDown(page, 'pka');
  await expect(first.getByText('Waiting for players').first()).toBeVisible();

  const context = await browser.newContext();
  await presetPreferences(context, { lang: 'EN' });
  const other = await context.newPage();
  const second = await sitDown(other, 'pkb');

  // The hand starts on its own; each checks or calls in turn until the cards are shown.
  const showdown = (g: FrameLocator) => g.getByText(/ wins [\d.]+ with /).first();
  const deadline = Date.now() + 150_000;
  while (!(await showdown(first).isVisible()) && Date.now() < deadline) {
    const acted = (await checkOrCall(first)) || (await checkOrCall(second));
    if (!acted) await page.waitForTimeout(500);
  }
  await expect(showdown(first)).toBeVisible();
  await expect(showdown(second)).toBeVisible();
  await screenshot(page, 'house-holdem-showdown-1280', false);

  // Standing up cashes the chips out: a blind or a call of 1 at most was lost or won on top of the 50.
  await first.getByRole('button', { name: 'Stand up' }).first().click();
  await first.getByRole('dialog').getByRole('button', { name: 'Stand up' }).click();
  await expect.poll(() => houseBalance(first), { timeout: 30_000 }).toBeGreaterThan(99);
  expect(await houseBalance(first)).toBeLessThan(102);
  await other.close();
  await context.close();
});
