import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjustmentRow } from '@portal/contract';
import {
  Button,
  Confirm,
  DataTable,
  Field,
  Money,
  Page,
  StatusBadge,
  listKey,
  useToast,
  type Column,
  type Filter,
} from '../../components';
import { api, errorText } from '../../lib/api';
import { useMe } from '../../lib/auth';
import { formatDateTime, formatMinor } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { messages } from './messages';
import { statusTone } from './status';

/** The balance adjustments waiting for a second staff member: approve (posts at once) or reject. */
export default function AdjustmentsPage() {
  const t = useT(messages);
  const me = useMe().data;
  const client = useQueryClient();
  const toast = useToast();
  const [asked, setAsked] = useState<{ row: AdjustmentRow; decision: 'approve' | 'reject' } | null>(null);
  const [note, setNote] = useState('');
  const decide = useMutation({
    mutationFn: (a: { row: AdjustmentRow; decision: 'approve' | 'reject' }) =>
      api.post<AdjustmentRow>(`/bo/v1/adjustments/${a.row.id}/decision`, {
        decision: a.decision,
        note: note.trim() || undefined,
      }),
    onSuccess: () => {
      toast(t('decided'), 'success');
      setAsked(null);
      setNote('');
      void client.invalidateQueries({ queryKey: listKey('/bo/v1/adjustments') });
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
  const own = (r: AdjustmentRow) => me?.username === r.requestedBy;
  const columns: Column<AdjustmentRow>[] = [
    { key: 'id', label: '#', sortable: true, render: (r) => <span className="mono">{r.id}</span> },
    {
      key: 'username',
      label: t('colUsername'),
      render: (r) => <Link to={`/members/${r.memberId}`}>{r.username}</Link>,
    },
    {
      key: 'amount',
      label: t('colAmount'),
      sortable: true,
      align: 'right',
      render: (r) => <Money minor={r.amount} signed />,
    },
    { key: 'reason', label: t('colReason') },
    { key: 'turnoverMultiple', label: t('colTurnover'), hideOnMobile: true },
    {
      key: 'status',
      label: t('colStatus'),
      render: (r) => (
        <StatusBadge status={r.status} tone={statusTone(r.status)} label={t(`status${r.status}`)} />
      ),
    },
    { key: 'requestedBy', label: t('colRequestedBy') },
    {
      key: 'requestedAt',
      label: t('colRequestedAt'),
      hideOnMobile: true,
      render: (r) => <span className="nowrap">{formatDateTime(r.requestedAt)}</span>,
    },
    { key: 'decidedBy', label: t('colDecidedBy'), hideOnMobile: true, render: (r) => r.decidedBy ?? '—' },
  ];
  const filters: Filter[] = [
    {
      key: 'status',
      label: t('colStatus'),
      type: 'select',
      options: (['PENDING', 'APPROVED', 'REJECTED'] as const).map((s) => ({
        value: s,
        label: t(`status${s}`),
      })),
    },
    { key: 'member', label: t('colUsername'), type: 'text' },
  ];
  return (
    <Page title={t('adjustmentsTitle')}>
      <DataTable<AdjustmentRow>
        endpoint="/bo/v1/adjustments"
        columns={columns}
        filters={filters}
        csv="adjustments"
        rowKey="id"
        refetchInterval={10_000}
        actions={(r) =>
          r.status !== 'PENDING' ? null : own(r) ? (
            <span className="muted">{t('ownRequest')}</span>
          ) : (
            <span className="row row--tight">
              <Button size="lg" variant="success" onClick={() => setAsked({ row: r, decision: 'approve' })}>
                {t('approve')}
              </Button>
              <Button size="lg" variant="danger" onClick={() => setAsked({ row: r, decision: 'reject' })}>
                {t('reject')}
              </Button>
            </span>
          )
        }
      />
      <Confirm
        open={asked !== null}
        title={asked ? t(asked.decision) : ''}
        message={
          asked?.decision === 'approve'
            ? t('confirmApprove', { amount: formatMinor(asked.row.amount), name: asked.row.username })
            : t('confirmReject')
        }
        danger={asked?.decision === 'reject'}
        busy={decide.isPending}
        onConfirm={() => asked && decide.mutate(asked)}
        onCancel={() => setAsked(null)}
      >
        {asked?.decision === 'approve' ? (
          <p>
            <Money minor={asked.row.amount} signed />
          </p>
        ) : null}
        <Field label={t('decisionNote')}>
          <input className="input" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        </Field>
      </Confirm>
    </Page>
  );
}
