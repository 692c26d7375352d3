import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  MESSAGE_CONTENT_MAX,
  MESSAGE_RECIPIENTS_MAX,
  MESSAGE_SUBJECT_MAX,
  type InboxMessage,
} from '@portal/contract';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { Pagination } from '@/components/pagination';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { FormMessage, TextField } from '@/components/text-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { dialogs } from '@/lib/dialogs';
import { errorText } from '@/lib/i18n';
import { useSystemInfo } from '@/features/system';
import {
  useDeleteMessages,
  useInbox,
  useMarkRead,
  useOutbox,
  useRecipientSearch,
  useRecipientTypes,
  useReplyMessage,
  useSendMessage,
} from '../api/messages';
import { MessageBody } from '../components/message-body';
import { useMemberCentreNav } from '../hooks/use-member-centre-nav';
import { initialCompose, messageTimeLabel } from '../lib/message-time';
import './messages.css';

type Tab = 'inbox' | 'outbox' | 'compose';

/**
 * `messageV2` "platform information" (inventory 1.5.1, decision 0060): the inbox (open to read, select
 * and delete), the outbox and compose for members who may send (`?section=compose&to=<username>` opens
 * compose with that downline picked). Text is shown as plain text with its line breaks.
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  const info = useSystemInfo();
  const { params, hrefOf } = useMemberCentreNav();
  const types = useRecipientTypes();
  const canSend = (types.data?.types.length ?? 0) > 0;
  const showOutbox = canSend && isModuleEnabled(info.whitelabel, modIds.outbox);
  const tabs: Tab[] = [
    'inbox',
    ...(showOutbox ? (['outbox'] as const) : []),
    ...(canSend ? (['compose'] as const) : []),
  ];
  const asked = params.get('section') as Tab | null;
  const active: Tab = asked && tabs.includes(asked) ? asked : 'inbox';

  return (
    <div className="msg">
      {tabs.length > 1 && (
        <nav className="msg__tabs" aria-label={t('messages.tabsLabel')}>
          {tabs.map((tab) => (
            <Link
              key={tab}
              className="msg__tab"
              to={hrefOf('messageV2', { section: tab })}
              replace
              aria-current={tab === active ? 'page' : undefined}
              data-testid={`msg-tab-${tab}`}
            >
              <Icon name={tab === 'inbox' ? 'inbox' : tab === 'outbox' ? 'send' : 'edit'} size={16} />
              {t(`messages.tabs.${tab}`)}
            </Link>
          ))}
        </nav>
      )}
      {active === 'inbox' && <InboxTab />}
      {active === 'outbox' && <OutboxTab />}
      {active === 'compose' && types.data && (
        <ComposeTab types={types.data.types} upline={types.data.upline} to={params.get('to')} />
      )}
    </div>
  );
}

function useTimeLabel() {
  const { t } = useTranslation();
  return (iso: string): string => {
    const label = messageTimeLabel(iso, new Date());
    if (label.kind === 'date') return label.date;
    return label.kind === 'today'
      ? t('messages.today', { time: label.time })
      : t('messages.yesterday', { time: label.time });
  };
}

/** The send types' text keys (0 a reply). */
const sendTypeKeys = ['reply', 'specific', 'allDownline', 'directAgents', 'directMembers', 'upline'] as const;
function useSendTypeLabel() {
  const { t } = useTranslation();
  return (type: number) => t(`messages.sendTypes.${sendTypeKeys[type] ?? 'specific'}`);
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="msg__list" aria-busy="true" aria-label={t('common.loading')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={56} />
      ))}
    </div>
  );
}

/** Select-all and delete bar of a list. */
function SelectionBar({
  ids,
  selected,
  setSelected,
  box,
}: {
  ids: number[];
  selected: Set<number>;
  setSelected: (s: Set<number>) => void;
  box: 'inbox' | 'outbox';
}) {
  const { t } = useTranslation();
  const remove = useDeleteMessages(box);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const del = async () => {
    const ok = await dialogs.confirm(t('messages.deleteConfirm', { count: selected.size }), {
      title: t('messages.deleteTitle'),
      confirmLabel: t('messages.delete'),
    });
    if (!ok) return;
    remove.mutate([...selected], { onSuccess: () => setSelected(new Set()) });
  };
  return (
    <div className="msg__bar">
      <label className="msg__check">
        <input
          type="checkbox"
          checked={all}
          onChange={(e) => setSelected(e.target.checked ? new Set(ids) : new Set())}
        />
        <span>{t('messages.selectAll')}</span>
      </label>
      <button
        type="button"
        className="btn btn--outline btn--sm"
        disabled={selected.size === 0 || remove.isPending}
        onClick={() => void del()}
        data-testid={`msg-delete-${box}`}
      >
        <Icon name="trash" size={16} />
        {t('messages.deleteCount', { count: selected.size })}
      </button>
      {remove.error ? <FormMessage>{errorText(remove.error)}</FormMessage> : null}
    </div>
  );
}

function InboxTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const inbox = useInbox(page);
  const markRead = useMarkRead();
  const timeLabel = useTimeLabel();
  const rows = useMemo(() => inbox.data?.content ?? [], [inbox.data]);
  const open = rows.find((m) => m.inboxId === openId);

  useEffect(() => {
    if (open && !open.read) markRead.mutate([open.inboxId]);
    // Only a newly opened unread message is marked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open?.inboxId, open?.read]);

  if (inbox.isPending) return <ListSkeleton />;
  if (inbox.error) return <QueryError error={inbox.error} onRetry={() => void inbox.refetch()} />;
  if (open) return <MessageView message={open} onBack={() => setOpenId(null)} />;
  if (rows.length === 0)
    return (
      <EmptyState icon="mail" title={t('messages.emptyInbox')}>
        {t('messages.emptyInboxText')}
      </EmptyState>
    );
  return (
    <>
      <SelectionBar
        ids={rows.map((r) => r.inboxId)}
        selected={selected}
        setSelected={setSelected}
        box="inbox"
      />
      <ul className="msg__list" data-testid="msg-inbox">
        {rows.map((m) => (
          <li key={m.inboxId} className={`msg__row${m.read ? '' : ' msg__row--unread'}`}>
            <input
              type="checkbox"
              className="msg__select"
              aria-label={t('messages.select', { subject: m.subject })}
              checked={selected.has(m.inboxId)}
              onChange={(e) => {
                const next = new Set(selected);
                if (e.target.checked) next.add(m.inboxId);
                else next.delete(m.inboxId);
                setSelected(next);
              }}
            />
            <button type="button" className="msg__open" onClick={() => setOpenId(m.inboxId)}>
              <span className="msg__dot" aria-hidden="true" />
              <span className="msg__main">
                <span className="msg__subject">{m.subject}</span>
                <span className="msg__meta">
                  {m.senderName ?? t('messages.platform')}
                  <span className="msg__sr">
                    {' · '}
                    {t(m.read ? 'messages.read' : 'messages.unread')}
                  </span>
                </span>
              </span>
              <time className="msg__time" dateTime={m.sendTime}>
                {timeLabel(m.sendTime)}
              </time>
            </button>
          </li>
        ))}
      </ul>
      <Pagination page={page} total={inbox.data?.totalPages ?? 1} onChange={setPage} />
    </>
  );
}

/** One message, read; a reply form under it when the sender is a member. */
function MessageView({ message, onBack }: { message: InboxMessage; onBack: () => void }) {
  const { t } = useTranslation();
  const timeLabel = useTimeLabel();
  const [replying, setReplying] = useState(false);
  return (
    <article className="msg__view" aria-labelledby="msg-view-subject">
      <button type="button" className="btn btn--ghost btn--sm msg__back" onClick={onBack} autoFocus>
        <Icon name="chevronLeft" size={16} />
        {t('messages.back')}
      </button>
      <h4 id="msg-view-subject" className="msg__view-subject">
        {message.subject}
      </h4>
      <p className="msg__meta">
        {t('messages.from')}: {message.senderName ?? t('messages.platform')} ·{' '}
        <time dateTime={message.sendTime}>{timeLabel(message.sendTime)}</time>
      </p>
      <MessageBody text={message.content} testId="msg-body" />
      {message.canReply &&
        (replying ? (
          <ReplyForm message={message} onDone={() => setReplying(false)} />
        ) : (
          <button type="button" className="btn btn--outline btn--sm" onClick={() => setReplying(true)}>
            <Icon name="reply" size={16} />
            {t('messages.reply')}
          </button>
        ))}
    </article>
  );
}

function ContentField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t('messages.content')}
        <span className="field__required" aria-hidden="true">
          *
        </span>
      </label>
      <div className={`field__control msg__textarea${error ? ' field__control--invalid' : ''}`}>
        <textarea
          id={id}
          className="field__input"
          rows={6}
          maxLength={MESSAGE_CONTENT_MAX}
          value={value}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      <p className="msg__counter">
        {value.length}/{MESSAGE_CONTENT_MAX}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Subject and content with their required checks, shared by compose and reply. */
