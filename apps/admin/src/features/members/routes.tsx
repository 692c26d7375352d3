import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** Members: search, the member page (nested, not in the navigation) and the adjustment approval queue. */
export const routes: AdminRoute[] = [
  {
    path: 'members',
    permission: 'members.read',
    messages,
    label: 'navMembers',
    icon: 'users',
    section: 'players',
    element: lazy(() => import('./members-page')),
  },
  {
    path: 'members/:id',
    permission: 'members.read',
    messages,
    label: 'navMembers',
    nav: false,
    element: lazy(() => import('./member-page')),
  },
  {
    path: 'adjustments',
    permission: 'members.adjust.approve',
    messages,
    label: 'navAdjustments',
    icon: 'wallet',
    section: 'money',
    element: lazy(() => import('./adjustments-page')),
  },
];
