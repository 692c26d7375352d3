import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoginNoticeValue } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/icon';
import { useLanguage } from '@/lib/language';
import { liveBus } from '@/lib/live-bus';
import { api } from '@/lib/api-client';
import { getMerchantCode } from '@/lib/merchant';
import { queryKeys } from '@/lib/query-keys';
import { TRIAL_CUSTOMER_TYPE, useSessionStore } from '@/lib/session';
import { useMoney } from '@/hooks/use-money';
import { useMoneyMoved } from '@/hooks/use-money-moved';
import { messageKeys } from '@/hooks/use-unread-messages';
import { useMemberCentreNav } from '../hooks/use-member-centre-nav';
import {
  liveAuth,
  liveUrl,
  parseLiveEvent,
  reconnectDelay,
  SESSION_CLOSED,
  type LiveEvent,
} from '../lib/live-events';
import './live-notices.css';

const NOTICE_MS = 6_000;
/** Sessions whose login notice was asked for (once per session, also under React's double effects). */
const noticeAsked = new Set<string>();
interface Notice {
  id: number;
  text: string;
  /** Where the notice links to: a reward-centre tab (a manual bonus to claim), the inbox (a new message). */
  link?: { page: 'rewardCenter' | 'messageV2'; section: string; label: string };
}

/**
 * The member's live pushes while logged in (not for trial accounts): each refreshes the money it
 * touches and shows a short notice, announced politely to screen readers.
 */
