import { lazy, type ComponentType } from 'react';
import type { AgentCentrePage } from './pages';

/** Each agent-centre page is its own chunk, loaded when first opened. */
export const agentPageComponents: Partial<Record<AgentCentrePage, ComponentType>> = {
  agentAnnouncement: lazy(() => import('../routes/announcement-page')),
  registerCenter: lazy(() => import('../routes/register-center-page')),
  downlineManagmentView: lazy(() => import('../routes/team-management-page')),
  agentRedRain: lazy(() => import('../routes/lucky-bags-page')),
};
