import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** The home page: the operator's dashboard (staff without `dashboard.read` see a welcome there). */
export const routes: AdminRoute[] = [
  {
    path: '',
    permission: null,
    messages,
    label: 'navDashboard',
    icon: 'dashboard',
    element: lazy(() => import('./dashboard-page')),
    bottomBar: true,
  },
];
