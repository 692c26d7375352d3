import { useQuery } from '@tanstack/react-query';
import type { uplineTransferRequest, uplineTransfersValue, uplineTransferValue } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { Infer } from '@/lib/contract-types';
import { devCheck } from '@/lib/dev-check';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

export type UplineTransfer = Infer<typeof uplineTransferValue>;

/** `GET /wps/relay/MCSFE_getUplineTransfers`: the upline (null when none) and recent transfers to it. */
export function useUplineTransfers() {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: queryKeys.uplineTransfers(token ?? ''),
    queryFn: async ({ signal }) =>
      devCheck(
        'uplineTransfersValue',
        await api.get<Infer<typeof uplineTransfersValue>>(
          '/wps/relay/MCSFE_getUplineTransfers',
          undefined,
          signal,
        ),
        'upline transfers',
      ),
    enabled: token !== null,
  });
}

/** `POST /wps/relay/MCSFE_transferUpline`: main wallet to the upline's, once per `requestId`. */
export const transferUpline = (body: Infer<typeof uplineTransferRequest>): Promise<UplineTransfer> =>
  api.post<UplineTransfer>('/wps/relay/MCSFE_transferUpline', body);
