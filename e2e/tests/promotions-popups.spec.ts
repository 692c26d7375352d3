import { expect, test, type Locator, type Page } from '@playwright/test';
import { presetPreferences, registerByApi, screenshot, TEST_PASSWORD } from './helpers';

// New-player promotions in the register form, and the after-login popup announcements (first login).

const widths = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const;
// The demo's new_player promotions (category new_player), in their order.
const promotionTitles = ['First deposit bonus 100%', 'Daily reload bonus', 'New member starter bonus 18'];
const WELCOME = 'Welcome aboard!';
const run = Date.now().toString(36).slice(-7);
let serial = 0;
const uniqueName = (prefix: string) => `${prefix}${run}${(serial++).toString(36)}`.slice(0, 16);

const promotionsCarousel = (scope: Page | Locator) =>
  scope.getByRole('region', { name: 'New-player promotions' });

/** The slide link the carousel shows now (the others sit outside its clipping viewport). */
async function visibleSlide(carousel: Locator): Promise<string> {
  for (const title of promotionTitles) {
    const link = carousel.getByRole('link', { name: title });
    const box = await link.boundingBox();
    const frame = await carousel.boundingBox();
    if (box && frame && Math.abs(box.x - frame.x) < 4) return title;
  }
  return '';
}

test('the register page shows the new-player promotions carousel, which plays and links to promotions', async ({
  page,
  context,
}) => {
  // Autoplay is what this test checks: the suite runs with reduced motion (playwright.config.ts).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await presetPreferences(context, { lang: 'EN' });
  await page.goto('/register');
  const carousel = promotionsCarousel(page);
  await expect(carousel).toBeVisible();
  for (const title of promotionTitles) {
    const link = carousel.getByRole('link', { name: title });
    await expect(link).toHaveCount(1);
    await expect(link.getByRole('img', { name: title })).toHaveCount(1);
  }
  const dots = carousel.getByRole('button', { name: /^Go to slide \d$/ });
  await expect(dots).toHaveCount(promotionTitles.length);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => visibleSlide(carousel)).toBe(promotionTitles[0]);

  // Autoplay: the next slide comes by itself after 5 s.
  await page.waitForTimeout(5_600);
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => visibleSlide(carousel)).toBe(promotionTitles[1]);

  // Hovering pauses it.
  await carousel.hover();
  await page.waitForTimeout(5_600);
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

  // A slide opens the promotions page at that promotion.
  await carousel.getByRole('link', { name: promotionTitles[1] }).click();
  await expect(page).toHaveURL(/\/promotions\?id=\d+$/);
});

test('with reduced motion the promotions carousel does not play by itself', async ({ page, context }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await presetPreferences(context, { lang: 'EN' });
  await page.goto('/register');
  const carousel = promotionsCarousel(page);
  const dots = carousel.getByRole('button', { name: /^Go to slide \d$/ });
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await page.waitForTimeout(5_600);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  // The dots still work.
  await dots.nth(1).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => visibleSlide(carousel)).toBe(promotionTitles[1]);
});

for (const size of widths) {
  test(`new-player promotions on the register page and in the register modal (${size.width}px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(size);
    await presetPreferences(context, { lang: 'EN' });
    await page.goto('/register');
    await expect(promotionsCarousel(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `promotions-register-page-${size.width}`);

    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Register', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Register' });
    const carousel = promotionsCarousel(dialog);
    await expect(carousel).toBeVisible();
    await expect(carousel.getByRole('img', { name: promotionTitles[0] })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `promotions-register-modal-${size.width}`, false);

    // Following a promotion closes the modal.
    await carousel.getByRole('link', { name: promotionTitles[0] }).click();
    await expect(page).toHaveURL(/\/promotions\?id=\d+$/);
    await expect(dialog).toBeHidden();
  });
}

test('a new registration shows the first-login popup after the success modal, once per session', async ({
  page,
  context,
}) => {
  await presetPreferences(context, { lang: 'EN', afterLoginPopupSeen: false });
  await page.goto('/register');
  const username = uniqueName('pop');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('checkbox', { name: 'I confirm that I am over 18 years old' }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).last().click();

  // The success modal alone first: the popup waits for it.
  const success = page.getByRole('dialog', { name: 'Registration successful' });
  await expect(success).toBeVisible();
  await page.waitForTimeout(800);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await success.getByRole('button', { name: 'Start playing' }).click();

  const popup = page.getByRole('dialog', { name: WELCOME });
  await expect(popup).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await popup.getByRole('button', { name: 'Got it' }).click();
  await expect(popup).toBeHidden();

  await page.reload();
  await expect(page.getByRole('button', { name: `Account menu of ${username}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

async function logIn(page: Page, username: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: `Account menu of ${username}` })).toBeVisible();
}

const afterLoginList = (page: Page, execution: 'A' | 'F') =>
  page.waitForResponse(
    (r) => r.url().includes('MCSFE_getListAnnouncements') && r.url().includes(`execution=${execution}`),
  );

test('an account that logged in before does not get the first-login popup', async ({ page, context }) => {
  // Registration logs the account in, so the login below is not its first.
  const username = uniqueName('old');
  await registerByApi(page, username);
  await presetPreferences(context, { lang: 'EN', afterLoginPopupSeen: false });
  await page.goto('/');
  const list = afterLoginList(page, 'A');
  await logIn(page, username);
  const body = (await (await list).json()) as { value: { popup: { title: string }[] } };
  expect(body.value.popup.map((p) => p.title)).not.toContain(WELCOME);
  await page.waitForTimeout(800);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a login answered firstTimeLogin gets the first-login popup', async ({ page, context }) => {
  const username = uniqueName('first');
  await registerByApi(page, username);
  await presetPreferences(context, { lang: 'EN', afterLoginPopupSeen: false });
  // Every account here has logged in at registration, so the server's answer is made a first login.
  await page.route('**/wps/session/login', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { value: { firstTimeLogin: boolean } };
    json.value.firstTimeLogin = true;
    await route.fulfill({ response, json });
  });
  await page.goto('/');
  const list = afterLoginList(page, 'F');
  await logIn(page, username);
  await list;
  const popup = page.getByRole('dialog', { name: WELCOME });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Got it' }).click();
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('popupClosed'))).toBe('B,F');
});
