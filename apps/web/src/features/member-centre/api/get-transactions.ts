import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TransactionHistory } from '@portal/contract';
import { api } from '@/lib/api-client';
import { devCheck } from '@/lib/dev-check';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

export interface TransactionFilters {
  startTime: string;
  endTime: string;
  /** A transaction type of the contract, or '' for all. */
  type: string;
  pageNo: number;
  pageSize: number;
}

/** `GET /wps/relay/ODSFE2_MemTransDet`: the account record, newest first. */
export const getTransactions = async (
  { type, ...filters }: TransactionFilters,
  signal?: AbortSignal,
): Promise<TransactionHistory> =>
  devCheck(
    'transactionHistoryValue',
    await api.get<TransactionHistory>(
      '/wps/relay/ODSFE2_MemTransDet',
      { ...filters, type: type || undefined },
      signal,
    ),
    'account record',
  );

export function useTransactions(filters: TransactionFilters) {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.transactionPage(token ?? '', lang, { ...filters }),
    queryFn: ({ signal }) => getTransactions(filters, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
