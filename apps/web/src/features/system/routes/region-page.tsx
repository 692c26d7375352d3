import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@portal/contract';
import { Icon } from '@/components/icon';
import { setDocumentTitle } from '@/features/theme';

/** Replaces the whole site when the visitor's IP or country is restricted (status 2). */
export default function RegionPage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  const brand = status.info.brand;

  useEffect(() => {
    setDocumentTitle(brand.name, t('system.region.title'));
  }, [brand.name, t]);

  return (
    <main className="system-screen">
      <div className="system-card">
        {brand.logoUrl && <img className="system-card__logo" src={brand.logoUrl} alt={brand.name} />}
        <span className="system-card__icon system-card__icon--warn">
          <Icon name="ban" size={34} />
        </span>
        <h1 className="system-card__title">{t('system.region.title')}</h1>
        <p className="system-card__text">{t('system.region.text')}</p>
        <dl className="system-card__facts">
          <div>
            <dt>{t('system.region.ip')}</dt>
            <dd>{status.location.ip}</dd>
          </div>
          <div>
            <dt>{t('system.region.country')}</dt>
            <dd>{status.location.country ?? t('system.region.unknown')}</dd>
          </div>
        </dl>
      </div>
    </main>
  );
}
