import { matchRoutes, useLocation, useSearchParams, type RouteObject } from 'react-router';
import type { BannerGroup, ModuleNode } from '@portal/contract';

/** What a route tells the layout (set as `handle` in app/router.tsx). */
export interface RouteHandle {
  banner?: BannerGroup;
  bannerVariant?: 'home' | 'page';
  /** The banner shows only while this holds for the merchant's feature flags (its page's purpose is open). */
  bannerWhen?: (whitelabel: readonly ModuleNode[]) => boolean;
  /**
   * full: header, left menu, footer; bare: none (/helpmc); seamless: bars only when a query flag asks;
   * game: header and left menu around a content area the game fills (/game).
   */
  chrome?: 'full' | 'bare' | 'seamless' | 'game';
}

/** Which parts of the shell the current route shows. `/seamless?topbar=1&leftbar=1` turns the bars on. */
export function useChrome(routes: RouteObject[]) {
  const location = useLocation();
  const [params] = useSearchParams();
  const matches = matchRoutes(routes, location);
  const handle = ((matches?.[matches.length - 1]?.route.handle ?? {}) as RouteHandle) || {};
  const chrome = handle.chrome ?? 'full';
  if (chrome === 'bare')
    return { chrome, header: false, leftMenu: false, footer: false, floating: false, handle };
  if (chrome === 'seamless') {
    const on = (key: string) => ['1', 'true'].includes(params.get(key) ?? '');
    return { chrome, header: on('topbar'), leftMenu: on('leftbar'), footer: false, floating: false, handle };
  }
  if (chrome === 'game')
    return { chrome, header: true, leftMenu: true, footer: false, floating: false, handle };
  return { chrome, header: true, leftMenu: true, footer: true, floating: true, handle };
}
