import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** Rescue fund configs with their tier tables, and the rewards issued (decision 0046). */
export const routes: AdminRoute[] = [
  {
    path: 'rescue-fund',
    permission: 'rewards.read',
    messages,
    label: 'nav',
    icon: 'list',
    section: 'players',
    element: lazy(() => import('./rescue-fund-page')),
  },
];
