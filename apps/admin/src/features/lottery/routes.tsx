import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** Lottery games and schedules, draw history (void), open exposure (issue 15 item 10, decision 0032). */
export const routes: AdminRoute[] = [
  {
    path: 'lottery/games',
    permission: 'lottery.read',
    messages,
    label: 'navGames',
    icon: 'lottery',
    section: 'games',
    element: lazy(() => import('./games-page')),
  },
  {
    path: 'lottery/draws',
    permission: 'lottery.read',
    messages,
    label: 'navDraws',
    icon: 'list',
    section: 'games',
    element: lazy(() => import('./draws-page')),
  },
  {
    path: 'lottery/exposure',
    permission: 'lottery.read',
    messages,
    label: 'navExposure',
    icon: 'chart',
    section: 'games',
    element: lazy(() => import('./exposure-page')),
  },
];
