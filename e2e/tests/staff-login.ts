import { createHmac } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Back-office sign-in for e2e specs (decision 0029): password, then TOTP enrolment (first time) or a code,
// computed here as an authenticator app would (RFC 6238: HMAC-SHA-1, 30 s, 6 digits). Tokens and the
// enrolled secrets are kept per server and username for the rest of the run of this worker.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.toUpperCase().replace(/[\s=-]/g, '')) {
    value = (value << 5) | ALPHABET.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The 6-digit TOTP code of a base32 secret for a 30-second step. */
export function totpCodeAt(secret: string, step: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
export const totpStepNow = () => Math.floor(Date.now() / 30_000);

interface Enrolled {
  secret: string;
  lastStep: number;
  token?: string;
  recoveryCodes: string[];
}
const enrolled = new Map<string, Enrolled>();

/**
 * A back-office token for `username` on the server at `baseUrl`: logs in and enrols TOTP at the first
 * call, later calls reuse the token (`fresh` for a new session, with a code of a step not used yet).
 */
export async function staffToken(
  request: APIRequestContext,
  baseUrl: string,
  opts: { username: string; password: string; merchant?: string; fresh?: boolean },
): Promise<string> {
  const key = `${baseUrl} ${opts.username.toLowerCase()}`;
  const known = enrolled.get(key);
  if (known?.token && !opts.fresh) return known.token;
  const headers = { Merchant: opts.merchant ?? 'demo' };
  const login = await request.post(`${baseUrl}/bo/v1/session/login`, {
    headers,
    data: { username: opts.username, password: opts.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const answer = (
    (await login.json()) as { value: { next: 'TOTP' | 'ENROL'; challenge: string; secret?: string } }
  ).value;
  if (answer.next === 'ENROL') {
    const step = totpStepNow();
    const res = await request.post(`${baseUrl}/bo/v1/session/enrol`, {
      headers,
      data: { challenge: answer.challenge, code: totpCodeAt(answer.secret!, step) },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const value = ((await res.json()) as { value: { token: string; recoveryCodes: string[] } }).value;
    enrolled.set(key, {
      secret: answer.secret!,
      lastStep: step,
      token: value.token,
      recoveryCodes: value.recoveryCodes,
    });
    return value.token;
  }
  if (!known)
    throw new Error(`${opts.username} enrolled TOTP elsewhere: its secret is unknown to this worker`);
  const res = await request.post(`${baseUrl}/bo/v1/session/totp`, {
    headers,
    data: { challenge: answer.challenge, code: await nextCode(known) },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { token } = ((await res.json()) as { value: { token: string } }).value;
  if (!opts.fresh) known.token = token;
  return token;
}

/**
 * The next unused code of an enrolled secret: each code is taken once, so the step after the last one
 * used, within one step of now (the server's window), waiting for it when it is further ahead.
 */
async function nextCode(known: Enrolled): Promise<string> {
  let step = Math.max(totpStepNow() - 1, known.lastStep + 1);
  if (step > totpStepNow() + 1) {
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30_000 - Date.now() + 50));
    step = Math.max(totpStepNow() - 1, known.lastStep + 1);
  }
  known.lastStep = step;
  return totpCodeAt(known.secret, step);
}

/**
 * Signs `username` in on the admin app's own sign-in page, as an operator does: password, then the code
 * of the authenticator (TOTP enrolment, when still needed, is done once through the API so this worker
 * knows the secret). Ends on the signed-in shell; `merchant` picks the brand the session works on.
 */
export async function signInOnPage(
  page: Page,
  baseUrl: string,
  opts: { username: string; password: string; merchant?: string },
): Promise<void> {
  const key = `${baseUrl} ${opts.username.toLowerCase()}`;
  if (!enrolled.has(key)) await staffToken(page.request, baseUrl, opts);
  if (opts.merchant)
    await page.addInitScript((m) => {
      if (location.pathname.startsWith('/admin')) sessionStorage.setItem('portal-admin-merchant', m);
    }, opts.merchant);
  await page.goto(`${baseUrl}/admin/`);
  await page.locator('input[name=username]').fill(opts.username);
  await page.locator('input[name=password]').fill(opts.password);
  await page.locator('button[type=submit]').click();
  await expect(page.locator('input[name=code]')).toBeVisible();
  await page.locator('input[name=code]').fill(await nextCode(enrolled.get(key)!));
  await page.locator('input[name=code]').press('Enter');
  await expect(page.locator('.user-chip__name')).toHaveText(opts.username);
}

/** The enrolled TOTP secret of a staff member this worker signed in (for specs that type codes in the UI). */
export const enrolledSecret = (baseUrl: string, username: string): string | undefined =>
  enrolled.get(`${baseUrl} ${username.toLowerCase()}`)?.secret;
