import { useQuery } from '@tanstack/react-query';
import type { merchantWalletValue, walletReturnValue, walletTransferValue } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { Infer } from '@/lib/contract-types';
import { devCheck } from '@/lib/dev-check';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

export type WalletTransferResult = Infer<typeof walletTransferValue>;
export type WalletReturnResult = Infer<typeof walletReturnValue>;

/** `GCS_merchantWallet`: a single-wallet merchant (isSingle 1) has no transfers between wallets. */
export function useMerchantWallet() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: queryKeys.merchantWallet(token ?? ''),
    queryFn: async ({ signal }) =>
      api.get<Infer<typeof merchantWalletValue>>('/wps/relay/GCS_merchantWallet', undefined, signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/** `POST /wps/relay/GCS_walletTransfer`: main wallet ↔ a vendor's wallet, once per `requestId`. */
export const transferBetweenWallets = async (body: {
  fromAccountTypeId: number;
  toAccountTypeId: number;
  amount: number;
  requestId: string;
}): Promise<WalletTransferResult> =>
  devCheck(
    'walletTransferValue',
    await api.post<WalletTransferResult>('/wps/relay/GCS_walletTransfer', body),
    'wallet transfer',
  );

/** `POST /wps/relay/GCS_walletReturn`: every vendor wallet back into the main wallet. */
export const recallAllWallets = async (): Promise<WalletReturnResult> =>
  devCheck(
    'walletReturnValue',
    await api.post<WalletReturnResult>('/wps/relay/GCS_walletReturn', {}),
    'wallet return',
  );
