import { useQuery } from '@tanstack/react-query';
import type {
  BankCards,
  bankListValue,
  bindCardRequest,
  changePaymentPasswordRequest,
  deleteCardRequest,
  setPaymentPasswordRequest,
  withdrawal,
  withdrawalsValue,
  withdrawRequest,
  WithdrawSettings,
} from '@portal/contract';
import { api } from '@/lib/api-client';
import type { Infer } from '@/lib/contract-types';
import { devCheck } from '@/lib/dev-check';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

export type Withdrawal = Infer<typeof withdrawal>;
export type BankCard = BankCards['cards'][number];
export type BankListEntry = Infer<typeof bankListValue>['banks'][number];

/** `GET /wps/relay/MCSFE_getWithdrawSettings`: window, limits, quotas, fee and turnover (inventory 1.2.3). */
export function useWithdrawSettings() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: queryKeys.withdrawSettings(token ?? ''),
    queryFn: async ({ signal }) =>
      devCheck(
        'withdrawSettingsValue',
        await api.get<WithdrawSettings>('/wps/relay/MCSFE_getWithdrawSettings', undefined, signal),
        'withdraw settings',
      ),
    enabled: token !== null,
  });
}

/** `GET /wps/relay/MCSFE_getBankCards`: the bound accounts, masked (inventory 1.2.4). */
export function useBankCards() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: queryKeys.bankCards(token ?? ''),
    queryFn: async ({ signal }) =>
      devCheck(
        'bankCardsValue',
        await api.get<BankCards>('/wps/relay/MCSFE_getBankCards', undefined, signal),
        'bank cards',
      ),
    enabled: token !== null,
  });
}

/** `GET /wps/relay/MCSFE_getBankList`: banks and e-wallets an account can be bound at. */
export function useBankList() {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.bankList(token ?? '', lang),
    queryFn: async ({ signal }) =>
      devCheck(
        'bankListValue',
        await api.get<Infer<typeof bankListValue>>('/wps/relay/MCSFE_getBankList', undefined, signal),
        'bank list',
      ),
    enabled: token !== null,
    staleTime: 10 * 60_000,
  });
}

/** `GET /wps/relay/MCSFE_getRecentWithdrawals`: the member's latest withdrawals, newest first. */
export function useRecentWithdrawals() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: queryKeys.recentWithdrawals(token ?? ''),
    queryFn: async ({ signal }) =>
      devCheck(
        'withdrawalsValue',
        await api.get<Infer<typeof withdrawalsValue>>(
          '/wps/relay/MCSFE_getRecentWithdrawals',
          undefined,
          signal,
        ),
        'recent withdrawals',
      ),
    enabled: token !== null,
  });
}

/** `POST /wps/relay/MCSFE_withdraw`: once per `requestId`; the money is reserved until paid out. */
export const createWithdrawal = (body: Infer<typeof withdrawRequest>): Promise<Withdrawal> =>
  api.post<Withdrawal>('/wps/relay/MCSFE_withdraw', body);

export const setPaymentPassword = (body: Infer<typeof setPaymentPasswordRequest>): Promise<null> =>
  api.post<null>('/wps/relay/MCSFE_setPaymentPassword', body);

export const changePaymentPassword = (body: Infer<typeof changePaymentPasswordRequest>): Promise<null> =>
  api.post<null>('/wps/relay/MCSFE_changePaymentPassword', body);

export const bindCard = (body: Infer<typeof bindCardRequest>): Promise<null> =>
  api.post<null>('/wps/relay/MCSFE_bindCard', body);

export const deleteCard = (body: Infer<typeof deleteCardRequest>): Promise<null> =>
  api.post<null>('/wps/relay/MCSFE_deleteCard', body);
