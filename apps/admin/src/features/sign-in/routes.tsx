import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** Sign-in (daily check-in) configs with their day rewards, and the claims (issue 16 item 3, decision 0042). */
export const routes: AdminRoute[] = [
  {
    path: 'sign-in',
    permission: 'rewards.read',
    messages,
    label: 'nav',
    icon: 'list',
    section: 'players',
    element: lazy(() => import('./sign-in-page')),
  },
];
