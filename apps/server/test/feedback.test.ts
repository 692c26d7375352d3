import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modIds } from '@portal/contract/constants';
import { feedbackListValue, successEnvelope } from '@portal/contract';
import type { HubEvent } from '../src/lib/live-hub.ts';
import { boCall, staffToken } from './bo-games-staff.ts';
import {
  demo,
  demoMerchantId,
  registerMember,
  setModule,
  startTestApp,
  type TestContext,
} from './harness.ts';
import { jpegBytes, multipartBody, multipartType, pngBytes, type FormPart } from './multipart-form.ts';

// Feedback (decision 0064): bounds of the text, the type, the picture's type and size, the captcha (single
// use), the rate limits, logged-out feedback with a contact, a member sees only its own feedback and
// pictures, staff replies reach the member (history and a platform message) and closing.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const CAPTCHA = '4821';
let t: TestContext;
let merchantId: number;
let ip = 0;

beforeAll(async () => {
  t = await startTestApp({ captchaText: () => CAPTCHA, trustedProxies: ['127.0.0.1'] });
  merchantId = await demoMerchantId(t);
});
afterAll(() => t?.close());

/** A fresh captcha for a client (its cookie), as the page fetches one before sending. */
async function captchaCookie(address: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/wps/captcha',
    headers: demo({ 'x-forwarded-for': address }),
  });
  const cookie = res.cookies.find((c) => c.name === 'captcha_id')!;
  return `${cookie.name}=${cookie.value}`;
}

const TEXT = 'The deposit took a long time to arrive.';

async function send(
  parts: FormPart[],
  opts: { token?: string; address?: string; captcha?: string | null } = {},
) {
  const address = opts.address ?? `10.0.0.${++ip}`;
  const cookie = await captchaCookie(address);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/wps/feedback',
    headers: demo({
      language: 'EN',
      'content-type': multipartType,
      'x-forwarded-for': address,
      cookie,
      ...(opts.token ? { authorization: opts.token } : {}),
    }),
    payload: multipartBody([
      ...(opts.captcha === null ? [] : [{ name: 'captcha', value: opts.captcha ?? CAPTCHA }]),
      ...parts,
    ]),
  });
  return { status: res.statusCode, json: res.json() as Json };
}
const fields = (type: string, content: string, extra: FormPart[] = []): FormPart[] => [
  { name: 'type', value: type },
  { name: 'content', value: content },
  ...extra,
];

