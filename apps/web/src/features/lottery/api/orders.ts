import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  cancelOrdersValue,
  LotteryOrder,
  LotteryOrders,
  LotteryOrdersQuery,
  PlaceOrderRequest,
  placeOrderValue,
} from '@portal/contract';
import { useMoneyMoved } from '@/hooks/use-money-moved';
import { api } from '@/lib/api-client';
import type { Infer } from '@/lib/contract-types';
import { devCheck } from '@/lib/dev-check';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

export type { LotteryOrder, LotteryOrders, PlaceOrderRequest } from '@portal/contract';
export type PlacedOrders = Infer<typeof placeOrderValue>;
export type CancelledOrders = Infer<typeof cancelOrdersValue>;
export type LotteryOrderStatus = LotteryOrder['status'];
export const LOTTERY_ORDER_STATUSES: readonly LotteryOrderStatus[] = ['PENDING', 'WON', 'LOST', 'CANCELLED'];

/** The query of `ODSFE2_lottMemBet` (chase, vn: undefined for both kinds); '' status means all. */
export type LotteryOrderFilters = Omit<LotteryOrdersQuery, 'status'> & { status?: LotteryOrderStatus | '' };

/** `GET /wps/relay/ODSFE2_lottMemBet`: the member's lottery orders, newest first, with totals. */
export function useLotteryOrders(
  filters: LotteryOrderFilters,
  opts: { enabled?: boolean; refetchWhile?: (data: LotteryOrders) => boolean } = {},
) {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  const query = Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''),
  ) as Record<string, string | number | boolean>;
  return useQuery({
    queryKey: queryKeys.lotteryOrderPage(token ?? '', lang, query),
    queryFn: async ({ signal }) =>
      devCheck(
        'lotteryOrdersValue',
        await api.get<LotteryOrders>('/wps/relay/ODSFE2_lottMemBet', query, signal),
        'lottery orders',
      ),
    enabled: token !== null && opts.enabled !== false,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data && opts.refetchWhile?.(q.state.data) ? 3_000 : false),
  });
}

/** `POST /lgw/orders`: places and pays the lines (and a chase's periods) once per requestId. */
export function usePlaceLotteryOrder() {
  const token = useSessionStore((s) => s.token) ?? '';
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (request: PlaceOrderRequest) => api.post<PlacedOrders>('/lgw/orders', request),
    onSettled: () => moneyMoved([queryKeys.lotteryOrders(token)]),
  });
}

/** `POST /lgw/orders/cancel`: withdraws pending orders while their sales are open; refunds the stake. */
export function useCancelLotteryOrders() {
  const token = useSessionStore((s) => s.token) ?? '';
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (orderIds: string[]) => api.post<CancelledOrders>('/lgw/orders/cancel', { orderIds }),
    onSettled: () => moneyMoved([queryKeys.lotteryOrders(token)]),
  });
}
