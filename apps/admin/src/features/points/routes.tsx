import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** Points and the points mall (issue 16 item 7): the redemptions queue (phone-first), items, categories, settings. */
export const routes: AdminRoute[] = [
  {
    path: 'points/redemptions',
    permission: 'points.read',
    messages,
    label: 'navRedemptions',
    icon: 'store',
    section: 'players',
    element: lazy(() => import('./redemptions-page')),
  },
  {
    path: 'points/items',
    permission: 'points.read',
    messages,
    label: 'navItems',
    icon: 'list',
    section: 'players',
    element: lazy(() => import('./items-page')),
  },
  {
    path: 'points/categories',
    permission: 'points.read',
    messages,
    label: 'navCategories',
    icon: 'list',
    section: 'players',
    element: lazy(() => import('./categories-page')),
  },
  {
    path: 'points/config',
    permission: 'points.read',
    messages,
    label: 'navConfig',
    icon: 'settings',
    section: 'players',
    element: lazy(() => import('./config-page')),
  },
];
