import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** Missions: milestones, schedule, leaderboard and prizes; a mission's board and claims (issue 16 item 5, decision 0040). */
export const routes: AdminRoute[] = [
  {
    path: 'missions',
    permission: 'rewards.read',
    messages,
    label: 'nav',
    icon: 'list',
    section: 'players',
    element: lazy(() => import('./missions-page')),
  },
];
