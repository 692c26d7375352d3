import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/components/icon';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { openExternal } from '@/lib/format';
import { useIsLoggedIn } from '@/lib/session';
import { useMemberCentre } from '@/features/auth';
import { useDownloadModal } from '@/features/download';
import { useCustomerService, useSystemInfo } from '@/features/system';
import { socialIcon } from './social-links';

interface Item {
  key: string;
  label: string;
  icon?: IconName;
  image?: string;
  onClick: () => void;
  disabled?: boolean;
}

/** Floating circle menu (spec section 2): invite friends, live chat, download, two Telegram links. */
export function FloatingMenu() {
  const { t } = useTranslation();
  const info = useSystemInfo();
  const loggedIn = useIsLoggedIn();
  const memberCentre = useMemberCentre();
  const showDownload = useDownloadModal((s) => s.show);
  const cs = useCustomerService();
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
            onClick: () => memberCentre.open('referral'),
          },
        ]
      : []),
    { key: 'chat', label: t('floating.liveChat'), icon: 'chat', onClick: cs.open, disabled: !cs.available },
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
      </button>
    </div>
  );
}
