import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { presetPreferences, registerByApi, repoRoot, runsIn, screenshot } from './helpers';
import { commonText, depositBySandbox, logIn, uniqueName, widths } from './member-centre-helpers';

// Games on the real server: "coming soon" tiles and the login a visitor is asked for, the vendor's
// popup list, the favourite heart and the Favourites tab, a house game launched into /game (or the
// full-screen view on a phone) with the house vendor's page in the iframe, the betting record and
// the transfer form of my wallet. Every test runs at 1280 px and at 375 px.

const tx = commonText.EN;
/** The house vendor serves its pages from the portal's host, port PORT + 10 (decision 0009). */
const housePresent = fs.existsSync(path.join(repoRoot, 'apps/house-games/src/main.ts'));
const houseOrigin = (baseURL: string | undefined) => {
  const url = new URL(baseURL ?? 'http://127.0.0.1:4310');
  return `${url.protocol}//${url.hostname}:${Number(url.port) + 10}`;
};

/** A new member, logged in, on the home page. */
async function member(page: Page, prefix: string): Promise<string> {
  const username = uniqueName(prefix);
  await registerByApi(page, username);
  await page.goto('/');
  await logIn(page, tx, username);
  return username;
}

test.beforeEach(async ({ context }) => {
  await presetPreferences(context, { lang: 'EN' });
});

