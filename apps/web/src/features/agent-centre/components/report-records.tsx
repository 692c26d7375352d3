import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/pagination';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { ZoneNote } from './period-picker';

type Page = { timeZone: string; startDate: string; endDate: string; rows: unknown[]; totalPages: number };
type RowOf<D extends Page> = D['rows'][number];

/** One column of a record table: its heading, its cell and how the cell is set (`num`, `time`). */
export interface RecordColumn<R> {
  key: string;
  label: string;
  kind?: 'num' | 'time';
  cell: (row: R) => ReactNode;
}

const cellClass = (kind?: 'num' | 'time') =>
  kind === 'num' ? 'table__num' : kind === 'time' ? 'table__time' : undefined;

/**
 * A paged record list of the agent centre's reports (team betting, downline transactions): loading, the
 * error with a retry, the period's zone note, the empty state, the table and the pager, one way for all.
 */
export function ReportRecords<D extends Page>({
  query,
  columns,
  rowKey,
  testId,
  emptyIcon,
  foot,
  page,
  onPage,
}: {
  query: { isPending: boolean; data?: D; error: unknown; refetch: () => unknown };
  columns: RecordColumn<RowOf<D>>[];
  rowKey: (row: RowOf<D>) => string;
  testId: string;
  emptyIcon: Parameters<typeof EmptyState>[0]['icon'];
  /** A footer row under the table (the totals), given the page. */
  foot?: (data: D) => ReactNode;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton height={200} />;
  if (!query.data) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <>
      <ZoneNote data={data} />
      {data.rows.length === 0 ? (
        <EmptyState icon={emptyIcon} title={t('agentReports.emptyText')} />
      ) : (
        <div className="table-wrap">
          <table className="table ar-table" data-testid={testId}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col" className={c.kind === 'num' ? 'table__num' : undefined}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => (
                <tr key={rowKey(r)}>
                  {columns.map((c) => (
                    <td key={c.key} className={cellClass(c.kind)}>
                      {c.cell(r)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {foot && <tfoot>{foot(data)}</tfoot>}
          </table>
        </div>
      )}
      {data.totalPages > 1 && (
        <div className="ar-pager">
          <Pagination page={page} total={data.totalPages} onChange={onPage} />
        </div>
      )}
    </>
  );
}
