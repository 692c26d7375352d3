import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <EmptyState
        icon="search"
        title={t('common.notFoundTitle')}
        action={
          <Link className="btn btn--primary" to="/">
            {t('common.backHome')}
          </Link>
        }
      >
        {t('common.notFoundText')}
      </EmptyState>
    </section>
  );
}

export default NotFoundRoute;
