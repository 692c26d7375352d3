import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  presetPreferences,
  screenshot,
  startIsolatedServer,
  TEST_PASSWORD,
  variants,
  type IsolatedServer,
  type Lang,
} from './helpers';
import { commonText, logIn, uniqueName } from './member-centre-helpers';

// Issue 14, texts: the withdrawal summary's own title (item 6), seeded content in the page's language
// (item 7), switched-off features hidden and refused with their reason (item 8), an unknown lottery
// code falling back to the default game (item 9), lottery tiles carrying playType (item 21). TW and EN,
// at 375 and 1280 px.

const widths = [375, 1280] as const;
const langs = ['TW', 'EN'] as const;
/** Each language at one width (TW on a phone, EN at a desk); every pair with E2E_ALL_VARIANTS=1. */
const pairs = variants(
  langs.flatMap((lang) => widths.map((width) => ({ lang, width }))),
  (p) => (p.lang === 'TW') === p.width < 768,
);

async function at(browser: Browser, lang: Lang, width: number, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } });
  await presetPreferences(context, { lang });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** A member registered through the API (the register form is another spec's). */
async function registered(page: Page, prefix: string) {
  const username = uniqueName(prefix);
  const reg = await page.request.put('/wps/member/register', {
    headers: { Merchant: 'demo' },
    data: {
      username,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      agreeTerms: true,
      confirmAge: true,
      login: true,
      registerMethod: 'WEB',
    },
  });
  expect(reg.ok(), await reg.text()).toBe(true);
  return { username, token: (await reg.json()).value.token as string };
}

/** Logs in at desktop width (the phone header folds the account menu away), then takes the width. */
async function logInAt(page: Page, lang: Lang, width: number, username: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await logIn(page, commonText[lang as 'TW' | 'EN'], username);
  await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
}

const lottery = {
  TW: { defaultGame: '一分時時彩', notFound: /找不到|不存在/ },
  EN: { defaultGame: '1-Minute SSC', notFound: /not found|does not exist/i },
} as const;

test('/lottery?gameCode=NOPE falls back to the default game (item 9)', async ({ browser }) => {
  test.setTimeout(420_000);
  for (const { lang, width } of pairs)
    await at(browser, lang, width, async (page) => {
      await page.goto('/lottery?gameCode=NOPE');
      await expect(page.getByRole('heading', { level: 1, name: lottery[lang].defaultGame })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole('heading', { level: 1, name: 'NOPE' })).toHaveCount(0);
      await expect(page.getByText(lottery[lang].notFound)).toHaveCount(0);
      expect(await page.title()).not.toContain('NOPE');
      await screenshot(page, `texts-lottery-fallback-${lang}-${width}`, false);
    });
});

test('a lottery tile opens its game with its playType (item 21)', async ({ browser }) => {
  test.setTimeout(420_000);
  for (const width of widths)
    await at(browser, 'EN', width, async (page) => {
      await logInAt(page, 'EN', width, (await registered(page, 'ltile')).username);
      await page.goto('/elott');
      await page.getByRole('button', { name: 'Play 1-Minute SSC', exact: true }).click();
      await expect(page).toHaveURL(/\/lottery\?gameCode=SSC1&playType=1$/, { timeout: 30_000 });
    });
});

const seeded = {
  TW: { about: '關於我們', faq: '常見問題', licence: /請理性遊戲/, game: '飛升爆點', english: 'About us' },
  EN: { about: 'About us', faq: 'FAQ', licence: /Play responsibly/, game: 'Crash', english: null },
} as const;

test('seeded content reads in the page language: footer links, licence line, game names (item 7)', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  for (const { lang, width } of pairs)
    await at(browser, lang, width, async (page) => {
      await page.goto('/inhouse');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: seeded[lang].about, exact: true })).toBeVisible();
      await expect(footer.getByRole('link', { name: seeded[lang].faq, exact: true })).toBeVisible();
      await expect(footer.getByText(seeded[lang].licence)).toBeVisible();
      if (seeded[lang].english)
        await expect(footer.getByRole('link', { name: seeded[lang].english, exact: true })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: seeded[lang].game, exact: true }).first()).toBeVisible();
      await screenshot(page, `texts-seeded-${lang}-${width}`, true);
    });
});

