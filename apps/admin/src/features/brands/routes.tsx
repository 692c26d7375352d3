import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** Brands (white label): the merchants, their look, languages, currency and domains. */
export const routes: AdminRoute[] = [
  {
    path: 'brands',
    permission: 'brands.read',
    messages,
    label: 'navBrands',
    icon: 'brand',
    section: 'system',
    element: lazy(() => import('./brands-page')),
  },
];
