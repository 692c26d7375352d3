import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { presetPreferences, screenshot } from './helpers';
import { houseBalance, newMemberPlaysFirst, widths } from './member-centre-helpers';

// Issue 19's walk: a new member places a single and a parlay on the house's virtual football (/sports),
// watches the event, sees the bets settle and the balance follow, finds them in the betting record with
// their legs and verifies the event. The server runs the sportsbook six times faster (playwright.config.ts).

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { lang: 'EN' });
});

/** Picks the first price of the `index`-th match of a round (its group is found by its heading). */
async function pick(game: FrameLocator, round: string, index: number): Promise<void> {
  const group = game
    .locator('section.sb-group')
    .filter({ has: game.getByRole('heading', { name: round, exact: true }) });
  const price = group.locator('article.sb-event').nth(index).locator('button.sb-price').first();
  await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'true');
}

async function placeSlip(page: Page, game: FrameLocator, stake: string): Promise<void> {
  const slip = game.getByRole('complementary', { name: 'Bet slip' });
  await slip.getByLabel('Stake').fill(stake);
  await slip.getByTestId('sports-review').click();
  await expect(slip.getByText('Check your bets')).toBeVisible();
  const placed = page.waitForResponse(
    (r) => r.url().includes('/api/sports/bets') && r.request().method() === 'POST',
  );
  await slip.getByTestId('sports-confirm').click();
  expect((await placed).ok()).toBe(true);
  await expect(slip.getByText('1 bet(s) placed.')).toBeVisible();
}

test('a new member bets a single and a parlay on virtual football, watches, sees them settle and verifies the event', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The house sportsbook comes first on /sports and opens in the game view.
  const game = await newMemberPlaysFirst(page, {
    prefix: 'spt',
    size: widths.desktop,
    category: '/sports',
    game: 'Virtual Sports',
  });
  await expect(game.locator('section.sb-group').nth(1)).toBeVisible({ timeout: 30_000 });
  const before = await houseBalance(game);
  expect(before).toBeCloseTo(100.5, 2);
  // The third round kicks off 60 to 90 s from now at this pace: time to bet, whatever the machine's load.
  // Later rounds are folded: open it.
  const third = game.locator('section.sb-group').nth(2);
  const round = await third.getByRole('heading').innerText();
  await third.getByRole('button', { name: 'Show 8' }).click();

  // A single on one match, then a parlay of two other matches of the same round.
  await pick(game, round, 0);
  await placeSlip(page, game, '5');
  await pick(game, round, 1);
  await pick(game, round, 2);
  await game.getByRole('group', { name: 'Bet type' }).getByRole('button', { name: 'Parlay' }).click();
  await expect(game.getByText('Parlay odds')).toBeVisible();
  await placeSlip(page, game, '5');
  await expect.poll(() => houseBalance(game)).toBeCloseTo(before - 10, 2);
  await screenshot(page, 'sports-placed-1280', false);

  // My bets: both open; watch the single's match play out.
  await game.getByRole('button', { name: 'My bets' }).click();
  await expect(game.getByRole('button', { name: /Open \(2\)/ })).toBeVisible();
  // Watch opens once the match kicks off (within a minute and a half at this pace).
  const watch = game.locator('.sb-bet').first().getByRole('button', { name: 'Watch' }).first();
  await expect(watch).toBeVisible({ timeout: 100_000 });
  await watch.click();
  await expect(game.getByText('Full time')).toBeVisible({ timeout: 90_000 });
  await screenshot(page, 'sports-watch-1280', false);
  await game.getByRole('button', { name: 'Close' }).first().click();

  // Both bets settle; the wallet shows the stakes' returns.
  await game.getByRole('button', { name: 'My bets' }).click();
  await expect(game.getByRole('button', { name: /Open \(0\)/ })).toBeVisible({ timeout: 90_000 });
  await game.getByRole('button', { name: 'Settled' }).click();
  const settled = game.locator('.sb-bet');
  await expect(settled).toHaveCount(2);
  const paid = (await settled.locator('.sb-sum dd').allInnerTexts())
    .filter((_, i) => i % 3 === 2)
    .map((t) => Number(t.replace(/[^\d.-]/g, '')));
  expect(paid).toHaveLength(2);
  await expect.poll(() => houseBalance(game)).toBeCloseTo(before - 10 + paid[0]! + paid[1]!, 2);

  // The portal's betting record lists both with their legs, and a leg's event verifies.
  await page.goto('/?mc=personalHistoryCopy');
  const record = page.getByRole('dialog');
  await expect(record.getByRole('row').filter({ hasText: 'Virtual Sports' })).toHaveCount(2, {
    timeout: 20_000,
  });
  await record.getByRole('button', { name: /^2 selections/ }).click();
  await expect(record.getByRole('button', { name: /^2 selections/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const verify = record.getByRole('link', { name: /Verify the event/ }).first();
  const href = await verify.getAttribute('href');
  expect(href).toMatch(/\/verify\?event=/);
  await page.goto(href!);
  await expect(page.getByText('Verified: the results match')).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'sports-verify-1280', false);
});