async function list(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/wps/feedback',
    headers: demo({ authorization: token, language: 'EN' }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(feedbackListValue).parse(res.json()).value;
}

describe('member feedback', () => {
  it('checks the text bounds, the type, the picture and the captcha, and stores nothing refused', async () => {
    const m = await registerMember(t, 'fb');
    const refused = async (parts: FormPart[], code: string, captcha?: string | null) => {
      const r = await send(parts, { token: m.token, captcha });
      expect(r.status, JSON.stringify(r.json)).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.json.errorCode).toBe(code);
    };
    await refused(fields('1', 'too short'), 'request_param_err');
    await refused(fields('1', 'x'.repeat(501)), 'request_param_err');
    await refused(fields('5', TEXT), 'request_param_err');
    await refused(fields('abc', TEXT), 'request_param_err');
    await refused(
      fields('1', TEXT, [{ name: 'image', filename: 'a.gif', bytes: Buffer.from('GIF89a....') }]),
      'image.invalid',
    );
    await refused(
      fields('1', TEXT, [{ name: 'image', filename: 'big.png', bytes: pngBytes(5 * 1024 * 1024 + 1) }]),
      'image.invalid',
    );
    await refused(fields('1', TEXT), 'captcha.invalid', '0000');
    await refused(fields('1', TEXT), 'captcha.invalid', null);
    expect((await list(m.token)).totalElements).toBe(0);

    // Exactly the bounds pass (10 and 500 characters, counted as people do).
    expect((await send(fields('0', '🙂'.repeat(10)), { token: m.token })).status).toBe(200);
    const ok = await send(
      fields('2', 'y'.repeat(500), [
        { name: 'image', filename: 'p.jpg', bytes: jpegBytes(), type: 'image/jpeg' },
      ]),
      {
        token: m.token,
      },
    );
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.value.status).toBe('PENDING');
    const mine = await list(m.token);
    expect(mine.content.map((f) => [f.type, f.hasImage, f.status])).toEqual([
      [2, true, 'PENDING'],
      [0, false, 'PENDING'],
    ]);
  });

  it('spends the captcha once: the same cookie cannot send twice', async () => {
    const m = await registerMember(t, 'fbc');
    const address = '10.1.0.1';
    const cookie = await captchaCookie(address);
    const put = () =>
      t.app.inject({
        method: 'PUT',
        url: '/wps/feedback',
        headers: demo({
          authorization: m.token,
          'content-type': multipartType,
          'x-forwarded-for': address,
          cookie,
        }),
        payload: multipartBody([{ name: 'captcha', value: CAPTCHA }, ...fields('4', TEXT)]),
      });
    expect((await put()).statusCode).toBe(200);
    expect((await put()).json().errorCode).toBe('captcha.invalid');
  });

  it('shows a member only its own feedback and pictures', async () => {
    const a = await registerMember(t, 'fba');
    const b = await registerMember(t, 'fbb');
    const sent = await send(fields('3', TEXT, [{ name: 'image', filename: 'a.png', bytes: pngBytes(100) }]), {
      token: a.token,
    });
    const id = sent.json.value.id as number;
    expect((await list(b.token)).totalElements).toBe(0);
    const image = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/wps/feedback/${id}/image`,
        headers: demo({ authorization: token }),
      });
    const own = await image(a.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await image(b.token)).json().errorCode).toBe('feedback.not.found');
    expect(
      (await t.app.inject({ method: 'GET', url: `/wps/feedback/${id}/image`, headers: demo() })).statusCode,
    ).toBe(401);
  });

  it('is closed with the FEEDBACK3 flag off, and limited per member', async () => {
    const m = await registerMember(t, 'fbl');
    await setModule(t, modIds.feedback, false);
    try {
      expect((await send(fields('1', TEXT), { token: m.token })).json.errorCode).toBe(
        'function.not.available',
      );
    } finally {
      await setModule(t, modIds.feedback, true);
    }
    for (let i = 0; i < 5; i++) expect((await send(fields('1', TEXT), { token: m.token })).status).toBe(200);
    expect((await send(fields('1', TEXT), { token: m.token })).json.errorCode).toBe('too.many.requests');
  });
});

describe('logged-out feedback', () => {
  it('needs a contact and a captcha, and is limited per address', async () => {
    const address = '10.2.0.9';
    expect((await send(fields('4', TEXT), { address })).json).toMatchObject({
      errorCode: 'request_param_err',
      value: { contact: expect.any(String) },
    });
    expect(
      (
        await send(fields('4', TEXT, [{ name: 'contact', value: 'me@example.com' }]), {
          address,
          captcha: null,
        })
      ).json.errorCode,
    ).toBe('captcha.invalid');
    for (let i = 0; i < 3; i++)
      expect(
        (await send(fields('4', TEXT, [{ name: 'contact', value: 'me@example.com' }]), { address })).status,
      ).toBe(200);
    expect(
      (await send(fields('4', TEXT, [{ name: 'contact', value: 'me@example.com' }]), { address })).json
        .errorCode,
    ).toBe('too.many.requests');
    // Another address may still write.
    expect((await send(fields('4', TEXT, [{ name: 'contact', value: 'you@example.com' }]))).status).toBe(200);
  });

  it('refuses a stale token instead of taking it as a visitor', async () => {
    const r = await send(fields('4', TEXT, [{ name: 'contact', value: 'x@example.com' }]), {
      token: 'not-a-token',
    });
    expect(r.status).toBe(401);
  });
});

describe('back office', () => {
  it('lists with filters, replies (the member sees it and gets a message), closes; permissions hold', async () => {
    const m = await registerMember(t, 'fbr');
    const username = (
      await t.db.selectFrom('customer').select('username').where('id', '=', m.id).executeTakeFirstOrThrow()
    ).username;
    const sent = await send(
      fields('6', 'Please call me about my agent account.', [
        { name: 'image', filename: 'a.png', bytes: pngBytes(10) },
      ]),
      {
        token: m.token,
      },
    );
    const id = sent.json.value.id as number;
    const support = boCall(t, await staffToken(t, merchantId, 'SUPPORT', 'fb-support'));
    const finance = boCall(t, await staffToken(t, merchantId, 'FINANCE', 'fb-finance'));
    expect((await finance('GET', '/bo/v1/feedback')).status).toBe(403);
    expect((await finance('POST', `/bo/v1/feedback/${id}/reply`, { content: 'hi' })).status).toBe(403);

    const found = await support('GET', `/bo/v1/feedback?username=${username}&type=6&status=PENDING`);
    expect(found.status).toBe(200);
    expect(found.json.value.rows).toEqual([
      expect.objectContaining({ id, username, type: 6, status: 'PENDING', hasImage: true, replies: [] }),
    ]);
    expect((await support('GET', `/bo/v1/feedback?username=${username}&type=1`)).json.value.total).toBe(0);
    expect((await support('GET', '/bo/v1/feedback?from=2000-01-01&to=2000-01-02')).json.value.total).toBe(0);
    const visitors = await support('GET', '/bo/v1/feedback?username=visitor');
    expect(visitors.json.value.rows.every((r: Json) => r.username === null && r.contact)).toBe(true);
    const image = await support('GET', `/bo/v1/feedback/${id}/image`);
    expect(image.status).toBe(200);
    expect(image.res.headers['content-type']).toBe('image/png');

    expect((await support('POST', `/bo/v1/feedback/${id}/reply`, { content: '' })).status).toBe(400);
    const events: HubEvent[] = [];
    const stop = t.app.live.subscribe(m.id, (e) => events.push(e));
    try {
      expect(
        (await support('POST', `/bo/v1/feedback/${id}/reply`, { content: 'We will call you today.' })).status,
      ).toBe(200);
      // The reply reaches the member's open sockets at once (the live `inbox` push).
      expect(events).toEqual([
        expect.objectContaining({
          type: 'inbox',
          subject: expect.stringContaining(`#${id}`),
          // In every language, so the toast follows the page's language.
          subjects: { TW: expect.any(String), EN: `Reply to your feedback #${id}`, VI: expect.any(String) },
        }),
      ]);
    } finally {
      stop();
    }
    const mine = await list(m.token);
    expect(mine.content[0]).toMatchObject({
      id,
      status: 'REPLIED',
      replies: [{ content: 'We will call you today.' }],
    });
    const inbox = await t.db
      .selectFrom('message_recipient as r')
      .innerJoin('message as g', 'g.id', 'r.message_id')
      .select(['g.subject', 'g.content'])
      .where('r.customer_id', '=', m.id)
      .execute();
    expect(inbox).toEqual([
      { subject: expect.stringContaining(`#${id}`), content: 'We will call you today.' },
    ]);

    expect((await support('POST', `/bo/v1/feedback/${id}/close`)).status).toBe(200);
    expect((await support('POST', `/bo/v1/feedback/${id}/reply`, { content: 'again' })).json.errorCode).toBe(
      'feedback.closed',
    );
    expect((await support('POST', '/bo/v1/feedback/99999999/close')).json.errorCode).toBe(
      'feedback.not.found',
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `feedback:${id}`)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['feedback.close', 'feedback.reply']);
  });
});
