import { useQueryClient } from '@tanstack/react-query';
import { Icon } from '../components/icons';
import { LANG_NAMES, LANGS, setLang, useLang, useT, type Lang } from '../lib/i18n';
import { setMerchant, useMerchant } from '../lib/session';
import { useTheme } from '../lib/theme';
import { shellMessages } from './messages';

/** TW / EN / VI: kept in localStorage; the server answers in the chosen language too. */
export function LanguageSwitch() {
  const t = useT(shellMessages);
  const lang = useLang();
  return (
    <label className="select-wrap" title={t('language')}>
      <Icon name="globe" size={18} />
      <span className="sr-only">{t('language')}</span>
      <select
        className="select-wrap__select"
        value={lang}
        onChange={(e) => setLang(e.target.value as Lang)}
        data-testid="language-switch"
      >
        {LANGS.map((l) => (
          <option key={l} value={l}>
            {LANG_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ThemeToggle() {
  const t = useT(shellMessages);
  const [theme, setTheme] = useTheme();
  const label = theme === 'dark' ? t('themeLight') : t('themeDark');
  return (
    <button
      type="button"
      className="icon-btn"
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}

/**
 * The merchant being operated on, for staff who may operate several (GET /bo/v1/session/me `merchants`).
 * Switching drops every cached answer: lists and settings belong to one merchant.
 */
export function MerchantSwitch({ merchants }: { merchants: { code: string; name: string }[] }) {
  const t = useT(shellMessages);
  const merchant = useMerchant();
  const client = useQueryClient();
  if (merchants.length < 2) {
    const only = merchants.find((m) => m.code === merchant);
    return (
      <span className="merchant-chip" title={t('merchant')}>
        <Icon name="store" size={16} /> {only?.name ?? merchant}
      </span>
    );
  }
  return (
    <label className="select-wrap" title={t('switchMerchant')}>
      <Icon name="store" size={18} />
      <span className="sr-only">{t('switchMerchant')}</span>
      <select
        className="select-wrap__select"
        value={merchant}
        data-testid="merchant-switch"
        onChange={(e) => {
          setMerchant(e.target.value);
          client.removeQueries({ predicate: (q) => q.queryKey[0] === 'bo' && q.queryKey[2] !== 'me' });
          void client.invalidateQueries();
        }}
      >
        {merchants.some((m) => m.code === merchant) ? null : <option value={merchant}>{merchant}</option>}
        {merchants.map((m) => (
          <option key={m.code} value={m.code}>
            {m.name} ({m.code})
          </option>
        ))}
      </select>
    </label>
  );
}
