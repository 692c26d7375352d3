import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalRow } from '@portal/contract';
import {
  Badge,
  DataTable,
  DecisionButtons,
  DecisionDialog,
  Money,
  Page,
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

const tones: Record<string, 'ok' | 'warn' | 'danger'> = {
  PENDING: 'warn',
  APPROVED: 'ok',
  REJECTED: 'danger',
};

/** The risk hints of an order as badges (computed on the server). */
export function RiskHints({ row }: { row: WithdrawalRow }) {
  const t = useT(messages);
  const h = row.hints;
  if (!h) return null;
  return (
    <span className="row row--tight" data-testid="risk-hints">
      {h.turnoverMet === true ? <Badge tone="ok">{t('hintTurnoverMet')}</Badge> : null}
      {h.turnoverMet === false ? (
        <Badge tone="danger">
          {t('hintTurnoverNotMet', { amount: formatMinor(h.turnoverRemaining ?? '0') })}
        </Badge>
      ) : null}
      {h.firstWithdrawal ? <Badge tone="info">{t('hintFirst')}</Badge> : null}
      {h.sharedIpMembers > 0 ? (
        <Badge tone="warn">{t('hintSharedIp', { n: h.sharedIpMembers })}</Badge>
      ) : null}
      {h.cardChangedRecently ? <Badge tone="warn">{t('hintCard')}</Badge> : null}
    </span>
  );
}

/**
 * The withdrawal queue, pending first; usable on a phone: big approve and reject buttons, a reason is
 * required to reject (the member reads it), and a confirmation before any money moves.
 */
export default function WithdrawalsPage() {
  const t = useT(messages);
  const canReview = useCan('withdrawals.review');
  const client = useQueryClient();
  const toast = useToast();
  const [asked, setAsked] = useState<{ row: WithdrawalRow; decision: Decision } | null>(null);
  const decide = useMutation({
    mutationFn: (a: { row: WithdrawalRow; decision: Decision; reason: string }) =>
      api.post(`/bo/v1/withdrawals/${a.row.id}/decision`, {
        decision: a.decision,
        ...(a.decision === 'reject' ? { reason: a.reason } : {}),
      }),
    onSuccess: () => {
      toast(t('done'), 'success');
      setAsked(null);
      void client.invalidateQueries({ queryKey: listKey('/bo/v1/withdrawals') });
      void client.invalidateQueries({ queryKey: ['bo', 'cashier', 'pending-count'] });
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
  const labels = {
    approve: t('approve'),
    reject: t('reject'),
    reasonLabel: t('reasonRequired'),
    reasonMissing: t('reasonMissing'),
  };
  const columns: Column<WithdrawalRow>[] = [
    { key: 'id', label: t('colId'), sortable: true, render: (r) => <span className="mono">{r.id}</span> },
    {
      key: 'username',
      label: t('colMember'),
      render: (r) => <Link to={`/members/${r.memberId}`}>{r.username}</Link>,
    },
    {
      key: 'amount',
      label: t('colAmount'),
      sortable: true,
      align: 'right',
      render: (r) => <Money minor={r.amount} />,
    },
    {
      key: 'status',
      label: t('colStatus'),
      render: (r) => <StatusBadge status={r.status} tone={tones[r.status]} label={t(`status${r.status}`)} />,
    },
    { key: 'hints', label: t('colHints'), render: (r) => <RiskHints row={r} /> },
    {
      key: 'bankName',
      label: t('colBank'),
      hideOnMobile: true,
      render: (r) => `${r.bankName} ${r.accountNumber} · ${r.payeeName}`,
    },
    {
      key: 'createdAt',
      label: t('colCreated'),
      sortable: true,
      render: (r) => <span className="nowrap">{formatDateTime(r.createdAt)}</span>,
    },
    { key: 'decidedBy', label: t('colDecidedBy'), hideOnMobile: true, render: (r) => r.decidedBy ?? '—' },
    { key: 'rejectReason', label: t('colReason'), hideOnMobile: true, render: (r) => r.rejectReason ?? '' },
  ];
  const filters: Filter[] = [
    {
      key: 'status',
      label: t('filterStatus'),
      type: 'select',
      options: (['PENDING', 'APPROVED', 'REJECTED'] as const).map((s) => ({
        value: s,
        label: t(`status${s}`),
      })),
    },
    { key: 'member', label: t('filterMember'), type: 'text' },
    { key: 'date', label: t('filterDate'), type: 'dateRange', keys: ['from', 'to'] },
  ];
  const amountText = asked ? formatMinor(asked.row.amount) : '';
  return (
    <Page title={t('withdrawalsTitle')}>
      <PendingBar />
      <DataTable<WithdrawalRow>
        endpoint="/bo/v1/withdrawals"
        columns={columns}
        filters={filters}
        csv="withdrawals"
        rowKey="id"
        refetchInterval={10_000}
        actions={(r) =>
          r.status === 'PENDING' && canReview ? (
            <DecisionButtons id={r.id} labels={labels} onAsk={(decision) => setAsked({ row: r, decision })} />
          ) : null
        }
      />
      <DecisionDialog
        decision={asked?.decision ?? null}
        labels={labels}
        busy={decide.isPending}
        onClose={() => setAsked(null)}
        onConfirm={(reason) => asked && decide.mutate({ ...asked, reason })}
      >
        {asked ? (
          <>
            <p>
              {asked.decision === 'approve'
                ? t('approveWithdrawal', { amount: amountText, name: asked.row.username })
                : t('rejectWithdrawal', { amount: amountText, name: asked.row.username })}
            </p>
            <RiskHints row={asked.row} />
          </>
        ) : null}
      </DecisionDialog>
    </Page>
  );
}