const withdrawText = {
  TW: { title: '提款明細', deposit: '存款明細' },
  EN: { title: 'Withdrawal summary', deposit: 'Summary' },
} as const;

test("the withdrawal page's summary is titled as a withdrawal (item 6)", async ({ browser }) => {
  test.setTimeout(420_000);
  for (const { lang, width } of pairs)
    await at(browser, lang, width, async (page) => {
      const { username, token } = await registered(page, 'wsum');
      const relay = (name: string, data: object) =>
        page.request.post(`/wps/relay/${name}`, {
          headers: { Merchant: 'demo', Authorization: token },
          data,
        });
      expect(
        (
          await relay('MCSFE_setPaymentPassword', {
            loginPassword: TEST_PASSWORD,
            paymentPassword: '135790',
            confirmPaymentPassword: '135790',
          })
        ).ok(),
      ).toBe(true);
      const bind = await relay('MCSFE_bindCard', {
        type: 'B',
        bankCode: 'CTBC',
        accountNumber: `6222${String(Date.now()).slice(-10)}`,
        payeeName: 'Chen Mei Ling',
        paymentPassword: '135790',
      });
      expect(bind.ok(), await bind.text()).toBe(true);
      await logInAt(page, lang, width, username);
      await page.goto('/?mc=withdraw');
      const panel = page.getByRole('dialog');
      await expect(panel.getByRole('heading', { name: withdrawText[lang].title, exact: true })).toBeVisible();
      await expect(panel.getByText(withdrawText[lang].deposit, { exact: true })).toHaveCount(0);
      await screenshot(page, `texts-withdraw-summary-${lang}-${width}`, false);
    });
});

test.describe('with registration and the free demo switched off (item 8)', () => {
  test.describe.configure({ timeout: 420_000 });
  let server: IsolatedServer;
  test.beforeAll(async () => {
    test.setTimeout(420_000);
    server = await startIsolatedServer({
      port: 4344,
      cli: [
        ['module', 'demo', 'DIRECTREG3', 'off'],
        ['module', 'demo', 'FREEPLAY3', 'off'],
      ],
    });
  });
  test.afterAll(() => server?.stop());

  const texts = {
    TW: {
      start: '立即加入',
      register: '註冊',
      demo: '免費試玩',
      closed: '目前暫停開放註冊，請登入或聯繫客服。',
      noDemo: '本站未開放免費試玩。',
    },
    EN: {
      start: 'Start now',
      register: 'Register',
      demo: 'Free demo',
      closed: 'Registration is closed at the moment. Please log in or contact customer service.',
      noDemo: 'Free demo is not available on this site.',
    },
  } as const;

  test('no entry leads to them, and the server names each reason', async ({ browser }) => {
    for (const lang of langs) {
      for (const width of widths)
        await at(browser, lang, width, async (page) => {
          await page.goto(server.url + '/');
          const footer = page.getByRole('contentinfo');
          await expect(footer).toBeVisible();
          await expect(footer.getByRole('button', { name: texts[lang].start })).toHaveCount(0);
          const header = page.getByRole('banner');
          await expect(header.getByRole('button', { name: texts[lang].register, exact: true })).toHaveCount(
            0,
          );
          await expect(header.getByRole('button', { name: texts[lang].demo, exact: true })).toHaveCount(0);
          await footer.scrollIntoViewIfNeeded();
          await screenshot(page, `texts-registration-off-${lang}-${width}`, true);
        });
      const headers = { Merchant: 'demo', Language: lang };
      const register = await fetch(`${server.url}/wps/member/register`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          username: 'closedreg1',
          password: TEST_PASSWORD,
          confirmPassword: TEST_PASSWORD,
          agreeTerms: true,
          confirmAge: true,
        }),
      });
      expect(await register.json()).toMatchObject({
        errorCode: 'registration.closed',
        message: texts[lang].closed,
      });
      const demo = await fetch(`${server.url}/wps/session/login/freeplay`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ platform: 'W' }),
      });
      expect(await demo.json()).toMatchObject({
        errorCode: 'free.play.unavailable',
        message: texts[lang].noDemo,
      });
    }
  });
});