function useTextFields(initialSubject = '') {
  const { t } = useTranslation();
  const [subject, setSubject] = useState(initialSubject);
  const [content, setContent] = useState('');
  const [touched, setTouched] = useState(false);
  const subjectError =
    touched && !subject.trim() ? t('validation.required', { field: t('messages.subject') }) : null;
  const contentError =
    touched && !content.trim() ? t('validation.required', { field: t('messages.content') }) : null;
  return {
    subject,
    content,
    setSubject,
    setContent,
    setTouched,
    subjectError,
    contentError,
    valid: subject.trim() !== '' && content.trim() !== '',
    reset: () => {
      setSubject('');
      setContent('');
      setTouched(false);
    },
  };
}

function ReplyForm({ message, onDone }: { message: InboxMessage; onDone: () => void }) {
  const { t } = useTranslation();
  const reply = useReplyMessage();
  const f = useTextFields(
    t('messages.replySubject', { subject: message.subject }).slice(0, MESSAGE_SUBJECT_MAX),
  );
  const [sent, setSent] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    f.setTouched(true);
    if (!f.valid) return;
    reply.mutate(
      { inboxId: message.inboxId, subject: f.subject, content: f.content },
      { onSuccess: () => setSent(true) },
    );
  };
  if (sent)
    return (
      <div className="msg__done">
        <FormMessage tone="info">{t('messages.replySent')}</FormMessage>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onDone}>
          {t('common.close')}
        </button>
      </div>
    );
  return (
    <form className="msg__form" onSubmit={submit} noValidate>
      <TextField
        label={t('messages.subject')}
        value={f.subject}
        onValueChange={f.setSubject}
        maxLength={MESSAGE_SUBJECT_MAX}
        markRequired
        error={f.subjectError}
      />
      <ContentField value={f.content} onChange={f.setContent} error={f.contentError} />
      <FormMessage>{reply.error ? errorText(reply.error) : null}</FormMessage>
      <div className="msg__actions">
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          {t('messages.cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={reply.isPending}>
          {t('messages.send')}
        </button>
      </div>
    </form>
  );
}

function OutboxTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [openId, setOpenId] = useState<number | null>(null);
  const outbox = useOutbox(page, true);
  const timeLabel = useTimeLabel();
  const sendTypeLabel = useSendTypeLabel();
  const rows = outbox.data?.content ?? [];
  if (outbox.isPending) return <ListSkeleton />;
  if (outbox.error) return <QueryError error={outbox.error} onRetry={() => void outbox.refetch()} />;
  if (rows.length === 0) return <EmptyState icon="send" title={t('messages.emptyOutbox')} />;
  const toLabel = (r: (typeof rows)[number]) =>
    r.sendType === 0 || r.sendType === 1 || r.sendType === 5
      ? r.recipients.join(', ') + (r.recipientCount > r.recipients.length ? ' …' : '')
      : sendTypeLabel(r.sendType);
  return (
    <>
      <SelectionBar ids={rows.map((r) => r.id)} selected={selected} setSelected={setSelected} box="outbox" />
      <ul className="msg__list" data-testid="msg-outbox">
        {rows.map((r) => (
          <li key={r.id} className="msg__row msg__row--sent">
            <input
              type="checkbox"
              className="msg__select"
              aria-label={t('messages.select', { subject: r.subject })}
              checked={selected.has(r.id)}
              onChange={(e) => {
                const next = new Set(selected);
                if (e.target.checked) next.add(r.id);
                else next.delete(r.id);
                setSelected(next);
              }}
            />
            <button
              type="button"
              className="msg__open"
              aria-expanded={openId === r.id}
              onClick={() => setOpenId(openId === r.id ? null : r.id)}
            >
              <span className="msg__main">
                <span className="msg__subject">{r.subject}</span>
                <span className="msg__meta">
                  {t('messages.to')}: {toLabel(r)}
                  {r.readCount !== null &&
                    ` · ${t('messages.readCount', { read: r.readCount, total: r.recipientCount })}`}
                </span>
              </span>
              <time className="msg__time" dateTime={r.sendTime}>
                {timeLabel(r.sendTime)}
              </time>
            </button>
            {openId === r.id && <MessageBody text={r.content} inline />}
          </li>
        ))}
      </ul>
      <Pagination page={page} total={outbox.data?.totalPages ?? 1} onChange={setPage} />
    </>
  );
}

