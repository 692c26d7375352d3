import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AgentCentrePage } from '../lib/pages';
import { TEAM_FILTERS } from '../lib/team-filters';

/** The panel's query parameter (`?ac=agentTeamOverview`, like the member centre's `?mc=`). */
export const AGENT_PANEL_PARAM = 'ac';
/**
 * Parameters of one agent-centre page (its tab, the member it drilled into, its period...): leaving the
 * page drops them, so a page opens fresh and the address says only what is on screen.
 */
export const AGENT_PAGE_PARAMS = [
  'tab',
  'user',
  'member',
  'parent',
  'period',
  'start',
  'end',
  'product',
  'scope',
  'type',
  'page',
  ...TEAM_FILTERS,
];

function searchWith(current: URLSearchParams, page: AgentCentrePage | null, extra: Record<string, string>) {
  const next = new URLSearchParams(current);
  for (const key of AGENT_PAGE_PARAMS) next.delete(key);
  if (page) next.set(AGENT_PANEL_PARAM, page);
  else next.delete(AGENT_PANEL_PARAM);
  for (const [key, value] of Object.entries(extra)) next.set(key, value);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** Moves between agent-centre pages (with a page's own parameters) and closes the panel, through the address. */
export function useAgentCentreNav() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hrefOf = useCallback(
    (page: AgentCentrePage, extra: Record<string, string> = {}) => ({
      search: searchWith(params, page, extra),
    }),
    [params],
  );
  const go = useCallback(
    (page: AgentCentrePage, extra: Record<string, string> = {}, opts: { replace?: boolean } = {}) =>
      navigate(hrefOf(page, extra), opts),
    [navigate, hrefOf],
  );
  const close = useCallback(() => navigate({ search: searchWith(params, null, {}) }), [navigate, params]);
  /** A member-centre page in place of the agent centre (the team's "Send a message" opens compose). */
  const memberCentreHref = useCallback(
    (page: string, extra: Record<string, string> = {}) => {
      const next = new URLSearchParams(searchWith(params, null, {}));
      next.set('mc', page);
      for (const [key, value] of Object.entries(extra)) next.set(key, value);
      return { search: `?${next.toString()}` };
    },
    [params],
  );
  return { page: params.get(AGENT_PANEL_PARAM), params, hrefOf, go, close, memberCentreHref };
}
