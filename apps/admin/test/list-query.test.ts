import { describe, expect, it } from 'vitest';
import {
  csvFilename,
  csvQuery,
  csvUrl,
  listQuery,
  nextSort,
  pageCount,
  readListState,
  withFilter,
  writeListState,
  type FilterSpec,
} from '../src/lib/list-query.ts';
import { buildUrl, filenameOf } from '../src/lib/api.ts';

const filters: FilterSpec[] = [
  { key: 'q', type: 'text' },
  { key: 'status', type: 'select' },
  { key: 'created', type: 'dateRange', keys: ['from', 'to'] },
];

describe('list view <-> URL search params', () => {
  it('reads page, page size, sort and the known filters; ignores the rest', () => {
    const params = new URLSearchParams(
      'page=3&pageSize=100&sort=-createdAt&q=%20alice%20&status=active&from=2026-11-01&to=2026-11-27&other=x',
    );
    expect(readListState(params, filters, { sortable: ['createdAt', 'username'] })).toEqual({
      page: 3,
      pageSize: 100,
      sort: '-createdAt',
      filters: { q: 'alice', status: 'active', from: '2026-11-01', to: '2026-11-27' },
    });
  });

  it('falls back to defaults for missing or bad values, caps the page size and refuses unknown sort fields', () => {
    const state = readListState(new URLSearchParams('page=-2&pageSize=9999&sort=password'), filters, {
      sortable: ['username'],
      defaultSort: '-id',
    });
    expect(state).toEqual({ page: 1, pageSize: 200, sort: '-id', filters: {} });
    expect(readListState(new URLSearchParams('page=abc&pageSize=0'), filters).page).toBe(1);
    expect(readListState(new URLSearchParams('pageSize=0'), filters).pageSize).toBe(50);
    expect(readListState(new URLSearchParams(''), filters, { defaultPageSize: 20 }).pageSize).toBe(20);
  });

  it('writes a clean URL: defaults and empty filters left out, other params kept', () => {
    const current = new URLSearchParams('tab=queue&page=4&q=old');
    const next = writeListState(
      current,
      { page: 1, pageSize: 50, sort: '', filters: { status: 'disabled', q: '  ' } },
      filters,
    );
    expect(next.toString()).toBe('tab=queue&status=disabled');
  });

  it('round-trips a view through the URL', () => {
    const state = { page: 2, pageSize: 20, sort: 'username', filters: { q: 'bob', from: '2026-01-01' } };
    const url = writeListState(new URLSearchParams(), state, filters);
    expect(readListState(url, filters, { sortable: ['username'] })).toEqual(state);
  });

  it('keeps two lists on one page apart with a prefix', () => {
    const url = writeListState(
      new URLSearchParams('page=5'),
      { page: 2, pageSize: 50, sort: '-amount', filters: { status: 'PENDING' } },
      [{ key: 'status', type: 'select' }],
      { prefix: 'w.' },
    );
    expect(url.toString()).toBe('page=5&w.page=2&w.sort=-amount&w.status=PENDING');
    expect(readListState(url, [{ key: 'status', type: 'select' }], { prefix: 'w.' })).toEqual({
      page: 2,
      pageSize: 50,
      sort: '-amount',
      filters: { status: 'PENDING' },
    });
  });

  it('a changed filter goes back to page 1; an emptied one is dropped', () => {
    const state = { page: 7, pageSize: 50, sort: '', filters: { q: 'a', status: 'active' } };
    expect(withFilter(state, 'q', 'b')).toEqual({ ...state, page: 1, filters: { q: 'b', status: 'active' } });
    expect(withFilter(state, 'status', '')).toEqual({ ...state, page: 1, filters: { q: 'a' } });
  });

  it('sorting cycles ascending, descending, none', () => {
    expect(nextSort('', 'amount')).toBe('amount');
    expect(nextSort('amount', 'amount')).toBe('-amount');
    expect(nextSort('-amount', 'amount')).toBe('');
    expect(nextSort('-createdAt', 'amount')).toBe('amount');
  });

  it('page count is at least one', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});

describe('API query and CSV export', () => {
  const state = { page: 3, pageSize: 20, sort: '-at', filters: { staff: 'ann', from: '2026-11-01' } };

  it('one page: filters, sort, page and page size', () => {
    expect(listQuery(state, { merchant: 'demo' })).toEqual({
      merchant: 'demo',
      staff: 'ann',
      from: '2026-11-01',
      sort: '-at',
      page: 3,
      pageSize: 20,
    });
  });

  it('the CSV is the whole filtered set in the same order: no page, no page size, format=csv', () => {
    expect(csvQuery(state)).toEqual({ staff: 'ann', from: '2026-11-01', sort: '-at', format: 'csv' });
    expect(csvUrl('/bo/v1/audit', state)).toBe('/bo/v1/audit?staff=ann&from=2026-11-01&sort=-at&format=csv');
  });

  it('the CSV of an unsorted, unfiltered list is just format=csv; fixed params are kept', () => {
    const plain = { page: 1, pageSize: 50, sort: '', filters: {} };
    expect(csvUrl('/bo/v1/staff', plain)).toBe('/bo/v1/staff?format=csv');
    expect(csvUrl('/bo/v1/deposits', plain, { status: 'PENDING' })).toBe(
      '/bo/v1/deposits?status=PENDING&format=csv',
    );
  });

  it('filter values are URL-encoded', () => {
    const url = csvUrl('/bo/v1/audit', { ...state, filters: { target: 'member:12&x=1' }, sort: '' });
    expect(url).toBe('/bo/v1/audit?target=member%3A12%26x%3D1&format=csv');
    expect(new URL(url, 'http://x').searchParams.get('target')).toBe('member:12&x=1');
  });

  it('buildUrl drops empty values and appends to an existing query', () => {
    expect(buildUrl('/a', { x: 1, y: '', z: null, w: undefined, b: false })).toBe('/a?x=1&b=false');
    expect(buildUrl('/a?k=1', { x: 2 })).toBe('/a?k=1&x=2');
    expect(buildUrl('/a', {})).toBe('/a');
  });

  it('file names: dated, or the server’s Content-Disposition', () => {
    expect(csvFilename('audit-log', new Date('2026-11-27T10:00:00Z'))).toBe('audit-log-2026-11-27.csv');
    expect(filenameOf('attachment; filename="audit-log.csv"')).toBe('audit-log.csv');
    expect(filenameOf("attachment; filename*=UTF-8''members%20list.csv")).toBe('members list.csv');
    expect(filenameOf(null)).toBeNull();
  });
});
