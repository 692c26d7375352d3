import { lazy, type ComponentType } from 'react';
import type { AgentCentrePage } from './pages';

/** Each agent-centre page is its own chunk, loaded when first opened. */
export const agentPageComponents: Partial<Record<AgentCentrePage, ComponentType>> = {
  agentAnnouncement: lazy(() => import('../routes/announcement-page')),
  registerCenter: lazy(() => import('../routes/register-center-page')),
  downlineManagmentView: lazy(() => import('../routes/team-management-page')),
  agentRedRain: lazy(() => import('../routes/lucky-bags-page')),
  agentTeamOverview: lazy(() => import('../routes/team-overview-page')),
  personalHistoryCopy: lazy(() => import('../routes/team-betting-page')),
  palStatementsAgentCopy: lazy(() => import('../routes/team-profit-page')),
  agentRevenueReport: lazy(() => import('../routes/income-page')),
  agentDownlineTransactionDetailsCopy: lazy(() => import('../routes/downline-transactions-page')),
  agentDividendRecordCopy: lazy(() => import('../routes/dividend-page')),
  agentDailyWages2: lazy(() => import('../routes/daily-salary-page')),
  agentMRDailySalary: lazy(() => import('../routes/mr-daily-salary-page')),
  agentHourSalary: lazy(() => import('../routes/hourly-salary-page')),
  agentRealtimeSalary: lazy(() => import('../routes/realtime-salary-page')),
};
