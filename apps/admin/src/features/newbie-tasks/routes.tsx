import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** Newbie tasks (register promotions) and their claims (issue 16, decision 0045). */
export const routes: AdminRoute[] = [
  {
    path: 'newbie-tasks',
    permission: 'rewards.read',
    messages,
    label: 'nav',
    icon: 'list',
    section: 'players',
    element: lazy(() => import('./newbie-tasks-page')),
  },
];
