import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api, errorText, type Query } from '../lib/api';
import { useT } from '../lib/i18n';
import {
  csvFilename,
  csvQuery,
  listQuery,
  nextSort,
  pageCount,
  PAGE_SIZES,
  readListState,
  withFilter,
  writeListState,
  type FilterSpec,
  type FilterType,
  type ListState,
} from '../lib/list-query';
import { formatNumber } from '../lib/format';
import { Icon, type IconName } from './icons';
import { componentMessages } from './messages';
import { useToast } from './toast';
import { Button, EmptyState, ErrorState, type ButtonVariant } from './ui';

/** A list answer of the API: `{ rows, total }`. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

export interface Column<Row> {
  /** The field shown (and the `sort` value when sortable). */
  key: string;
  label: ReactNode;
  sortable?: boolean;
  /** The cell; `row[key]` as text by default. */
  render?: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Left out of the phone's card layout (a detail the modal or page shows). */
  hideOnMobile?: boolean;
}

export interface Filter extends FilterSpec {
  label: ReactNode;
  type: FilterType;
  /** The choices of a `select` ('' = all is added). */
  options?: { value: string; label: ReactNode }[];
  placeholder?: string;
}

export interface RowAction<Row> {
  label: ReactNode;
  onClick: (row: Row) => void;
  icon?: IconName;
  variant?: ButtonVariant;
  /** Not offered for this row (e.g. approve on a settled order). */
  hidden?: (row: Row) => boolean;
}

export interface DataTableProps<Row> {
  /** The list's GET endpoint: `/bo/v1/members`. */
  endpoint: string;
  columns: Column<Row>[];
  filters?: Filter[];
  /** The CSV file's base name; the export button shows when given. */
  csv?: string;
  rowKey: keyof Row | ((row: Row) => string);
  onRowClick?: (row: Row) => void;
  /** Buttons per row, or a render function for the actions cell. */
  actions?: RowAction<Row>[] | ((row: Row) => ReactNode);
  /** Fixed params sent with every call (and the CSV). */
  query?: Query;
  /** Keeps two tables on one page apart in the URL (`w.page`). */
  urlPrefix?: string;
  defaultSort?: string;
  defaultPageSize?: number;
  /** Something next to the filters (a "New" button). */
  toolbar?: ReactNode;
  /** Refetch every n ms (a live queue). */
  refetchInterval?: number;
  emptyText?: ReactNode;
  /** An extra class for a row (a highlight: a new order, the audit row where the chain breaks). */
  rowClassName?: (row: Row) => string | undefined;
  /** On a phone: rows as cards (default), or the table scrolling sideways with its first column kept. */
  mobile?: 'cards' | 'scroll';
}

/** The query key of a list endpoint's pages: invalidate it after a change. */
export const listKey = (endpoint: string) => ['bo', 'list', endpoint] as const;

/**
 * A list's view kept in the URL's search params: `[state, setState]`. Page, sort and filters survive a
 * reload and a shared link reproduces the view.
 */
export function useListState(
  filters: readonly FilterSpec[],
  opts: {
    urlPrefix?: string;
    sortable?: readonly string[];
    defaultSort?: string;
    defaultPageSize?: number;
  } = {},
): [ListState, (next: ListState) => void] {
  const [params, setParams] = useSearchParams();
  const { urlPrefix, sortable, defaultSort, defaultPageSize } = opts;
  const state = useMemo(
    () => readListState(params, filters, { prefix: urlPrefix, sortable, defaultSort, defaultPageSize }),
    [params, filters, urlPrefix, sortable, defaultSort, defaultPageSize],
  );
  const setState = useCallback(
    (next: ListState) =>
      setParams(
        (current) =>
          writeListState(current, next, filters, { prefix: urlPrefix, defaultSort, defaultPageSize }),
        {
          replace: true,
        },
      ),
    [setParams, filters, urlPrefix, defaultSort, defaultPageSize],
  );
  return [state, setState];
}

