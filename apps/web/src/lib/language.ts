import { create } from 'zustand';
import { isLang, type Lang } from '@portal/i18n/langs';
import { storage } from './storage';

/** Spec section 3: the chosen language is stored under both `hisLang` and `lang`. */
const STORAGE_KEYS = ['hisLang', 'lang'] as const;

export function readStoredLanguage(): Lang | null {
  for (const key of STORAGE_KEYS) {
    const value = storage.get(key);
    if (isLang(value)) return value;
  }
  return null;
}

interface LanguageState {
  lang: Lang;
  /** Whether the user picked the language (then the merchant default does not override it). */
  chosen: boolean;
  setLanguage: (lang: Lang, opts?: { persist?: boolean }) => void;
}

const stored = readStoredLanguage();

export const useLanguageStore = create<LanguageState>((set) => ({
  lang: stored ?? 'TW',
  chosen: stored !== null,
  setLanguage: (lang, opts = {}) => {
    if (opts.persist !== false) for (const key of STORAGE_KEYS) storage.set(key, lang);
    set({ lang, chosen: opts.persist !== false ? true : useLanguageStore.getState().chosen });
  },
}));

export const getLanguage = (): Lang => useLanguageStore.getState().lang;
export const useLanguage = (): Lang => useLanguageStore((s) => s.lang);
