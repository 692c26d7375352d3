import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { Icon, type IconName } from '@/components/icon';
import { useMenuButton } from '@/hooks/use-menu-button';
import { DEFAULT_AVATAR_IMAGE } from '@/components/image-with-fallback';
import { AGENT_CUSTOMER_TYPES, TRIAL_CUSTOMER_TYPE, useSessionStore } from '@/lib/session';
import { useAgentCentre, useAuthModal, useMemberCentre } from '@/features/auth';
import { useSystemInfo } from '@/features/system';
import { useMemberIcon } from '../api/get-member-info';
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

  const signOut = useSignOut();

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
    { key: 'signOut', label: t('account.signOut'), icon: 'logout', onSelect: () => void signOut() },
  ];

  return (
    <div className="account-menu">
      <button {...buttonProps} className="account-menu__button" aria-label={t('account.menu', { account })}>
        <Avatar name={shownName} />
        <span className="account-menu__name">{shownName}</span>
        <Icon name="chevronDown" size={16} className="account-menu__chevron" />
      </button>
      {open && (
        <div {...menuProps} className="account-menu__list">
          <div className="account-menu__head" role="presentation">
            <Avatar name={shownName} />
            <div className="account-menu__who">
              <strong className="account-menu__account">{shownName}</strong>
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
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
