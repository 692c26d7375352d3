import { isModuleEnabled, modIds, type ModuleNode } from '@portal/contract/constants';
import type { IconName } from '@/components/icon';

/** The agent centre's menu (spec section 2, inventory 2.0), in the original's order, by page key. */
export const agentCentrePages = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentRedRain',
  'agentDividendRecordCopy',
  'agentDailyWages2',
  'agentMRDailySalary',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentCentrePage = (typeof agentCentrePages)[number];

/** The page the agent centre opens at (inventory 2.0: `agentTeamOverview`). */
export const DEFAULT_AGENT_PAGE: AgentCentrePage = 'agentTeamOverview';

export const agentPageIcons: Record<AgentCentrePage, IconName> = {
  agentAnnouncement: 'megaphone',
  agentTeamOverview: 'chart',
  registerCenter: 'user',
  downlineManagmentView: 'users',
  personalHistoryCopy: 'dice',
  palStatementsAgentCopy: 'percent',
  agentRevenueReport: 'wallet',
  agentDownlineTransactionDetailsCopy: 'receipt',
  agentRedRain: 'gift',
  agentDividendRecordCopy: 'crown',
  agentDailyWages2: 'clock',
  agentMRDailySalary: 'inbox',
  agentHourSalary: 'refresh',
  agentRealtimeSalary: 'fire',
};

/** The contract maps of the consolidated payload that decide the contract entries (inventory 2.2). */
export interface ContractInfo {
  divtypeinfo: Record<string, unknown>;
  dailysalinfotype: Record<string, unknown>;
  contractmrdailysalinfotype?: Record<string, unknown>;
  contracthoursalinfo: Record<string, unknown>;
  realtimesalinfotype: Record<string, unknown>;
}

const hasAny = (map: Record<string, unknown> | undefined) => !!map && Object.keys(map).length > 0;

/** Entries a feature flag switches off (inventory 2.0); the others are always on the menu. */
const pageModules: Partial<Record<AgentCentrePage, string>> = {
  registerCenter: modIds.registerCentre,
  downlineManagmentView: modIds.teamManagement,
  personalHistoryCopy: modIds.teamBetting,
  palStatementsAgentCopy: modIds.teamProfitLoss,
  agentRevenueReport: modIds.agentIncome,
  agentRedRain: modIds.luckyBags,
  agentDividendRecordCopy: modIds.contracts,
  agentDailyWages2: modIds.dailySalary,
  agentMRDailySalary: modIds.manualDailySalary,
  agentHourSalary: modIds.hourlySalary,
  agentRealtimeSalary: modIds.realTimeSalary,
};

/** Contract entries also need a signed contract of their kind (inventory 2.0 "Shown when"). */
const pageContracts: Partial<Record<AgentCentrePage, (c: ContractInfo) => boolean>> = {
  agentDividendRecordCopy: (c) => hasAny(c.divtypeinfo),
  agentDailyWages2: (c) => hasAny(c.dailysalinfotype),
  agentMRDailySalary: (c) => hasAny(c.contractmrdailysalinfotype),
  agentHourSalary: (c) => hasAny(c.contracthoursalinfo),
  agentRealtimeSalary: (c) => hasAny(c.realtimesalinfotype),
};

/**
 * Whether the menu lists a page: its flag (with AGENTCEN3 above it) and, for the contract pages, a signed
 * contract of that kind. While the contracts are loading (`contracts` undefined) their entries wait.
 */
export function isAgentPageShown(
  page: AgentCentrePage,
  whitelabel: readonly ModuleNode[],
  contracts: ContractInfo | undefined,
): boolean {
  const modId = pageModules[page];
  if (modId !== undefined && !isModuleEnabled(whitelabel, modId)) return false;
  const needs = pageContracts[page];
  return needs === undefined || (contracts !== undefined && needs(contracts));
}

export const isAgentCentrePage = (value: string | null): value is AgentCentrePage =>
  value !== null && (agentCentrePages as readonly string[]).includes(value);
