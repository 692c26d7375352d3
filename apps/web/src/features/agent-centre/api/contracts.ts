import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContractKind,
  ContractTerms,
  contractAnswerValue,
  contractDetailValue,
  contractDownlinesValue,
  contractEstimateValue,
  contractView,
  settlementRecord,
  settlementRecordsValue,
} from '@portal/contract';
import { api } from '@/lib/api-client';
import type { Infer } from '@/lib/contract-types';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

export type ContractView = Infer<typeof contractView>;
export type ContractDownlines = Infer<typeof contractDownlinesValue>;
export type SettlementRecords = Infer<typeof settlementRecordsValue>;
export type SettlementRecord = Infer<typeof settlementRecord>;
export type ContractEstimates = Infer<typeof contractEstimateValue>;
export type ContractDetail = Infer<typeof contractDetailValue>;
export type ContractAnswer = Infer<typeof contractAnswerValue>;

/** Which call answers a request, with its body (inventory 2.1.10-2.1.14; both names exist, these are the mobile ones). */
export type AnswerRequest =
  | { kind: 'DIVIDEND'; productType: string; computationPeriod: string; status: 'A' | 'R' | 'C' }
  | { kind: 'DAILY'; id: number; status: 'A' | 'R' | 'C' }
  | { kind: 'HOURLY'; contractId: number; productType: string; status: 'A' | 'R' | 'C' }
  | { kind: 'REALTIME'; contractId: number; status: 'A' | 'R' | 'C' };

function answerCall(req: AnswerRequest): Promise<ContractAnswer> {
  const { kind, ...body } = req;
  const path = {
    DIVIDEND: '/wps/relay/MCSFE_processContractDividend',
    DAILY: '/wps/relay/MCSFE_processDailySalaryContract',
    HOURLY: '/wps/relay/MCSFE_processContractHourSalary',
    REALTIME: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  }[kind];
  return api.post<ContractAnswer>(path, body);
}

/** Answers a contract request, then reloads the consolidated payload (the popup and the menu). */
export function useAnswerContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerCall,
    onSettled: () => client.invalidateQueries({ queryKey: ['agent'] }),
  });
}

const useToken = () => useSessionStore((s) => s.token) ?? '';

/** My contracts in force and my direct downline agents with the contracts I offered them. */
export function useContractDownlines(kind: ContractKind) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.agentContracts(token, 'downlines', kind),
    queryFn: ({ signal }) => api.get<ContractDownlines>('/wps/agent/contracts/downlines', { kind }, signal),
    enabled: token !== '',
  });
}

export function useContractRecords(kind: ContractKind, pageNo: number) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.agentContracts(token, 'records', kind, pageNo),
    queryFn: ({ signal }) =>
      api.get<SettlementRecords>('/wps/agent/contracts/records', { kind, pageNo, pageSize: 20 }, signal),
    enabled: token !== '',
  });
}

export function useContractEstimates() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.agentContracts(token, 'estimates'),
    queryFn: ({ signal }) => api.get<ContractEstimates>('/wps/agent/contracts/estimates', undefined, signal),
    enabled: token !== '',
  });
}

/** A contract I offered or signed, with its history (loaded when shown). */
export function useContractDetail(contractId: number, enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.agentContracts(token, 'detail', contractId),
    queryFn: ({ signal }) => api.get<ContractDetail>('/wps/agent/contracts/detail', { contractId }, signal),
    enabled: enabled && token !== '',
  });
}

/** Offer, modify or terminate a contract of a direct downline agent; reloads the lists after. */
export function useManageContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      req:
        | { action: 'offer'; agentId: number; terms: ContractTerms }
        | { action: 'modify'; contractId: number; terms: ContractTerms }
        | { action: 'terminate'; contractId: number },
    ) => {
      const { action, ...body } = req;
      return api.post<ContractView>(`/wps/agent/contracts/${action}`, body);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['agent', 'contracts'] }),
  });
}

/** Claims a manual-receive daily salary record. */
export function useClaimSalary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (recordId: number) => api.post<SettlementRecord>('/wps/agent/contracts/claim', { recordId }),
    onSettled: () => client.invalidateQueries({ queryKey: ['agent', 'contracts'] }),
  });
}
