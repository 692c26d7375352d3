import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** Manual rebate (issue 16 item 6, decision 0043): rates per category and the payments made. */
export const routes: AdminRoute[] = [
  {
    path: 'rebate/config',
    permission: 'rewards.read',
    messages,
    label: 'navConfig',
    icon: 'settings',
    section: 'players',
    element: lazy(() => import('./config-page')),
  },
  {
    path: 'rebate/disbursements',
    permission: 'rewards.read',
    messages,
    label: 'navDisbursements',
    icon: 'list',
    section: 'players',
    element: lazy(() => import('./disbursements-page')),
  },
];
