import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/components/icon';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { openExternal } from '@/lib/format';
import { useIsLoggedIn } from '@/lib/session';
import { useDownloadModal } from '@/features/download';
import { useSystemInfo } from '@/features/system';
import { useChatUnread, useCustomerService } from '@/features/live-chat';
import { useInviteFriends } from '@/features/member-centre';
import { socialIcon } from './social-links';

interface Item {
  key: string;
  label: string;
  icon?: IconName;
  image?: string;
  onClick: () => void;
  disabled?: boolean;
  badge?: number;
}

/** Floating circle menu (spec section 2): invite friends, live chat, download, two Telegram links. */
export function FloatingMenu() {
  const { t } = useTranslation();
  const info = useSystemInfo();
  const loggedIn = useIsLoggedIn();
  const inviteFriends = useInviteFriends();
  const showDownload = useDownloadModal((s) => s.show);
  const cs = useCustomerService('RIGHT');
  const unread = useChatUnread();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const telegrams = info.brand.socialLinks.filter((l) => l.type.toLowerCase() === 'telegram').slice(0, 2);
  const items: Item[] = [
    ...(!loggedIn || isModuleEnabled(info.whitelabel, modIds.referral)
      ? [
          {
            key: 'invite',
            label: t('nav.invite'),
            icon: 'users' as const,
            onClick: inviteFriends,
          },
        ]
      : []),
    // Every entry of the floating menu's position (RIGHT): the live chat, or the VIP entry (decision 0066).
    ...cs.items.map((item) => ({
      key: `cs-${item.id}`,
      label: item.type === 1 && item.csType === 'LIVECHAT' ? t('floating.liveChat') : item.title,
      icon: (item.type === 1 ? 'chat' : 'headset') as IconName,
      onClick: () => cs.open(item),
      badge: item.type === 1 ? unread : 0,
    })),
    { key: 'download', label: t('nav.download'), icon: 'download', onClick: showDownload },
    ...telegrams.map((link, i) => ({
      key: `tg-${i}`,
      label: link.title || t('floating.telegram'),
      image: socialIcon(link),
      onClick: () => openExternal(link.url),
    })),
  ];

  return (
    <div className={`fab${open ? ' fab--open' : ''}`} ref={rootRef}>
      <ul className="fab__items" id="fab-items" hidden={!open}>
        {items.map((item, index) => (
          <li key={item.key} style={{ transitionDelay: `${index * 30}ms` }}>
            <span className="fab__tip">{item.label}</span>
            <button
              type="button"
              className="fab__item"
              aria-label={item.label}
              disabled={item.disabled}
              onClick={() => {
                setOpen(false);
                item.onClick();
              }}
            >
              {item.image ? (
                <img src={item.image} alt="" width={22} height={22} />
              ) : (
                item.icon && <Icon name={item.icon} />
              )}
              {item.badge ? (
                <span className="fab__badge" aria-label={t('liveChat.unread', { n: item.badge })}>
                  {item.badge}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="fab__toggle"
        aria-expanded={open}
        aria-controls="fab-items"
        aria-label={t(open ? 'floating.close' : 'floating.open')}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name={open ? 'close' : 'headset'} size={24} />
        {!open && unread > 0 && (
          <span className="fab__badge" aria-label={t('liveChat.unread', { n: unread })}>
            {unread}
          </span>
        )}
      </button>
    </div>
  );
}
