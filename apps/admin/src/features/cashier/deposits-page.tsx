import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositRow } from '@portal/contract';
import {
  Button,
  DataTable,
  DecisionButtons,
  DecisionDialog,
  ErrorState,
  Modal,
  Money,
  Page,
  Skeleton,
  StatusBadge,
  listKey,
  useToast,
  type Column,
  type Decision,
  type Filter,
} from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime, formatMinor } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { messages } from './messages';
import { PendingBar } from './pending';
import { usePrivateImage } from '../../components/private-image';

const tones: Record<string, 'ok' | 'warn' | 'danger' | 'neutral'> = {
  PENDING: 'warn',
  SUCCESS: 'ok',
  FAILED: 'danger',
  CANCELLED: 'neutral',
  EXPIRED: 'neutral',
};

/** A receipt picture, fetched with the staff token (usePrivateImage). */
function Receipt({ url }: { url: string }) {
  const t = useT(messages);
  const { src, error } = usePrivateImage(url);
  if (error) return <ErrorState message={error} />;
  if (!src) return <Skeleton />;
  return <img src={src} alt={t('colReceipt')} style={{ maxWidth: '100%', height: 'auto' }} />;
}

/** Deposit orders: filters, the receipt of a manual transfer, and approve or reject a pending manual one. */
export default function DepositsPage() {
  const t = useT(messages);
  const canReview = useCan('deposits.review');
  const client = useQueryClient();
  const toast = useToast();
  const [receipt, setReceipt] = useState<DepositRow | null>(null);
  const [asked, setAsked] = useState<{ row: DepositRow; decision: Decision } | null>(null);
  const decide = useMutation({
    mutationFn: (a: { row: DepositRow; decision: Decision; reason: string }) =>
      api.post(`/bo/v1/deposits/${a.row.id}/decision`, {
        decision: a.decision,
        reason: a.decision === 'reject' ? a.reason || undefined : undefined,
      }),
    onSuccess: () => {
      toast(t('done'), 'success');
      setAsked(null);
      void client.invalidateQueries({ queryKey: listKey('/bo/v1/deposits') });
      void client.invalidateQueries({ queryKey: ['bo', 'cashier', 'pending-count'] });
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
  const columns: Column<DepositRow>[] = [
    { key: 'id', label: t('colId'), sortable: true, render: (r) => <span className="mono">{r.id}</span> },
    {
      key: 'username',
      label: t('colMember'),
      render: (r) => <Link to={`/members/${r.memberId}`}>{r.username}</Link>,
    },
    { key: 'channel', label: t('colChannel'), hideOnMobile: true },
    { key: 'method', label: t('colMethod'), render: (r) => t(`method${r.method}`) },
    {
      key: 'amount',
      label: t('colAmount'),
      sortable: true,
      align: 'right',
      render: (r) => <Money minor={r.amount} />,
    },
    {
      key: 'fee',
      label: t('colFee'),
      align: 'right',
      hideOnMobile: true,
      render: (r) => <Money minor={r.fee} />,
    },
    {
      key: 'rebate',
      label: t('colRebate'),
      align: 'right',
      hideOnMobile: true,
      render: (r) => <Money minor={r.rebate} />,
    },
    {
      key: 'status',
      label: t('colStatus'),
      render: (r) => <StatusBadge status={r.status} tone={tones[r.status]} label={t(`status${r.status}`)} />,
    },
    { key: 'referenceNo', label: t('colReference'), hideOnMobile: true, render: (r) => r.referenceNo ?? '' },
    {
      key: 'receiptUrl',
      label: t('colReceipt'),
      render: (r) =>
        r.receiptUrl ? (
          <Button
            size="sm"
            onClick={(e) => {
              e.stopPropagation();
              setReceipt(r);
            }}
          >
            {t('viewReceipt')}
          </Button>
        ) : (
          ''
        ),
    },
    {
      key: 'createdAt',
      label: t('colCreated'),
      sortable: true,
      render: (r) => <span className="nowrap">{formatDateTime(r.createdAt)}</span>,
    },
    { key: 'decidedBy', label: t('colDecidedBy'), hideOnMobile: true, render: (r) => r.decidedBy ?? '' },
    { key: 'rejectReason', label: t('colReason'), hideOnMobile: true, render: (r) => r.rejectReason ?? '' },
  ];
  const filters: Filter[] = [
    {
      key: 'status',
      label: t('filterStatus'),
      type: 'select',
      options: (['PENDING', 'SUCCESS', 'FAILED', 'CANCELLED', 'EXPIRED'] as const).map((s) => ({
        value: s,
        label: t(`status${s}`),
      })),
    },
    {
      key: 'method',
      label: t('filterMethod'),
      type: 'select',
      options: (['MT', 'PG'] as const).map((m) => ({ value: m, label: t(`method${m}`) })),
    },
    { key: 'channel', label: t('filterChannel'), type: 'text' },
    { key: 'member', label: t('filterMember'), type: 'text' },
    { key: 'date', label: t('filterDate'), type: 'dateRange', keys: ['from', 'to'] },
  ];
  const amountText = asked ? formatMinor(asked.row.amount) : '';
  const labels = { approve: t('approve'), reject: t('reject'), reasonLabel: t('reasonOptional') };
  return (
    <Page title={t('depositsTitle')}>
      <PendingBar />
      <DataTable<DepositRow>
        endpoint="/bo/v1/deposits"
        columns={columns}
        filters={filters}
        csv="deposits"
        rowKey="id"
        refetchInterval={10_000}
        actions={(r) =>
          r.status === 'PENDING' && r.method === 'MT' && canReview ? (
            <DecisionButtons id={r.id} labels={labels} onAsk={(decision) => setAsked({ row: r, decision })} />
          ) : null
        }
      />
      <Modal
        open={receipt !== null}
        onClose={() => setReceipt(null)}
        title={t('receiptTitle', { id: receipt?.id ?? '' })}
        size="lg"
      >
        {receipt?.receiptUrl ? <Receipt url={receipt.receiptUrl} /> : null}
      </Modal>
      <DecisionDialog
        decision={asked?.decision ?? null}
        labels={labels}
        reason="optional"
        busy={decide.isPending}
        onClose={() => setAsked(null)}
        onConfirm={(reason) => asked && decide.mutate({ ...asked, reason })}
      >
        {asked ? (
          <>
            <p>
              {asked.decision === 'approve'
                ? t('approveDeposit', { amount: amountText, name: asked.row.username })
                : t('rejectDeposit', { amount: amountText, name: asked.row.username })}
            </p>
            {asked.row.receiptUrl ? <Receipt url={asked.row.receiptUrl} /> : null}
          </>
        ) : null}
      </DecisionDialog>
    </Page>
  );
}
