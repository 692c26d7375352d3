import type { FastifyReply } from 'fastify';
import type { PageQuery } from '@portal/contract';
import { AppError } from './app-error.ts';

/** The most rows one CSV export holds: beyond it the operator narrows the filters. */
export const CSV_CAP = 50_000;

/** Limit and offset of a page, or of the whole filtered set for a CSV export. */
export function pageWindow(q: PageQuery): { limit: number; offset: number } {
  return q.format === 'csv'
    ? { limit: CSV_CAP, offset: 0 }
    : { limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
}

/**
 * The column and direction of `sort` from a list's whitelist (`{ field: 'sql_column' }`); an unknown field
 * is refused, never put into SQL.
 */
export function sortOf<C extends string>(
  sort: string | undefined,
  allowed: Record<string, C>,
  fallback: { column: C; direction: 'asc' | 'desc' },
): { column: C; direction: 'asc' | 'desc' } {
  if (!sort) return fallback;
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  if (!Object.hasOwn(allowed, field)) throw new AppError('request_param_err', { sort: 'invalid' });
  return { column: allowed[field]!, direction: descending ? 'desc' : 'asc' };
}

/** One CSV cell: quoted when needed, and a leading = + - @ defused so a spreadsheet never runs it. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<R>(columns: { key: string; value?: (row: R) => unknown }[], rows: R[]): string {
  const lines = [columns.map((c) => csvCell(c.key)).join(',')];
  for (const row of rows)
    lines.push(
      columns.map((c) => csvCell(c.value ? c.value(row) : (row as Record<string, unknown>)[c.key])).join(','),
    );
  // A byte-order mark so spreadsheets read the Chinese and Vietnamese texts as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Sends rows as a CSV download named `<filename>.csv`. */
export function sendCsv<R>(
  reply: FastifyReply,
  filename: string,
  columns: { key: string; value?: (row: R) => unknown }[],
  rows: R[],
) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(toCsv(columns, rows));
}
