import { onMenuKeys } from '@/lib/menu-keys';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { useLanguageStore } from '@/lib/language';
import { useOfferedLanguages } from '../hooks/use-offered-languages';
import './language.css';

/** Header language menu: a menu button with one radio item per offered language. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const offered = useOfferedLanguages();
  const lang = useLanguageStore((s) => s.lang);
  const setLanguage = useLanguageStore((s) => s.setLanguage);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const items = menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]');
    const current = Array.from(items ?? []).find((el) => el.getAttribute('aria-checked') === 'true');
    (current ?? items?.[0])?.focus();
    const onDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  if (offered.length < 2) return null;

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);
    onMenuKeys(event, items, ({ refocus }) => {
      setOpen(false);
      if (refocus) buttonRef.current?.focus();
    });
  };

  return (
    <div className="lang-menu">
      <button
        ref={buttonRef}
        type="button"
        className="icon-btn lang-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('language.label')}
        title={t('language.label')}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="globe" />
        <span className="lang-menu__code">{lang}</span>
      </button>
      {open && (
        <div ref={menuRef} id={menuId} role="menu" className="lang-menu__list" onKeyDown={onMenuKeyDown}>
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
