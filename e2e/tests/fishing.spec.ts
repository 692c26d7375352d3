import { expect, test } from '@playwright/test';
import { presetPreferences, screenshot } from './helpers';
import { houseBalance, newMemberPlaysFirst, widths } from './member-centre-helpers';

// Issue 20's fishing walk, on a phone: a new member opens the house's fishing game from /fish, holds the
// cannon on the sea until bullets hit fish, and sees the shots settled with the platform: the balance moves
// and the batches are in the game's history and the betting record.

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { lang: 'EN' });
});

test('a new member fires at fish on a phone and sees the balance change', async ({ page }) => {
  test.setTimeout(240_000);
  const game = await newMemberPlaysFirst(page, {
    prefix: 'fsh',
    size: widths.phone,
    category: '/fish',
    game: 'Ocean Hunter',
  });
  const fire = game.getByRole('button', { name: 'Fire', exact: true });
  await expect(fire).toBeEnabled({ timeout: 30_000 });
  const before = await houseBalance(game);
  expect(before).toBeCloseTo(100.5, 2);

  // Hold the cannon down on the sea: it keeps firing; bullets that hit a fish are shots, sent and settled.
  const shot = page.waitForResponse(
    (r) => r.url().includes('/api/fishing/shots') && r.request().method() === 'POST',
    { timeout: 90_000 },
  );
  const sea = game.getByRole('img', { name: /^The ocean/ });
  const box = (await sea.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.3);
  await page.mouse.down();
  expect((await shot).ok()).toBe(true);
  await page.waitForTimeout(2_000);
  await page.mouse.up();
  await expect.poll(() => houseBalance(game), { timeout: 20_000 }).not.toBeCloseTo(before, 2);
  await screenshot(page, 'house-fishing-375', false);

  // The settled batches: in the game's history, and in the betting record with their lines.
  await game.getByRole('button', { name: 'Fishing history' }).click();
  await expect(game.getByRole('link', { name: /Verify/ }).first()).toBeVisible({ timeout: 20_000 });
  await page.goto('/?mc=personalHistoryCopy');
  await expect(page.getByRole('dialog').getByText('Ocean Hunter').first()).toBeVisible({ timeout: 20_000 });
});
