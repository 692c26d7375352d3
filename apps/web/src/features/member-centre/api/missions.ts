import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MissionClaimRequest,
  MissionClaimValue,
  MissionCountValue,
  MissionLeaderboardValue,
  MissionMilestonesValue,
  MissionRulesValue,
  MissionSummaryValue,
} from '@portal/contract';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

export type MissionSummaries = MissionSummaryValue;
export type MissionMilestones = MissionMilestonesValue;
export type MissionLeaderboard = MissionLeaderboardValue;
export type MissionRules = MissionRulesValue;
export type MissionClaim = MissionClaimValue;
export type MissionStatus = 'O' | 'U' | 'F';

const key = (token: string, ...rest: unknown[]) => ['member', 'missions', token, ...rest] as const;

/** `GET MCSFE_getMissionSummaryDetails`: missions of one status with the member's progress. */
export function useMissionSummaries(status: MissionStatus) {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: key(token ?? '', 'summary', status, lang),
    queryFn: ({ signal }) =>
      api.get<MissionSummaries>(
        '/wps/relay/MCSFE_getMissionSummaryDetails',
        { status, page: 1, size: 20 },
        signal,
      ),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useMissionMilestones(missionId: string) {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: key(token ?? '', 'milestones', missionId, lang),
    queryFn: ({ signal }) =>
      api.get<MissionMilestones>('/wps/relay/MCSFE_getMissionMilestones', { missionId }, signal),
    enabled: token !== null,
  });
}

export function useMissionLeaderboard(missionId: string) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: key(token ?? '', 'leaderboard', missionId),
    queryFn: ({ signal }) =>
      api.get<MissionLeaderboard>('/wps/relay/MCSFE_getMissionLeaderboard', { missionId }, signal),
    enabled: token !== null,
  });
}

export function useMissionRules(missionId: string) {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: key(token ?? '', 'rules', missionId, lang),
    queryFn: ({ signal }) => api.get<MissionRules>('/wps/relay/MCSFE_getMissionRules', { missionId }, signal),
    enabled: token !== null,
  });
}

/** `GET MCSFE_getMissionCount`: claimable milestones, the badge on the member-centre entry. */
export function useMissionCount() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: key(token ?? '', 'count'),
    queryFn: ({ signal }) => api.get<MissionCountValue>('/wps/relay/MCSFE_getMissionCount', {}, signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/** `POST MCSFE_claimMissionRewards`; afterwards the balances and every mission answer are read again. */
export function useClaimMission() {
  const token = useSessionStore((s) => s.token) ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MissionClaimRequest) =>
      api.post<MissionClaim>('/wps/relay/MCSFE_claimMissionRewards', body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) });
      void queryClient.invalidateQueries({ queryKey: key(token) });
    },
  });
}
