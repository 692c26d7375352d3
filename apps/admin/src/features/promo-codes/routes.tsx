import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** Promo codes and their redemptions (issue 16, decision 0045). */
export const routes: AdminRoute[] = [
  {
    path: 'promo-codes',
    permission: 'rewards.read',
    messages,
    label: 'nav',
    icon: 'list',
    section: 'players',
    element: lazy(() => import('./promo-codes-page')),
  },
];
