import { createContext, useContext, type ReactNode } from 'react';
import { localeOf, translator, type Lang, type Messages, type TFunction } from './index.ts';

export interface I18n {
  readonly lang: Lang;
  /** BCP 47 tag for Intl. */
  readonly locale: string;
  readonly t: TFunction;
}

const I18nContext = createContext<I18n | null>(null);

export function makeI18n(lang: Lang, messages: Messages): I18n {
  return { lang, locale: localeOf(lang), t: translator(messages) };
}

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
}
