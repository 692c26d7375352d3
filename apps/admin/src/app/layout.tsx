import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Icon } from '../components/icons';
import { Skeleton } from '../components/ui';
import { Button } from '../components/ui';
import type { StaffMe } from '../lib/auth';
import { can } from '../lib/auth';
import { translate, useLang, useT, type Lang } from '../lib/i18n';
import { featureRoutes } from './feature-routes';
import { shellMessages } from './messages';
import { LanguageSwitch, MerchantSwitch, ThemeToggle } from './top-controls';
import type { AdminRoute } from './types';

export function routeLabel(route: AdminRoute, lang: Lang): string {
  if (typeof route.label !== 'string') return route.label[lang];
  return route.messages ? translate(route.messages, route.label, undefined, lang) : route.label;
}

const href = (route: AdminRoute) => `/${route.path}`;

type Section = NonNullable<AdminRoute['section']>;
const sectionOrder: Section[] = ['main', 'money', 'players', 'content', 'games', 'system'];
const sectionLabels = {
  main: 'sectionMain',
  money: 'sectionMoney',
  players: 'sectionPlayers',
  content: 'sectionContent',
  games: 'sectionGames',
  system: 'sectionSystem',
} as const satisfies Record<Section, string>;

/** The navigation by section (main, money, players, content, games, system); feature order within one. */
export function sortBySection(routes: AdminRoute[]): AdminRoute[] {
  const rank = (r: AdminRoute) => sectionOrder.indexOf(r.section ?? 'main');
  return routes
    .map((r, i) => ({ r, i }))
    .sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i)
    .map(({ r }) => r);
}

/** Sidebar on a desktop; on a phone a top bar with a drawer and a bottom bar of the first pages. */
export function Layout({ me, onLogout }: { me: StaffMe; onLogout: () => void }) {
  const t = useT(shellMessages);
  const lang = useLang();
  const location = useLocation();
  const [drawer, setDrawer] = useState(false);
  const nav = sortBySection(
    featureRoutes.filter((r) => r.nav !== false && !r.path.includes(':') && can(me, r.permission)),
  );
  // The phone's bottom bar: the routes flagged for it first, then the next ones, four in all.
  const bottom = [...nav.filter((r) => r.bottomBar), ...nav.filter((r) => !r.bottomBar)].slice(0, 4);

  // A page change closes the drawer.
  const [path, setPath] = useState(location.pathname);
  if (path !== location.pathname) {
    setPath(location.pathname);
    setDrawer(false);
  }
  useEffect(() => {
    if (!drawer) return;
    const close = (e: KeyboardEvent) => e.key === 'Escape' && setDrawer(false);
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [drawer]);

  const links = (
    <ul className="nav__list">
      {nav.map((r, i) => {
        const section = r.section ?? 'main';
        const first = i === 0 || (nav[i - 1]!.section ?? 'main') !== section;
        return (
          <li key={r.path}>
            {first && section !== 'main' ? (
              <div className="nav__section">{t(sectionLabels[section])}</div>
            ) : null}
            <NavLink to={href(r)} end={r.path === ''} className="nav__link">
              <Icon name={r.icon ?? 'list'} />
              <span>{routeLabel(r, lang)}</span>
            </NavLink>
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <aside className="sidebar" aria-label={t('navigation')}>
        <div className="brand">
          <Icon name="shield" /> {t('appName')}
        </div>
        <nav className="nav">{links}</nav>
      </aside>

      {drawer ? (
        <div className="drawer" role="dialog" aria-modal="true" aria-label={t('menu')}>
          <button
            type="button"
            className="drawer__scrim"
            aria-label={t('closeMenu')}
            onClick={() => setDrawer(false)}
          />
          <div className="drawer__panel">
            <div className="drawer__head">
              <span className="brand">
                <Icon name="shield" /> {t('appName')}
              </span>
              <button
                type="button"
                className="icon-btn"
                aria-label={t('closeMenu')}
                onClick={() => setDrawer(false)}
                autoFocus
              >
                <Icon name="close" />
              </button>
            </div>
            <nav className="nav" aria-label={t('navigation')}>
              {links}
            </nav>
            <div className="drawer__foot">
              <MerchantSwitch merchants={me.merchants} />
              <NavLink to="/account" className="nav__link">
                <Icon name="user" />
                <span>
                  {t('myAccount')} · {me.username}
                </span>
              </NavLink>
              <Button variant="ghost" icon="logout" onClick={onLogout}>
                {t('logout')}
              </Button>
            </div>
          </div>
        </div>
      ) : null}

      <div className="shell__main">
        <header className="topbar">
          <button
            type="button"
            className="icon-btn topbar__menu"
            aria-label={t('menu')}
            aria-expanded={drawer}
            onClick={() => setDrawer(true)}
          >
            <Icon name="menu" />
          </button>
          <span className="brand topbar__brand">{t('appName')}</span>
          <div className="topbar__tools">
            <span className="topbar__merchant">
              <MerchantSwitch merchants={me.merchants} />
            </span>
            <LanguageSwitch />
            <ThemeToggle />
            <NavLink to="/account" className="user-chip" title={t('myAccount')}>
              <Icon name="user" size={18} />
              <span className="user-chip__name">{me.username}</span>
              <span className="user-chip__role">{me.roleName}</span>
            </NavLink>
            <button
              type="button"
              className="icon-btn topbar__logout"
              aria-label={t('logout')}
              title={t('logout')}
              onClick={onLogout}
            >
              <Icon name="logout" />
            </button>
          </div>
        </header>
        <main id="main" className="main" tabIndex={-1}>
          <PageBoundary key={location.pathname}>
            <Suspense fallback={<Skeleton lines={6} />}>
              <Outlet />
            </Suspense>
          </PageBoundary>
        </main>
      </div>

      <nav className="bottombar" aria-label={t('navigation')}>
        {bottom.map((r) => (
          <NavLink key={r.path} to={href(r)} end={r.path === ''} className="bottombar__link">
            <Icon name={r.icon ?? 'list'} />
            <span>{routeLabel(r, lang)}</span>
          </NavLink>
        ))}
        <button type="button" className="bottombar__link" onClick={() => setDrawer(true)}>
          <Icon name="more" />
          <span>{t('more')}</span>
        </button>
      </nav>
    </div>
  );
}

/** A page that failed to load (a stale chunk after a deploy, a render error) offers a reload. */
class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

function PageFailed() {
  const t = useT(shellMessages);
  return (
    <div className="state state--error" role="alert">
      <Icon name="alert" size={28} />
      <p>{t('pageLoadFailed')}</p>
      <Button icon="refresh" onClick={() => location.reload()}>
        {t('reload')}
      </Button>
    </div>
  );
}
