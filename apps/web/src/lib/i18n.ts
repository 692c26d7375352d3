import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from '@portal/i18n';
import { langTags, type Lang } from '@portal/i18n/langs';
import { zhHant } from '@portal/i18n/locales/zh-Hant';
import { getLanguage, useLanguageStore } from './language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

/**
 * TW, the default, is in the first bundle; the other languages are chunks of their own, fetched when
 * chosen, so the home page does not carry every language's text.
 */
const loaders: Record<Lang, () => Promise<Messages>> = {
  TW: async () => zhHant,
  EN: () => import('@portal/i18n/locales/en').then((m) => m.en),
  VI: () => import('@portal/i18n/locales/vi').then((m) => m.vi),
};

async function ensureLoaded(lang: Lang): Promise<void> {
  if (i18next.hasResourceBundle(lang, 'translation')) return;
  i18next.addResourceBundle(lang, 'translation', await loaders[lang]());
}

/** i18next over the messages of @portal/i18n; resolves once the chosen language's messages are in. */
export async function initI18n(): Promise<typeof i18next> {
  const lang = getLanguage();
  await i18next.use(initReactI18next).init({
    resources: { TW: { translation: zhHant } },
    lng: 'TW',
    // Every language has every key (a test checks it), so TW stands in only while a language loads.
    fallbackLng: 'TW',
    supportedLngs: Object.keys(loaders),
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnEmptyString: false,
  });
  await switchTo(lang);
  // The store is the source of truth; i18next and <html lang> follow it.
  useLanguageStore.subscribe((state, prev) => {
    if (state.lang !== prev.lang) void switchTo(state.lang);
  });
  return i18next;
}

async function switchTo(lang: Lang): Promise<void> {
  try {
    await ensureLoaded(lang);
  } catch {
    return; // offline: stay in the language already shown
  }
  // A later choice may have come in while this one loaded.
  if (useLanguageStore.getState().lang !== lang) return;
  await i18next.changeLanguage(lang);
  document.documentElement.lang = langTags[lang];
}

/** Text of an error for the user: `errors.<code>`, else the server's message, else the generic one. */
export function errorText(err: unknown): string {
  const t = i18next.t.bind(i18next);
  if (err && typeof err === 'object' && 'errorCode' in err && typeof err.errorCode === 'string') {
    const key = `errors.${err.errorCode}`;
    if (i18next.exists(key)) return t(key as 'errors.internal.error');
    if ('message' in err && typeof err.message === 'string' && err.message) return err.message;
  }
  return t('errors.internal.error' as 'errors.network');
}
