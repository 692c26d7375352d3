import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** Identity verification: review queue and the merchant's gates (issue 18, decision 0065). */
export const routes: AdminRoute[] = [
  {
    path: 'kyc',
    permission: 'kyc.read',
    messages,
    label: 'nav',
    icon: 'shield',
    section: 'players',
    element: lazy(() => import('./kyc-page')),
  },
];
