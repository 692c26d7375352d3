import { expect, test } from '@playwright/test';
import { presetPreferences } from './helpers';

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { lang: 'EN' });
});

test('/rng lists 42 games, playable ones first, loads more on scroll, and the vendor chips filter', async ({
  page,
}) => {
  await page.goto('/rng');
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Slots games' });
  const tiles = grid.getByRole('listitem');
  await expect(tiles).toHaveCount(42);
  // The house slots can be played and come first; vendors without credentials are "coming soon".
  const playable = tiles.filter({ has: page.getByRole('button', { name: /^Play / }) });
  await expect(playable).toHaveCount(2);
  await expect(tiles.nth(0).getByRole('button', { name: /^Play / })).toBeVisible();
  await expect(tiles.nth(2)).toContainText('Coming soon');

  await page.locator('.infinite-sentinel').scrollIntoViewIfNeeded();
  await expect.poll(() => tiles.count()).toBeGreaterThan(42);

  const vendors = page.getByRole('group', { name: 'Providers' });
  await expect(vendors.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await vendors.getByRole('button', { name: 'Playtech' }).click();
  await expect(vendors.getByRole('button', { name: 'Playtech' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/vassalage=PT/);
  const vendorsShown = async () => [...new Set(await grid.locator('.game-tile__vendor').allTextContents())];
  await expect.poll(vendorsShown).toEqual(['Playtech']);
  const count = await tiles.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(42);
  await expect(page.getByText(`${count} games`)).toBeVisible();
});

test('a game tile asks a visitor to log in, and search narrows the grid', async ({ page }) => {
  await page.goto('/rng');
  const grid = page.getByRole('list', { name: 'Slots games' });
  await expect(grid.getByRole('listitem')).toHaveCount(42);
  await page.getByRole('searchbox', { name: 'Search games' }).fill('Dragon');
  await expect(page).toHaveURL(/q=Dragon/);
  // The grid refetches after the URL changes: wait until what it shows is the narrowed list (names are
  // empty while the tiles are placeholders).
  const names = () => grid.locator('.game-tile__name').allTextContents();
  await expect
    .poll(async () => {
      const shown = await names();
      return shown.length > 0 && shown.every((name) => name.toLowerCase().includes('dragon'));
    })
    .toBe(true);
  await page.getByRole('searchbox', { name: 'Search games' }).fill('zzzz-no-such-game');
  await expect(page.getByText('No games found')).toBeVisible();
});
