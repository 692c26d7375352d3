import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** Vendors, games and the house games' settings (issue 15 item 7, decision 0032). */
export const routes: AdminRoute[] = [
  {
    path: 'games/vendors',
    permission: 'games.read',
    messages,
    label: 'navVendors',
    icon: 'store',
    section: 'games',
    element: lazy(() => import('./vendors-page')),
  },
  {
    path: 'games/list',
    permission: 'games.read',
    messages,
    label: 'navGames',
    icon: 'game',
    section: 'games',
    element: lazy(() => import('./games-page')),
  },
  {
    path: 'games/house',
    permission: 'games.read',
    messages,
    label: 'navHouse',
    icon: 'settings',
    section: 'games',
    element: lazy(() => import('./house-page')),
  },
];
