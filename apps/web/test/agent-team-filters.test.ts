import { describe, expect, it } from 'vitest';
import {
  emptyTeamFilters,
  teamFilterChanges,
  teamFiltersFromParams,
} from '../src/features/agent-centre/lib/team-filters.ts';
import { AGENT_PAGE_PARAMS } from '../src/features/agent-centre/hooks/use-agent-centre-nav.ts';

// Team management (inventory 2.1.4, decision 0059): the search, the date and the yes/no filters live in the
// address, so back/forward and a reload show the same list.
describe('team management filters in the address', () => {
  it('reads back what applying wrote', () => {
    const values = {
      ...emptyTeamFilters,
      q: 'bob',
      loggedIn: 'Y',
      deposited: 'N',
      firstDepositFrom: '2026-01-01',
      firstDepositTo: '2026-01-31',
      registeredTo: '2026-02-28',
    };
    const params = new URLSearchParams({ tab: 'players', page: '2' });
    for (const [k, v] of Object.entries(teamFilterChanges(values))) if (v) params.set(k, v);
    expect(params.get('loggedIn')).toBe('Y');
    expect(teamFiltersFromParams(params)).toEqual(values);
    // Cleared filters leave the address.
    expect(teamFilterChanges(emptyTeamFilters)).toEqual(
      Object.fromEntries(Object.keys(emptyTeamFilters).map((k) => [k, undefined])),
    );
  });

  it('takes only Y/N and real dates from a hand-edited address', () => {
    const read = teamFiltersFromParams(
      new URLSearchParams(
        'loggedIn=yes&deposited=N&firstDepositFrom=2026-02-30&lastDepositTo=2026-3-01&registeredFrom=2026-02-28&q=%20ann%20',
      ),
    );
    expect(read).toEqual({ ...emptyTeamFilters, deposited: 'N', registeredFrom: '2026-02-28', q: 'ann' });
  });

  it('drops the filters when the panel moves to another page', () => {
    for (const k of Object.keys(emptyTeamFilters)) expect(AGENT_PAGE_PARAMS).toContain(k);
  });
});
