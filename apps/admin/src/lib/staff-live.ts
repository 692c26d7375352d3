import { useEffect, useRef, useState } from 'react';
import {
  LIVE_SESSION_CLOSED,
  STAFF_LIVE_PATH,
  type StaffChatEvent,
  type StaffLiveEvent,
  type StaffLiveMessage,
} from '@portal/contract/live';
import { getToken, useMerchant } from './session';

/**
 * The back office's socket (`/bo/v1/live`): calls `onEvent` for each change of a queue staff decide on
 * (deposits, withdrawals, manual bonuses awaiting a second person), from any node. Reconnects after a drop
 * (1 s, doubling to 30 s); stops when the server says the session is gone. Answers whether it is open now.
 */
export function useStaffLive(onEvent: (event: StaffLiveEvent) => void): boolean {
  return useStaffSocket((message) => {
    if (message.type === 'bo.queue') onEvent(message);
  });
}

/** The live-chat console's changes (decision 0066) over the same socket protocol. */
export function useStaffChatLive(onEvent: (event: StaffChatEvent) => void): boolean {
  return useStaffSocket((message) => {
    if (message.type === 'bo.chat') onEvent(message);
  });
}

function useStaffSocket(onEvent: (event: StaffLiveEvent | StaffChatEvent) => void): boolean {
  const merchant = useMerchant();
  const [open, setOpen] = useState(false);
  const handler = useRef(onEvent);
  handler.current = onEvent;
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
        } else handler.current(message);
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
  }, [merchant]);
  return open;
}
