import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHAT_TEXT_MAX,
  type BoChatDetailValue,
  type BoChatListValue,
  type BoChatRow,
} from '@portal/contract';
import {
  Badge,
  Button,
  Card,
  Confirm,
  EmptyState,
  ErrorState,
  Page,
  Skeleton,
  Tabs,
  useToast,
  Pager,
} from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan, useMe } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useStaffChatLive } from '../../lib/staff-live';
import { messages } from './messages';

const ENDPOINT = '/bo/v1/live-chat';
const keys = {
  all: ['bo', 'live-chat'] as const,
  list: (q: object) => ['bo', 'live-chat', 'list', q] as const,
  detail: (id: number) => ['bo', 'live-chat', 'detail', id] as const,
  agents: ['bo', 'live-chat', 'agents'] as const,
};
const PAGE_SIZE = 20;
type View = 'queue' | 'history';
const tones = { WAITING: 'warn', ACTIVE: 'ok', CLOSED: 'neutral' } as const;

/**
 * The live-chat console (decision 0066): the queue (live over the staff socket) or the history by member
 * and day, and one conversation: take, assign, reply, close. On a phone the list and the conversation
 * take turns.
 */
export default function LiveChatPage() {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const [view, setView] = useState<View>('queue');
  const [selected, setSelected] = useState<number | null>(null);
  const [filters, setFilters] = useState({ username: '', from: '', to: '' });
  const [applied, setApplied] = useState(filters);
  const [page, setPage] = useState(1);
  const query = {
    view,
    page,
    pageSize: PAGE_SIZE,
    ...(view === 'history' ? Object.fromEntries(Object.entries(applied).filter(([, v]) => v !== '')) : {}),
  };
  const live = useStaffChatLive((event) => {
    void client.invalidateQueries({ queryKey: keys.all });
    if (event.change === 'new') toast(t('newChat'), 'info');
  });
  const list = useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => api.get<BoChatListValue>(ENDPOINT, query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: live ? false : 30_000,
  });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Page
      title={t('title')}
      subtitle={
        <span className={live ? 'chat-live chat-live--on' : 'chat-live'}>
          {live ? t('live') : t('offline')}
        </span>
      }
    >
      <div className={`chat-console${selected !== null ? ' chat-console--open' : ''}`}>
        <Card>
          <Tabs<View>
            tabs={[
              { key: 'queue', label: t('queue') },
              { key: 'history', label: t('history') },
            ]}
            value={view}
            onChange={(v) => {
              setView(v);
              setPage(1);
            }}
          />
          {view === 'history' && (
            <form
              className="chat-filters"
              onSubmit={(e) => {
                e.preventDefault();
                setPage(1);
                setApplied(filters);
              }}
            >
              <input
                className="input"
                aria-label={t('member')}
                placeholder={t('member')}
                maxLength={40}
                value={filters.username}
                onChange={(e) => setFilters({ ...filters, username: e.target.value })}
              />
              <input
                className="input"
                type="date"
                aria-label={t('from')}
                value={filters.from}
                onChange={(e) => setFilters({ ...filters, from: e.target.value })}
              />
              <input
                className="input"
                type="date"
                aria-label={t('to')}
                value={filters.to}
                onChange={(e) => setFilters({ ...filters, to: e.target.value })}
              />
              <Button type="submit" icon="filter">
                {t('search')}
              </Button>
            </form>
          )}
          {list.isLoading ? (
            <Skeleton lines={4} />
          ) : list.isError ? (
            <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />
          ) : list.data!.rows.length === 0 ? (
            <EmptyState>{view === 'queue' ? t('emptyQueue') : t('emptyHistory')}</EmptyState>
          ) : (
            <ul className="chat-list">
              {list.data!.rows.map((r) => (
                <li key={r.id}>
                  <button
                    type="button"
                    className={`chat-row${selected === r.id ? ' chat-row--active' : ''}`}
                    aria-current={selected === r.id || undefined}
                    onClick={() => setSelected(r.id)}
                  >
                    <span className="chat-row__top">
                      <strong>{r.username}</strong>
                      {r.vip && <Badge tone="info">{t('vip')}</Badge>}
                      <Badge tone={tones[r.status]}>{t(r.status)}</Badge>
                      {r.staffUnread > 0 && <span className="chat-row__unread">{r.staffUnread}</span>}
                    </span>
                    <span className="chat-row__text">{r.lastText ?? ''}</span>
                    <span className="chat-row__meta">
                      {formatDateTime(r.lastMessageAt)} · {r.staffName ?? t('unassigned')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Pager page={page} pages={pages} onPage={setPage} />
        </Card>
        <Card>
          {selected === null ? (
            <EmptyState>{t('pick')}</EmptyState>
          ) : (
            <Conversation id={selected} onBack={() => setSelected(null)} />
          )}
        </Card>
      </div>
    </Page>
  );
}

function Conversation({ id, onBack }: { id: number; onBack: () => void }) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const me = useMe().data;
  const canReply = useCan('chat.reply');
  const [text, setText] = useState('');
  const [assignee, setAssignee] = useState('');
  const [closing, setClosing] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const detail = useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => api.get<BoChatDetailValue>(`${ENDPOINT}/${id}`, undefined, { signal }),
  });
  const agents = useQuery({
    queryKey: keys.agents,
    queryFn: ({ signal }) =>
      api.get<{ id: number; name: string }[]>(`${ENDPOINT}/agents`, undefined, { signal }),
    enabled: canReply,
    staleTime: 60_000,
  });
  const act = useMutation({
    mutationFn: (a: { path: string; body?: object }) =>
      api.post<BoChatDetailValue>(`${ENDPOINT}/${id}/${a.path}`, a.body ?? {}),
    onSuccess: (value) => {
      client.setQueryData(keys.detail(id), value);
      void client.invalidateQueries({ queryKey: ['bo', 'live-chat', 'list'] });
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
  const count = detail.data?.messages.length ?? 0;
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  if (detail.isLoading) return <Skeleton lines={6} />;
  if (detail.isError)
    return <ErrorState message={errorText(detail.error)} onRetry={() => void detail.refetch()} />;
  const { row, messages: items } = detail.data!;
  const mine = me !== undefined && row.staffId === Number(me.id);
  const open = row.status !== 'CLOSED';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    act.mutate({ path: 'messages', body: { text: text.trim() } }, { onSuccess: () => setText('') });
  };

  return (
    <div className="chat-conv">
      <header className="chat-conv__head">
        <Button size="sm" variant="ghost" icon="chevronLeft" className="chat-conv__back" onClick={onBack}>
          {t('back')}
        </Button>
        <div className="chat-conv__who">
          <strong>{row.username}</strong> {row.vip && <Badge tone="info">{t('vip')}</Badge>}{' '}
          <Badge tone={tones[row.status]}>{t(row.status)}</Badge>
          <div className="chat-row__meta">
            {row.staffName ? t('assignedTo', { name: row.staffName }) : t('unassigned')}
            {row.rating ? ` · ${t('rating', { n: row.rating })}` : ''} ·{' '}
            <Link to={`/members/${row.customerId}`}>{t('memberDetails')}</Link>
          </div>
        </div>
      </header>
      {canReply && open && (
        <div className="chat-conv__actions">
          {row.status === 'WAITING' && (
            <Button variant="primary" busy={act.isPending} onClick={() => act.mutate({ path: 'assign' })}>
              {t('take')}
            </Button>
          )}
          <select
            className="input"
            aria-label={t('assignTo')}
            value={assignee}
            onChange={(e) => setAssignee(e.target.value)}
          >
            <option value="">{t('assignTo')}…</option>
            {(agents.data ?? [])
              .filter((a) => a.id !== row.staffId)
              .map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
          </select>
          <Button
            disabled={!assignee}
            busy={act.isPending}
            onClick={() =>
              act.mutate(
                { path: 'assign', body: { staffId: Number(assignee) } },
                { onSuccess: () => setAssignee('') },
              )
            }
          >
            {t('assign')}
          </Button>
          <Button variant="danger" onClick={() => setClosing(true)}>
            {t('close')}
          </Button>
        </div>
      )}
      <ol className="chat-conv__list" ref={listRef} aria-live="polite">
        {items.map((m) =>
          m.sender === 'SYSTEM' ? (
            <li key={m.id} className="chat-conv__event">
              {m.event === 'JOINED' ? t('joined', { name: m.staffName ?? '' }) : t('closed')}
            </li>
          ) : (
            <li
              key={m.id}
              className={`chat-bubble chat-bubble--${m.sender === 'STAFF' ? 'staff' : 'member'}`}
            >
              <span className="chat-bubble__who">{m.sender === 'STAFF' ? m.staffName : row.username}</span>
              <p>{m.text}</p>
              <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
            </li>
          ),
        )}
      </ol>
      {canReply && open && (row.status === 'WAITING' || mine) && (
        <form className="chat-conv__form" onSubmit={submit}>
          <textarea
            className="input"
            aria-label={t('reply')}
            placeholder={t('reply')}
            rows={2}
            maxLength={CHAT_TEXT_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
            }}
          />
          <Button type="submit" variant="primary" busy={act.isPending} disabled={!text.trim()}>
            {t('send')}
          </Button>
        </form>
      )}
      {canReply && open && row.status === 'ACTIVE' && !mine && (
        <p className="chat-row__meta">{t('notAssignee')}</p>
      )}
      <Confirm
        open={closing}
        title={t('close')}
        message={t('closeConfirm')}
        danger
        busy={act.isPending}
        onCancel={() => setClosing(false)}
        onConfirm={() => act.mutate({ path: 'close' }, { onSettled: () => setClosing(false) })}
      />
    </div>
  );
}

export type { BoChatRow };
