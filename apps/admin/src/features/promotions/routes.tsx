import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** Promotions: the applications queue (phone-first) and each promotion's application settings. */
export const routes: AdminRoute[] = [
  {
    path: 'promotions',
    permission: 'promotions.read',
    messages,
    label: 'navPromotions',
    icon: 'content',
    section: 'players',
    element: lazy(() => import('./promotions-page')),
  },
  {
    path: 'promotions/categories',
    permission: 'promotions.read',
    messages,
    label: 'navCategories',
    icon: 'list',
    section: 'players',
    element: lazy(() => import('./categories-page')),
  },
];
