import { lazy } from 'react';
import type { AdminRoute } from '../../app/types';
import { messages } from './messages';

/** Agent contracts (issue 17, decision 0056): contracts of root agents, settlement runs, dividend approvals. */
export const routes: AdminRoute[] = [
  {
    path: 'agent-contracts',
    permission: 'agents.contracts.read',
    messages,
    label: 'navContracts',
    icon: 'list',
    section: 'players',
    element: lazy(() => import('./contracts-page')),
  },
  {
    path: 'agent-contracts/settlements',
    permission: 'agents.contracts.read',
    messages,
    label: 'navSettlements',
    icon: 'list',
    section: 'players',
    element: lazy(() => import('./settlements-page')),
  },
];
