import { expect, test, type Page } from '@playwright/test';
import {
  allVariants,
  languages,
  loadLazyContent,
  presetPreferences,
  screenshot,
  type Theme,
} from './helpers';

// Screenshots for people to look at (e2e/artifacts, not committed): home at both widths in every language
// (dark) and in the light theme (TW; every language with E2E_ALL_VARIANTS=1), then the other screens.
const widths = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;
const themes: Theme[] = ['dark', 'light'];

async function ready(page: Page) {
  await expect(page.locator('.skeleton')).toHaveCount(0, { timeout: 15_000 });
  await loadLazyContent(page);
}

for (const size of widths) {
  test.describe(`${size.width}px`, () => {
    test.use({ viewport: size });

    for (const theme of themes) {
      for (const lang of theme === 'dark' || allVariants ? languages : (['TW'] as const)) {
        test(`home ${theme} ${lang}`, async ({ page, context }) => {
          await presetPreferences(context, { lang, theme });
          await page.goto('/');
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await ready(page);
          await screenshot(page, `home-${size.width}-${theme}-${lang}`);
        });
      }
    }

    for (const path of ['rng', 'help', 'down'] as const) {
      test(`/${path}`, async ({ page, context }) => {
        await presetPreferences(context, { lang: 'EN' });
        await page.goto(`/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await ready(page);
        if (path === 'help') await expect(page.getByRole('button', { expanded: true }).first()).toBeVisible();
        await screenshot(page, `${path}-${size.width}`);
      });
    }

    test('download modal', async ({ page, context }) => {
      await presetPreferences(context, { lang: 'EN' });
      await page.goto('/');
      if (size.width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('button', { name: 'App download' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'App Download' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img', { name: 'Android download QR code' })).toBeVisible();
      await dialog.getByRole('tab', { name: 'iOS' }).click();
      await expect(dialog.getByRole('img', { name: 'iOS download QR code' })).toBeVisible();
      await dialog.getByRole('tab', { name: 'Android' }).click();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `download-modal-${size.width}`, false);
    });

    test('menu', async ({ page, context }) => {
      await presetPreferences(context, { lang: 'EN' });
      await page.goto('/');
      if (size.width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('button', { name: 'Slots providers' }).click();
      await menu.getByRole('button', { name: 'Support' }).click();
      await expect(menu.getByRole('button', { name: 'Announcements' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `menu-${size.width}`, false);
    });

    test('announcement modal', async ({ page, context }) => {
      await presetPreferences(context, { lang: 'EN' });
      await page.goto('/');
      const marquee = page.getByRole('region', { name: 'Latest announcements' });
      await marquee.hover();
      await marquee.getByRole('button').nth(1).click();
      await expect(page.getByRole('dialog', { name: 'Announcements' })).toBeVisible();
      await screenshot(page, `announcement-modal-${size.width}`, false);
    });
  });
}
