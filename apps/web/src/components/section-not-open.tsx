import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from './empty-state';

/** Honest state of a section that a later release opens: it names the section and says it is not open. */
export function SectionNotOpen({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1 className="page__title">{title}</h1>
      <EmptyState
        icon="info"
        title={t('common.notOpenTitle')}
        action={
          <Link className="btn btn--ghost" to="/">
            {t('common.backHome')}
          </Link>
        }
      >
        {t('common.notOpenText')}
      </EmptyState>
    </section>
  );
}
