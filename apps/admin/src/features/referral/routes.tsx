import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** Invite friends (issue 18 item 4, decision 0063): the program's settings and the referrers report. */
export const routes: AdminRoute[] = [
  {
    path: 'referral/settings',
    permission: 'referral.read',
    messages,
    label: 'navSettings',
    icon: 'settings',
    section: 'players',
    element: lazy(() => import('./settings-page')),
  },
  {
    path: 'referral/report',
    permission: 'referral.read',
    messages,
    label: 'navReport',
    icon: 'list',
    section: 'players',
    element: lazy(() => import('./report-page')),
  },
];
