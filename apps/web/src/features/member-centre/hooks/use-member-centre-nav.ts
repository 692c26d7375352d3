import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { MemberCentrePage } from '../lib/pages';

/** The panel's query parameter (ARCHITECTURE, Front end: `?mc=depositv2`). */
export const PANEL_PARAM = 'mc';
/** Parameters of one page (the deposit order a payment page returns to); leaving the page drops them. */
const PAGE_PARAMS = ['depositOrder', 'section', 'ticket', 'to'];

/** The search string of the current address with the panel at `page` (or closed when null). */
function searchWith(current: URLSearchParams, page: MemberCentrePage | null, extra: Record<string, string>) {
  const next = new URLSearchParams(current);
  for (const key of PAGE_PARAMS) next.delete(key);
  if (page) next.set(PANEL_PARAM, page);
  else next.delete(PANEL_PARAM);
  for (const [key, value] of Object.entries(extra)) next.set(key, value);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** Moves between member-centre pages and closes the panel, all through the address. */
export function useMemberCentreNav() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hrefOf = useCallback(
    (page: MemberCentrePage, extra: Record<string, string> = {}) => ({
      search: searchWith(params, page, extra),
    }),
    [params],
  );
  const go = useCallback(
    (page: MemberCentrePage, extra: Record<string, string> = {}, opts: { replace?: boolean } = {}) =>
      navigate(hrefOf(page, extra), opts),
    [navigate, hrefOf],
  );
  const close = useCallback(() => navigate({ search: searchWith(params, null, {}) }), [navigate, params]);
  return { page: params.get(PANEL_PARAM), params, hrefOf, go, close };
}
