import Fastify from 'fastify';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from '../src/plugins/errors.ts';
import { createLedger } from '../src/modules/wallet/ledger.ts';
import { invariantViolations } from '../src/modules/wallet/repository.ts';
import { demoMerchantId, registerMember, startTestApp, type TestContext } from './harness.ts';
import { openApiOperations, plausible, type Operation, type Schema } from './openapi-doc.ts';

// Schema-driven fuzzing (issue 13, defect 5): every route of the served OpenAPI document gets bad
// input (wrong types, huge strings, out-of-range numbers, missing and repeated headers, bad JSON,
// wrong content types) as a visitor and as a member. No answer may be a 5xx, show a stack trace or
// SQL, or leave the envelope shape; and a refused request changes no money.

let t: TestContext;
let operations: Operation[];
let memberToken: string;
let merchantId: number;

beforeAll(async () => {
  t = await startTestApp();
  merchantId = await demoMerchantId(t);
  const member = await registerMember(t, 'fz');
  memberToken = member.token;
  // Money on the member's wallet, so a request that wrongly went through would show in the balances.
  await createLedger(t.db).transfer({
    merchantId,
    key: `fuzz-fund:${member.id}`,
    type: 'deposit',
    from: { kind: 'paymentClearing', ref: 'test' },
    to: { kind: 'cash', ownerId: member.id },
    amount: 1_000_000n,
  });
  operations = await openApiOperations(t.app);
});
afterAll(() => t?.close());

/**
 * Real money a refused request must leave alone: the ledger's accounts, transfers and entries outside
 * the trial ledger (a visitor's free-play login, which these runs may well make, grants trial money),
 * and the rows that promise money.
 */
const moneyTables = [
  'deposit_order',
  'withdrawal_order',
  'wallet_transfer',
  'lottery_order',
  'bank_card',
  'bet_record',
] as const;

async function moneySnapshot() {
  const counts: Record<string, number> = {};
  for (const table of moneyTables) {
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(
      t.db,
    );
    counts[table] = Number(rows[0]!.n);
  }
  const { rows: transfers } = await sql<{ n: string }>`
    select count(*)::text as n from ledger_transfer where ledger <> 'trial'`.execute(t.db);
  counts.ledger_transfer = Number(transfers[0]!.n);
  const { rows: balances } = await sql<{ id: string; balance: string }>`
    select id::text, balance::text from ledger_account where ledger <> 'trial' order by id`.execute(t.db);
  return { counts, balances };
}

// ---- values ----------------------------------------------------------------------------------------

const huge = 'x'.repeat(100 * 1024);
/** Values no field of the contract should take, or that sit at the edge of a column type. */
const badScalars: unknown[] = [
  2 ** 31,
  2 ** 31 - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 63,
  99_999_999_999,
  -1,
  -(2 ** 31) - 1,
  0,
  1e308,
  -1e308,
  1.005,
  0.001,
  'NaN',
  'Infinity',
  '-1',
  '99999999999',
  '9223372036854775808',
  '1e308',
  '',
  ' ',
  huge,
  '\u0000',
  "'; drop table customer; --",
  '../../etc/passwd',
  true,
  null,
  [],
  [1, 2],
  {},
  { $gt: '' },
];
const badScalar = fc.constantFrom(...badScalars);

/** Every leaf path of a body schema, so a bad value can be put at any depth. */
function leafPaths(s: Schema | undefined, prefix: string[] = [], depth = 0): string[][] {
  if (!s || depth > 4) return [prefix];
  if (s.properties && Object.keys(s.properties).length) {
    const out: string[][] = [prefix];
    for (const [k, v] of Object.entries(s.properties)) out.push(...leafPaths(v, [...prefix, k], depth + 1));
    return out;
  }
  if (s.type === 'array' && s.items) return [prefix, ...leafPaths(s.items, [...prefix, '0'], depth + 1)];
  return [prefix];
}

function setAt(root: unknown, path: string[], value: unknown): unknown {
  if (!path.length) return value;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(root)
    ? [...(root as unknown[])]
    : { ...((root ?? {}) as object) };
  const [head, ...rest] = path;
  (copy as Record<string, unknown>)[head!] = setAt((copy as Record<string, unknown>)[head!], rest, value);
  return copy;
}

const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

// ---- requests --------------------------------------------------------------------------------------

