import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** Scheduled raffles: sessions during which each member claims one ticket (decision 0050). */
export const routes: AdminRoute[] = [
  {
    path: 'raffles',
    permission: 'rewards.read',
    messages,
    label: 'nav',
    icon: 'list',
    section: 'players',
    element: lazy(() => import('./raffles-page')),
  },
];
