import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/i18n';
import { applyBrand } from '@/features/theme';
import { useSystemStatus } from '../api/get-system-status';
import './system.css';

const MaintenancePage = lazy(() => import('../routes/maintenance-page'));
const RegionPage = lazy(() => import('../routes/region-page'));

/**
 * Loads the system status first (spec section 4): status 1 replaces the whole site with the
 * maintenance page, status 2 with the region page; otherwise the site renders.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data, error, refetch, isFetching } = useSystemStatus();

  useEffect(() => {
    if (data) applyBrand(data.info.brand);
  }, [data]);

  if (!data) {
    if (error)
      return (
        <div className="system-screen" role="alert">
          <div className="system-card">
            <p className="system-card__text">{errorText(error)}</p>
            <button
              type="button"
              className="btn btn--primary"
              disabled={isFetching}
              onClick={() => void refetch()}
            >
              {t('common.retry')}
            </button>
          </div>
        </div>
      );
    return <Splash />;
  }
  if (data.status === 1)
    return (
      <Suspense fallback={<Splash />}>
        <MaintenancePage status={data} />
      </Suspense>
    );
  if (data.status === 2)
    return (
      <Suspense fallback={<Splash />}>
        <RegionPage status={data} />
      </Suspense>
    );
  return children;
}

function Splash() {
  return (
    <div className="system-screen" aria-busy="true">
      <span className="spinner" />
    </div>
  );
}
