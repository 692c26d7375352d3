import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { useSystemInfo } from '@/features/system';
import { setDocumentTitle } from '@/features/theme';
import { PromotionDetailView } from '../components/promotion-detail';
import './promotions.css';

/** /promoDetail?id=: one promotion on its own page. */
export function PromoDetailPage() {
  const { t } = useTranslation();
  const brand = useSystemInfo().brand;
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  useEffect(() => {
    setDocumentTitle(brand.name, t('promotions.detail'));
  }, [brand.name, t]);
  return (
    <section className="page promo-detail-page">
      <Link className="promo-back" to="/promotions">
        ‹ {t('promotions.back')}
      </Link>
      {id === null ? (
        <EmptyState icon="gift" title={t('promotions.empty')} />
      ) : (
        <PromotionDetailView id={id} />
      )}
    </section>
  );
}
export default PromoDetailPage;
