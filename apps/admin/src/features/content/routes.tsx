import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** Content: banners, announcements, the help centre and the footer, with a preview in the player site's look. */
export const routes: AdminRoute[] = [
  {
    path: 'content',
    permission: 'content.read',
    messages,
    label: 'navContent',
    icon: 'content',
    section: 'content',
    element: lazy(() => import('./content-page')),
  },
];
