import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modIds } from '@portal/contract';
import { demo, registerBody, setModule, startTestApp, type TestContext } from './harness.ts';

// Issue 14 item 8: with registration or the free demo switched off, the server answered
// function.not.available, whose text is the domain check's "無效的網址，請聯繫客服" (invalid URL).
// Each refusal now names its reason, in the request's language.

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

let serial = 0;
const freshIp = () => `10.77.${Math.floor(serial / 200)}.${(serial++ % 200) + 1}`;

describe('switched-off features name their reason', () => {
  it('registration off: registration.closed in TW, EN and VI, for both ways', async () => {
    await setModule(t, modIds.directRegistration, false);
    try {
      const expected = {
        TW: '目前暫停開放註冊，請登入或聯繫客服。',
        EN: 'Registration is closed at the moment. Please log in or contact customer service.',
        VI: 'Hiện đang tạm ngừng đăng ký. Vui lòng đăng nhập hoặc liên hệ chăm sóc khách hàng.',
      };
      for (const [language, message] of Object.entries(expected)) {
        const res = await t.app.inject({
          method: 'PUT',
          url: '/wps/member/register',
          remoteAddress: freshIp(),
          headers: demo({ language }),
          payload: registerBody(`closed${serial}x`),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, errorCode: 'registration.closed', message });
      }
      const mobile = await t.app.inject({
        method: 'PUT',
        url: '/wps/member/register/mobile',
        remoteAddress: freshIp(),
        headers: demo({ language: 'EN' }),
        payload: { mobileNum: '912345678', countryDialingCode: '84', agreeTerms: true, confirmAge: true },
      });
      expect(mobile.json()).toMatchObject({ errorCode: 'registration.closed' });
      expect(mobile.json().message).not.toMatch(/Invalid URL/);
    } finally {
      await setModule(t, modIds.directRegistration, true);
    }
  });

  it('the username way off (registration on): registration.closed, not an invalid URL', async () => {
    await setModule(t, modIds.usernameRegistration, false);
    try {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/wps/member/register',
        remoteAddress: freshIp(),
        headers: demo({ language: 'EN' }),
        payload: registerBody(`closedu${serial}`),
      });
      expect(res.json()).toMatchObject({ errorCode: 'registration.closed' });
    } finally {
      await setModule(t, modIds.usernameRegistration, true);
    }
  });

  it('free demo off: free.play.unavailable, and no trial account is made', async () => {
    const trials = async () =>
      Number(
        (
          await t.db
            .selectFrom('customer')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('type', '=', 4)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await trials();
    await setModule(t, modIds.freePlay, false);
    try {
      for (const [language, message] of [
        ['TW', '本站未開放免費試玩。'],
        ['EN', 'Free demo is not available on this site.'],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/wps/session/login/freeplay',
          remoteAddress: freshIp(),
          headers: demo({ language }),
          payload: { platform: 'W' },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, errorCode: 'free.play.unavailable', message });
      }
      expect(await trials()).toBe(before);
    } finally {
      await setModule(t, modIds.freePlay, true);
    }
  });
});
