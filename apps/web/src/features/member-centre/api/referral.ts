import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ReferralAchievementsValue,
  ReferralBoardValue,
  ReferralDetailsValue,
  ReferralFriendQuery,
  ReferralFriendsValue,
  ReferralIncomeKind,
  ReferralInviteQuery,
  ReferralOverviewValue,
  ReferralProgramValue,
  ReferralRecordsValue,
} from '@portal/contract';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useLanguage } from '@/lib/language';
import { useSessionStore } from '@/lib/session';

const BASE = '/wps/member/referral';
export const REFERRAL_PAGE_SIZE = 10;

/** One prefix per session: a claim or a reward push refreshes every referral list together. */
export const referralKeys = {
  all: (token: string) => ['member', 'referral', token] as const,
};

function useToken() {
  return useSessionStore((s) => s.token) ?? '';
}

function useMemberQuery<T>(part: readonly unknown[], url: string, params?: object, keep = false) {
  const token = useToken();
  return useQuery({
    queryKey: [...referralKeys.all(token), ...part],
    queryFn: ({ signal }) => api.get<T>(url, params as Record<string, string | number> | undefined, signal),
    enabled: token !== '',
    ...(keep ? { placeholderData: keepPreviousData } : {}),
  });
}

/** `getReferralDetails`: my code, the invite links and which incomes are on. */
export const useReferralDetails = () => useMemberQuery<ReferralDetailsValue>(['details'], `${BASE}/details`);
/** `getMyIncomeOverview`: friends and income, in all and today. */
export const useReferralOverview = () =>
  useMemberQuery<ReferralOverviewValue>(['overview'], `${BASE}/overview`);
/** `getReferralRanking` and `getRecentRewards`. */
export const useReferralBoard = () => useMemberQuery<ReferralBoardValue>(['board'], `${BASE}/board`);
export const useReferralInvites = (q: ReferralInviteQuery) =>
  useMemberQuery<ReferralFriendsValue>(
    ['invites', q],
    `${BASE}/invites`,
    { ...q, size: REFERRAL_PAGE_SIZE },
    true,
  );
export const useReferralFriends = (q: ReferralFriendQuery) =>
  useMemberQuery<ReferralFriendsValue>(
    ['friends', q],
    `${BASE}/friends`,
    { ...q, size: REFERRAL_PAGE_SIZE },
    true,
  );
export const useReferralRecords = (q: {
  kind: ReferralIncomeKind;
  sort: string;
  page: number;
  startDate?: string;
  endDate?: string;
}) =>
  useMemberQuery<ReferralRecordsValue>(
    ['records', q],
    `${BASE}/records`,
    { ...q, size: REFERRAL_PAGE_SIZE },
    true,
  );
export const useReferralAchievements = () =>
  useMemberQuery<ReferralAchievementsValue>(['achievements'], `${BASE}/achievements`);
export function useReferralRules() {
  const lang = useLanguage();
  return useMemberQuery<{ content: string }>(['rules', lang], `${BASE}/rules`);
}

/** `claimAchievementPromo`; afterwards the balance and every referral figure are read again. */
export function useClaimAchievement() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (configId: number) => api.post<{ bonus: number }>(`${BASE}/achievements/claim`, { configId }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: referralKeys.all(token) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) });
    },
  });
}

/** The program before login (`friendOverviewBeforeLogin`): no token. */
export function useReferralProgram() {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['referral', 'program', lang] as const,
    queryFn: ({ signal }) => api.get<ReferralProgramValue>('/wps/referral/program', undefined, signal),
  });
}
