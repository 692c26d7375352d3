// ci: postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCardsValue, kycValue, successEnvelope } from '@portal/contract';
import { clock } from '../src/lib/clock.ts';
import { createLedger } from '../src/modules/wallet/ledger.ts';
import { ageOn } from '../src/modules/kyc/service.ts';
import type { HubEvent } from '../src/lib/live-hub.ts';
import { boCall, staffToken } from './bo-games-staff.ts';
import { demo, demoMerchantId, registerMember, startTestApp, type TestContext } from './harness.ts';
import { jpegBytes, multipartBody, multipartType, pngBytes, type FormPart } from './multipart-form.ts';

// Identity verification (decision 0065): under-age refused, statuses and resubmission after a rejection,
// each gate (deposit, withdrawal, promotion claim) refuses and then lets through after approval, the
// pictures only for their member and staff with kyc.read, and the routes' permissions.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
let t: TestContext;
let merchantId: number;
let support: ReturnType<typeof boCall>;
let owner: ReturnType<typeof boCall>;
let serial = 0;

beforeAll(async () => {
  t = await startTestApp();
  merchantId = await demoMerchantId(t);
  support = boCall(t, await staffToken(t, merchantId, 'SUPPORT', 'kyc-support'));
  owner = boCall(t, await staffToken(t, merchantId, 'OWNER', 'kyc-owner'));
});
afterAll(() => t?.close());

const call = async (token: string, url: string, payload?: unknown) => {
  const res = await t.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url,
    headers: demo({ authorization: token, language: 'EN' }),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, json: res.json() as Json };
};

const documentFields = (birthDate = '1990-05-17'): FormPart[] => [
  { name: 'documentType', value: 'ID_CARD' },
  { name: 'documentNumber', value: 'A12345678' },
  { name: 'fullName', value: 'Chen Mei Ling' },
  { name: 'birthDate', value: birthDate },
];
const pictures = (sides = ['front', 'back']): FormPart[] =>
  sides.map((name) => ({
    name,
    filename: `${name}.png`,
    bytes: name === 'selfie' ? jpegBytes() : pngBytes(),
  }));

async function submit(token: string, parts: FormPart[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/member/kyc',
    headers: demo({ authorization: token, language: 'EN', 'content-type': multipartType }),
    payload: multipartBody(parts),
  });
  return { status: res.statusCode, json: res.json() as Json };
}
const status = async (token: string) =>
  successEnvelope(kycValue).parse((await call(token, '/wps/member/kyc')).json).value;
