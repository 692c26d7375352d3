import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClaimHistoryValue,
  ClaimRaffleValue,
  ClaimTicketsValue,
  PrizeWheelValue,
  RaffleScheduleItem,
  RaffleStatusValue,
  TicketItem,
  TicketType,
} from '@portal/contract';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { TRIAL_CUSTOMER_TYPE, useSessionStore } from '@/lib/session';

export type Ticket = TicketItem;
export type TicketClaim = ClaimTicketsValue;
export type PrizeWheel = PrizeWheelValue;
export type ClaimHistory = ClaimHistoryValue;
export type RaffleSchedule = RaffleScheduleItem;
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

/** How often the raffle schedules are asked for again (inventory 1.4.2: promotions re-polled every 5 minutes). */
const RAFFLE_POLL_MS = 5 * 60_000;

/**
 * `GET MCSFE_getRaffleSchedules` (decision 0050): the raffle sessions open now or starting within a day, with
 * the member's claims; polled every 5 minutes while logged in (not for trial accounts).
 */
export function useRaffleSchedules() {
  const token = useSessionStore((s) => s.token);
  const trial = useSessionStore((s) => s.isAgent === TRIAL_CUSTOMER_TYPE);
  const lang = useLanguage();
  return useQuery({
    queryKey: key(token ?? '', 'raffles', lang),
    queryFn: ({ signal }) =>
      api.get<RaffleSchedule[]>('/wps/relay/MCSFE_getRaffleSchedules', undefined, signal),
    enabled: token !== null && !trial,
    refetchInterval: RAFFLE_POLL_MS,
  });
}

/**
 * `GET MCSFE_getRafflePromotionStatus`: the session's state and its next boundary as a local instant: the
 * server's seconds left, less half the request's round trip (the answer aged that much on its way back).
 */
export function useRaffleStatus(schedule: RaffleSchedule | null) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: key(token ?? '', 'raffle-status', schedule?.raffleScheduleId ?? null),
    queryFn: async ({ signal }) => {
      const sent = performance.now();
      const value = await api.get<RaffleStatusValue>(
        '/wps/relay/MCSFE_getRafflePromotionStatus',
        { rafflePromotionId: schedule!.promotionId, raffleScheduleId: schedule!.raffleScheduleId },
        signal,
      );
      const halfTrip = (performance.now() - sent) / 2;
      return { ...value, dueAt: Date.now() + value.time * 1000 - halfTrip };
    },
    enabled: token !== null && schedule !== null,
  });
}

/** `POST MCSFE_claimRafflePromotion`: the session's ticket; the lists, counts and tickets follow. */
export function useClaimRaffle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (s: RaffleSchedule) =>
      api.post<ClaimRaffleValue>('/wps/relay/MCSFE_claimRafflePromotion', {
        promotionId: s.promotionId,
        raffleScheduleId: s.raffleScheduleId,
      }),
    onSettled: refresh,
  });
}
