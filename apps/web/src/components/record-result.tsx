import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/pagination';
import type { IconName } from '@/components/icon';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { rangePresets, type RangePreset } from '@/lib/date-range';

/** The date presets of the records and reports, as a group of toggle chips; `onCustom` adds "Custom". */
export function RangeChips({
  value,
  onChange,
  onCustom,
}: {
  value: RangePreset | 'custom';
  onChange: (preset: RangePreset) => void;
  onCustom?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="chip-row" role="group" aria-label={t('memberCentre.record.range')}>
      {rangePresets.map((key) => (
        <button
          key={key}
          type="button"
          className="chip chip--small"
          aria-pressed={value === key}
          onClick={() => onChange(key)}
        >
          {t(`memberCentre.record.presets.${key}`)}
        </button>
      ))}
      {onCustom && (
        <button
          type="button"
          className="chip chip--small"
          aria-pressed={value === 'custom'}
          onClick={onCustom}
        >
          {t('memberCentre.bets.custom')}
        </button>
      )}
    </div>
  );
}

/**
 * A paged record list's states: loading, failed (the last page stays while a new one fails), empty,
 * or the rows (dimmed while the next page loads).
 */
export function RecordResult<T extends { rows: readonly unknown[] }>({
  query,
  icon,
  emptyText,
  children,
}: {
  query: UseQueryResult<T>;
  icon: IconName;
  emptyText: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const data = query.data;
  if (query.isPending)
    return (
      <div className="record__skeleton" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={44} />
        ))}
      </div>
    );
  if (!data) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (data.rows.length === 0)
    return (
      <EmptyState icon={icon} title={t('memberCentre.record.emptyTitle')}>
        {emptyText}
      </EmptyState>
    );
  return (
    <div
      className={`record__list${query.isPlaceholderData ? ' record__list--stale' : ''}`}
      aria-busy={query.isFetching}
    >
      {children(data)}
    </div>
  );
}

/** Under a paged record: "page n of m · k records" and the page buttons. */
export function RecordPager({
  page,
  data,
  onChange,
}: {
  page: number;
  data: { totalPages: number; totalCount: number };
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="record__pager">
      <span className="record__count">
        {t('memberCentre.record.pageOf', { page, total: data.totalPages })} ·{' '}
        {t('memberCentre.record.count', { count: data.totalCount })}
      </span>
      <Pagination page={page} total={data.totalPages} onChange={onChange} />
    </div>
  );
}
