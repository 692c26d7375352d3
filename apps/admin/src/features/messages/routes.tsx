import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** The platform's messages to members and agents (issue 18, decision 0060). */
export const routes: AdminRoute[] = [
  {
    path: 'messages',
    permission: 'messages.read',
    messages,
    label: 'nav',
    icon: 'list',
    section: 'players',
    element: lazy(() => import('./messages-page')),
  },
];
