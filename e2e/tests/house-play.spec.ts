import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { presetPreferences, registerByApi, screenshot, variants } from './helpers';
import {
  commonText,
  depositBySandbox,
  houseBalance,
  logIn,
  uniqueName,
  widths,
} from './member-centre-helpers';

// Issue 5's flow in the browser: a member with money launches a house slot, spins it for real (the
// house vendor calls the platform's wallet protocol), sees the balance change, finds the round in the
// betting record, rotates the seed and verifies the round on the house vendor's verify page.

const tx = commonText.EN;

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { lang: 'EN' });
});

async function spinOnce(page: Page, game: FrameLocator): Promise<void> {
  const spin = game.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/') && r.request().method() === 'POST' && r.url().includes('spin'),
  );
  await spin.click();
  expect((await answered).ok()).toBe(true);
  // The reels land and the button comes back.
  await expect(spin).toBeEnabled({ timeout: 20_000 });
}

for (const size of variants([widths.desktop, widths.phone], (s) => s === widths.desktop)) {
  test(`spin a house slot with real money, find it in the betting record and verify it (${size.width}px)`, async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    // The reels' animation is part of what this walk checks: it runs with motion, unlike the rest of the
    // suite (playwright.config.ts); the other house games play with reduced motion below.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.setViewportSize(size);
    const username = uniqueName(size.width < 768 ? 'hpp' : 'hpd');
    await registerByApi(page, username);
    await page.goto('/');
    await logIn(page, tx, username);
    await depositBySandbox(page, tx, '100');

    // Launch Dragon Fortune from the slots category (house games come first).
    await page.goto('/rng');
    const launched = page.waitForResponse(/\/wps\/game\/launchGame/);
    await page.getByRole('button', { name: 'Play Dragon Fortune' }).first().click();
    expect((await launched).ok()).toBe(true);
    const game = page.frameLocator('iframe.game-stage__frame');
    await expect(game.getByRole('button', { name: 'Spin', exact: true })).toBeVisible({ timeout: 30_000 });
    const before = await houseBalance(game);
    expect(before).toBeCloseTo(100.5, 2);
    await spinOnce(page, game);
    await spinOnce(page, game);
    // Two stakes left the wallet and any wins came back: the balance moved, and the platform agrees.
    // The wallet line is redrawn a moment after the reels stop: wait for it rather than read it once.
    await expect.poll(() => houseBalance(game), { timeout: 15_000 }).not.toBe(before);
    await screenshot(page, `house-slot-${size.width}`, false);

    // Rotate the seed so the rounds can be verified.
    await game.getByRole('button', { name: 'Provably fair' }).click();
    await game.getByRole('button', { name: 'Rotate seed and reveal the old one' }).click();
    await expect(game.getByText('Previous server seed')).toBeVisible();
    await game.getByRole('button', { name: 'Close' }).first().click();

    // The betting record has both rounds, settled, with a link to verify them.
    await page.goto('/?mc=personalHistoryCopy');
    const record = page.getByRole('dialog');
    await expect(record.getByText('Dragon Fortune').first()).toBeVisible({ timeout: 20_000 });
    const verify = record.getByRole('link', { name: /Verify/ }).first();
    await expect(verify).toBeVisible();
    const href = await verify.getAttribute('href');
    expect(href).toMatch(/\/verify\?round=/);
    await screenshot(page, `house-betting-record-${size.width}`, false);

    const verifyPage = await context.newPage();
    await verifyPage.goto(href!);
    await expect(verifyPage.getByText('Verified: the results match')).toBeVisible({ timeout: 20_000 });
    await screenshot(verifyPage, `house-verify-${size.width}`, false);
    await verifyPage.close();
  });
}

/** Each house game, the category page that lists it, the button that plays a round and the call it makes. */
const houseGames = [
  { category: '/rng', name: 'Neon Fruits', action: /^Spin$/, call: '/api/spin' },
  // `empty`: the recent-results placeholder, gone once the round has played out on screen.
  { category: '/inhouse', name: 'Dice', action: /^Roll$/, call: '/api/dice', empty: 'No rolls yet' },
  {
    category: '/inhouse',
    name: 'Plinko',
    action: /^Drop ball$/,
    call: '/api/plinko',
    empty: 'No balls dropped yet',
  },
  // Crash takes bets between rounds; outside them the button queues the bet for the next round.
  {
    category: '/inhouse',
    name: 'Crash',
    action: /^(Place bet|Bet on the next round)$/,
    call: '/api/crash/bet',
  },
] as const;

for (const size of variants([widths.desktop, widths.phone], (s) => s === widths.phone)) {
  test(`a new member plays every other house game from its category page (${size.width}px)`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(size);
    const username = uniqueName(size.width < 768 ? 'hap' : 'had');
    await registerByApi(page, username);
    await page.goto('/');
    await logIn(page, tx, username);
    await depositBySandbox(page, tx, '100');

    for (const g of houseGames) {
      await page.goto(g.category);
      const launched = page.waitForResponse(/\/wps\/game\/launchGame/);
      await page
        .getByRole('button', { name: `Play ${g.name}` })
        .first()
        .click();
      expect((await launched).ok(), g.name).toBe(true);
      const game = page.frameLocator('iframe.game-stage__frame');
      const action = game.getByRole('button', { name: g.action });
      await expect(action).toBeEnabled({ timeout: 30_000 });
      // A new member has no rounds yet.
      if ('empty' in g) await expect(game.getByText(g.empty)).toBeVisible();
      const answered = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().includes(g.call),
        // A crash round in flight runs on until it crashes (a 100x round flies 77 s) before the next takes bets.
        { timeout: 150_000 },
      );
      await action.click();
      expect((await answered).ok(), g.name).toBe(true);
      // The slot's reels land and Spin comes back; dice and plinko list the round among their results.
      if (g.name === 'Neon Fruits') await expect(action).toBeEnabled({ timeout: 20_000 });
      if ('empty' in g) await expect(game.getByText(g.empty)).toBeHidden({ timeout: 20_000 });
      await screenshot(page, `house-${g.name.toLowerCase().replace(' ', '-')}-${size.width}`, false);
    }

    // Every round went through the wallet: the betting record lists each game (a table on desktop, cards
    // on a phone; the other form is hidden).
    await page.goto('/?mc=personalHistoryCopy');
    const record = page.getByRole('dialog');
    for (const g of houseGames)
      await expect(record.getByText(g.name).locator('visible=true').first(), g.name).toBeVisible({
        timeout: 30_000,
      });
  });
}
