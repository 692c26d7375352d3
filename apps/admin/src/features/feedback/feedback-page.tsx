import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FEEDBACK_REPLY_MAX, feedbackStatuses, feedbackTypes, type BoFeedbackRow } from '@portal/contract';
import {
  Button,
  Confirm,
  DataTable,
  Field,
  Modal,
  Page,
  PrivateImage,
  StatusBadge,
  listKey,
  useToast,
  type Column,
  type Filter,
} from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

const ENDPOINT = '/bo/v1/feedback';
const typeKey = (type: number) => `t${type}` as 't0';

/** Feedback (decision 0064): the queue with its filters, a feedback's detail with its picture, reply, close. */
export default function FeedbackPage() {
  const t = useT(messages);
  const [open, setOpen] = useState<BoFeedbackRow | null>(null);
  const columns: Column<BoFeedbackRow>[] = [
    { key: 'createTime', label: t('time'), render: (r) => formatDateTime(r.createTime) },
    { key: 'type', label: t('type'), render: (r) => t(typeKey(r.type)) },
    {
      key: 'status',
      label: t('status'),
      render: (r) => <StatusBadge status={r.status} label={t(r.status)} />,
    },
    {
      key: 'username',
      label: t('from'),
      render: (r) => r.username ?? `${t('visitor')} · ${r.contact ?? ''}`,
    },
    {
      key: 'content',
      label: t('content'),
      render: (r) => (r.content.length > 60 ? `${r.content.slice(0, 60)}…` : r.content),
      hideOnMobile: true,
    },
  ];
  const filters: Filter[] = [
    {
      key: 'type',
      type: 'select',
      label: t('type'),
      options: feedbackTypes.map((v) => ({ value: String(v), label: t(typeKey(v)) })),
    },
    {
      key: 'status',
      type: 'select',
      label: t('status'),
      options: feedbackStatuses.map((s) => ({ value: s, label: t(s) })),
    },
    { key: 'dates', type: 'dateRange', label: t('dates') },
    { key: 'username', type: 'text', label: t('member') },
  ];
  return (
    <Page title={t('title')}>
      <DataTable<BoFeedbackRow>
        endpoint={ENDPOINT}
        columns={columns}
        filters={filters}
        rowKey={(r) => String(r.id)}
        onRowClick={setOpen}
        actions={[{ label: t('open'), icon: 'list', onClick: setOpen }]}
        emptyText={t('empty')}
      />
      {open && <FeedbackDetail row={open} onClose={() => setOpen(null)} />}
    </Page>
  );
}

function FeedbackDetail({ row, onClose }: { row: BoFeedbackRow; onClose: () => void }) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const canReply = useCan('feedback.reply');
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const done = (text: string) => {
    toast(text, 'success');
    void client.invalidateQueries({ queryKey: listKey(ENDPOINT) });
    onClose();
  };
  const send = useMutation({
    mutationFn: () => api.post(`${ENDPOINT}/${row.id}/reply`, { content: reply.trim() }),
    onSuccess: () => done(t('replied')),
    onError: (e) => toast(errorText(e), 'error'),
  });
  const close = useMutation({
    mutationFn: () => api.post(`${ENDPOINT}/${row.id}/close`),
    onSuccess: () => done(t('closed')),
    onError: (e) => toast(errorText(e), 'error'),
    onSettled: () => setClosing(false),
  });
  const open = row.status !== 'CLOSED';
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={`#${row.id} · ${t(typeKey(row.type))}`}
      footer={
        canReply && open ? (
          <div className="row">
            <Button variant="ghost" onClick={() => setClosing(true)} data-testid="feedback-close">
              {t('close')}
            </Button>
            <Button
              variant="primary"
              disabled={send.isPending || row.username === null}
              data-testid="feedback-send"
              onClick={() => {
                if (!reply.trim()) return setProblem(t('required'));
                setProblem(null);
                send.mutate();
              }}
            >
              {t('send')}
            </Button>
          </div>
        ) : undefined
      }
    >
      <div className="form">
        <p>
          <StatusBadge status={row.status} label={t(row.status)} /> {formatDateTime(row.createTime)} ·{' '}
          {row.username ?? `${t('visitor')} · ${t('contact')}: ${row.contact ?? ''}`}
        </p>
        <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="feedback-content">
          {row.content}
        </p>
        {row.hasImage && (
          <Field label={t('picture')}>
            <PrivateImage path={`${ENDPOINT}/${row.id}/image`} alt={t('picture')} />
          </Field>
        )}
        <Field label={t('replies')}>
          {row.replies.length === 0 ? (
            <span>{t('noReplies')}</span>
          ) : (
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {row.replies.map((r) => (
                <li key={r.replyTime} style={{ whiteSpace: 'pre-wrap' }}>
                  {r.content}{' '}
                  <small>
                    ({r.staff ?? '—'}, {formatDateTime(r.replyTime)})
                  </small>
                </li>
              ))}
            </ul>
          )}
        </Field>
        {row.username === null && <p>{t('visitorNote')}</p>}
        {canReply && open && row.username !== null && (
          <Field
            label={t('reply')}
            hint={`${reply.length}/${FEEDBACK_REPLY_MAX} · ${t('replyHint')}`}
            error={problem}
          >
            <textarea
              className="input"
              name="reply"
              rows={4}
              maxLength={FEEDBACK_REPLY_MAX}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
            />
          </Field>
        )}
      </div>
      <Confirm
        open={closing}
        title={t('close')}
        message={t('confirmClose')}
        confirmLabel={t('close')}
        busy={close.isPending}
        onConfirm={() => close.mutate()}
        onCancel={() => setClosing(false)}
      />
    </Modal>
  );
}