/** One page of a list endpoint for a view. */
export function useList<Row>(
  endpoint: string,
  state: ListState,
  extra: Query = {},
  refetchInterval?: number,
) {
  const query = listQuery(state, extra);
  return useQuery({
    queryKey: [...listKey(endpoint), query],
    queryFn: ({ signal }) => api.get<ListPage<Row>>(endpoint, query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}

/** A server-paged, sortable, filterable table with CSV export; cards on a phone. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    endpoint,
    columns,
    filters = [],
    csv,
    rowKey,
    onRowClick,
    actions,
    query,
    urlPrefix,
    toolbar,
  } = props;
  const t = useT(componentMessages);
  const toast = useToast();
  const sortable = useMemo(() => columns.filter((c) => c.sortable).map((c) => c.key), [columns]);
  const [state, setState] = useListState(filters, {
    urlPrefix,
    sortable,
    defaultSort: props.defaultSort,
    defaultPageSize: props.defaultPageSize,
  });
  const list = useList<Row>(endpoint, state, query, props.refetchInterval);
  const [exporting, setExporting] = useState(false);
  // On a phone the filters fold away behind a button (they would fill the screen).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const keyOf = (row: Row) => (typeof rowKey === 'function' ? rowKey(row) : String(row[rowKey]));
  const total = list.data?.total ?? 0;
  const pages = pageCount(total, state.pageSize);
  const filtered = Object.keys(state.filters).length > 0;

  const exportCsv = async () => {
    if (!csv) return;
    setExporting(true);
    try {
      await api.download(endpoint, csvQuery(state, query), csvFilename(csv));
    } catch (err) {
      toast(t('exportFailed', { error: errorText(err) }), 'error');
    } finally {
      setExporting(false);
    }
  };

  const renderActions = (row: Row) => {
    if (!actions) return null;
    if (typeof actions === 'function') return actions(row);
    return actions
      .filter((a) => !a.hidden?.(row))
      .map((a, i) => (
        <Button
          key={i}
          size="sm"
          variant={a.variant ?? 'secondary'}
          icon={a.icon}
          onClick={(e) => {
            e.stopPropagation();
            a.onClick(row);
          }}
        >
          {a.label}
        </Button>
      ));
  };

  return (
    <div className={`dt dt--${props.mobile ?? 'cards'}`}>
      {filters.length > 0 || csv || toolbar || sortable.length > 0 ? (
        <div className="dt__toolbar">
          {filters.length > 0 ? (
            <FilterBar filters={filters} state={state} onChange={setState} open={filtersOpen} />
          ) : (
            <span />
          )}
          <div className="dt__tools">
            {filters.length > 0 ? (
              <Button
                size="sm"
                icon="filter"
                className="dt__filter-toggle"
                aria-expanded={filtersOpen}
                onClick={() => setFiltersOpen((v) => !v)}
              >
                {t('filters')}
                {filtered ? ` (${Object.keys(state.filters).length})` : ''}
              </Button>
            ) : null}
            {filtered ? (
              <Button variant="ghost" size="sm" onClick={() => setState({ ...state, filters: {}, page: 1 })}>
                {t('clearFilters')}
              </Button>
            ) : null}
            {sortable.length > 0 && (props.mobile ?? 'cards') === 'cards' ? (
              // On a phone the column heads are hidden (rows are cards): the sort is a choice here.
              <label className="dt__sort-select">
                <span className="sr-only">{t('sortBy')}</span>
                <select
                  className="input input--sm"
                  value={state.sort}
                  onChange={(e) => setState({ ...state, sort: e.target.value, page: 1 })}
                >
                  <option value="">{t('defaultOrder')}</option>
                  {columns
                    .filter((c) => c.sortable)
                    .flatMap((c) => {
                      const name = typeof c.label === 'string' ? c.label : c.key;
                      return [
                        <option key={c.key} value={c.key}>
                          {name} ↑
                        </option>,
                        <option key={`-${c.key}`} value={`-${c.key}`}>
                          {name} ↓
                        </option>,
                      ];
                    })}
                </select>
              </label>
            ) : null}
            {csv ? (
              <Button size="sm" icon="download" busy={exporting} onClick={() => void exportCsv()}>
                {exporting ? t('exporting') : t('exportCsv')}
              </Button>
            ) : null}
            {toolbar}
          </div>
        </div>
      ) : null}

      {list.isError && !list.data ? (
        <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <div className={`dt__scroll${list.isFetching ? ' dt__scroll--busy' : ''}`}>
          <table className="dt__table">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th
                    key={c.key}
                    scope="col"
                    className={`dt__th dt__th--${c.align ?? 'left'}`}
                    aria-sort={
                      state.sort === c.key
                        ? 'ascending'
                        : state.sort === `-${c.key}`
                          ? 'descending'
                          : undefined
                    }
                  >
                    {c.sortable ? (
                      <button
                        type="button"
                        className="dt__sort"
                        onClick={() => setState({ ...state, sort: nextSort(state.sort, c.key), page: 1 })}
                      >
                        {c.label}
                        <span className="dt__sort-mark" aria-hidden="true">
                          {state.sort === c.key ? '▲' : state.sort === `-${c.key}` ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      c.label
                    )}
                  </th>
                ))}
                {actions ? (
                  <th scope="col" className="dt__th dt__th--right">
                    {t('actions')}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {list.isPending
                ? Array.from({ length: 5 }, (_, i) => (
                    <tr key={i} className="dt__row dt__row--skeleton" aria-hidden="true">
                      {columns.map((c) => (
                        <td key={c.key} className="dt__td">
                          <span className="skeleton__line" />
                        </td>
                      ))}
                      {actions ? <td className="dt__td" /> : null}
                    </tr>
                  ))
                : (list.data?.rows ?? []).map((row) => (
                    <tr
                      key={keyOf(row)}
                      className={`dt__row${onRowClick ? ' dt__row--link' : ''}${
                        props.rowClassName?.(row) ? ` ${props.rowClassName(row)}` : ''
                      }`}
                      onClick={onRowClick ? () => onRowClick(row) : undefined}
                      onKeyDown={
                        onRowClick
                          ? (e) => {
                              if (e.key === 'Enter' && e.target === e.currentTarget) onRowClick(row);
                            }
                          : undefined
                      }
                      tabIndex={onRowClick ? 0 : undefined}
                    >
                      {columns.map((c) => (
                        <td
                          key={c.key}
                          className={`dt__td dt__td--${c.align ?? 'left'}${c.hideOnMobile ? ' dt__td--hide-mobile' : ''}`}
                          data-label={typeof c.label === 'string' ? c.label : c.key}
                        >
                          {c.render ? c.render(row) : cellText((row as Record<string, unknown>)[c.key])}
                        </td>
                      ))}
                      {actions ? (
                        <td className="dt__td dt__td--right dt__td--actions">
                          <div className="dt__actions">{renderActions(row)}</div>
                        </td>
                      ) : null}
                    </tr>
                  ))}
            </tbody>
          </table>
          {!list.isPending && list.data && list.data.rows.length === 0 ? (
            <EmptyState>{props.emptyText ?? (filtered ? t('emptyFiltered') : t('empty'))}</EmptyState>
          ) : null}
        </div>
      )}

      <nav className="dt__pager" aria-label={t('pageOf', { page: state.page, pages })}>
        <span className="dt__total">{t('total', { total: formatNumber(total) })}</span>
        <label className="dt__size">
          <span>{t('perPage')}</span>
          <select
            className="input input--sm"
            value={state.pageSize}
            onChange={(e) => setState({ ...state, pageSize: Number(e.target.value), page: 1 })}
          >
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <div className="dt__pages">
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('prev')}
            disabled={state.page <= 1}
            onClick={() => setState({ ...state, page: state.page - 1 })}
          >
            <Icon name="chevronLeft" size={18} />
          </Button>
          <span>{t('pageOf', { page: state.page, pages })}</span>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('next')}
            disabled={state.page >= pages}
            onClick={() => setState({ ...state, page: state.page + 1 })}
          >
            <Icon name="chevronRight" size={18} />
          </Button>
        </div>
      </nav>
    </div>
  );
}

function cellText(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? '✓' : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The filters of a table; text waits for a pause in typing, the rest applies at once. */
function FilterBar({
  filters,
  state,
  onChange,
  open,
}: {
  filters: Filter[];
  state: ListState;
  onChange: (next: ListState) => void;
  open: boolean;
}) {
  const t = useT(componentMessages);
  return (
    <div className={`dt__filters${open ? ' dt__filters--open' : ''}`} role="search">
      {filters.map((f) => {
        if (f.type === 'text')
          return (
            <TextFilter
              key={f.key}
              filter={f}
              value={state.filters[f.key] ?? ''}
              onCommit={(v) => onChange(withFilter(state, f.key, v))}
            />
          );
        if (f.type === 'select')
          return (
            <label key={f.key} className="dt__filter">
              <span>{f.label}</span>
              <select
                className="input input--sm"
                value={state.filters[f.key] ?? ''}
                onChange={(e) => onChange(withFilter(state, f.key, e.target.value))}
              >
                <option value="">{t('all')}</option>
                {f.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {typeof o.label === 'string' ? o.label : o.value}
                  </option>
                ))}
              </select>
            </label>
          );
        if (f.type === 'date')
          return (
            <label key={f.key} className="dt__filter">
              <span>{f.label}</span>
              <input
                type="date"
                className="input input--sm"
                value={state.filters[f.key] ?? ''}
                onChange={(e) => onChange(withFilter(state, f.key, e.target.value))}
              />
            </label>
          );
        const [fromKey, toKey] = f.keys ?? ['from', 'to'];
        return (
          <fieldset key={f.key} className="dt__filter dt__filter--range">
            <legend>{f.label}</legend>
            <input
              type="date"
              className="input input--sm"
              aria-label={`${typeof f.label === 'string' ? f.label : f.key} ${t('from')}`}
              value={state.filters[fromKey] ?? ''}
              onChange={(e) => onChange(withFilter(state, fromKey, e.target.value))}
            />
            <span aria-hidden="true">–</span>
            <input
              type="date"
              className="input input--sm"
              aria-label={`${typeof f.label === 'string' ? f.label : f.key} ${t('to')}`}
              value={state.filters[toKey] ?? ''}
              onChange={(e) => onChange(withFilter(state, toKey, e.target.value))}
            />
          </fieldset>
        );
      })}
    </div>
  );
}

function TextFilter({
  filter,
  value,
  onCommit,
}: {
  filter: Filter;
  value: string;
  onCommit: (v: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [synced, setSynced] = useState(value);
  // The URL changed from elsewhere (back button, clear filters): show its value.
  if (value !== synced) {
    setSynced(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onCommit(draft), 400);
    return () => clearTimeout(timer);
  }, [draft, value, onCommit]);
  return (
    <label className="dt__filter">
      <span>{filter.label}</span>
      <input
        type="search"
        className="input input--sm"
        value={draft}
        placeholder={filter.placeholder}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onCommit(draft);
        }}
      />
    </label>
  );
}
