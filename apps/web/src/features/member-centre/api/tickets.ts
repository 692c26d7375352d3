import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClaimHistoryValue,
  ClaimTicketsValue,
  PrizeWheelValue,
  TicketItem,
  TicketType,
} from '@portal/contract';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

export type Ticket = TicketItem;
export type TicketClaim = ClaimTicketsValue;
export type PrizeWheel = PrizeWheelValue;
export type ClaimHistory = ClaimHistoryValue;
export type { TicketType };
export const ticketTypes: TicketType[] = ['PRIZE_WHEEL', 'GOLDEN_EGG', 'RAFFLE', 'CASH_VOUCHER', 'GIFT_CODE'];

const key = (token: string, ...rest: unknown[]) => ['member', 'tickets', token, ...rest] as const;
/** The reward centre's counts (api/sign-in.ts `useRewardCentreCounts`) and the points feature's prefix. */
const countsKey = (token: string) => ['member', 'sign-in', token, 'counts'] as const;
const pointsKey = (token: string) => ['points', token] as const;

/** `GET MCSFE_getTickets`: the member's tickets, openable first, with the merchandise awaiting delivery. */
export function useTickets() {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: key(token ?? '', 'list', lang),
    queryFn: ({ signal }) =>
      api.get<Ticket[]>(
        '/wps/relay/MCSFE_getTickets',
        {
          status: 'AVAILABLE,UNAVAILABLE',
          ticketType: ticketTypes.join(','),
          includePendingDeliveryTickets: 'true',
        },
        signal,
      ),
    enabled: token !== null,
  });
}

/** `GET MCSFE_getPrizeWheelInfo`: the wheel's slots. */
export function usePrizeWheel(transactionId: string | null) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: key(token ?? '', 'wheel', transactionId),
    queryFn: ({ signal }) =>
      api.get<PrizeWheel>('/wps/relay/MCSFE_getPrizeWheelInfo', { transactionId: transactionId! }, signal),
    enabled: token !== null && transactionId !== null,
  });
}

/** A fresh client seed for one draw (decision 0047): the server committed to its seed before seeing it. */
function clientSeed(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Everything a ticket's result may change: the balance, points, the counts, the tickets and the records. */
function useRefresh() {
  const token = useSessionStore((s) => s.token) ?? '';
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) });
    void queryClient.invalidateQueries({ queryKey: pointsKey(token) });
    void queryClient.invalidateQueries({ queryKey: countsKey(token) });
    void queryClient.invalidateQueries({ queryKey: key(token) });
  };
}

/** `POST MCSFE_claimTickets`: one draw; the caller refreshes (after its animation) with `refresh`. */
export function useClaimTicket() {
  const refresh = useRefresh();
  const mutation = useMutation({
    mutationFn: (transactionId: string) =>
      api.post<TicketClaim>('/wps/relay/MCSFE_claimTickets', { transactionId, clientSeed: clientSeed() }),
  });
  return { ...mutation, refresh };
}

/** `POST MCSFE_cancelTicket`: give the ticket up (after a RETRY). */
export function useCancelTicket() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (transactionId: string) => api.post('/wps/relay/MCSFE_cancelTicket', { transactionId }),
    onSettled: refresh,
  });
}

/** `GET MCSFE_getGetClaimHistory`: reward records with totals. */
export function useClaimHistory(filter: {
  ticketType: TicketType | '';
  claimDateFrom: string;
  claimDateTo: string;
  page: number;
}) {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: key(token ?? '', 'records', lang, filter),
    queryFn: ({ signal }) =>
      api.get<ClaimHistory>(
        '/wps/relay/MCSFE_getGetClaimHistory',
        {
          ...(filter.ticketType ? { ticketType: filter.ticketType } : {}),
          ...(filter.claimDateFrom ? { claimDateFrom: filter.claimDateFrom } : {}),
          ...(filter.claimDateTo ? { claimDateTo: filter.claimDateTo } : {}),
          page: String(filter.page),
          size: '13',
        },
        signal,
      ),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
