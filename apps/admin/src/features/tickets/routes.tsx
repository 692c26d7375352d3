import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** Ticket templates, issuing, issued tickets, deliveries and gift code pools (issue 16 item 4, decision 0047). */
export const routes: AdminRoute[] = [
  {
    path: 'tickets',
    permission: 'rewards.read',
    messages,
    label: 'nav',
    icon: 'list',
    section: 'players',
    element: lazy(() => import('./tickets-page')),
  },
];
