import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { langTags, messages, type Lang, type Messages } from '@portal/i18n';
import { getLanguage, useLanguageStore } from './language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

/** i18next over the messages of @portal/i18n, bundled statically (they are small). */
export function initI18n(): typeof i18next {
  const lang = getLanguage();
  void i18next.use(initReactI18next).init({
    resources: Object.fromEntries(
      Object.entries(messages).map(([code, tree]) => [code, { translation: tree }]),
    ),
    lng: lang,
    fallbackLng: 'TW',
    supportedLngs: Object.keys(messages),
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnEmptyString: false,
  });
  applyDocumentLanguage(lang);
  // The store is the source of truth; i18next and <html lang> follow it.
  useLanguageStore.subscribe((state, prev) => {
    if (state.lang === prev.lang) return;
    void i18next.changeLanguage(state.lang);
    applyDocumentLanguage(state.lang);
  });
  return i18next;
}

function applyDocumentLanguage(lang: Lang): void {
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
