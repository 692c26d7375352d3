import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackItem } from '@portal/contract';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/pagination';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { usePrivateImage } from '@/hooks/use-private-image';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useMyFeedback } from '../api/feedback';
import { FeedbackForm } from '../components/feedback-form';
import './feedback.css';

/**
 * `feedback` (inventory 1.5.2, FEEDBACK3, decision 0064): the form, then my feedback with its status and
 * the staff's replies (a reply also arrives as a platform message).
 */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useMyFeedback(page);
  return (
    <div className="fb">
      <FeedbackForm onSent={() => setPage(1)} />
      <section className="fb__history" aria-labelledby="fb-history">
        <h4 id="fb-history" className="fb__heading">
          {t('feedback.history')}
        </h4>
        {list.isPending ? (
          <div aria-busy="true" aria-label={t('common.loading')} className="fb__list">
            <Skeleton height={72} />
            <Skeleton height={72} />
          </div>
        ) : list.isError ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.content.length === 0 ? (
          <EmptyState icon="chat" title={t('feedback.empty')} />
        ) : (
          <>
            <ul className="fb__list" data-testid="feedback-history">
              {list.data.content.map((item) => (
                <FeedbackRow key={item.id} item={item} />
              ))}
            </ul>
            <Pagination page={page} total={list.data.totalPages} onChange={setPage} />
          </>
        )}
      </section>
    </div>
  );
}

function FeedbackRow({ item }: { item: FeedbackItem }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [showImage, setShowImage] = useState(false);
  const image = usePrivateImage(showImage ? `/wps/feedback/${item.id}/image` : null);
  return (
    <li className="fb-item">
      <div className="fb-item__head">
        <span className="fb-item__type">{t(`feedback.types.${item.type}` as 'feedback.types.0')}</span>
        <span className={`fb-status fb-status--${item.status.toLowerCase()}`}>
          {t(`feedback.status.${item.status}`)}
        </span>
        <time className="fb-item__time" dateTime={item.createTime}>
          {formatDateTime(item.createTime, lang)}
        </time>
      </div>
      <p className="fb-item__text">{item.content}</p>
      {item.hasImage && (
        <div className="fb-item__image">
          {showImage ? (
            image.url ? (
              <img src={image.url} alt={t('feedback.picture')} />
            ) : image.failed ? (
              <span className="field__error">{t('feedback.loadError')}</span>
            ) : (
              <Skeleton height={80} />
            )
          ) : (
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => setShowImage(true)}>
              {t('feedback.picture')}
            </button>
          )}
        </div>
      )}
      {item.replies.length > 0 ? (
        item.replies.map((r) => (
          <div key={r.replyTime} className="fb-reply">
            <span className="fb-reply__label">{t('feedback.reply')}</span>
            <p className="fb-reply__text">{r.content}</p>
            <time className="fb-item__time" dateTime={r.replyTime}>
              {formatDateTime(r.replyTime, lang)}
            </time>
          </div>
        ))
      ) : item.status === 'PENDING' ? (
        <p className="fb-item__wait">{t('feedback.noReply')}</p>
      ) : null}
    </li>
  );
}
