import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_TEXT_MAX, type ChatMessageValue } from '@portal/contract';
import { Icon } from '@/components/icon';
import { ApiError } from '@/lib/api-client';
import { dialogs } from '@/lib/dialogs';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useCloseChat, useMemberChat, useRateChat, useSendChat } from '../api/chat';
import { useChatPanel } from '../stores/chat-store';
import './chat.css';

/**
 * The built-in live chat (decision 0066): full screen on a phone, a docked window on a desktop. Every
 * text is shown as text (React escapes it; addresses are not links). History loads on open; replies
 * arrive over the live socket (`chat` push, see ChatHost).
 */
export default function ChatPanel() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const close = useChatPanel((s) => s.close);
  const chat = useMemberChat(true);
  const send = useSendChat();
  const end = useCloseChat();
  const rate = useRateChat();
  const [text, setText] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const conversation = chat.data?.conversation ?? null;
  const messages = conversation?.messages ?? [];
  const closed = conversation?.status === 'CLOSED';

  useEffect(() => {
    inputRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  const errorText = (error: unknown) =>
    error instanceof ApiError ? error.message : t('liveChat.sendFailed');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value || send.isPending) return;
    send.mutate({ text: value }, { onSuccess: () => setText('') });
  };

  const endChat = async () => {
    if (!(await dialogs.confirm(t('liveChat.endConfirm')))) return;
    end.mutate({});
  };

  const status = !conversation
    ? t('liveChat.statusNew')
    : conversation.status === 'WAITING'
      ? t('liveChat.waiting')
      : conversation.status === 'ACTIVE'
        ? t('liveChat.withAgent', { name: conversation.staffName ?? '' })
        : t('liveChat.closed');

  return (
    <section className="chat-panel" role="dialog" aria-modal="false" aria-labelledby="chat-title">
      <header className="chat-panel__head">
        <span className="chat-panel__avatar" aria-hidden>
          <Icon name="headset" size={20} />
        </span>
        <div className="chat-panel__titles">
          <h2 id="chat-title" className="chat-panel__title">
            {t('liveChat.title')}
          </h2>
          <p
            className={`chat-panel__status chat-panel__status--${conversation?.status.toLowerCase() ?? 'new'}`}
          >
            {status}
          </p>
        </div>
        {conversation && !closed && (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => void endChat()}
            disabled={end.isPending}
          >
            {t('liveChat.end')}
          </button>
        )}
        <button type="button" className="chat-panel__close" aria-label={t('liveChat.close')} onClick={close}>
          <Icon name="close" size={20} />
        </button>
      </header>

      <ol className="chat-panel__list" ref={listRef} aria-live="polite" aria-busy={chat.isLoading}>
        {chat.isLoading && <li className="chat-panel__note">{t('liveChat.loading')}</li>}
        {chat.isError && (
          <li className="chat-panel__note chat-panel__note--error">
            {t('liveChat.loadFailed')}{' '}
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => void chat.refetch()}>
              {t('liveChat.retry')}
            </button>
          </li>
        )}
        {chat.isSuccess && messages.length === 0 && (
          <li className="chat-panel__note">{t('liveChat.empty')}</li>
        )}
        {messages.map((m) => (
          <MessageItem key={m.id} message={m} time={formatDateTime(m.createdAt, lang)} />
        ))}
        {conversation?.status === 'WAITING' && (
          <li className="chat-panel__note">{t('liveChat.waitingNote')}</li>
        )}
      </ol>

      {closed && conversation && (
        <div className="chat-panel__rate">
          {conversation.rating ? (
            <p>{t('liveChat.rated', { n: conversation.rating })}</p>
          ) : (
            <>
              <p id="chat-rate-label">{t('liveChat.rate')}</p>
              <div className="chat-panel__stars" role="group" aria-labelledby="chat-rate-label">
                {[1, 2, 3, 4, 5].map((n) => (
                  <button
                    key={n}
                    type="button"
                    className="chat-panel__star"
                    aria-label={t('liveChat.stars', { n })}
                    disabled={rate.isPending}
                    onClick={() => rate.mutate({ conversationId: conversation.id, rating: n })}
                  >
                    ★
                  </button>
                ))}
              </div>
            </>
          )}
          <p className="chat-panel__hint">{t('liveChat.newChatHint')}</p>
        </div>
      )}

      <form className="chat-panel__form" onSubmit={submit}>
        <label htmlFor="chat-input" className="visually-hidden">
          {t('liveChat.placeholder')}
        </label>
        <textarea
          id="chat-input"
          ref={inputRef}
          className="chat-panel__input"
          rows={2}
          maxLength={CHAT_TEXT_MAX}
          placeholder={t('liveChat.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
          }}
        />
        <button
          type="submit"
          className="btn btn--primary chat-panel__send"
          disabled={!text.trim() || send.isPending}
          aria-label={t('liveChat.send')}
        >
          <Icon name="send" size={18} />
        </button>
      </form>
      {(send.isError || end.isError || rate.isError) && (
        <p className="chat-panel__error" role="alert">
          {errorText(send.error ?? end.error ?? rate.error)}
        </p>
      )}
    </section>
  );
}

function MessageItem({ message, time }: { message: ChatMessageValue; time: string }) {
  const { t } = useTranslation();
  if (message.sender === 'SYSTEM')
    return (
      <li className="chat-panel__event">
        {message.event === 'JOINED'
          ? t('liveChat.joined', { name: message.staffName ?? '' })
          : t('liveChat.closedEvent')}
      </li>
    );
  const mine = message.sender === 'MEMBER';
  return (
    <li className={`chat-msg ${mine ? 'chat-msg--mine' : 'chat-msg--agent'}`}>
      {!mine && <span className="chat-msg__who">{message.staffName ?? t('liveChat.agent')}</span>}
      <p className="chat-msg__text">{message.text}</p>
      <time className="chat-msg__time" dateTime={message.createdAt}>
        {time}
      </time>
    </li>
  );
}
