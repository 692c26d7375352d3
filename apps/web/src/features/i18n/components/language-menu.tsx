import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { useMenuButton } from '@/hooks/use-menu-button';
import { useLanguageStore } from '@/lib/language';
import { useOfferedLanguages } from '../hooks/use-offered-languages';
import './language.css';

/** Header language menu: a menu button with one radio item per offered language. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const offered = useOfferedLanguages();
  const lang = useLanguageStore((s) => s.lang);
  const setLanguage = useLanguageStore((s) => s.setLanguage);
  const { open, setOpen, buttonRef, buttonProps, menuProps } = useMenuButton('menuitemradio');

  if (offered.length < 2) return null;

  return (
    <div className="lang-menu">
      <button
        {...buttonProps}
        className="icon-btn lang-menu__button"
        aria-label={t('language.label')}
        title={t('language.label')}
      >
        <Icon name="globe" />
        <span className="lang-menu__code">{lang}</span>
      </button>
      {open && (
        <div {...menuProps} className="lang-menu__list">
          {offered.map((code) => (
            <button
              key={code}
              type="button"
              role="menuitemradio"
              aria-checked={code === lang}
              tabIndex={-1}
              className="lang-menu__item"
              onClick={() => {
                setLanguage(code);
                setOpen(false);
                buttonRef.current?.focus();
              }}
            >
              <span className="lang-menu__badge">{code}</span>
              {t(`language.names.${code}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
