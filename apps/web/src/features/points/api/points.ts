import { useQuery } from '@tanstack/react-query';
import type {
  convertPointValue,
  pointBalanceValue,
  pointConfigValue,
  pointConversionTypesValue,
  pointRewardValue,
  redeemListValue,
  redeemPointValue,
  transactionHistoryValue,
} from '@portal/contract';
import { api } from '@/lib/api-client';
import type { Infer } from '@/lib/contract-types';
import { useLanguage } from '@/lib/language';
import { useSessionStore } from '@/lib/session';

export type PointRewardList = Infer<typeof pointRewardValue>;
export type PointReward = PointRewardList['list'][number];
export type RedeemList = Infer<typeof redeemListValue>;
export type PointsHistory = Infer<typeof transactionHistoryValue>;

/** Every key of the points page starts here, so one invalidation refreshes the page after a move. */
export const pointsKey = (token: string) => ['points', token] as const;

function usePointsQuery<T>(name: string, url: string, params?: Record<string, string | number>) {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: [...pointsKey(token ?? ''), name, lang, params ?? {}],
    queryFn: ({ signal }) => api.get<T>(url, params, signal),
    enabled: token !== null,
  });
}

/** `MCSFE_getPointBalance`. */
export const usePointBalance = () =>
  usePointsQuery<Infer<typeof pointBalanceValue>>('balance', '/wps/relay/MCSFE_getPointBalance');
/** `MCSFE_getPointConfig`: the exchange rate, conversion minimum, earning rules, rules text. */
export const usePointConfig = () =>
  usePointsQuery<Infer<typeof pointConfigValue>>('config', '/wps/relay/MCSFE_getPointConfig');
/** `MCSFE_getPointRewardConversionType`: the categories with items. */
export const usePointCategories = () =>
  usePointsQuery<Infer<typeof pointConversionTypesValue>>(
    'types',
    '/wps/relay/MCSFE_getPointRewardConversionType',
  );
/** `MCSFE_getPointReward`: the items, paged, of one category or all. */
export const usePointRewards = (type: string | null, page: number, size: number) =>
  usePointsQuery<PointRewardList>('rewards', '/wps/relay/MCSFE_getPointReward', {
    page,
    size,
    ...(type ? { type } : {}),
  });
/** `MCSFE_getRedeemPointList`: the member's redemptions with their statuses. */
export const useRedeemList = (status: string | null, page: number) =>
  usePointsQuery<RedeemList>('redemptions', '/wps/relay/MCSFE_getRedeemPointList', {
    page,
    size: 10,
    ...(status ? { status } : {}),
  });
/** `ODSFE2_MemTransDet` with accountTypeId 9: the points ledger. */
export const usePointsDetail = (page: number) =>
  usePointsQuery<PointsHistory>('detail', '/wps/relay/ODSFE2_MemTransDet', {
    accountTypeId: 9,
    excludeTxTypeIds: '9203',
    pageNo: page,
    pageSize: 10,
  });

export interface RedeemInput {
  rewardId: number;
  quantity: number;
  redeemType: 'P' | 'M';
  password: string;
  province: string;
  name: string;
  address: string;
  mobile: string;
  /** The attempt's id: a retry after a lost answer redeems once. */
  requestId: string;
}
/** `passwordCheck/MCSFE_redeemPointReward`; the delivery also goes in remarks, as the original sends it. */
export const redeemReward = (input: RedeemInput) =>
  api.post<Infer<typeof redeemPointValue>>('/wps/relay/passwordCheck/MCSFE_redeemPointReward', {
    ...input,
    remarks: `Name:${input.name}, Address:${input.address}, Mobile:${input.mobile}`,
  });
/** `passwordCheck/MCSFE_convertPoint`. */
export const convertPoints = (amount: number, password: string, requestId: string) =>
  api.post<Infer<typeof convertPointValue>>('/wps/relay/passwordCheck/MCSFE_convertPoint', {
    amount,
    password,
    requestId,
  });
