import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { useIsLoggedIn } from '@/lib/session';
import { HeaderAccountSlot } from '@/features/accounts';
import { openRegistrationWays, useAuthModal, useFreePlay } from '@/features/auth';
import { LanguageMenu } from '@/features/i18n';
import { useSystemInfo } from '@/features/system';
import { ThemeToggle } from '@/features/theme';
import { useLayoutStore } from '../stores/layout-store';

/**
 * Header (spec section 2). Logged out: Login, Register (DIRECTREG3 with a way open), Free demo (FREEPLAY3); logged in:
 * Deposit, Withdraw, balance and the avatar menu (the accounts feature, loaded on demand).
 */
export function Header({ withMenuButton }: { withMenuButton: boolean }) {
  const { t } = useTranslation();
  const info = useSystemInfo();
  const loggedIn = useIsLoggedIn();
  const { open } = useAuthModal();
  const freePlay = useFreePlay();
  const drawerOpen = useLayoutStore((s) => s.drawerOpen);
  const setDrawerOpen = useLayoutStore((s) => s.setDrawerOpen);
  const canRegister = openRegistrationWays(info.whitelabel).length > 0;
  const canFreePlay = isModuleEnabled(info.whitelabel, modIds.freePlay);

  return (
    <header className={`header${loggedIn ? ' header--member' : ''}`}>
      {withMenuButton && (
        <button
          type="button"
          className="icon-btn header__menu"
          aria-label={t(drawerOpen ? 'nav.closeMenu' : 'nav.openMenu')}
          aria-expanded={drawerOpen}
          aria-controls="left-menu"
          onClick={() => setDrawerOpen(!drawerOpen)}
        >
          <Icon name="menu" size={22} />
        </button>
      )}
      <Link to="/" className="header__logo" aria-label={t('nav.homeOf', { brand: info.brand.name })}>
        {info.brand.logoUrl ? (
          <img src={info.brand.logoUrl} alt={info.brand.name} />
        ) : (
          <span>{info.brand.name}</span>
        )}
      </Link>
      <div className="header__spacer" />
      <div className="header__tools">
        <LanguageMenu />
        <ThemeToggle />
      </div>
      {loggedIn ? (
        <HeaderAccountSlot />
      ) : (
        <div className="header__auth">
          {canFreePlay && (
            <button
              type="button"
              className="btn btn--ghost header__demo"
              onClick={() => void freePlay.start()}
            >
              {t('header.freeDemo')}
            </button>
          )}
          <button type="button" className="btn btn--outline" onClick={() => open('login')}>
            {t('header.login')}
          </button>
          {canRegister && (
            <button type="button" className="btn btn--primary" onClick={() => open('register')}>
              {t('header.register')}
            </button>
          )}
        </div>
      )}
    </header>
  );
}
