import { createHmac } from 'node:crypto';

/**
 * Human verification before a login or registration is trusted (spec: the login and registration
 * payloads carry "human-verification (geetest) result fields"). The built-in provider is the server's
 * image captcha; a Geetest v4 provider checks the widget's result with Geetest's validate call.
 */
export interface HumanCheckInput {
  /** The image captcha: its id (from the HttpOnly cookie) and the text the person typed. */
  captchaId?: string;
  captcha?: string;
  /** The Geetest v4 widget's result. */
  geetest?: { lot_number: string; captcha_output: string; pass_token: string; gen_time: string };
}

export interface HumanCheck {
  kind: 'captcha' | 'geetest';
  verify(input: HumanCheckInput): Promise<boolean>;
}

/** The built-in provider: the single-use image captcha of `/wps/captcha`. */
export function imageCaptchaCheck(
  check: (id: string | undefined, answer: string | undefined) => Promise<boolean>,
) {
  return { kind: 'captcha', verify: (input) => check(input.captchaId, input.captcha) } satisfies HumanCheck;
}

/** Geetest v4: `sign_token` is HMAC-SHA256 of the lot number under the captcha key. */
export function geetestCheck(opts: {
  captchaId: string;
  captchaKey: string;
  endpoint?: string;
  timeoutMs?: number;
}): HumanCheck {
  const endpoint = opts.endpoint ?? 'https://gcaptcha4.geetest.com/validate';
  return {
    kind: 'geetest',
    async verify({ geetest }) {
      if (!geetest?.lot_number || !geetest.captcha_output || !geetest.pass_token || !geetest.gen_time)
        return false;
      const url = new URL(endpoint);
      url.searchParams.set('captcha_id', opts.captchaId);
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            ...geetest,
            sign_token: createHmac('sha256', opts.captchaKey).update(geetest.lot_number).digest('hex'),
          }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 5_000),
        });
        if (!res.ok) return false;
        const answer = (await res.json()) as { result?: unknown };
        return answer.result === 'success';
      } catch {
        // An unreachable verifier never lets a login through.
        return false;
      }
    },
  };
}
