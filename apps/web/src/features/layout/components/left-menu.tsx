import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VendorLane } from '@portal/contract';
import { gameTypeIcons, Icon, type IconName } from '@/components/icon';
import { categoryPaths, links, paths } from '@/config/paths';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { useUnreadMessages } from '@/hooks/use-unread-messages';
import { useIsLoggedIn } from '@/lib/session';
import { useAnnouncementModal, useNoticeReads } from '@/features/announcements';
import { openRegistrationWays, useAuthModal, useFreePlay, useMemberCentre } from '@/features/auth';
import { useDownloadModal } from '@/features/download';
import { useInviteFriends, useOpenFeedback } from '@/features/member-centre';
import { useVendorAction, useVendors } from '@/features/games';
import { LanguagePicker } from '@/features/i18n';
import { useSystemInfo } from '@/features/system';
import { useChatUnread, useCustomerService } from '@/features/live-chat';
import { ThemeToggle } from '@/features/theme';
import { useLayoutStore } from '../stores/layout-store';
import { SocialLinks } from './social-links';

/** Vendors listed under a category in the menu (spec section 9). */
const MENU_VENDORS = 9;

/**
 * Left menu (spec section 2): Home, categories with vendor sub-lists, invite friends, VIP,
 * promotions, language, customer-service submenu, app download, social links, collapse toggle.
 * On narrow screens it is an off-canvas drawer opened from the header.
 */
