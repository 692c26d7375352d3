import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** VIP ranks: levels, a member's rank and history, rank reward claims, rules (issue 18, decision 0062). */
export const routes: AdminRoute[] = [
  {
    path: 'vip',
    permission: 'vip.read',
    messages,
    label: 'nav',
    icon: 'list',
    section: 'players',
    element: lazy(() => import('./vip-page')),
  },
];
