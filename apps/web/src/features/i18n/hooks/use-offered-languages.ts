import { useEffect } from 'react';
import { isLang, type Lang } from '@portal/i18n/langs';
import { useLanguageStore } from '@/lib/language';
import { useSystemInfo } from '@/features/system';

/** Languages the merchant offers (info.languages), in our known set. */
export function useOfferedLanguages(): Lang[] {
  const info = useSystemInfo();
  const offered = info.languages.filter(isLang);
  return offered.length ? offered : [info.defaultLanguage];
}

/**
 * Keeps the language inside the offered list: a visitor without a stored choice gets the merchant's
 * default; a stored choice the merchant no longer offers falls back to that default.
 */
export function useLanguageSync(): void {
  const info = useSystemInfo();
  const offered = useOfferedLanguages();
  const lang = useLanguageStore((s) => s.lang);
  const chosen = useLanguageStore((s) => s.chosen);
  const setLanguage = useLanguageStore((s) => s.setLanguage);
  useEffect(() => {
    if (!offered.includes(lang)) setLanguage(info.defaultLanguage, { persist: false });
    else if (!chosen && lang !== info.defaultLanguage && offered.includes(info.defaultLanguage))
      setLanguage(info.defaultLanguage, { persist: false });
  }, [lang, chosen, offered, info.defaultLanguage, setLanguage]);
}
