import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  agentLinksValue,
  agentRebateSettingValue,
  createAgentLinkRequest,
  downlineTransferRequest,
  downlineTransferValue,
  luckyBagRequest,
  luckyBagValue,
  registerDownlineRequest,
  registerDownlineValue,
  teamListValue,
  teamMemberValue,
  teamStatusRequest,
} from '@portal/contract';
import { api } from '@/lib/api-client';
import type { Infer, InferIn } from '@/lib/contract-types';
import { devCheck } from '@/lib/dev-check';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

/** The agent centre's team calls (issue 17 item 1, decision 0054). */

export type RebateSetting = Infer<typeof agentRebateSettingValue>;
export type AgentLink = Infer<typeof agentLinksValue>['links'][number];
export type TeamList = Infer<typeof teamListValue>;
export type TeamMember = TeamList['rows'][number];
export type TeamMemberDetails = Infer<typeof teamMemberValue>;
export type DownlineTransfer = Infer<typeof downlineTransferValue>;
export type LuckyBagResult = Infer<typeof luckyBagValue>;
export type RegisterDownlineResult = Infer<typeof registerDownlineValue>;

/** Team list filters as the URL and the query carry them (empty strings are left out). */
export type TeamFilters = Record<string, string | number>;

function useToken() {
  return useSessionStore((s) => s.token);
}

/** `GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType`: my rebates and a downline's range. */
export function useRebateSetting() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.agentTeam(token ?? '', 'rebates'),
    queryFn: async ({ signal }) =>
      devCheck(
        'agentRebateSettingValue',
        await api.get<RebateSetting>(
          '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
          undefined,
          signal,
        ),
        'rebate setting',
      ),
    enabled: token !== null,
  });
}

export function useAgentLinks() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.agentTeam(token ?? '', 'links'),
    queryFn: async ({ signal }) =>
      devCheck(
        'agentLinksValue',
        await api.get<Infer<typeof agentLinksValue>>('/wps/agent/links', undefined, signal),
        'agent links',
      ),
    enabled: token !== null,
  });
}

export function useTeamList(filters: TeamFilters) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.agentTeam(token ?? '', 'list', filters),
    queryFn: async ({ signal }) =>
      devCheck('teamListValue', await api.get<TeamList>('/wps/agent/team', filters, signal), 'team list'),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useTeamMember(memberId: number | null) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.agentTeam(token ?? '', 'member', memberId),
    queryFn: async ({ signal }) =>
      devCheck(
        'teamMemberValue',
        await api.get<TeamMemberDetails>('/wps/agent/team/member', { memberId: memberId! }, signal),
        'team member',
      ),
    enabled: token !== null && memberId !== null,
  });
}

export const registerDownline = (body: InferIn<typeof registerDownlineRequest>) =>
  api.post<RegisterDownlineResult>('/wps/agent/downlines', body);
export const createLink = (body: InferIn<typeof createAgentLinkRequest>) =>
  api.post<{ id: number; code: string }>('/wps/agent/links', body);
export const deleteLink = (id: number) => api.post<null>('/wps/agent/links/delete', { id });
export const setRemark = (memberId: number, remark: string) =>
  api.post<null>('/wps/agent/team/remark', { memberId, remark });
export const setStatus = (body: InferIn<typeof teamStatusRequest>) =>
  api.post<{ status: string; bettingFrozen: boolean }>('/wps/agent/team/status', body);
export const updateRebates = (memberId: number, rebates: Record<string, number>) =>
  api.post<{ rebates: Record<string, number> }>('/wps/agent/team/rebates', { memberId, rebates });
export const setAgent = (memberId: number) => api.post<null>('/wps/agent/team/set-agent', { memberId });
export const transferToDownline = (body: InferIn<typeof downlineTransferRequest>) =>
  api.post<DownlineTransfer>('/wps/agent/team/transfer', body);
export const sendLuckyBags = (body: InferIn<typeof luckyBagRequest>) =>
  api.post<LuckyBagResult>('/wps/agent/lucky-bags', body);
