import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { SafeHtml } from '@/components/safe-html';
import { Skeleton } from '@/components/skeleton';
import { formatDateTime } from '@/lib/format';
import { useLanguageStore } from '@/lib/language';
import { useAgentAnnouncements } from '../api/announcements';

/** Announcement (inventory 2.1.1): the operator's notices to agents, newest schedule first, each foldable. */
export default function AnnouncementPage() {
  const { t } = useTranslation();
  const lang = useLanguageStore((s) => s.lang);
  const list = useAgentAnnouncements();
  if (list.isPending) return <Skeleton height={160} />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <EmptyState icon="megaphone" title={t('agentCentre.noAnnouncement')} />;
  return (
    <ul className="ac-notices">
      {list.data.map((a, i) => (
        <li key={a.id} className="ac-notice">
          <details open={i === 0}>
            <summary className="ac-notice__head">
              <span className="ac-notice__title">{a.title}</span>
              <time className="ac-notice__time" dateTime={a.startTime}>
                {formatDateTime(a.startTime, lang)}
              </time>
            </summary>
            <SafeHtml html={a.content} className="rich-text ac-notice__body" />
          </details>
        </li>
      ))}
    </ul>
  );
}
