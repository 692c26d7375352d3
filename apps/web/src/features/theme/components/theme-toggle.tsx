import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { useThemeStore } from '../stores/theme-store';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useThemeStore((s) => s.theme);
  const toggle = useThemeStore((s) => s.toggle);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-btn"
      onClick={toggle}
      aria-label={t(next === 'light' ? 'theme.toLight' : 'theme.toDark')}
      title={t(next === 'light' ? 'theme.toLight' : 'theme.toDark')}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}
