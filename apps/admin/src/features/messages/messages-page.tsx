import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGE_CONTENT_MAX,
  MESSAGE_SUBJECT_MAX,
  messageLanguages,
  platformAudiences,
  type BoMessageRow,
  type BoSendMessageRequest,
  type PlatformAudience,
} from '@portal/contract';
import {
  Button,
  Card,
  Confirm,
  DataTable,
  Field,
  Page,
  SelectField,
  listKey,
  useToast,
  type Column,
} from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

const ENDPOINT = '/bo/v1/messages';

/**
 * Platform messages (decisions 0060, 0067): send to one member, every member or every agent, or the members
 * carrying a label, with versions in other languages; what was sent.
 */
export default function MessagesPage() {
  const t = useT(messages);
  const canSend = useCan('messages.send');
  const columns: Column<BoMessageRow>[] = [
    { key: 'sendTime', label: t('time'), render: (r) => formatDateTime(r.sendTime) },
    {
      key: 'audience',
      label: t('to'),
      render: (r) =>
        r.audience === 'MEMBER'
          ? (r.username ?? '')
          : r.audience === 'LABEL'
            ? t('labelTo', { label: r.label ?? '' })
            : t(r.audience as PlatformAudience),
    },
    {
      key: 'subject',
      label: t('subject'),
      render: (r) => <span style={{ whiteSpace: 'pre-wrap' }}>{r.subject}</span>,
    },
    { key: 'recipientCount', label: t('recipients'), align: 'right' },
    { key: 'readCount', label: t('read'), align: 'right' },
    { key: 'staff', label: t('staff'), render: (r) => r.staff ?? '—', hideOnMobile: true },
    {
      key: 'languages',
      label: t('languages'),
      render: (r) => (r.languages.length ? r.languages.join(', ') : '—'),
      hideOnMobile: true,
    },
  ];
  return (
    <Page title={t('title')}>
      {canSend && <SendForm />}
      <Card title={t('history')}>
        <DataTable<BoMessageRow> endpoint={ENDPOINT} columns={columns} rowKey="id" emptyText={t('empty')} />
      </Card>
    </Page>
  );
}

type Lang = (typeof messageLanguages)[number];
type Version = { subject: string; content: string };
type Draft = {
  audience: PlatformAudience;
  username: string;
  label: string;
  subject: string;
  content: string;
  versions: Record<Lang, Version>;
};
const noVersion: Version = { subject: '', content: '' };
const blank: Draft = {
  audience: 'MEMBER',
  username: '',
  label: '',
  subject: '',
  content: '',
  versions: { TW: noVersion, EN: noVersion, VI: noVersion },
};
const filled = (v: Version) => v.subject.trim() !== '' || v.content.trim() !== '';

function SendForm() {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const [d, setD] = useState<Draft>(blank);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const send = useMutation({
    mutationFn: () => {
      const body: BoSendMessageRequest = {
        audience: d.audience,
        subject: d.subject,
        content: d.content,
        ...(d.audience === 'MEMBER' ? { username: d.username.trim() } : {}),
        ...(d.audience === 'LABEL' ? { label: d.label.trim() } : {}),
        translations: Object.fromEntries(
          messageLanguages.filter((l) => filled(d.versions[l])).map((l) => [l, d.versions[l]]),
        ),
      };
      return api.post<{ id: number; recipientCount: number }>(ENDPOINT, body);
    },
    onSuccess: (v) => {
      toast(t('sent', { n: v.recipientCount }), 'success');
      setD(blank);
    },
    onError: (e) => toast(errorText(e), 'error'),
    onSettled: () => {
      setConfirming(false);
      void client.invalidateQueries({ queryKey: listKey(ENDPOINT) });
    },
  });
  const submit = () => {
    if (!d.subject.trim() || !d.content.trim()) return setProblem(t('required'));
    if (d.audience === 'MEMBER' && !d.username.trim()) return setProblem(t('usernameRequired'));
    if (d.audience === 'LABEL' && !d.label.trim()) return setProblem(t('labelRequired'));
    const half = messageLanguages.find(
      (l) => filled(d.versions[l]) && (!d.versions[l].subject.trim() || !d.versions[l].content.trim()),
    );
    if (half) return setProblem(t('versionIncomplete', { lang: t(`lang${half}`) }));
    setProblem(null);
    // A message to everyone is asked for once more.
    if (d.audience === 'MEMBER') send.mutate();
    else setConfirming(true);
  };
  return (
    <Card title={t('send')}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="grid">
          <SelectField
            label={t('audience')}
            value={d.audience}
            options={platformAudiences}
            optionLabel={(o) => t(o)}
            onChange={(audience) => set({ audience })}
          />
          {d.audience === 'MEMBER' && (
            <Field label={t('username')}>
              <input
                className="input"
                name="username"
                maxLength={32}
                autoComplete="off"
                value={d.username}
                onChange={(e) => set({ username: e.target.value })}
              />
            </Field>
          )}
          {d.audience === 'LABEL' && (
            <Field label={t('label')} hint={t('labelHint')}>
              <input
                className="input"
                name="label"
                maxLength={40}
                autoComplete="off"
                value={d.label}
                onChange={(e) => set({ label: e.target.value })}
              />
            </Field>
          )}
        </div>
        <Field label={t('subject')}>
          <input
            className="input"
            name="subject"
            maxLength={MESSAGE_SUBJECT_MAX}
            value={d.subject}
            onChange={(e) => set({ subject: e.target.value })}
          />
        </Field>
        <Field label={t('content')} hint={`${d.content.length}/${MESSAGE_CONTENT_MAX}`} error={problem}>
          <textarea
            className="input"
            name="content"
            rows={5}
            maxLength={MESSAGE_CONTENT_MAX}
            value={d.content}
            onChange={(e) => set({ content: e.target.value })}
          />
        </Field>
        <details className="message-versions">
          <summary>{t('versions')}</summary>
          <p className="muted">{t('versionsHint')}</p>
          {messageLanguages.map((l) => (
            <fieldset key={l} className="form" data-testid={`version-${l}`}>
              <legend>{t(`lang${l}`)}</legend>
              <Field label={t('subject')}>
                <input
                  className="input"
                  name={`subject-${l}`}
                  maxLength={MESSAGE_SUBJECT_MAX}
                  value={d.versions[l].subject}
                  onChange={(e) =>
                    set({ versions: { ...d.versions, [l]: { ...d.versions[l], subject: e.target.value } } })
                  }
                />
              </Field>
              <Field label={t('content')}>
                <textarea
                  className="input"
                  name={`content-${l}`}
                  rows={3}
                  maxLength={MESSAGE_CONTENT_MAX}
                  value={d.versions[l].content}
                  onChange={(e) =>
                    set({ versions: { ...d.versions, [l]: { ...d.versions[l], content: e.target.value } } })
                  }
                />
              </Field>
            </fieldset>
          ))}
        </details>
        <div className="row">
          <Button type="submit" variant="primary" disabled={send.isPending}>
            {t('submit')}
          </Button>
        </div>
      </form>
      <Confirm
        open={confirming}
        title={t('send')}
        message={t('confirmAll', {
          who: d.audience === 'LABEL' ? t('labelTo', { label: d.label.trim() }) : t(d.audience),
        })}
        confirmLabel={t('submit')}
        busy={send.isPending}
        onConfirm={() => send.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
