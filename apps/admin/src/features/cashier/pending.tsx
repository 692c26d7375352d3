import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PendingCount } from '@portal/contract';
import { listKey, useToast } from '../../components';
import { api } from '../../lib/api';
import { useStaffLive } from '../../lib/staff-live';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

const PENDING_KEY = ['bo', 'cashier', 'pending-count'];

/** The queue socket: a deposit or withdrawal queue change refreshes the pending count and that list at once. */
function useQueueSocket(): boolean {
  const client = useQueryClient();
  return useStaffLive((event) => {
    if (event.queue !== 'deposits' && event.queue !== 'withdrawals') return;
    void client.invalidateQueries({ queryKey: PENDING_KEY });
    void client.invalidateQueries({ queryKey: listKey(`/bo/v1/${event.queue}`) });
  });
}

/**
 * Orders waiting for staff: the count comes again whenever the queue socket says a queue changed (and
 * every 60 s anyway, every 10 s while the socket is down). When a newer deposit or withdrawal arrives, the
 * lists refresh and a toast says so (decision 0030).
 */
export function PendingBar() {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const live = useQueueSocket();
  const q = useQuery({
    queryKey: PENDING_KEY,
    queryFn: ({ signal }) => api.get<PendingCount>('/bo/v1/cashier/pending-count', undefined, { signal }),
    refetchInterval: live ? 60_000 : 10_000,
    refetchIntervalInBackground: true,
  });
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (!q.data) return;
    const latest = `${q.data.latestDepositId ?? ''}/${q.data.latestWithdrawalId ?? ''}`;
    if (seen.current !== null && seen.current !== latest) {
      toast(t('newOrders'), 'info');
      void client.invalidateQueries({ queryKey: listKey('/bo/v1/withdrawals') });
      void client.invalidateQueries({ queryKey: listKey('/bo/v1/deposits') });
    }
    seen.current = latest;
  }, [q.data, client, toast, t]);
  if (!q.data) return null;
  return (
    <p className="notice" role="status" data-testid="pending-count" data-live={live ? 'on' : 'off'}>
      {t('pendingSummary', {
        deposits: q.data.deposits,
        withdrawals: q.data.withdrawals,
        adjustments: q.data.adjustments,
      })}
    </p>
  );
}
