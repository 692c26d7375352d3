import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** Site settings: feature flags, register fields, maintenance and regions, payment channels, withdrawal rules. */
export const routes: AdminRoute[] = [
  {
    path: 'settings',
    permission: 'settings.read',
    messages,
    label: 'navSettings',
    icon: 'shield',
    section: 'system',
    element: lazy(() => import('./settings-page')),
  },
];
