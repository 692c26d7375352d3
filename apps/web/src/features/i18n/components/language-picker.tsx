import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '@/lib/language';
import { useOfferedLanguages } from '../hooks/use-offered-languages';
import './language.css';

/** Left-menu language picker: shown only when the merchant offers more than one language. */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const offered = useOfferedLanguages();
  const lang = useLanguageStore((s) => s.lang);
  const setLanguage = useLanguageStore((s) => s.setLanguage);
  if (offered.length < 2) return null;
  return (
    <div
      className={`lang-picker${compact ? ' lang-picker--compact' : ''}`}
      role="radiogroup"
      aria-label={t('language.label')}
    >
      {offered.map((code) => (
        <button
          key={code}
          type="button"
          role="radio"
          aria-checked={code === lang}
          className="lang-picker__item"
          title={t(`language.names.${code}`)}
          onClick={() => setLanguage(code)}
        >
          {compact ? code : t(`language.names.${code}`)}
        </button>
      ))}
    </div>
  );
}
