import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AgentIncome,
  DownlineTransactions,
  ReportPeriod,
  TeamBetting,
  TeamOverview,
  TeamProfit,
} from '@portal/contract';
import { api } from '@/lib/api-client';
import { useLanguageStore } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

/** A report period as the server takes it (custom: both dates). */
export interface PeriodFilter {
  period: ReportPeriod;
  startDate?: string;
  endDate?: string;
}

type Filters = Record<string, string | number | undefined>;
const defined = (f: Filters) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number
  >;

function useReport<T>(report: string, path: string, filters: Filters, enabled = true) {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguageStore((s) => s.lang);
  const params = defined(filters);
  return useQuery({
    queryKey: queryKeys.agentReport(token ?? '', lang, report, params),
    queryFn: ({ signal }) => api.get<T>(path, params, signal),
    enabled: token !== null && enabled,
    placeholderData: keepPreviousData,
  });
}

/** `GET /wps/agent/reports/overview`: team overview (agentTeamOverview). */
export const useTeamOverview = (p: PeriodFilter) =>
  useReport<TeamOverview>('overview', '/wps/agent/reports/overview', { ...p });

/** `GET /wps/agent/reports/betting`: team betting (self, team or one user). */
export const useTeamBetting = (
  f: PeriodFilter & {
    scope: 'self' | 'team' | 'user';
    user?: string;
    gameType?: string;
    status?: string;
    pageNo: number;
    pageSize: number;
  },
) =>
  useReport<TeamBetting>('betting', '/wps/agent/reports/betting', { ...f }, f.scope !== 'user' || !!f.user);

/** `GET /wps/agent/reports/profit`: user profit and loss, personal or team, by product. */
export const useTeamProfit = (
  f: PeriodFilter & { scope: 'personal' | 'team'; product: string; member?: number },
) => useReport<TeamProfit>('profit', '/wps/agent/reports/profit', { ...f });

/** `GET /wps/agent/reports/income`: my income and each direct downline's contribution. */
export const useAgentIncome = (p: PeriodFilter) =>
  useReport<AgentIncome>('income', '/wps/agent/reports/income', { ...p });

/** `GET /wps/agent/reports/transactions`: a team user's ledger entries, or the downline's by type. */
export const useDownlineTransactions = (
  f: PeriodFilter & { user?: string; type?: string; pageNo: number; pageSize: number },
) =>
  useReport<DownlineTransactions>(
    'transactions',
    '/wps/agent/reports/transactions',
    { ...f },
    !!f.user || !!f.type,
  );
