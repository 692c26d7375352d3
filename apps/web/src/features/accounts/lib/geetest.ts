import type { GeetestResult } from '@portal/contract';
import type { Lang } from '@portal/i18n';

/**
 * The part of Geetest v4's web API (`initGeetest4`, docs.geetest.com/BehaviorVerification/apirefer/api/web)
 * the login uses: the `bind` form, which has no button of its own and opens its challenge on
 * `showCaptcha()`; its result comes from `getValidate()` after `onSuccess`.
 */
export interface GeetestCaptcha {
  onReady(cb: () => void): GeetestCaptcha;
  onSuccess(cb: () => void): GeetestCaptcha;
  onError(cb: (error: unknown) => void): GeetestCaptcha;
  onClose(cb: () => void): GeetestCaptcha;
  showCaptcha(): void;
  getValidate(): (GeetestResult & { captcha_id?: string }) | false | undefined;
  reset(): void;
  destroy?(): void;
}
type InitGeetest4 = (
  config: { captchaId: string; product: 'bind'; language: string; hideSuccess?: boolean },
  ready: (captcha: GeetestCaptcha) => void,
) => void;
type GeetestWindow = Window & { initGeetest4?: InitGeetest4 };

/** Geetest's language codes: Traditional Chinese and English; Vietnamese is not among them. */
const geetestLanguage: Record<Lang, string> = { TW: 'zho-tw', EN: 'eng', VI: 'eng' };

const scripts = new Map<string, Promise<InitGeetest4>>();

/** Adds the widget's script once (the server's CSP allows its origin only when Geetest is configured). */
function loadScript(src: string, doc: Document, win: GeetestWindow): Promise<InitGeetest4> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<InitGeetest4>((resolve, reject) => {
      const script = doc.createElement('script');
      script.async = true;
      script.src = src;
      script.onload = () =>
        win.initGeetest4 ? resolve(win.initGeetest4) : reject(new Error('initGeetest4 missing'));
      script.onerror = () => reject(new Error('Geetest script failed to load'));
      doc.head.appendChild(script);
    });
    // A failed load may be retried by the next login.
    loading.catch(() => scripts.delete(src));
    scripts.set(src, loading);
  }
  return loading;
}

/** A Geetest v4 widget ready to ask: `verify()` opens its challenge and resolves its result, or null when closed. */
export interface GeetestWidget {
  verify(): Promise<GeetestResult | null>;
  destroy(): void;
}

export async function createGeetestWidget(
  config: { captchaId: string; scriptUrl: string },
  lang: Lang,
  doc: Document = document,
  win: GeetestWindow = window as GeetestWindow,
): Promise<GeetestWidget> {
  const init = await loadScript(config.scriptUrl, doc, win);
  const captcha = await new Promise<GeetestCaptcha>((resolve) =>
    init(
      { captchaId: config.captchaId, product: 'bind', language: geetestLanguage[lang], hideSuccess: true },
      resolve,
    ),
  );
  // One challenge at a time; its outcome settles the pending verify().
  let settle: ((result: GeetestResult | null, error?: unknown) => void) | null = null;
  const finish = (result: GeetestResult | null, error?: unknown) => {
    const done = settle;
    settle = null;
    done?.(result, error);
  };
  captcha
    .onSuccess(() => {
      const v = captcha.getValidate();
      // Only the four fields the server checks (the widget adds its captcha id).
      finish(
        v
          ? {
              lot_number: v.lot_number,
              captcha_output: v.captcha_output,
              pass_token: v.pass_token,
              gen_time: v.gen_time,
            }
          : null,
      );
    })
    .onClose(() => finish(null))
    .onError((error) => finish(null, error ?? new Error('Geetest error')));
  return {
    verify() {
      finish(null);
      return new Promise<GeetestResult | null>((resolve, reject) => {
        settle = (result, error) => (error ? reject(error) : resolve(result));
        // Each result is single use on the server: a new challenge every time.
        captcha.reset();
        captcha.showCaptcha();
      });
    },
    destroy() {
      finish(null);
      captcha.destroy?.();
    },
  };
}
