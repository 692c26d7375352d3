import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** The live-chat console (issue 18 items 6 and 8, decision 0066). */
export const routes: AdminRoute[] = [
  {
    path: 'live-chat',
    permission: 'chat.read',
    messages,
    label: 'nav',
    icon: 'message',
    section: 'players',
    element: lazy(() => import('./live-chat-page')),
  },
];
