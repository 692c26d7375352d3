import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRequest } from '@portal/contract';
import { demo, registerMember, startTestApp, type TestContext } from './harness.ts';
import { openApiOperations, plausible, type Operation } from './openapi-doc.ts';

// Issue 14 item 15: the OpenAPI document lists every field the server requires. Every route of the
// served document gets a request holding only the fields (and query parameters) the document marks as
// required, as a member; no answer may then name a missing field. The registration calls also take the
// fields the merchant's field rules require (`/wps/system/status` info.register), as their description says.

let t: TestContext;
let operations: Operation[];
let token: string;
/** Fields the demo merchant's registration rules require (shown and required). */
let ruleRequired: string[];

beforeAll(async () => {
  t = await startTestApp();
  token = (await registerMember(t, 'oa')).token;
  operations = await openApiOperations(t.app);
  const status = await t.app.inject({ url: '/wps/system/status', headers: demo() });
  const rules = (
    status.json() as {
      value: { info: { register: { name: string; enabled: boolean; required: boolean }[] } };
    }
  ).value.info.register;
  ruleRequired = rules.filter((r) => r.enabled && r.required).map((r) => r.name);
}, 180_000);
afterAll(() => t?.close());

/** A field error that says the field was not sent (the server's keys, or the validator's wording). */
const missingMessage = /required|received undefined|missing/i;

/** Registration fields are the merchant's to require; the description of the call says so. */
const merchantRuled = (op: Operation) => op.path.startsWith('/wps/member/register');

async function sendRequiredOnly(op: Operation) {
  const query = new URLSearchParams();
  const pathParams: Record<string, string> = {};
  for (const p of op.params) {
    if (p.in === 'header' || !p.required) continue;
    const value = String(plausible(p.schema, 0, true));
    if (p.in === 'path') pathParams[p.name] = value;
    else query.set(p.name, value);
  }
  const url =
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathParams[name] ?? 'x')) +
    (query.size ? `?${query}` : '');
  let body: Record<string, unknown> | undefined;
  const schema = op.body ?? op.form;
  if (schema) {
    body = (plausible(schema, 0, true) ?? {}) as Record<string, unknown>;
    if (merchantRuled(op))
      for (const name of op.path.endsWith('/mobile') ? ['mobileNum'] : ruleRequired)
        body[name] ??= plausible(schema.properties?.[name], 1, true);
  }
  const send = () =>
    t.app.inject({
      method: op.method as 'GET',
      url,
      headers: demo({
        authorization: token,
        language: 'EN',
        ...(op.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      }),
      ...(body
        ? { payload: op.form ? new URLSearchParams(body as Record<string, string>).toString() : body }
        : op.method !== 'GET' && op.method !== 'DELETE'
          ? { payload: {} }
          : {}),
    });
  let res = await send();
  if (res.statusCode === 401 && res.json().errorCode === 'login.not.session') {
    // A call before ended the session (a password or phone change): go on as a fresh member.
    token = (await registerMember(t, 'oa')).token;
    res = await send();
  }
  return { res, url, body };
}

describe('the OpenAPI document', () => {
  it('lists as required every field the server requires, on every route', { timeout: 300_000 }, async () => {
    expect(operations.length).toBeGreaterThan(50);
    const missing: string[] = [];
    let checked = 0;
    for (const op of operations) {
      // Multipart uploads have no JSON body schema (their description names the parts); logout ends the
      // walk's session and takes no fields.
      if (op.multipart || op.path.endsWith('/logout')) continue;
      const { res, url, body } = await sendRequiredOnly(op);
      checked++;
      expect(res.statusCode, `${op.method} ${url}: ${res.body}`).toBeLessThan(500);
      // Pages and redirects (the sandbox payment page, social sign-in) answer without a JSON body.
      if (!String(res.headers['content-type'] ?? '').includes('application/json')) continue;
      const answer = res.json() as { errorCode?: string; value?: unknown };
      if (answer.errorCode !== 'request_param_err' || !answer.value || typeof answer.value !== 'object')
        continue;
      for (const [field, message] of Object.entries(answer.value as Record<string, unknown>))
        if (missingMessage.test(String(message)))
          missing.push(
            `${op.method} ${op.path}: ${field} (${String(message)}) with ${JSON.stringify(body ?? {})}`,
          );
    }
    expect(checked).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('marks the registration confirmations as required, from the schema the server validates with', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { requestBody: { content: Record<string, { schema: { required?: string[] } }> } }>
      >;
    };
    for (const path of ['/wps/member/register', '/wps/member/register/mobile']) {
      const required = doc.paths[path]!.put!.requestBody.content['application/json']!.schema.required ?? [];
      expect(required, path).toEqual(expect.arrayContaining(['agreeTerms', 'confirmAge']));
    }
    // The same zod object the route validates with refuses a body without them.
    const parsed = registerRequest.safeParse({ username: 'someone', password: 'x' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['agreeTerms', 'confirmAge']),
    );
  });

  it('answers a registration without the confirmations with field errors naming them', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: demo({ language: 'EN' }),
      payload: { username: 'noconfirm1', password: 'Secret#123', confirmPassword: 'Secret#123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'request_param_err',
      value: { agreeTerms: expect.any(String), confirmAge: expect.any(String) },
    });
  });
});
