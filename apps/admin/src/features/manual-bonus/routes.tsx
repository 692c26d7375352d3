import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** Manual bonuses: issue, approve or reject (two-person rule), history (decision 0046). */
export const routes: AdminRoute[] = [
  {
    path: 'manual-bonuses',
    permission: 'rewards.read',
    messages,
    label: 'nav',
    icon: 'list',
    section: 'players',
    element: lazy(() => import('./manual-bonus-page')),
  },
];
