import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { Modal } from '@/components/modal';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useSystemInfo } from '@/features/system';
import { setDocumentTitle } from '@/features/theme';
import { useIsLoggedIn } from '@/lib/session';
import { usePromotionCategories, usePromotionList } from '../api/promotions';
import { MyApplications } from '../components/my-applications';
import { Period, PromotionDetailView } from '../components/promotion-detail';
import './promotions.css';

const ALL = 'all';
const MINE = 'mine';

/** /promotions: category tabs, promotion cards, `?id=` opens one in a modal; "my applications" for members. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const brand = useSystemInfo().brand;
  const loggedIn = useIsLoggedIn();
  const [params, setParams] = useSearchParams();
  const categories = usePromotionCategories();
  const list = usePromotionList();
  const openId = Number(params.get('id')) || null;
  const active = params.get('category') ?? ALL;
  useEffect(() => {
    setDocumentTitle(brand.name, t('promotions.title'));
  }, [brand.name, t]);

  const tabs = useMemo(() => {
    const used = new Set((list.data ?? []).map((p) => p.category));
    return [
      { code: ALL, name: t('promotions.all') },
      ...(categories.data ?? []).filter((c) => used.has(c.code)),
      ...(loggedIn ? [{ code: MINE, name: t('promotions.myApplications') }] : []),
    ];
  }, [categories.data, list.data, loggedIn, t]);
  const shown = (list.data ?? []).filter((p) => active === ALL || p.category === active);

  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: key === 'category' },
    );

  return (
    <section className="page promotions-page">
      <h1 className="page__title">
        <span className="page__title-icon">
          <Icon name="gift" size={22} />
        </span>
        {t('promotions.title')}
      </h1>
      <div className="promo-tabs" role="tablist" aria-label={t('promotions.categories')}>
        {tabs.map((tab) => (
          <button
            key={tab.code}
            type="button"
            role="tab"
            aria-selected={active === tab.code}
            className="promo-tabs__tab"
            onClick={() => setParam('category', tab.code === ALL ? null : tab.code)}
          >
            {tab.name}
          </button>
        ))}
      </div>
      {active === MINE ? (
        <MyApplications />
      ) : list.isPending ? (
        <div className="promo-grid">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={220} />
          ))}
        </div>
      ) : list.error ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState icon="gift" title={t('promotions.empty')} />
      ) : (
        <ul className="promo-grid">
          {shown.map((p) => (
            <li key={p.id} className="promo-card" data-testid="promo-card">
              <button type="button" className="promo-card__open" onClick={() => setParam('id', String(p.id))}>
                <span className="promo-card__media">
                  {p.image ? <img src={p.image} alt="" loading="lazy" /> : null}
                </span>
                <span className="promo-card__body">
                  <span className="promo-card__title">{p.title}</span>
                  <Period start={p.startTime} end={p.endTime} />
                </span>
              </button>
              <Link className="promo-card__more" to={`/promoDetail?id=${p.id}`}>
                {t('promotions.fullPage')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={openId !== null}
        onClose={() => setParam('id', null)}
        label={t('promotions.detail')}
        className="promo-modal"
      >
        {openId !== null ? <PromotionDetailView id={openId} /> : null}
      </Modal>
    </section>
  );
}
export default PromotionsPage;
