import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** The house sportsbook: settings, schedules, exposure and voiding (issue 19 item 7, decision 0072). */
export const routes: AdminRoute[] = [
  {
    path: 'sportsbook/settings',
    permission: 'sportsbook.read',
    messages,
    label: 'navSettings',
    icon: 'settings',
    section: 'games',
    element: lazy(() => import('./settings-page')),
  },
  {
    path: 'sportsbook/schedules',
    permission: 'sportsbook.read',
    messages,
    label: 'navSchedules',
    icon: 'list',
    section: 'games',
    element: lazy(() => import('./schedules-page')),
  },
  {
    path: 'sportsbook/exposure',
    permission: 'sportsbook.read',
    messages,
    label: 'navExposure',
    icon: 'chart',
    section: 'games',
    element: lazy(() => import('./exposure-page')),
  },
  {
    path: 'sportsbook/void',
    permission: 'sportsbook.read',
    messages,
    label: 'navVoid',
    icon: 'alert',
    section: 'games',
    element: lazy(() => import('./void-page')),
  },
];
