import { useQuery } from '@tanstack/react-query';
import type {
  DepositChannels,
  DepositOrder,
  DepositPreviewValue,
  DepositPromotions,
  DepositRequest,
} from '@portal/contract';
import { api } from '@/lib/api-client';
import { devCheck } from '@/lib/dev-check';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';

/** `GET /wps/relay/MCSFE_getDepositChannels`: the deposit gate and the channels (inventory 1.2.2). */
export const getDepositChannels = async (signal?: AbortSignal): Promise<DepositChannels> =>
  devCheck(
    'depositChannelsValue',
    await api.get<DepositChannels>('/wps/relay/MCSFE_getDepositChannels', undefined, signal),
    'deposit channels',
  );

export function useDepositChannels() {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.depositChannels(token ?? '', lang),
    queryFn: ({ signal }) => getDepositChannels(signal),
    enabled: token !== null,
  });
}

/** `GET /wps/relay/MCSFE_getDepositOrder`: one of the member's deposit orders. */
export const getDepositOrder = async (orderId: string, signal?: AbortSignal): Promise<DepositOrder> =>
  devCheck(
    'depositOrder',
    await api.get<DepositOrder>('/wps/relay/MCSFE_getDepositOrder', { orderId }, signal),
    'deposit order',
  );

/** An order, polled every `pollMs(order)` milliseconds while that answers a number. */
export function useDepositOrder(
  orderId: string,
  pollMs: (order: DepositOrder | undefined) => number | false,
) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    queryKey: queryKeys.depositOrder(token ?? '', orderId),
    queryFn: ({ signal }) => getDepositOrder(orderId, signal),
    enabled: token !== null,
    refetchInterval: (query) => pollMs(query.state.data),
  });
}

/** `POST /wps/relay/MCSFE_deposit`: once per `requestId`; a retry answers the same order. */
export const createDeposit = (body: DepositRequest): Promise<DepositOrder> =>
  api.post<DepositOrder>('/wps/relay/MCSFE_deposit', body);

/**
 * `POST /wps/relay/MCSFE_depositPreview`: the fee, rebate, credit and bonus the server will book for this
 * deposit, shown in the confirmation before the order is created.
 */
export const previewDeposit = async (body: Omit<DepositRequest, 'requestId'>): Promise<DepositPreviewValue> =>
  devCheck(
    'depositPreviewValue',
    await api.post<DepositPreviewValue>('/wps/relay/MCSFE_depositPreview', body),
    'deposit preview',
  );

/** `POST /wps/relay/MCSFE_updateDepositReference`: the transfer reference of a manual deposit. */
export const updateDepositReference = (body: { orderId: string; referenceNo: string }): Promise<null> =>
  api.post<null>('/wps/relay/MCSFE_updateDepositReference', body);

/** `POST /wps/relay/MCSFE_cancelDeposit`: the member gives up a pending order. */
export const cancelDeposit = (orderId: string): Promise<null> =>
  api.post<null>('/wps/relay/MCSFE_cancelDeposit', { orderId });

/** `GET /wps/relay/MCSFE_getDepositPromotionsV3`: promotions a deposit can join (inventory 1.2.2). */
export function useDepositPromotions() {
  const token = useSessionStore((s) => s.token);
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.depositPromotions(token ?? '', lang),
    queryFn: async ({ signal }) =>
      devCheck(
        'depositPromotionsValue',
        await api.get<DepositPromotions>('/wps/relay/MCSFE_getDepositPromotionsV3', undefined, signal),
        'deposit promotions',
      ),
    enabled: token !== null,
  });
}
