import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { useSystemInfo } from '@/features/system';
import { setDocumentTitle } from '@/features/theme';
import { DownloadGuide } from '../components/download-guide';

/** App download page (/down, banner group w_down). */
export function DownloadPage() {
  const { t } = useTranslation();
  const brand = useSystemInfo().brand;
  useEffect(() => {
    setDocumentTitle(brand.name, t('download.title'));
  }, [brand.name, t]);
  return (
    <section className="page">
      <h1 className="page__title">
        <span className="page__title-icon">
          <Icon name="download" size={22} />
        </span>
        {t('download.title')}
      </h1>
      <p className="page__lead">{t('download.lead', { brand: brand.name })}</p>
      <div className="card">
        <DownloadGuide />
      </div>
    </section>
  );
}

export default DownloadPage;
