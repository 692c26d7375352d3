import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** Feedback of members and visitors (issue 18, decision 0064). */
export const routes: AdminRoute[] = [
  {
    path: 'feedback',
    permission: 'feedback.read',
    messages,
    label: 'nav',
    icon: 'list',
    section: 'players',
    element: lazy(() => import('./feedback-page')),
  },
];
