import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { presetPreferences, screenshot } from './helpers';
import { houseBalance, newMemberPlaysFirst, widths } from './member-centre-helpers';

// Issue 20's table walk: a new member opens the house's baccarat from /live, puts chips on Banker, sees the
// round dealt and settled for everyone at the table, the balance follow, and the round in the betting record
// with its lines and a link to verify it. The server shortens the betting window (playwright.config.ts).

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { lang: 'EN' });
});

/** Chips on Banker and confirmed in a betting window; a window that closes first is tried again at the next. */
async function betOnBanker(page: Page, game: FrameLocator): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt++) {
    await expect(game.getByText('Place your bets')).toBeVisible({ timeout: 40_000 });
    await game.getByRole('button', { name: 'Chip 5.00' }).click();
    await game.getByRole('button', { name: /^Banker, pays/ }).click();
    const placed = page.waitForResponse(
      (r) => r.url().includes('/api/tables/baccarat/bets') && r.request().method() === 'POST',
    );
    await game.getByRole('button', { name: /^Confirm 5\.00/ }).click();
    if ((await placed).ok()) return;
    await expect(game.getByText('Bets are closed')).toBeVisible();
    await game.getByRole('button', { name: 'Clear' }).click();
  }
  throw new Error('no betting window took the bet');
}

test('a new member bets on a baccarat round, sees it dealt and settled, and finds it in the betting record', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The house's tables come first on /live.
  const game = await newMemberPlaysFirst(page, {
    prefix: 'tbl',
    size: widths.desktop,
    category: '/live',
    game: 'Baccarat',
  });
  await expect(game.getByRole('group', { name: 'Chips' })).toBeVisible({ timeout: 30_000 });
  const before = await houseBalance(game);
  expect(before).toBeCloseTo(100.5, 2);

  await betOnBanker(page, game);
  // The stake leaves at once; the round is dealt for the whole table, then settles.
  await expect.poll(() => houseBalance(game), { timeout: 15_000 }).toBeCloseTo(before - 5, 2);
  const verdict = game.getByText(/^(You win [\d.]+|No win this round)$/);
  await expect(verdict).toBeVisible({ timeout: 60_000 });
  const text = await verdict.innerText();
  // Banker pays 0.95 to 1 (9.75 back), a tie returns the stake (5.00).
  const back = text.startsWith('You win') ? Number(text.replace(/[^\d.]/g, '')) : 0;
  expect([0, 5, 9.75]).toContain(back);
  await expect.poll(() => houseBalance(game), { timeout: 15_000 }).toBeCloseTo(before - 5 + back, 2);
  await screenshot(page, 'house-baccarat-1280', false);

  // The betting record: the round with its line (Banker 5.00) and a link to verify it.
  await page.goto('/?mc=personalHistoryCopy');
  const record = page.getByRole('dialog');
  await expect(record.getByText('Baccarat').first()).toBeVisible({ timeout: 20_000 });
  await record
    .getByRole('button', { name: /^1 bet/ })
    .first()
    .click();
  await expect(record.getByText('Banker').first()).toBeVisible();
  const verify = record.getByRole('link', { name: /Verify/ }).first();
  expect(await verify.getAttribute('href')).toMatch(/\/verify\?table-round=/);
});
