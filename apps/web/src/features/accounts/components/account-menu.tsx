import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { Icon, type IconName } from '@/components/icon';
import { useMenuButton } from '@/hooks/use-menu-button';
import { useUnreadMessages } from '@/hooks/use-unread-messages';
import { DEFAULT_AVATAR_IMAGE } from '@/components/image-with-fallback';
import { AGENT_CUSTOMER_TYPES, TRIAL_CUSTOMER_TYPE, useSessionStore } from '@/lib/session';
import { useAgentCentre, useAuthModal, useMemberCentre } from '@/features/auth';
import { useSystemInfo } from '@/features/system';
import { useChatUnread, useCustomerService } from '@/features/live-chat';
import { useMemberIcon, useMemberInfo } from '../api/get-member-info';
import { VipMark } from '@/components/vip-mark';
import { useSignOut } from '../hooks/use-sign-out';

/** Spec section 2: the header lists Agent for isAgent 1, 2, 41, 42 and 4 (DECISIONS.md 12). */
const AGENT_MENU_TYPES = [...AGENT_CUSTOMER_TYPES, TRIAL_CUSTOMER_TYPE];

interface Item {
  key: string;
  label: string;
  icon: IconName;
  onSelect: () => void;
  /** Only in the narrow header, where Deposit and Withdraw have no buttons of their own. */
  compactOnly?: boolean;
  /** A count beside the label (unread messages). */
  count?: number;
}

/**
 * The member's avatar (`/wps/member/info/icon`); a picture that fails falls back to the default one
 * (spec section 8), and that to the account's initial.
 */
function Avatar({ name }: { name: string }) {
  const { data: iconUrl } = useMemberIcon();
  const [failed, setFailed] = useState<string[]>([]);
  const src = [iconUrl, DEFAULT_AVATAR_IMAGE].find(
    (url): url is string => Boolean(url) && !failed.includes(url!),
  );
  return src ? (
    <img className="avatar" src={src} alt="" onError={() => setFailed((list) => [...list, src])} />
  ) : (
    <span className="avatar avatar--initial" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

export function AccountMenu() {
  const { t } = useTranslation();
  const info = useSystemInfo();
  const account = useSessionStore((s) => s.account ?? s.username ?? '');
  const nickname = useSessionStore((s) => s.nickname);
  const isAgent = useSessionStore((s) => s.isAgent ?? 0);
  const trial = isAgent === TRIAL_CUSTOMER_TYPE;
  // Spec section 2: the header names the member by nickname, by account name while there is none.
  const shownName = (!trial && nickname) || account;
  const memberCentre = useMemberCentre();
  const agentCentre = useAgentCentre();
  const { open: openModal } = useAuthModal();
  const { open, setOpen, buttonProps, menuProps } = useMenuButton('menuitem');

  // The VIP mark beside the avatar and in the menu's head (spec section 6: when the member has a label).
  const clubLabel = useMemberInfo().data?.clubLabel ?? null;
  const signOut = useSignOut();
  const unread = useUnreadMessages();
  const cs = useCustomerService('TOP');
  const chatUnread = useChatUnread();
  const showMessages = !trial && isModuleEnabled(info.whitelabel, modIds.mailCentre);

  const showAgent =
    AGENT_MENU_TYPES.includes(isAgent) && isModuleEnabled(info.whitelabel, modIds.agentCentre);
  const items: Item[] = [
    {
      key: 'deposit',
      label: t('account.deposit'),
      icon: 'wallet',
      onSelect: () => memberCentre.open('depositv2'),
      compactOnly: true,
    },
    {
      key: 'withdraw',
      label: t('account.withdraw'),
      icon: 'card',
      onSelect: () => memberCentre.open('withdraw'),
      compactOnly: true,
    },
    {
      key: 'members',
      label: t('account.members'),
      icon: 'user',
      onSelect: () => memberCentre.open('securityCenter'),
    },
    {
      key: 'accountRecord',
      label: t('account.accountRecord'),
      icon: 'receipt',
      onSelect: () => memberCentre.open('transactionHistory'),
    },
    {
      key: 'bettingRecord',
      label: t('account.bettingRecord'),
      icon: 'dice',
      onSelect: () => memberCentre.open('personalHistoryCopy'),
    },
    ...(showMessages
      ? [
          {
            key: 'messages',
            label: t('messages.menu'),
            icon: 'mail' as const,
            onSelect: () => memberCentre.open('messageV2'),
            count: unread,
          },
        ]
      : []),
    ...(!trial
      ? [
          {
            key: 'changePassword',
            label: t('account.changePassword'),
            icon: 'key' as const,
            onSelect: () => openModal('changePass'),
          },
        ]
      : []),
    ...(showAgent
      ? [
          {
            key: 'agent',
            label: t('account.agent'),
            icon: 'users' as const,
            onSelect: () => agentCentre.open('agentTeamOverview'),
          },
        ]
      : []),
    // The header dropdown's customer-service entries (csPosition TOP, decision 0066).
    ...cs.items.map((item) => ({
      key: `cs-${item.id}`,
      label: item.type === 1 && item.csType === 'LIVECHAT' ? t('liveChat.title') : item.title,
      icon: (item.type === 1 ? 'chat' : 'headset') as IconName,
      onSelect: () => cs.open(item),
      count: item.type === 1 ? chatUnread : 0,
    })),
    { key: 'signOut', label: t('account.signOut'), icon: 'logout', onSelect: () => void signOut() },
  ];

  return (
    <div className="account-menu">
      <button
        {...buttonProps}
        className="account-menu__button"
        aria-label={
          t('account.menu', { account }) +
          (showMessages && unread > 0 ? ` (${t('messages.unreadCount', { count: unread })})` : '')
        }
      >
        <span className="account-menu__avatar">
          <Avatar name={shownName} />
          {showMessages && unread > 0 && (
            <span className="account-menu__dot" data-testid="avatar-unread">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </span>
        <span className="account-menu__name">{shownName}</span>
        <VipMark label={clubLabel} className="account-menu__vip" />
        <Icon name="chevronDown" size={16} className="account-menu__chevron" />
      </button>
      {open && (
        <div {...menuProps} className="account-menu__list">
          <div className="account-menu__head" role="presentation">
            <Avatar name={shownName} />
            <div className="account-menu__who">
              <strong className="account-menu__account">{shownName}</strong>
              <VipMark label={clubLabel} />
              {trial ? (
                <span className="account-menu__badge">{t('account.trial')}</span>
              ) : (
                shownName !== account && <span className="account-menu__nickname">{account}</span>
              )}
            </div>
          </div>
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`account-menu__item${item.compactOnly ? ' account-menu__item--compact' : ''}${item.key === 'signOut' ? ' account-menu__item--danger' : ''}`}
              onClick={() => {
                setOpen(false);
                item.onSelect();
              }}
            >
              <Icon name={item.icon} size={18} />
              {item.label}
              {!!item.count && <span className="account-menu__count">{item.count}</span>}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