function ComposeTab({ types, upline, to }: { types: number[]; upline: string | null; to: string | null }) {
  const { t } = useTranslation();
  const send = useSendMessage();
  const sendTypeLabel = useSendTypeLabel();
  const f = useTextFields();
  const [start] = useState(() => initialCompose(types, to));
  const [sendType, setSendType] = useState(start.sendType);
  const [picked, setPicked] = useState(start.picked);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const matches = useRecipientSearch(debounced, sendType === 1);
  const [sentCount, setSentCount] = useState<number | null>(null);
  const [pickTouched, setPickTouched] = useState(false);
  const groupName = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    f.setTouched(true);
    setPickTouched(true);
    setSentCount(null);
    if (!f.valid || (sendType === 1 && picked.length === 0)) return;
    send.mutate(
      { sendType, recipients: sendType === 1 ? picked : [], subject: f.subject, content: f.content },
      {
        onSuccess: (v) => {
          setSentCount(v.recipientCount);
          f.reset();
          setPickTouched(false);
        },
      },
    );
  };

  return (
    <form className="msg__form" onSubmit={submit} noValidate data-testid="msg-compose">
      <fieldset className="msg__types">
        <legend className="field__label">{t('messages.sendTo')}</legend>
        <div className="chip-row">
          {types.map((type) => (
            <label key={type} className="chip chip--small msg__type" data-on={type === sendType || undefined}>
              <input
                type="radio"
                name={groupName}
                value={type}
                checked={type === sendType}
                onChange={() => setSendType(type)}
              />
              <span>{type === 5 && upline ? `${sendTypeLabel(5)} (${upline})` : sendTypeLabel(type)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {sendType === 1 && (
        <fieldset className="msg__picker">
          <legend className="field__label">
            {t('messages.recipients')} ({picked.length}/{MESSAGE_RECIPIENTS_MAX})
          </legend>
          {picked.length > 0 && (
            <ul className="msg__picked" data-testid="msg-picked">
              {picked.map((name) => (
                <li key={name} className="chip chip--small">
                  {name}
                  <button
                    type="button"
                    className="msg__unpick"
                    aria-label={t('messages.remove', { name })}
                    onClick={() => setPicked(picked.filter((p) => p !== name))}
                  >
                    <Icon name="close" size={14} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <TextField
            label={t('messages.searchDownline')}
            value={search}
            onValueChange={setSearch}
            type="search"
            maxLength={32}
            autoComplete="off"
          />
          <ul className="msg__matches" aria-label={t('messages.matches')}>
            {(matches.data?.content ?? [])
              .filter((m) => !picked.includes(m.username))
              .map((m) => (
                <li key={m.username}>
                  <button
                    type="button"
                    className="msg__match"
                    disabled={picked.length >= MESSAGE_RECIPIENTS_MAX}
                    onClick={() => setPicked([...picked, m.username])}
                  >
                    <Icon name="plus" size={14} />
                    {m.username}
                    <small>
                      {t(m.agent ? 'messages.agent' : 'messages.member')}
                      {m.direct ? ` · ${t('messages.direct')}` : ''}
                    </small>
                  </button>
                </li>
              ))}
            {matches.data && matches.data.content.length === 0 && (
              <li className="msg__nomatch">{t('messages.noMatch')}</li>
            )}
          </ul>
          {pickTouched && picked.length === 0 ? (
            <FormMessage>{t('messages.pickRecipients')}</FormMessage>
          ) : null}
        </fieldset>
      )}
      <TextField
        label={t('messages.subject')}
        value={f.subject}
        onValueChange={f.setSubject}
        maxLength={MESSAGE_SUBJECT_MAX}
        markRequired
        error={f.subjectError}
      />
      <ContentField value={f.content} onChange={f.setContent} error={f.contentError} />
      <FormMessage>{send.error ? errorText(send.error) : null}</FormMessage>
      <FormMessage tone="info">
        {sentCount !== null ? t('messages.sent', { count: sentCount }) : null}
      </FormMessage>
      <div className="msg__actions">
        <button type="submit" className="btn btn--primary" disabled={send.isPending} data-testid="msg-send">
          <Icon name="send" size={16} />
          {t('messages.send')}
        </button>
      </div>
    </form>
  );
}