type Who = 'visitor' | 'member';
type HeaderMode =
  | 'normal'
  | 'noHeaders'
  | 'noMerchant'
  | 'twoMerchants'
  | 'badMerchant'
  | 'twoTokens'
  | 'badToken'
  | 'badLanguage'
  | 'repeatedQuery';
type BodyMode =
  | { kind: 'field'; path: number; value: unknown }
  | { kind: 'raw'; payload: string; contentType: string | undefined };

interface Case {
  op: Operation;
  who: Who;
  headerMode: HeaderMode;
  paramName?: string;
  paramValue?: unknown;
  body?: BodyMode;
}

function headersFor(c: Case): Record<string, string | string[]> {
  const h: Record<string, string | string[]> = { merchant: 'demo', language: 'EN' };
  if (c.who === 'member') h.authorization = memberToken;
  switch (c.headerMode) {
    case 'noHeaders':
      return {};
    case 'noMerchant':
      delete h.merchant;
      break;
    case 'twoMerchants':
      h.merchant = ['demo', 'other'];
      break;
    case 'badMerchant':
      h.merchant = huge.slice(0, 8000);
      break;
    case 'twoTokens':
      h.authorization = [memberToken, 'abc'];
      break;
    case 'badToken':
      h.authorization = "Bearer ' or 1=1 --";
      break;
    case 'badLanguage':
      h.language = ['VI', 'XX'] as unknown as string;
      break;
  }
  return h;
}

async function send(c: Case) {
  const pathParams: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of c.op.params) {
    if (p.in === 'header') continue;
    const value = p.name === c.paramName ? c.paramValue : plausible(p.schema);
    if (value === undefined) continue;
    if (p.in === 'path') pathParams[p.name] = asText(value);
    else query[p.name] = asText(value);
  }
  const search = new URLSearchParams(query);
  // Each query parameter twice (`?pageNo=1&pageNo=1` parses as an array).
  if (c.headerMode === 'repeatedQuery') for (const [k, v] of Object.entries(query)) search.append(k, v);
  const url =
    c.op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathParams[name] ?? 'x')) +
    (search.size ? `?${search}` : '');
  const headers = headersFor(c);
  let payload: string | undefined;
  if (c.body?.kind === 'raw') {
    payload = c.body.payload;
    if (c.body.contentType) headers['content-type'] = c.body.contentType;
  } else if (c.op.body || c.body) {
    let body = plausible(c.op.body);
    if (c.body?.kind === 'field') {
      const paths = leafPaths(c.op.body);
      body = setAt(body, paths[c.body.path % paths.length]!, c.body.value);
    }
    payload = JSON.stringify(body) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (c.op.method !== 'GET' && c.op.method !== 'DELETE') {
    payload = '{}';
    headers['content-type'] = 'application/json';
  }
  const started = Date.now();
  const res = await t.app.inject({ method: c.op.method as 'GET', url, headers, payload });
  return { res, url, ms: Date.now() - started };
}

const stackOrSql =
  /\n\s+at \S|node_modules|\.ts:\d+|\b(select|insert|update|delete)\b.+\b(from|into|set|where)\b|syntax error|violates|relation "|column "|duplicate key|out of range for type|invalid input syntax/i;

/**
 * The vendor wallet protocol answers in its own shape (`{status, balance, currency}`, the vendors' wire)
 * and takes its path segments only as keys of a lookup, so it is checked against that shape instead.
 */
const isVendorProtocol = (op: Operation) => op.path.startsWith('/vendor/');

function check(c: Case, r: Awaited<ReturnType<typeof send>>) {
  const sent = c.body
    ? JSON.stringify(c.body).slice(0, 160)
    : c.paramName
      ? `${c.paramName}=${asText(c.paramValue).slice(0, 60)}`
      : '';
  const where = `${c.op.method} ${r.url.slice(0, 200)} ${sent} as ${c.who} (${c.headerMode}) → ${r.res.statusCode}: ${r.res.body.slice(0, 300)}`;
  expect(r.res.statusCode, where).toBeLessThan(500);
  expect(r.res.body, where).not.toMatch(stackOrSql);
  const type = String(r.res.headers['content-type'] ?? '');
  if (isVendorProtocol(c.op)) {
    // Refused before the protocol reads it (too large, wrong media type): the portal's envelope.
    const body = r.res.json() as { status?: unknown; success?: unknown };
    expect(typeof body.status === 'string' || body.success === false, where).toBe(true);
    return;
  }
  if (r.res.statusCode >= 400 || type.includes('application/json')) {
    expect(type, where).toContain('application/json');
    const body = r.res.json() as Record<string, unknown>;
    expect(typeof body.success, where).toBe('boolean');
    if (r.res.statusCode >= 400) {
      expect(body.success, where).toBe(false);
      expect(typeof body.errorCode, where).toBe('string');
      expect(typeof body.message, where).toBe('string');
      expect(body.message, where).not.toBe('');
      expect(body.message, where).not.toMatch(/^errors\./);
    }
  }
}