export function LiveNotices() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const trial = useSessionStore((s) => s.isAgent === TRIAL_CUSTOMER_TYPE);
  const lang = useLanguage();
  const money = useMoney();
  const moneyMoved = useMoneyMoved();
  const queryClient = useQueryClient();
  const { hrefOf } = useMemberCentreNav();
  /** A lottery's name from the menus already loaded (the push carries only its code). */
  const lotteryName = (code: string) => {
    for (const [, groups] of queryClient.getQueriesData<{ gameMenus: { code: string; remark: string }[] }[]>({
      queryKey: ['lottery', 'menus', lang],
    }))
      for (const group of groups ?? [])
        for (const game of group.gameMenus) if (game.code === code) return game.remark;
    return code;
  };
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);
  const handle = useRef<(event: LiveEvent) => void>(() => undefined);
  handle.current = (event: LiveEvent) => {
    if (event.type === 'ready') return;
    // Pages that show live figures (the lottery page) react on their own.
    liveBus.publish(event);
    // Results are public news: no notice, and no money moved.
    if (event.type === 'lottery.draw') return;
    const tokenKey = token ?? '';
    let text: string | null = null;
    let link: Notice['link'];
    if (event.type === 'manualPromo') {
      // A bonus was issued to the member (decision 0046): the reward centre's counts and the MANUAL list.
      void queryClient.invalidateQueries({ queryKey: ['member', 'sign-in', tokenKey] });
      void queryClient.invalidateQueries({ queryKey: ['member', 'issued-rewards', tokenKey] });
      text = t('memberCentre.live.manualPromo');
      link = { page: 'rewardCenter', section: 'manual', label: t('memberCentre.live.claimNow') };
    } else if (event.type === 'inbox') {
      // A new message (decision 0060): the unread badges and the lists refetch.
      void queryClient.invalidateQueries({ queryKey: messageKeys.all(tokenKey) });
      text = t('messages.live.new', {
        from: event.from ?? t('messages.platform'),
        subject: event.subjects?.[lang] ?? event.subject,
      });
      link = { page: 'messageV2', section: 'inbox', label: t('messages.live.open') };
    } else if (event.type === 'vipLevelUp') {
      // A new VIP rank (decision 0062): the level-up modal, the VIP marks and the upgrade bonus.
      moneyMoved([['member', 'vip', tokenKey], queryKeys.memberInfo(tokenKey)]);
    } else if (event.type === 'reward') {
      // A reward was paid (on this page or another of the member's): the money, the points and the reward
      // centre's counts. The page that claimed it says so itself; no notice.
      moneyMoved([
        ['member', 'sign-in', tokenKey],
        ['points', tokenKey],
      ]);
    } else if (event.type === 'deposit') {
      moneyMoved([
        queryKeys.depositOrder(tokenKey, event.orderId),
        queryKeys.depositChannels(tokenKey, lang),
      ]);
      text = t(`memberCentre.live.deposit.${event.status}` as 'memberCentre.live.deposit.SUCCESS', {
        orderId: event.orderId,
      });
    } else if (event.type === 'withdrawal') {
      moneyMoved();
      text = t(`memberCentre.live.withdrawal.${event.status}` as 'memberCentre.live.withdrawal.APPROVED', {
        withdrawalId: event.withdrawalId,
      });
    } else if (event.type === 'lottery.settled') {
      moneyMoved([queryKeys.lotteryOrders(tokenKey)]);
      if (event.won > 0)
        text = t('memberCentre.live.lotteryWon', {
          count: event.won,
          game: lotteryName(event.gameCode),
          numero: event.numero,
        });
    } else if (event.type === 'upline') {
      moneyMoved([queryKeys.uplineTransfers(tokenKey)]);
      text = t('memberCentre.live.upline', { amount: money.major(event.amount), from: event.from });
    } else if (event.type === 'downline') {
      // Money from an upline agent (transfer to downline or a lucky bag, decision 0054).
      moneyMoved();
      text = t('memberCentre.live.downline', { amount: money.major(event.amount), from: event.from });
    } else moneyMoved();
    if (text) show(text, link);
  };

  const show = useCallback(
    (text: string, link?: Notice['link']) => {
      const id = nextId.current++;
      setNotices((list) => [...list.slice(-2), { id, text, link }]);
      window.setTimeout(() => dismiss(id), link ? 3 * NOTICE_MS : NOTICE_MS);
    },
    [dismiss],
  );

  // After login, the newest unread message of the last 7 days that no login named yet (inventory 1.5.1).
  useEffect(() => {
    if (!token || trial || noticeAsked.has(token)) return;
    noticeAsked.add(token);
    api
      .post<LoginNoticeValue>('/wps/member/messages/login-notice', {})
      .then(({ message }) => {
        if (!message) return;
        show(
          t('messages.live.new', {
            from: message.senderName ?? t('messages.platform'),
            subject: message.subject,
          }),
          {
            page: 'messageV2',
            section: 'inbox',
            label: t('messages.live.open'),
          },
        );
      })
      // The message centre switched off, or the session ended: no notice.
      .catch(() => undefined);
  }, [token, trial, show, t]);

  useEffect(() => {
    if (!token || trial || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let timer: number | undefined;
    let attempt = 0;
    let stopped = false;
    const connect = () => {
      const ws = new WebSocket(liveUrl(window.location));
      socket = ws;
      ws.onopen = () => ws.send(liveAuth(getMerchantCode(), token));
      ws.onmessage = (message) => {
        const event = parseLiveEvent(message.data);
        if (event?.type === 'ready') attempt = 0;
        if (event) handle.current(event);
      };
      ws.onclose = (close) => {
        if (stopped || close.code === SESSION_CLOSED) return;
        timer = window.setTimeout(connect, reconnectDelay(attempt++));
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      socket?.close();
    };
  }, [token, trial]);

  return (
    <div className="live-notices" role="status" aria-live="polite" aria-label={t('memberCentre.live.region')}>
      {notices.map((notice) => (
        <p key={notice.id} className="live-notice">
          <Icon name="info" size={18} />
          <span>{notice.text}</span>
          {notice.link && (
            <Link
              className="live-notice__link"
              to={hrefOf(notice.link.page, { section: notice.link.section })}
              data-testid="live-notice-link"
              onClick={() => dismiss(notice.id)}
            >
              {notice.link.label}
            </Link>
          )}
          <button
            type="button"
            className="icon-btn live-notice__close"
            aria-label={t('memberCentre.live.dismiss')}
            onClick={() => dismiss(notice.id)}
          >
            <Icon name="close" size={16} />
          </button>
        </p>
      ))}
    </div>
  );
}
