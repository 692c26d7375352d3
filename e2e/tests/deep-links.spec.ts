import { expect, test } from '@playwright/test';
import { presetPreferences } from './helpers';

// Deep links: a page opened straight from its address (a bookmark, a shared link, a refresh) is the
// page, not the API. `/live` was answered 404 while the live socket used that path.

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { lang: 'EN' });
});

test('/live opened directly and refreshed renders the live casino category page', async ({ page }) => {
  for (const open of [() => page.goto('/live'), () => page.reload(), () => page.goto('/LIVE?vassalage=')]) {
    const response = await open();
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Live Casino' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Live Casino games' }).getByRole('listitem').first(),
    ).toBeVisible();
  }
});