// Calls that end the caller's session or mail/text someone are driven with bad input only by the
// random runs below; the sweep's plain request is a valid one for these, which is no fuzzing.
const endsSession = (op: Operation) => op.path.endsWith('/logout');

const rawBodies: { payload: string; contentType: string | undefined }[] = [
  { payload: '{', contentType: 'application/json' },
  { payload: '{"a":1}{"b":2}', contentType: 'application/json' },
  { payload: '[1,2,3]', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: `{"a":"${huge}"}`, contentType: 'application/json' },
  {
    payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
    contentType: 'application/json',
  },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: '<x/>', contentType: 'application/xml' },
  { payload: 'hello', contentType: 'text/plain' },
  {
    payload: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--b--\r\n',
    contentType: 'multipart/form-data; boundary=b',
  },
  { payload: 'garbage', contentType: 'multipart/form-data' },
  { payload: '{}', contentType: undefined },
];

describe('every route of the OpenAPI document, fuzzed', () => {
  it('declares a bound on every number and string a client sends', () => {
    const unbounded: string[] = [];
    const visit = (s: Schema | undefined, where: string, depth = 0) => {
      if (!s || depth > 6) return;
      for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])])
        visit(alt, where, depth + 1);
      const types = Array.isArray(s.type) ? s.type : [s.type];
      if (
        (types.includes('integer') || types.includes('number')) &&
        (s.maximum === undefined || s.minimum === undefined)
      )
        unbounded.push(`${where}: number without minimum/maximum`);
      if (
        types.includes('string') &&
        s.maxLength === undefined &&
        !s.enum &&
        s.const === undefined &&
        !s.format &&
        !(s.pattern && /^\^.*\$$/.test(s.pattern) && !/[*+]|\{\d+,\}/.test(s.pattern.replace(/\\./g, '')))
      )
        unbounded.push(`${where}: string without maxLength`);
      for (const [k, v] of Object.entries(s.properties ?? {})) visit(v, `${where}.${k}`, depth + 1);
      if (s.items) visit(s.items, `${where}[]`, depth + 1);
    };
    for (const op of operations) {
      if (isVendorProtocol(op)) continue;
      for (const p of op.params)
        if (p.in !== 'header') visit(p.schema, `${op.method} ${op.path} ${p.in} ${p.name}`);
      visit(op.body, `${op.method} ${op.path} body`);
    }
    expect(unbounded).toEqual([]);
  });

  it('answers a value the database cannot take as 400, behind the schemas', async () => {
    // A route without bounds handing request values to PostgreSQL, as a route missing its schema would.
    const bare = Fastify({ logger: false });
    await bare.register(errorsPlugin);
    bare.get<{ Querystring: { n: string; s: string } }>('/raw', async (request) => {
      await sql`select ${request.query.n}::int4, ${request.query.s}::text`.execute(t.db);
      return { success: true, value: null };
    });
    await bare.ready();
    try {
      for (const query of ['n=99999999999&s=a', 'n=abc&s=a', 'n=1&s=a%00b']) {
        const res = await bare.inject({ url: `/raw?${query}` });
        expect(res.statusCode, query).toBe(400);
        expect(res.json(), query).toMatchObject({ success: false, errorCode: 'request_param_err' });
        expect(res.body, query).not.toMatch(/int4|integer|syntax|out of range/i);
      }
      expect((await bare.inject({ url: '/raw?n=1&s=a' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });

  it('refuses the out-of-range ids of the report with 400 and a field message', async () => {
    const call = async (url: string, payload: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { merchant: 'demo', language: 'EN', authorization: memberToken },
        payload,
      });
      return {
        status: res.statusCode,
        body: res.json() as { errorCode: string; value?: Record<string, string> },
      };
    };
    const deposit = await call('/wps/relay/MCSFE_deposit', {
      channelId: 99_999_999_999,
      amount: 100,
      requestId: 'fuzz-range-1',
    });
    expect(deposit.status).toBe(400);
    expect(deposit.body.errorCode).toBe('request_param_err');
    expect(Object.keys(deposit.body.value ?? {})).toEqual(['channelId']);
    const withdraw = await call('/wps/relay/MCSFE_withdraw', {
      cardId: 2 ** 53 - 1,
      amount: 100,
      paymentPassword: '123456',
      requestId: 'fuzz-range-2',
    });
    expect(withdraw.status).toBe(400);
    expect(Object.keys(withdraw.body.value ?? {})).toEqual(['cardId']);
    const card = await call('/wps/relay/MCSFE_deleteCard', { cardId: 2 ** 31, paymentPassword: '123456' });
    expect(card.status).toBe(400);
    expect(Object.keys(card.body.value ?? {})).toEqual(['cardId']);
    const cents = await call('/wps/relay/MCSFE_deposit', {
      channelId: 1,
      amount: 1.005,
      requestId: 'fuzz-range-3',
    });
    expect(cents.status).toBe(400);
    expect(Object.keys(cents.body.value ?? {})).toEqual(['amount']);
  });

  for (const who of ['visitor', 'member'] as const) {
    it(`answers every bad request with a 4xx envelope and moves nothing (${who})`, async () => {
      expect(operations.length).toBeGreaterThan(50);
      const before = await moneySnapshot();
      let requests = 0;

      // A sweep: each route once with half of the header faults (the other half on the next route, so
      // every fault meets every other route: header handling is shared, CI time is not) and each
      // malformed body.
      const headerModes = [
        'noHeaders',
        'repeatedQuery',
        'noMerchant',
        'twoMerchants',
        'badMerchant',
        'twoTokens',
        'badToken',
        'badLanguage',
      ] as const;
      for (const [index, op] of operations.entries()) {
        if (endsSession(op)) continue;
        for (const headerMode of headerModes.filter((_, m) => (m + index) % 2 === 0)) {
          const c: Case = {
            op,
            who,
            headerMode,
            body: op.body ? { kind: 'field', path: 0, value: null } : undefined,
          };
          check(c, await send(c));
          requests++;
        }
        if (op.method === 'GET' || op.method === 'DELETE') continue;
        for (const raw of rawBodies) {
          const c: Case = { op, who, headerMode: 'normal', body: { kind: 'raw', ...raw } };
          check(c, await send(c));
          requests++;
        }
      }

      // Random runs: one parameter or body field of a route replaced by a bad value.
      const targets = operations.filter(
        (op) => !endsSession(op) && (op.body || op.params.some((p) => p.in !== 'header')),
      );
      // fc.check, not fc.assert: the failure's own message names the request, without a 100 KB value.
      const outcome = await fc.check(
        fc.asyncProperty(
          fc.nat(targets.length - 1),
          fc.nat(1000),
          badScalar,
          fc.constantFrom<HeaderMode>('normal', 'normal', 'normal', 'badLanguage', 'twoTokens'),
          async (opIndex, fieldIndex, value, headerMode) => {
            const op = targets[opIndex]!;
            const params = op.params.filter((p) => p.in !== 'header');
            const fields = params.length + (op.body ? leafPaths(op.body).length : 0);
            const pick = fieldIndex % fields;
            const c: Case =
              pick < params.length
                ? { op, who, headerMode, paramName: params[pick]!.name, paramValue: value }
                : { op, who, headerMode, body: { kind: 'field', path: pick - params.length, value } };
            check(c, await send(c));
            requests++;
          },
        ),
        { seed: 20261125 + (who === 'member' ? 1 : 0), numRuns: 4000, endOnFailure: true },
      );
      if (outcome.failed) throw outcome.errorInstance;

      expect(requests).toBeGreaterThan(4500);
      // The member's session outlived the run, so its requests were all made logged in.
      if (who === 'member') {
        const info = await t.app.inject({
          url: '/wps/member/info',
          headers: { merchant: 'demo', authorization: memberToken },
        });
        expect(info.statusCode).toBe(200);
      }
      expect(await invariantViolations(t.db)).toEqual([]);
      expect(await moneySnapshot()).toEqual(before);
    }, 180_000);
  }
});
