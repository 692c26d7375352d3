import type { HTMLAttributes, ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { api, type Query } from '../lib/api';
import { Modal } from './modal';
import { Card } from './ui';
import { QueryView } from './query-view';

export interface RecordColumn<Row> {
  /** Keeps the cells apart (React key). */
  key: string;
  /** The heading; a text also names the cell on a phone's card. */
  label: ReactNode;
  render: (row: Row) => ReactNode;
  className?: string;
}

/**
 * A table of rows already loaded (a feature's list, a dialog's records). On a phone the rows become cards
 * with each cell named (`mobile="cards"`, lists) or the table scrolls sideways inside its own box with its
 * first column kept in view (`mobile="scroll"`, wide records in a dialog), as DataTable does.
 */
export type RecordTableProps<Row> = {
  columns: readonly (RecordColumn<Row> | false | null | undefined)[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The buttons of a row, in the last column. */
  actions?: (row: Row) => ReactNode;
  /** The heading of the actions column (none by default). */
  actionsLabel?: ReactNode;
  /** More attributes of a row (`data-testid`). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };
  mobile?: 'cards' | 'scroll';
};

export function RecordTable<Row>({
  columns,
  rows,
  rowKey,
  actions,
  actionsLabel,
  rowProps,
  mobile = 'cards',
}: RecordTableProps<Row>) {
  const shown = columns.filter((c): c is RecordColumn<Row> => Boolean(c));
  return (
    <div className={`dt dt--bare dt--${mobile}`}>
      <div className="dt__scroll">
        <table className="table dt__table">
          <thead>
            <tr>
              {shown.map((c) => (
                <th key={c.key} scope="col" className={`dt__th${c.className ? ` ${c.className}` : ''}`}>
                  {c.label}
                </th>
              ))}
              {actions && (
                <th scope="col" className="dt__th">
                  {actionsLabel}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="dt__row" {...rowProps?.(row)}>
                {shown.map((c) => (
                  <td
                    key={c.key}
                    className={`dt__td${c.className ? ` ${c.className}` : ''}`}
                    data-label={typeof c.label === 'string' ? c.label : undefined}
                  >
                    {c.render(row)}
                  </td>
                ))}
                {actions && (
                  <td className="dt__td dt__td--actions">
                    <div className="dt__actions">{actions(row)}</div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A dialog with the records of a query (claims, issued rewards) in a RecordTable that scrolls sideways. */
export function RecordsDialog<Row>({
  title,
  onClose,
  query,
  ...table
}: { title: ReactNode; onClose: () => void; query: UseQueryResult<Row[]> } & Omit<
  RecordTableProps<Row>,
  'rows'
>) {
  return (
    <Modal open size="lg" onClose={onClose} title={title}>
      <QueryView query={query} lines={5}>
        {(data) => <RecordTable mobile="scroll" rows={data} {...table} />}
      </QueryView>
    </Modal>
  );
}

/** A list query's rows in a card: loading, error and empty states, then a RecordTable (cards on a phone). */
export function QueryTable<Row>({
  query,
  empty,
  ...table
}: { query: UseQueryResult<Row[]>; empty?: ReactNode } & Omit<RecordTableProps<Row>, 'rows'>) {
  return (
    <QueryView query={query} empty={empty}>
      {(data) => (
        <Card>
          <RecordTable rows={data} {...table} />
        </Card>
      )}
    </QueryView>
  );
}

/** The rows a list endpoint answers (`GET endpoint?params` → `Row[]`), kept under `queryKey`. */
export function useRecords<Row>(queryKey: QueryKey, endpoint: string, params?: Query) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<Row[]>(endpoint, params, { signal }),
  });
}
