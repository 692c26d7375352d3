import { expect, test } from '@playwright/test';
import { presetPreferences } from './helpers';

test('theme toggle switches dark to light and persists after reload', async ({ page, context }) => {
  await presetPreferences(context, { lang: 'EN' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await background();

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect.poll(background).not.toBe(dark);
  const light = await background();

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect.poll(background).toBe(light);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
});