export function LeftMenu({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation();
  const info = useSystemInfo();
  const loggedIn = useIsLoggedIn();
  const collapsedSetting = useLayoutStore((s) => s.collapsed);
  const toggleCollapsed = useLayoutStore((s) => s.toggleCollapsed);
  const drawerOpen = useLayoutStore((s) => s.drawerOpen);
  const setDrawerOpen = useLayoutStore((s) => s.setDrawerOpen);
  const collapsed = collapsedSetting && !mobile;
  const vendors = useVendors();
  const memberCentre = useMemberCentre();
  const unread = useUnreadMessages();
  // Unread notices (decision 0067): the member's from the server, a visitor's from this browser.
  const notices = useNoticeReads();
  const showAnnouncements = useAnnouncementModal((s) => s.show);
  const showDownload = useDownloadModal((s) => s.show);
  const cs = useCustomerService('LEFT');
  const chatUnread = useChatUnread();
  const { open: openAuth } = useAuthModal();
  const freePlay = useFreePlay();
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const [csOpen, setCsOpen] = useState(false);

  const referralEnabled = isModuleEnabled(info.whitelabel, modIds.referral);
  const showInvite = !loggedIn || referralEnabled;
  const inviteFriends = useInviteFriends();
  const openFeedback = useOpenFeedback();
  const feedbackEnabled = isModuleEnabled(info.whitelabel, modIds.feedback);
  const canRegister = openRegistrationWays(info.whitelabel).length > 0;
  const canFreePlay = isModuleEnabled(info.whitelabel, modIds.freePlay);

  // The drawer closes on navigation and with Escape, and takes focus when it opens.
  useEffect(() => {
    setDrawerOpen(false);
  }, [location.pathname, location.search, setDrawerOpen]);
  useEffect(() => {
    if (!mobile || !drawerOpen) return;
    navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('scroll-locked');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('scroll-locked');
    };
  }, [mobile, drawerOpen, setDrawerOpen]);

  const inDrawer = (action: () => void) => () => {
    setDrawerOpen(false);
    action();
  };

  return (
    <>
      {mobile && drawerOpen && (
        <div className="drawer-backdrop" onClick={() => setDrawerOpen(false)} aria-hidden="true" />
      )}
      <nav
        id="left-menu"
        ref={navRef}
        aria-label={t('nav.label')}
        className={`left-menu${collapsed ? ' left-menu--collapsed' : ''}${mobile ? ' left-menu--drawer' : ''}${mobile && drawerOpen ? ' left-menu--open' : ''}`}
        inert={mobile && !drawerOpen ? true : undefined}
      >
        {mobile && (
          <div className="left-menu__top">
            <button
              type="button"
              className="icon-btn"
              aria-label={t('nav.closeMenu')}
              onClick={() => setDrawerOpen(false)}
            >
              <Icon name="close" />
            </button>
          </div>
        )}
        {mobile && !loggedIn && (
          <div className="left-menu__auth">
            <button type="button" className="btn btn--outline" onClick={inDrawer(() => openAuth('login'))}>
              {t('header.login')}
            </button>
            {canRegister && (
              <button
                type="button"
                className="btn btn--primary"
                onClick={inDrawer(() => openAuth('register'))}
              >
                {t('header.register')}
              </button>
            )}
            {canFreePlay && (
              <button
                type="button"
                className="btn btn--ghost left-menu__demo"
                onClick={inDrawer(() => void freePlay.start())}
              >
                {t('header.freeDemo')}
              </button>
            )}
          </div>
        )}
        <ul className="menu">
          <MenuLink to={paths.home.path} icon="home" label={t('nav.home')} collapsed={collapsed} end />
        </ul>

        <p className="menu__heading">{t('nav.games')}</p>
        <ul className="menu">
          {vendors.data?.lanes.map((lane) => (
            <CategoryItem key={lane.gameClassify} lane={lane} collapsed={collapsed} />
          ))}
        </ul>

        <p className="menu__heading">{t('nav.more')}</p>
        <ul className="menu">
          {showInvite && (
            <MenuButton icon="users" label={t('nav.invite')} collapsed={collapsed} onClick={inviteFriends} />
          )}
          <MenuButton
            icon="crown"
            label={t('nav.vip')}
            collapsed={collapsed}
            onClick={() => memberCentre.open('benefits')}
          />
          <MenuLink
            to={paths.promotions.path}
            icon="gift"
            label={t('nav.promotions')}
            collapsed={collapsed}
          />
          <li>
            <button
              type="button"
              className="menu__item"
              aria-expanded={csOpen}
              aria-controls="menu-cs"
              title={collapsed ? t('nav.service') : undefined}
              onClick={() => setCsOpen((o) => !o)}
            >
              <Icon name="headset" />
              <span className="menu__label">{t('nav.service')}</span>
              <Icon name="chevronDown" size={16} className="menu__chevron" />
            </button>
            {csOpen && (
              <ul className="menu menu--sub" id="menu-cs">
                {/* Every entry of the left menu's position (decision 0066): the chat, the VIP entry, links. */}
                {cs.items.map((item) => (
                  <MenuButton
                    key={item.id}
                    icon={item.type === 1 ? 'chat' : 'headset'}
                    label={
                      item.type === 1 && item.csType === 'LIVECHAT' ? t('nav.customerService') : item.title
                    }
                    collapsed={collapsed}
                    onClick={inDrawer(() => cs.open(item))}
                    count={item.type === 1 ? chatUnread : 0}
                  />
                ))}
                <MenuButton
                  icon="mail"
                  label={t('nav.messages')}
                  collapsed={collapsed}
                  onClick={() => memberCentre.open('messageV2')}
                  count={unread}
                />
                <MenuButton
                  icon="megaphone"
                  label={t('nav.announcements')}
                  collapsed={collapsed}
                  onClick={inDrawer(() => showAnnouncements())}
                  count={notices.count}
                />
                <MenuLink to={links.help()} icon="help" label={t('nav.helpCentre')} collapsed={collapsed} />
                {feedbackEnabled && (
                  <MenuButton
                    icon="edit"
                    label={t('nav.feedback')}
                    collapsed={collapsed}
                    onClick={inDrawer(openFeedback)}
                  />
                )}
              </ul>
            )}
          </li>
          <MenuButton
            icon="download"
            label={t('nav.download')}
            collapsed={collapsed}
            onClick={inDrawer(showDownload)}
          />
        </ul>

        {!collapsed && (
          <div className="left-menu__lang">
            <LanguagePicker />
            {mobile && <ThemeToggle />}
          </div>
        )}
        <div className="left-menu__foot">
          <SocialLinks className={`social-links${collapsed ? ' social-links--column' : ''}`} />
          {!mobile && (
            <button
              type="button"
              className="menu__item left-menu__collapse"
              onClick={toggleCollapsed}
              aria-pressed={collapsedSetting}
              title={t(collapsed ? 'nav.expand' : 'nav.collapse')}
            >
              <Icon name={collapsed ? 'expand' : 'collapse'} />
              <span className="menu__label">{t(collapsed ? 'nav.expand' : 'nav.collapse')}</span>
            </button>
          )}
        </div>
      </nav>
    </>
  );
}

