import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** The cashier: deposit orders, the withdrawal queue (phone-first) and the payment callback log. */
export const routes: AdminRoute[] = [
  {
    path: 'withdrawals',
    permission: 'withdrawals.read',
    messages,
    label: 'navWithdrawals',
    icon: 'cash',
    section: 'money',
    bottomBar: true,
    element: lazy(() => import('./withdrawals-page')),
  },
  {
    path: 'deposits',
    permission: 'deposits.read',
    messages,
    label: 'navDeposits',
    icon: 'wallet',
    section: 'money',
    element: lazy(() => import('./deposits-page')),
  },
  {
    path: 'payment-callbacks',
    permission: 'payments.read',
    messages,
    label: 'navCallbacks',
    icon: 'list',
    section: 'money',
    element: lazy(() => import('./callbacks-page')),
  },
];
