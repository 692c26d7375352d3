import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/query-error';
import { SafeHtml } from '@/components/safe-html';
import { Skeleton } from '@/components/skeleton';
import { useRequireLogin } from '@/features/auth';
import { formatDate, formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useIsLoggedIn } from '@/lib/session';
import { useMyApplications, usePromotionDetail } from '../api/promotions';
import { ApplyForm } from './apply-form';
import { MyApplications } from './my-applications';

/** The period of a promotion: "from – to", or "from – no end". */
export function Period({ start, end }: { start: string; end: string | null }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <span className="promo-period">
      {formatDate(start, lang)} – {end ? formatDate(end, lang) : t('promotions.noEnd')}
    </span>
  );
}

/** One promotion: picture, title, period, rules, the member's applications and the apply form. */
export function PromotionDetailView({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const loggedIn = useIsLoggedIn();
  const requireLogin = useRequireLogin();
  const { data, isPending, error, refetch } = usePromotionDetail(id);
  const mine = useMyApplications(id);
  if (isPending)
    return (
      <div className="promo-detail">
        <Skeleton height={160} />
        <Skeleton height={24} />
        <Skeleton height={80} />
      </div>
    );
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  const rules = data.rules;
  const pending = mine.data?.some((a) => a.status === 'PENDING');
  const usedOnce = rules.limit === 'ONCE' && mine.data?.some((a) => a.status === 'APPROVED');
  return (
    <article className="promo-detail" data-testid="promo-detail">
      {data.image ? <img className="promo-detail__image" src={data.image} alt="" /> : null}
      <h2 className="promo-detail__title">{data.title}</h2>
      <Period start={data.startTime} end={data.endTime} />
      <SafeHtml className="rich-text promo-detail__content" html={data.content} />
      {rules.applyEnabled ? (
        <>
          <dl className="promo-rules">
            {rules.bonus > 0 ? (
              <>
                <dt>{t('promotions.rules.bonus')}</dt>
                <dd>{formatMoney(rules.bonus, lang)}</dd>
                <dt>{t('promotions.rules.turnover')}</dt>
                <dd>{formatMoney(rules.requiredTurnover, lang)}</dd>
              </>
            ) : null}
            <dt>{t('promotions.rules.limit')}</dt>
            <dd>{t(`promotions.limit.${rules.limit}`)}</dd>
          </dl>
          {loggedIn ? (
            <>
              <MyApplications promotionId={data.id} compact />
              {pending ? (
                <p className="promo-detail__note">{t('promotions.pendingNote')}</p>
              ) : usedOnce ? (
                <p className="promo-detail__note">{t('promotions.onceNote')}</p>
              ) : (
                <ApplyForm promotion={data} onApplied={() => void mine.refetch()} />
              )}
            </>
          ) : (
            <button type="button" className="btn btn--primary" onClick={() => requireLogin(() => {})}>
              {t('promotions.loginToApply')}
            </button>
          )}
        </>
      ) : null}
    </article>
  );
}