function MenuLink({
  to,
  icon,
  label,
  collapsed,
  end,
}: {
  to: string;
  icon: IconName;
  label: string;
  collapsed: boolean;
  end?: boolean;
}) {
  return (
    <li>
      <NavLink to={to} end={end} className="menu__item" title={collapsed ? label : undefined}>
        <Icon name={icon} />
        <span className="menu__label">{label}</span>
      </NavLink>
    </li>
  );
}

function MenuButton({
  icon,
  label,
  collapsed,
  onClick,
  disabled,
  count,
}: {
  icon: IconName;
  label: string;
  collapsed: boolean;
  onClick: () => void;
  disabled?: boolean;
  /** Unread messages beside the label. */
  count?: number;
}) {
  return (
    <li>
      <button
        type="button"
        className="menu__item"
        onClick={onClick}
        title={collapsed ? label : undefined}
        disabled={disabled}
      >
        <Icon name={icon} />
        <span className="menu__label">{label}</span>
        {!!count && <span className="menu__count">{count}</span>}
      </button>
    </li>
  );
}

function CategoryItem({ lane, collapsed }: { lane: VendorLane; collapsed: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const vendorAction = useVendorAction();
  const setDrawerOpen = useLayoutStore((s) => s.setDrawerOpen);
  // The phone's drawer gives way to what the vendor opens (its popup list of games or a launch).
  const onVendor = (card: VendorLane['cards'][number]) => {
    setDrawerOpen(false);
    vendorAction(card);
  };
  const type = lane.gameClassify;
  const label = t(`games.types.${type}`);
  const subId = `menu-${type.toLowerCase()}`;
  return (
    <li>
      <div className="menu__row">
        <NavLink to={categoryPaths[type]} className="menu__item" title={collapsed ? label : undefined}>
          <Icon name={gameTypeIcons[type]} />
          <span className="menu__label">{label}</span>
        </NavLink>
        {!collapsed && lane.cards.length > 0 && (
          <button
            type="button"
            className="menu__expand"
            aria-expanded={open}
            aria-controls={subId}
            aria-label={t('nav.vendorsOf', { name: label })}
            onClick={() => setOpen((o) => !o)}
          >
            <Icon name="chevronDown" size={16} />
          </button>
        )}
      </div>
      {open && !collapsed && (
        <ul className="menu menu--sub" id={subId}>
          {lane.cards.slice(0, MENU_VENDORS).map((card) => (
            <li key={card.vassalage}>
              <button type="button" className="menu__item menu__item--vendor" onClick={() => onVendor(card)}>
                <span className="menu__label">{card.displayName}</span>
                {card.isHot && <span className="menu__hot">{t('games.hot')}</span>}
              </button>
            </li>
          ))}
          <li>
            <NavLink to={categoryPaths[type]} end className="menu__item menu__item--vendor menu__item--all">
              <span className="menu__label">{t('games.all')}</span>
            </NavLink>
          </li>
        </ul>
      )}
    </li>
  );
}