for (const size of [widths.desktop, widths.phone]) {
  const phone = size.width < 768;

  test.describe(`${size.width}px`, () => {
    test.use({ viewport: size });

    test(`a visitor sees coming-soon tiles and is asked to log in to play (${size.width}px)`, async ({
      page,
    }) => {
      await page.goto('/rng');
      const grid = page.getByRole('list', { name: 'Slots games' });
      const soon = grid.locator('.game-tile--soon');
      await expect(soon.first()).toBeVisible();
      await expect(soon.first()).toContainText('Coming soon');
      // A vendor that is not configured has no play action at all (decision 0009).
      await expect(soon.first().getByRole('button', { name: /^Play / })).toHaveCount(0);
      await soon.first().click();
      await expect(page.getByRole('dialog', { name: tx.logIn })).toHaveCount(0);
      // Visitors have no favourite hearts; Recent and Favourites ask for login.
      await expect(grid.getByRole('button', { name: /^Favourite / })).toHaveCount(0);
      await page
        .getByRole('group', { name: 'Game lists' })
        .getByRole('button', { name: 'Favourites' })
        .click();
      await expect(page.getByRole('dialog', { name: tx.logIn })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: tx.logIn })).toBeHidden();
      await screenshot(page, `games-category-visitor-${size.width}`, false);

      // The open PvP rooms are for members.
      await page.goto('/pvp');
      await expect(
        page.getByRole('region', { name: 'Open rooms' }).getByText('Log in to see the open rooms'),
      ).toBeVisible();

      // A house game can be played, after logging in.
      await page.goto('/inhouse');
      await page.getByRole('button', { name: 'Play Dice' }).first().click();
      await expect(page.getByRole('dialog', { name: tx.logIn })).toBeVisible();
      await expect(page).toHaveURL(/\/inhouse$/);
    });

    test(`home: sections in order, the live jackpot and the banner (${size.width}px)`, async ({ page }) => {
      await page.goto('/');
      const headings = page.getByRole('heading', { level: 2 });
      const order = [
        'Hot games',
        'Lottery',
        'Blockchain games',
        'Live Casino',
        'Fishing',
        'Slots',
        'Card Games',
        'House Originals',
        'Sports',
        'Esports',
        'Cockfighting',
        'List of Winners',
      ];
      // The sections come in as the vendors load: poll until they are all there.
      await expect
        .poll(async () =>
          (await headings.allTextContents()).map((h) => h.trim()).filter((h) => order.includes(h)),
        )
        .toEqual(order);

      // The jackpot is the house vendor's real pool, or hidden when the vendor cannot be reached.
      const readPool = () => page.request.get('/wps/relay/VIS_getJackpot', { headers: { Merchant: 'demo' } });
      const jackpot = page.getByRole('region', { name: 'Progressive jackpot' });
      if ((await readPool()).ok()) {
        // Other tests may spin a slot meanwhile: the page shows the pool as the API reports it now.
        await expect
          .poll(async () => {
            const { amount } = ((await (await readPool()).json()) as { value: { amount: number } }).value;
            const figure = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(amount);
            return (await jackpot.getByTestId('jackpot-amount').textContent()) === `NT$${figure}`;
          })
          .toBe(true);
      } else {
        await expect(jackpot).toHaveCount(0);
      }

      // The banner's dots switch slides at once, before and after its sliding code arrives.
      const dots = page
        .getByRole('region', { name: 'Featured' })
        .getByRole('button', { name: /^Go to slide/ });
      await dots.nth(1).click();
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
      await dots.nth(0).click();
      await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
      await page.waitForTimeout(800); // the slide's move back, before the screenshot
      await screenshot(page, `games-home-${size.width}`, false);
    });

    test(`a vendor card opens the popup list of its games (${size.width}px)`, async ({ page }) => {
      await page.goto('/');
      const section = page.getByRole('region', { name: 'House Originals', exact: true });
      await section.getByRole('button', { name: 'House Originals', exact: true }).click();
      const popup = page.getByRole('dialog', { name: 'House Originals' });
      await expect(popup).toBeVisible();
      const tiles = popup.getByRole('list', { name: 'House Originals games' }).getByRole('listitem');
      // The house vendor's slots (RNG) and originals (INHOUSE) alike.
      await expect(popup.getByText('5 games')).toBeVisible();
      await expect(tiles).toHaveCount(5);
      await expect(popup.getByRole('button', { name: 'Play Dragon Fortune' })).toBeVisible();
      await screenshot(page, `games-vendor-popup-${size.width}`, false);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
    });

    test(`a member keeps a favourite and launches a house game (${size.width}px)`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await member(page, phone ? 'gfp' : 'gfd');
      await page.goto('/inhouse');
      const heart = page.getByRole('button', { name: 'Favourite Plinko' }).first();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      const saved = page.waitForResponse(/MCSFE_addFavoriteGameV2/);
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      expect((await saved).ok()).toBe(true);
      await screenshot(page, `games-category-member-${size.width}`, false);

      // The favourite is the server's: after a reload it is in the Favourites tab.
      await page.reload();
      await page
        .getByRole('group', { name: 'Game lists' })
        .getByRole('button', { name: 'Favourites' })
        .click();
      await expect(page).toHaveURL(/tab=favorites/);
      const favourites = page.getByRole('list', { name: 'House Originals games' });
      await expect(favourites.getByRole('listitem')).toHaveCount(1);
      await expect(favourites.getByRole('heading', { name: 'Plinko' })).toBeVisible();
      await expect(favourites.getByRole('button', { name: 'Favourite Plinko' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      // Launch: the address is stored, then /game (the full-screen /seamless on a phone).
      await page
        .getByRole('group', { name: 'Game lists' })
        .getByRole('button', { name: 'All games' })
        .click();
      const launched = page.waitForResponse(/\/wps\/game\/launchGame/);
      await page.getByRole('button', { name: 'Play Dice' }).first().click();
      expect((await launched).ok()).toBe(true);
      await expect(page).toHaveURL(phone ? /\/seamless\?gameType=INHOUSE$/ : /\/game\?gameType=INHOUSE$/);
      const stored = await page.evaluate(() => sessionStorage.getItem('game_redirect'));
      expect(JSON.parse(stored ?? '{}')).toMatchObject({ name: 'Dice', vassalage: 'HOUSE' });
      const frame = page.locator('iframe.game-stage__frame');
      await expect(frame).toHaveAttribute('allow', 'fullscreen; autoplay');
      const src = await frame.getAttribute('src');
      expect(new URL(src ?? '').origin).toBe(houseOrigin(baseURL));
      expect(new URL(src ?? '').pathname).toBe('/play/HOUSE_DICE');
      if (phone) {
        // Full screen: no portal header, a small control to go back.
        await expect(page.getByRole('banner')).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Close the game' })).toBeVisible();
      } else {
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: 'Dice' })).toBeVisible();
        for (const name of ['Back', 'Reload the game', 'Full screen'])
          await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Favourite Dice' })).toHaveAttribute(
          'aria-pressed',
          'false',
        );
      }
      if (housePresent) {
        // The house vendor's page loaded inside the frame (its own origin).
        await expect(page.locator('.game-stage__overlay')).toHaveCount(0, { timeout: 20_000 });
        const game = page.frame({ url: (url) => url.pathname === '/play/HOUSE_DICE' });
        expect(game).not.toBeNull();
        await expect(game!.locator('body')).not.toBeEmpty();
        expect(new URL(game!.url()).origin).toBe(houseOrigin(baseURL));
        // For the screenshot only: give the game a moment to finish its own start-up screen.
        await game!
          .getByText(/^Loading/)
          .waitFor({ state: 'hidden', timeout: 15_000 })
          .catch(() => undefined);
      }
      await screenshot(page, `games-${phone ? 'seamless' : 'game'}-view-${size.width}`, false);

      // Back where the game was launched from.
      await page.getByRole('button', { name: phone ? 'Close the game' : 'Back', exact: true }).click();
      await expect(page).toHaveURL(/\/inhouse$/);
      await expect(page.getByRole('banner')).toBeVisible();
    });

    if (runsIn(phone))
      test(`the betting record and my wallet's transfer form (${size.width}px)`, async ({ page }) => {
        test.setTimeout(90_000);
        await member(page, phone ? 'gwp' : 'gwd');

        // The house's card rooms are open (GLS2_roomList), each with its game, blinds and a join button.
        await page.goto('/pvp');
        await expect(
          page
            .getByRole('region', { name: 'Open rooms' })
            .getByRole('button', { name: "Join Texas Hold'em · Hold'em 0.5/1" }),
        ).toBeVisible();

        // Betting record: nothing played yet, with its filters.
        await page.goto('/?mc=personalHistoryCopy');
        const panel = page.getByRole('dialog', { name: tx.memberCentre });
        await expect(panel.getByRole('heading', { name: 'Betting record' })).toBeVisible();
        await expect(panel.getByText('No records in this period')).toBeVisible();
        const categories = panel.getByRole('group', { name: 'Game categories' });
        await expect(categories.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await categories.getByRole('button', { name: 'House Originals' }).click();
        await expect(panel.getByRole('combobox', { name: 'Provider' }).locator('option')).toHaveText([
          'All providers',
          'House Originals',
          'House Arcade',
        ]);
        await panel.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Settled' });
        await panel.getByRole('button', { name: 'Last 7 days' }).click();
        await expect(panel.getByText('No records in this period')).toBeVisible();
        await panel.getByRole('button', { name: 'Custom' }).click();
        await panel.getByLabel('From', { exact: true }).fill('2026-01-01');
        await panel.getByLabel('To', { exact: true }).fill('2026-03-01');
        await expect(panel.getByRole('alert')).toHaveText('Choose at most 31 days');
        await screenshot(page, `games-betting-record-${size.width}`, false);

        // My wallet: money in the main wallet, then the transfer form (the move itself is confirmed first).
        await depositBySandbox(page, tx, '100');
        await page.goto('/?mc=transferFund');
        const form = panel.getByRole('form', { name: 'Transfer between wallets' });
        await expect(form).toBeVisible();
        const from = form.getByRole('combobox', { name: 'From', exact: true });
        const to = form.getByRole('combobox', { name: 'To', exact: true });
        await expect(from.locator('option:checked')).toHaveText(/^Main wallet/);
        await expect(to.locator('option', { hasText: 'House Arcade' })).toHaveCount(1);
        const amount = form.getByRole('textbox', { name: 'Transfer amount' });
        await amount.fill('250');
        await expect(form.getByText(/More than the balance of Main wallet/)).toBeVisible();
        await form.getByRole('button', { name: 'Max' }).click();
        await expect(amount).toHaveValue('100.5');
        await expect(form.getByRole('button', { name: 'Recall all to main wallet' })).toBeEnabled();
        await screenshot(page, `games-my-wallet-${size.width}`, false);
        await form.getByRole('button', { name: 'Transfer now' }).click();
        const confirm = page.getByRole('dialog', { name: 'Confirm transfer' });
        await expect(confirm).toBeVisible();
        await expect(confirm).toContainText('House Arcade');
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        await expect(confirm).toBeHidden();
        await expect(panel.getByRole('heading', { name: 'Recent transfers (last 2 days)' })).toBeVisible();
      });
  });
}
