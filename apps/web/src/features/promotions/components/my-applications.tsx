import { useTranslation } from 'react-i18next';
import type { PromotionApplication } from '@portal/contract';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useMyApplications } from '../api/promotions';

/** One application: status badge, comment, bonus when approved, the reason when rejected. */
export function ApplicationRow({ application }: { application: PromotionApplication }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const a = application;
  return (
    <li className="promo-app" data-testid="promo-application" data-status={a.status} data-id={a.id}>
      <div className="promo-app__head">
        <span className="promo-app__title">{a.title}</span>
        <span className={`promo-app__status promo-app__status--${a.status.toLowerCase()}`}>
          {t(`promotions.status.${a.status}`)}
        </span>
      </div>
      <div className="promo-app__meta">
        {formatDateTime(a.createdAt, lang)}
        {a.pictures ? ` · ${t('promotions.picturesCount', { count: a.pictures })}` : ''}
      </div>
      {a.remarks ? <p className="promo-app__remarks">{a.remarks}</p> : null}
      {a.status === 'APPROVED' && a.bonus !== null ? (
        <p className="promo-app__bonus">
          {t('promotions.bonusGranted', { amount: formatMoney(a.bonus, lang) })}
          {a.requiredTurnover
            ? ` · ${t('promotions.turnoverOf', { amount: formatMoney(a.requiredTurnover, lang) })}`
            : ''}
        </p>
      ) : null}
      {a.status === 'REJECTED' && a.reason ? (
        <p className="promo-app__reason">{t('promotions.rejectedBecause', { reason: a.reason })}</p>
      ) : null}
    </li>
  );
}

/** The member's applications with their statuses (all promotions, or one). */
export function MyApplications({ promotionId, compact }: { promotionId?: number; compact?: boolean }) {
  const { t } = useTranslation();
  const { data, isPending, error, refetch } = useMyApplications(promotionId);
  if (isPending) return <Skeleton height={72} />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (data.length === 0)
    return compact ? null : <EmptyState icon="gift" title={t('promotions.noApplications')} />;
  return (
    <section className="promo-apps" aria-label={t('promotions.myApplications')}>
      {compact ? <h3 className="promo-apps__title">{t('promotions.myApplications')}</h3> : null}
      <ul className="promo-apps__list">
        {data.map((a) => (
          <ApplicationRow key={a.id} application={a} />
        ))}
      </ul>
    </section>
  );
}
