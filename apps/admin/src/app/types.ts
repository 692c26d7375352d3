import type { ComponentType, LazyExoticComponent } from 'react';
import type { StaffPermission } from '@portal/contract';
import type { IconName } from '../components/icons';
import type { Lang, Messages } from '../lib/i18n';

/**
 * A page of a feature, listed in `src/features/<feature>/routes.tsx`:
 *
 *   export const routes: AdminRoute[] = [
 *     { path: 'members', permission: 'members.read', messages, label: 'navMembers', icon: 'users',
 *       element: lazy(() => import('./members-page')) },
 *   ];
 *
 * `path` is under /admin/ ('' is the home page; 'members/:id' a nested page with `nav: false`).
 * The navigation shows a route only to staff holding its `permission`; the router refuses it to the others.
 */
export interface AdminRoute {
  path: string;
  /** A permission of STAFF_PERMISSIONS (@portal/contract); null = every signed-in staff member. */
  permission: StaffPermission | null;
  /** The navigation label: a key of `messages`, or the texts themselves. */
  label: string | Record<Lang, string>;
  /** The feature's messages (`defineMessages`), where `label` is a key. */
  messages?: Messages;
  icon?: IconName;
  element: LazyExoticComponent<ComponentType> | ComponentType;
  /** false: routable but not in the navigation (detail pages). */
  nav?: boolean;
  /** Navigation section (a heading in the sidebar), in the order main, money, players, content, games, system. */
  section?: 'main' | 'money' | 'players' | 'content' | 'games' | 'system';
  /** Also in the phone's bottom bar (the first four such routes the staff member may see). */
  bottomBar?: boolean;
}