async function latestId(customerId: number) {
  const row = await t.db
    .selectFrom('kyc_submission')
    .select('id')
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}
async function approved(m: { token: string; id: number }) {
  expect((await submit(m.token, [...documentFields(), ...pictures()])).status).toBe(200);
  expect((await support('POST', `/bo/v1/kyc/${await latestId(m.id)}/approve`)).status).toBe(200);
}
async function setPolicy(
  policy: Partial<{ deposit: boolean; withdrawal: boolean; promotion: boolean }>,
  extra = {},
) {
  const res = await owner('POST', '/bo/v1/kyc/policy', {
    gates: { deposit: false, withdrawal: false, promotion: false, ...policy },
    minAge: 18,
    selfieRequired: false,
    backRequired: true,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

describe('ageOn', () => {
  it('counts whole years by the calendar', () => {
    expect(ageOn('2000-02-29', '2018-02-28')).toBe(17);
    expect(ageOn('2000-02-29', '2018-03-01')).toBe(18);
    expect(ageOn('2008-06-10', '2026-06-10')).toBe(18);
    expect(ageOn('2008-06-10', '2026-06-09')).toBe(17);
  });
});

describe('member submissions', () => {
  it('refuses the under-age, bad fields and missing pictures, storing nothing', async () => {
    await setPolicy({}, { minAge: 21 });
    const m = await registerMember(t, 'kyca');
    const today = clock.now().toISOString().slice(0, 10);
    const twentyYearsAgo = `${Number(today.slice(0, 4)) - 20}${today.slice(4)}`;
    const young = await submit(m.token, [...documentFields(twentyYearsAgo), ...pictures()]);
    expect(young.status).toBe(403);
    expect(young.json).toMatchObject({ errorCode: 'kyc.under.age', message: expect.stringContaining('21') });
    expect(
      (await submit(m.token, [...documentFields('1990-02-30'), ...pictures()])).json.value,
    ).toHaveProperty('birthDate');
    expect((await submit(m.token, [...documentFields(), ...pictures(['front'])])).json.value).toHaveProperty(
      'back',
    );
    expect(
      (
        await submit(m.token, [
          ...documentFields(),
          { name: 'front', filename: 'f.gif', bytes: Buffer.from('GIF89a') },
          ...pictures(['back']),
        ])
      ).json.errorCode,
    ).toBe('image.invalid');
    expect((await status(m.token)).status).toBe('NONE');
    await setPolicy({});
  });

  it('goes pending, is locked while pending, rejected with a reason, resubmitted, approved', async () => {
    const m = await registerMember(t, 'kycb');
    expect((await submit(m.token, [...documentFields(), ...pictures()])).status).toBe(200);
    const pending = await status(m.token);
    expect(pending).toMatchObject({
      status: 'PENDING',
      submission: { documentNumber: '*****5678', images: ['FRONT', 'BACK'] },
    });
    expect((await submit(m.token, [...documentFields(), ...pictures()])).json.errorCode).toBe(
      'invalid_id_verification_status',
    );

    const first = await latestId(m.id);
    expect((await support('POST', `/bo/v1/kyc/${first}/reject`, { reason: '' })).status).toBe(400);
    expect(
      (await support('POST', `/bo/v1/kyc/${first}/reject`, { reason: 'The picture is blurred' })).status,
    ).toBe(200);
    expect((await support('POST', `/bo/v1/kyc/${first}/approve`)).json.errorCode).toBe(
      'invalid_id_verification_status',
    );
    expect(await status(m.token)).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'The picture is blurred',
    });

    expect((await submit(m.token, [...documentFields(), ...pictures()])).status).toBe(200);
    const second = await latestId(m.id);
    expect(second).not.toBe(first);
    const queue = await support('GET', '/bo/v1/kyc?status=PENDING');
    expect(queue.json.value.rows.map((r: Json) => r.id)).toContain(second);
    // The decision reaches the member's open sockets at once (the live `inbox` push).
    const events: HubEvent[] = [];
    const stop = t.app.live.subscribe(m.id, (e) => events.push(e));
    try {
      expect((await support('POST', `/bo/v1/kyc/${second}/approve`)).status).toBe(200);
      expect(events).toEqual([expect.objectContaining({ type: 'inbox' })]);
    } finally {
      stop();
    }
    expect((await status(m.token)).status).toBe('APPROVED');
    expect((await submit(m.token, [...documentFields(), ...pictures()])).json.errorCode).toBe(
      'invalid_id_verification_status',
    );

    // The member heard of both decisions as platform messages.
    const notices = await t.db
      .selectFrom('message_recipient as r')
      .innerJoin('message as g', 'g.id', 'r.message_id')
      .select('g.content')
      .where('r.customer_id', '=', m.id)
      .orderBy('g.id')
      .execute();
    expect(notices).toHaveLength(2);
    expect(notices[0]!.content).toContain('The picture is blurred');
  });

  it('asks for a selfie when the merchant says so, and no back when it does not', async () => {
    await setPolicy({}, { selfieRequired: true, backRequired: false });
    const m = await registerMember(t, 'kycs');
    expect((await submit(m.token, [...documentFields(), ...pictures(['front'])])).json.value).toHaveProperty(
      'selfie',
    );
    expect((await submit(m.token, [...documentFields(), ...pictures(['front', 'selfie'])])).status).toBe(200);
    await setPolicy({});
  });
});

describe('pictures are private', () => {
  it('serves them to their member and to staff with kyc.read only', async () => {
    const a = await registerMember(t, 'kycp');
    const b = await registerMember(t, 'kycq');
    expect((await submit(a.token, [...documentFields(), ...pictures()])).status).toBe(200);
    const id = await latestId(a.id);
    const own = await t.app.inject({
      method: 'GET',
      url: '/wps/member/kyc/images/FRONT',
      headers: demo({ authorization: a.token }),
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    // Another member reaches only its own (none): never a's.
    expect((await call(b.token, '/wps/member/kyc/images/FRONT')).json.errorCode).toBe('kyc.not.found');
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/member/kyc/images/FRONT', headers: demo() }))
        .statusCode,
    ).toBe(401);
    expect((await support('GET', `/bo/v1/kyc/${id}/images/BACK`)).status).toBe(200);
    for (const role of ['READ_ONLY', 'FINANCE']) {
      const staff = boCall(t, await staffToken(t, merchantId, role, `kyc-${role}-${serial++}`));
      expect((await staff('GET', `/bo/v1/kyc/${id}/images/FRONT`)).status).toBe(403);
      expect((await staff('GET', '/bo/v1/kyc')).status).toBe(403);
    }
    // Support reviews but does not change the merchant's gates.
    expect(
      (
        await support('POST', '/bo/v1/kyc/policy', {
          gates: { deposit: true, withdrawal: false, promotion: false },
          minAge: 18,
          selfieRequired: false,
          backRequired: true,
        })
      ).status,
    ).toBe(403);
  });
});

describe('gates', () => {
  async function fund(customerId: number, amount: bigint) {
    await createLedger(t.db).transfer({
      merchantId,
      key: `kyc-fund:${customerId}`,
      type: 'deposit',
      from: { kind: 'paymentClearing', ref: 'test' },
      to: { kind: 'cash', ownerId: customerId },
      amount,
    });
  }

  it('refuses a deposit until the identity is approved', async () => {
    await setPolicy({ deposit: true });
    try {
      const m = await registerMember(t, 'kycd');
      const channels = await call(m.token, '/wps/relay/MCSFE_getDepositChannels');
      const channelId = (channels.json.value.channels as Json[]).find((c) => c.method === 'PG')
        .channelId as number;
      const deposit = () =>
        call(m.token, '/wps/relay/MCSFE_deposit', {
          channelId,
          amount: 100,
          requestId: `kyc-dep-${serial++}`,
        });
      const refused = await deposit();
      expect(refused.status).toBe(403);
      expect(refused.json).toMatchObject({
        errorCode: 'required_id_not_verified',
        value: { kycStatus: 'NONE' },
      });
      expect(
        await t.db.selectFrom('deposit_order').select('id').where('customer_id', '=', m.id).execute(),
      ).toEqual([]);
      await approved(m);
      expect((await deposit()).status).toBe(200);
    } finally {
      await setPolicy({});
    }
  });

  it('refuses a withdrawal until the identity is approved, moving no money', async () => {
    await setPolicy({ withdrawal: true });
    try {
      const m = await registerMember(t, 'kycw');
      await fund(m.id, 50_000n);
      expect(
        (
          await call(m.token, '/wps/relay/MCSFE_setPaymentPassword', {
            loginPassword: 'Secret#123',
            paymentPassword: '135790',
            confirmPaymentPassword: '135790',
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await call(m.token, '/wps/relay/MCSFE_bindCard', {
            type: 'B',
            bankCode: 'CTBC',
            accountNumber: `6222 ${String(Date.now()).slice(-8)}${serial++}`,
            payeeName: 'Chen Mei Ling',
            paymentPassword: '135790',
          })
        ).status,
      ).toBe(200);
      const cards = successEnvelope(bankCardsValue).parse(
        (await call(m.token, '/wps/relay/MCSFE_getBankCards')).json,
      ).value;
      const withdraw = () =>
        call(m.token, '/wps/relay/MCSFE_withdraw', {
          cardId: cards.cards[0]!.cardId,
          amount: 200,
          paymentPassword: '135790',
          requestId: `kyc-wd-${serial++}`,
        });
      const refused = await withdraw();
      expect(refused.json.errorCode).toBe('required_id_not_verified');
      const balance = async () => (await call(m.token, '/wps/v2/wallets/balance')).json.value.sumBalance;
      expect(await balance()).toBe(500);
      await approved(m);
      const done = await withdraw();
      expect(done.status, JSON.stringify(done.json)).toBe(200);
      expect(await balance()).toBe(300);
    } finally {
      await setPolicy({});
    }
  });

  it('refuses a promotion claim until the identity is approved', async () => {
    await setPolicy({ promotion: true });
    try {
      const { id: promotionId } = await t.db
        .insertInto('announcement')
        .values({
          merchant_id: merchantId,
          type: 'PR',
          execution: 'B',
          title: JSON.stringify({ TW: '身分優惠', EN: 'KYC promo', VI: 'KM' }),
          content: JSON.stringify({ TW: '<p>x</p>', EN: '<p>x</p>', VI: '<p>x</p>' }),
          category: 'kyc-test',
          sort: 100,
          start_at: new Date(Date.now() - 60_000),
          end_at: null,
          published: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('promotion_setting')
        .values({
          announcement_id: promotionId,
          merchant_id: merchantId,
          apply_enabled: true,
          remark_required: false,
          pictures_required: false,
          bonus: 1_000n,
          turnover_multiple: 0,
          per_member: 'ONCE',
          budget: null,
        })
        .execute();
      const m = await registerMember(t, 'kycr');
      const apply = async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/wps/relay/MCSFE_signUpRequestReward',
          headers: demo({ authorization: m.token, language: 'EN', 'content-type': multipartType }),
          payload: multipartBody([
            { name: 'promotionId', value: String(promotionId) },
            { name: 'remarks', value: '' },
          ]),
        });
        return { status: res.statusCode, json: res.json() as Json };
      };
      const refused = await apply();
      expect(refused.json.errorCode, JSON.stringify(refused.json)).toBe('id_not_verified');
      expect(
        await t.db.selectFrom('promotion_application').select('id').where('customer_id', '=', m.id).execute(),
      ).toEqual([]);
      await approved(m);
      expect((await apply()).status).toBe(200);
    } finally {
      await setPolicy({});
    }
  });

  it('keeps the gates off by default', async () => {
    expect((await owner('GET', '/bo/v1/kyc/policy')).json.value).toEqual({
      gates: { deposit: false, withdrawal: false, promotion: false },
      minAge: 18,
      selfieRequired: false,
      backRequired: true,
    });
  });
});
