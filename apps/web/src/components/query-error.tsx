import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/i18n';
import { EmptyState } from './empty-state';

/** A failed load with the translated error and a retry button. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="info"
      title={errorText(error)}
      action={
        onRetry && (
          <button type="button" className="btn btn--ghost" onClick={onRetry}>
            {t('common.retry')}
          </button>
        )
      }
    />
  );
}
