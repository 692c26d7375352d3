import { buildUrl, type Query } from './api';

/**
 * A list's view (page, page size, sort, filters) as URL search params, so a link reproduces it, and as
 * the API's query (API conventions: `page` 1-based, `pageSize` <= 200, `sort` `field` or `-field`,
 * filter params, `format=csv` for the whole filtered set).
 */
export type FilterType = 'text' | 'select' | 'date' | 'dateRange';

export interface FilterSpec {
  key: string;
  type: FilterType;
  /** A date range's two params; `from` and `to` unless named here. */
  keys?: readonly [string, string];
}

export interface ListState {
  page: number;
  pageSize: number;
  /** `field` ascending, `-field` descending, '' for the server's order. */
  sort: string;
  filters: Record<string, string>;
}

export const DEFAULT_PAGE_SIZE = 50;
export const PAGE_SIZES = [20, 50, 100, 200] as const;
export const MAX_PAGE_SIZE = 200;

/** The params a filter owns (a date range owns two). */
export function filterParams(filter: FilterSpec): string[] {
  return filter.type === 'dateRange' ? [...(filter.keys ?? ['from', 'to'])] : [filter.key];
}

const positiveInt = (raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  if (!raw || !/^\d{1,9}$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= 1 ? Math.min(n, max) : fallback;
};

/**
 * The view of the URL's params. `prefix` separates two lists on one page (`w.page`, `w.status`).
 * Only known filters are read; a sort field not in `sortable` is ignored.
 */
export function readListState(
  params: URLSearchParams,
  filters: readonly FilterSpec[],
  opts: {
    prefix?: string;
    sortable?: readonly string[];
    defaultSort?: string;
    defaultPageSize?: number;
  } = {},
): ListState {
  const p = (k: string) => params.get(`${opts.prefix ?? ''}${k}`);
  const values: Record<string, string> = {};
  for (const filter of filters)
    for (const key of filterParams(filter)) {
      const value = p(key)?.trim();
      if (value) values[key] = value;
    }
  const rawSort = p('sort') ?? '';
  const field = rawSort.replace(/^-/, '');
  const sort =
    rawSort && (!opts.sortable || opts.sortable.includes(field)) ? rawSort : (opts.defaultSort ?? '');
  return {
    page: positiveInt(p('page'), 1),
    pageSize: positiveInt(p('pageSize'), opts.defaultPageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    sort,
    filters: values,
  };
}

/**
 * The URL's params for a view: defaults are left out (a clean link), params of other lists or of the page
 * itself (`prefix` apart) are kept.
 */
export function writeListState(
  current: URLSearchParams,
  state: ListState,
  filters: readonly FilterSpec[],
  opts: { prefix?: string; defaultSort?: string; defaultPageSize?: number } = {},
): URLSearchParams {
  const prefix = opts.prefix ?? '';
  const next = new URLSearchParams(current);
  const set = (k: string, v: string | null) => {
    if (v === null || v === '') next.delete(`${prefix}${k}`);
    else next.set(`${prefix}${k}`, v);
  };
  set('page', state.page > 1 ? String(state.page) : null);
  set(
    'pageSize',
    state.pageSize !== (opts.defaultPageSize ?? DEFAULT_PAGE_SIZE) ? String(state.pageSize) : null,
  );
  set('sort', state.sort && state.sort !== (opts.defaultSort ?? '') ? state.sort : null);
  for (const filter of filters)
    for (const key of filterParams(filter)) set(key, state.filters[key]?.trim() ?? null);
  return next;
}

/** A new view after a filter changed: back to page 1. */
export function withFilter(state: ListState, key: string, value: string): ListState {
  const filters = { ...state.filters };
  if (value.trim()) filters[key] = value;
  else delete filters[key];
  return { ...state, filters, page: 1 };
}

/** Clicking a sortable column: ascending, then descending, then the server's order. */
export function nextSort(current: string, field: string): string {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return '';
  return field;
}

/** The API query of a view (one page). */
export function listQuery(state: ListState, extra: Query = {}): Query {
  return {
    ...extra,
    ...state.filters,
    sort: state.sort || undefined,
    page: state.page,
    pageSize: state.pageSize,
  };
}

/** The CSV export of exactly the filtered set (every page, the same sort): `endpoint?filters&sort&format=csv`. */
export function csvQuery(state: ListState, extra: Query = {}): Query {
  return { ...extra, ...state.filters, sort: state.sort || undefined, format: 'csv' };
}

export function csvUrl(endpoint: string, state: ListState, extra: Query = {}): string {
  return buildUrl(endpoint, csvQuery(state, extra));
}

/** `members-2026-11-27.csv`. */
export function csvFilename(base: string, now = new Date()): string {
  return `${base}-${now.toISOString().slice(0, 10)}.csv`;
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
