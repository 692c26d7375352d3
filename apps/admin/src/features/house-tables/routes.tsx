import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** The house's casino tables, card rooms and fishing (issue 20 item 5, decision 0075). */
export const routes: AdminRoute[] = [
  {
    path: 'house-tables/tables',
    permission: 'games.read',
    messages,
    label: 'navTables',
    icon: 'game',
    section: 'games',
    element: lazy(() => import('./tables-page')),
  },
  {
    path: 'house-tables/rooms',
    permission: 'games.read',
    messages,
    label: 'navRooms',
    icon: 'users',
    section: 'games',
    element: lazy(() => import('./rooms-page')),
  },
  {
    path: 'house-tables/fishing',
    permission: 'games.read',
    messages,
    label: 'navFishing',
    icon: 'settings',
    section: 'games',
    element: lazy(() => import('./fishing-page')),
  },
];
