import { expect, test, type Page } from '@playwright/test';
import { presetPreferences } from './helpers';

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The theme's --bg colour as the browser computes it, read from a probe that has no transition. */
const themeBackground = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.cssText = 'background: var(--bg); transition: none; position: absolute;';
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });

test('theme toggle switches dark to light and persists after reload', async ({ page, context }) => {
  await presetPreferences(context, { lang: 'EN' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const dark = await themeBackground(page);
  await expect.poll(() => background(page)).toBe(dark);

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  const light = await themeBackground(page);
  expect(light).not.toBe(dark);
  // The body fades to the new colour; it must end on the light theme's background.
  await expect.poll(() => background(page)).toBe(light);

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => background(page)).toBe(light);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
});
