import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PendingCount } from '@portal/contract';
import { LIVE_SESSION_CLOSED, STAFF_LIVE_PATH, type StaffLiveMessage } from '@portal/contract/live';
import { listKey, useToast } from '../../components';
import { api } from '../../lib/api';
import { getToken, useMerchant } from '../../lib/session';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

const PENDING_KEY = ['bo', 'cashier', 'pending-count'];

/**
 * The back office's socket (`/bo/v1/live`): each change of the merchant's deposit or withdrawal queue,
 * on any node, refreshes the pending count at once. Reconnects after a drop (1 s, doubling to 30 s);
 * stops when the server says the session is gone. Answers whether the socket is open now.
 */
function useQueueSocket(): boolean {
  const client = useQueryClient();
  const merchant = useMerchant();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = 1000;
    let stopped = false;
    const connect = () => {
      const token = getToken();
      if (stopped || !token) return;
      const ws = new WebSocket(
        `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${STAFF_LIVE_PATH}`,
      );
      socket = ws;
      ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', merchant, token }));
      ws.onmessage = (e) => {
        const message = JSON.parse(String(e.data)) as StaffLiveMessage;
        if (message.type === 'ready') {
          delay = 1000;
          setOpen(true);
        } else if (message.type === 'bo.queue') {
          void client.invalidateQueries({ queryKey: PENDING_KEY });
          void client.invalidateQueries({ queryKey: listKey(`/bo/v1/${message.queue}`) });
        }
      };
      ws.onclose = (e) => {
        setOpen(false);
        if (stopped || e.code === LIVE_SESSION_CLOSED) return;
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, 30_000);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [client, merchant]);
  return open;
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
