import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** The daily report (per day, merchant, vendor or category; decision 0033). */
export const routes: AdminRoute[] = [
  {
    path: 'reports/daily',
    permission: 'reports.read',
    messages,
    label: 'navReports',
    icon: 'chart',
    section: 'main',
    element: lazy(() => import('./daily-report-page')),
  },
  {
    path: 'reports/rewards',
    permission: 'reports.read',
    messages,
    label: 'navRewardsReport',
    icon: 'chart',
    section: 'main',
    element: lazy(() => import('./rewards-report-page')),
  },
];
