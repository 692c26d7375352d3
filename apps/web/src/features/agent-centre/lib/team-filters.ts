/**
 * Team management's search and filters (inventory 2.1.4), all in the address like the tab, the parent and
 * the page (`&q=&loggedIn=Y&firstDepositFrom=2026-01-01`…), so back/forward and a reload keep them
 * (decision 0059). What the address holds is read back strictly: a yes/no filter only as Y or N, a date
 * only as a real YYYY-MM-DD; anything else counts as not set.
 */
export const TEAM_FILTERS = [
  'q',
  'loggedIn',
  'deposited',
  'firstDepositFrom',
  'firstDepositTo',
  'lastDepositFrom',
  'lastDepositTo',
  'registeredFrom',
  'registeredTo',
] as const;
export type TeamFilterKey = (typeof TEAM_FILTERS)[number];
export type TeamFilterValues = Record<TeamFilterKey, string>;

export const emptyTeamFilters: TeamFilterValues = Object.fromEntries(
  TEAM_FILTERS.map((k) => [k, '']),
) as TeamFilterValues;

const isDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

function clean(k: TeamFilterKey, raw: string): string {
  const v = raw.trim();
  if (k === 'q') return v.slice(0, 64);
  if (k === 'loggedIn' || k === 'deposited') return v === 'Y' || v === 'N' ? v : '';
  return isDate(v) ? v : '';
}

/** The filters the address holds. */
export function teamFiltersFromParams(params: URLSearchParams): TeamFilterValues {
  const out = { ...emptyTeamFilters };
  for (const k of TEAM_FILTERS) out[k] = clean(k, params.get(k) ?? '');
  return out;
}

/** The address changes for applying `values`: each filter set, or removed when empty. */
export function teamFilterChanges(values: TeamFilterValues): Record<TeamFilterKey, string | undefined> {
  const out = {} as Record<TeamFilterKey, string | undefined>;
  for (const k of TEAM_FILTERS) out[k] = clean(k, values[k]) || undefined;
  return out;
}
