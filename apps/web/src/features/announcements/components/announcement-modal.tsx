import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@portal/contract';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { Modal } from '@/components/modal';
import { Pagination } from '@/components/pagination';
import { SafeHtml } from '@/components/safe-html';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useAnnouncements } from '../api/get-announcements';
import { useNoticeReads } from '../api/notice-reads';
import { useAnnouncementModal } from '../stores/announcement-modal-store';
import './announcement-modal.css';

const PAGE_SIZE = 9;
/** Where the list and the detail take turns (announcement-modal.css). */
const NARROW = '(max-width: 700px)';

/** Announcement modal (spec section 2): notices paged 9 per page, with a detail pane. */
export default function AnnouncementModal() {
  const { t } = useTranslation();
  const open = useAnnouncementModal((s) => s.open);
  const close = useAnnouncementModal((s) => s.close);
  const selectedId = useAnnouncementModal((s) => s.selectedId);
  const { data } = useAnnouncements('w_home');
  const notices = useMemo(() => data?.player ?? [], [data]);

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('announcements.title')}
      width="min(960px, 100%)"
      className="notice-modal"
    >
      {notices.length === 0 ? (
        <EmptyState icon="megaphone" title={t('announcements.empty')} />
      ) : (
        <NoticeBrowser key={selectedId ?? 'none'} notices={notices} initialId={selectedId} />
      )}
    </Modal>
  );
}

function NoticeBrowser({ notices, initialId }: { notices: Announcement[]; initialId: number | null }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const initialIndex = Math.max(
    0,
    notices.findIndex((n) => n.id === initialId),
  );
  const [selected, setSelected] = useState(initialIndex);
  const [page, setPage] = useState(Math.floor(initialIndex / PAGE_SIZE) + 1);
  // On narrow screens the list and the detail take turns; a notice opened from the marquee shows first.
  const [showDetail, setShowDetail] = useState(initialId !== null);
  const totalPages = Math.ceil(notices.length / PAGE_SIZE);
  const pageItems = notices.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const current = notices[selected];
  // A notice is read once its text shows: beside the list on a wide screen, on its own on a phone.
  const { unread, markRead } = useNoticeReads();
  const currentId = current?.id;
  useEffect(() => {
    if (currentId === undefined) return;
    if (showDetail || !window.matchMedia(NARROW).matches) markRead(currentId);
  }, [currentId, showDetail, markRead]);

  return (
    <div className={`notice-browser${showDetail ? ' notice-browser--detail' : ''}`}>
      <div className="notice-browser__list">
        <ul role="listbox" aria-label={t('announcements.listLabel')}>
          {pageItems.map((notice) => {
            const index = notices.indexOf(notice);
            return (
              <li key={notice.id}>
                <button
                  type="button"
                  role="option"
                  aria-selected={index === selected}
                  className={`notice-browser__item${unread.has(notice.id) ? ' notice-browser__item--unread' : ''}`}
                  data-unread={unread.has(notice.id) || undefined}
                  onClick={() => {
                    setSelected(index);
                    setShowDetail(true);
                  }}
                >
                  <span className="notice-browser__item-title">
                    {unread.has(notice.id) && (
                      <span
                        className="notice-browser__dot"
                        role="img"
                        aria-label={t('announcements.unread')}
                      />
                    )}
                    {notice.title}
                  </span>
                  <span className="notice-browser__item-date">{formatDateTime(notice.startTime, lang)}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <Pagination page={page} total={totalPages} onChange={setPage} />
      </div>
      <article className="notice-browser__detail" aria-live="polite">
        <button
          type="button"
          className="btn btn--ghost btn--sm notice-browser__back"
          onClick={() => setShowDetail(false)}
        >
          <Icon name="chevronLeft" size={16} />
          {t('announcements.backToList')}
        </button>
        {current && (
          <>
            <h3 className="notice-browser__title">{current.title}</h3>
            <p className="notice-browser__dates">
              {formatDateTime(current.startTime, lang)}
              {current.endTime && ` – ${formatDateTime(current.endTime, lang)}`}
            </p>
            <SafeHtml html={current.content} />
          </>
        )}
      </article>
    </div>
  );
}
