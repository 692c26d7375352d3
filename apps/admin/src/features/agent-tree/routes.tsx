import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** The agent tree (issue 17 item 1, decision 0054): uplines, direct downlines, root agents' rebates. */
export const routes: AdminRoute[] = [
  {
    path: 'agents/tree',
    permission: 'agents.read',
    messages,
    label: 'nav',
    icon: 'users',
    section: 'players',
    element: lazy(() => import('./agent-tree-page')),
  },
];
