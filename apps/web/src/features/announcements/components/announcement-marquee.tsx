import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { useAnnouncements } from '../api/get-announcements';
import { useAnnouncementModal } from '../stores/announcement-modal-store';
import './announcement-marquee.css';

/**
 * Home marquee (inventory 4.1): speaker icon and the `player` notice titles scrolling; pauses on
 * hover or focus; a title opens the announcement modal at that notice.
 */
export function AnnouncementMarquee() {
  const { t } = useTranslation();
  const { data, isPending } = useAnnouncements('w_home');
  const show = useAnnouncementModal((s) => s.show);
  const notices = data?.player ?? [];
  // The bar's room is kept while the notices load, so the sections below do not jump down.
  if (isPending) return <div className="marquee marquee--pending" aria-hidden="true" />;
  if (notices.length === 0) return null;

  const chars = notices.reduce((sum, n) => sum + n.title.length, 0);
  const duration = Math.max(18, Math.round(chars * 0.35 + notices.length * 4));
  const items = (copy: number) =>
    notices.map((notice) => (
      <li key={`${copy}-${notice.id}`}>
        <button
          type="button"
          className="marquee__item"
          tabIndex={copy === 0 ? 0 : -1}
          aria-hidden={copy === 0 ? undefined : true}
          onClick={() => show(notice.id)}
        >
          {notice.title}
        </button>
      </li>
    ));

  return (
    <div className="marquee" role="region" aria-label={t('announcements.marqueeLabel')}>
      <button
        type="button"
        className="marquee__icon"
        aria-label={t('announcements.title')}
        onClick={() => show(notices[0]?.id)}
      >
        <Icon name="speaker" size={18} />
      </button>
      <div className="marquee__viewport">
        <ul className="marquee__track" style={{ animationDuration: `${duration}s` }}>
          {items(0)}
          {items(1)}
        </ul>
      </div>
    </div>
  );
}
