import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** The overview (until the reports feature brings the dashboard), staff, roles, the audit log and my account. */
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
  {
    path: 'staff',
    permission: 'staff.read',
    messages,
    label: 'navStaff',
    icon: 'users',
    section: 'system',
    element: lazy(() => import('./staff-page')),
  },
  {
    path: 'roles',
    permission: 'roles.manage',
    messages,
    label: 'navRoles',
    icon: 'key',
    section: 'system',
    element: lazy(() => import('./roles-page')),
  },
  {
    path: 'audit',
    permission: 'audit.read',
    messages,
    label: 'navAudit',
    icon: 'audit',
    section: 'system',
    element: lazy(() => import('./audit-page')),
  },
  {
    path: 'account',
    permission: null,
    messages,
    label: 'navAccount',
    icon: 'user',
    // Reached from the user chip in the top bar and from the phone's drawer.
    nav: false,
    element: lazy(() => import('./account-page')),
  },
];
