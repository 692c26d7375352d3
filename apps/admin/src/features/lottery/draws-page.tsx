import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  DataTable,
  Field,
  Modal,
  Money,
  Page,
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
import type { DrawRow } from './api';
import { messages } from './messages';

const ENDPOINT = '/bo/v1/lottery/draws';
const short = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`;

/** Draw history: commit hash, revealed seed, result, figures; verify link; void a draw not yet drawn. */
export default function DrawsPage() {
  const t = useT(messages);
  const canManage = useCan('lottery.manage');
  const [voiding, setVoiding] = useState<DrawRow | null>(null);
  const columns: Column<DrawRow>[] = [
    { key: 'gameCode', label: t('colGame'), render: (r) => <span className="mono">{r.gameCode}</span> },
    {
      key: 'numero',
      label: t('colNumero'),
      sortable: true,
      render: (r) => <span className="mono">{r.numero}</span>,
    },
    { key: 'status', label: t('colStatus'), render: (r) => <StatusBadge status={r.status} /> },
    { key: 'drawAt', label: t('colDrawAt'), sortable: true, render: (r) => formatDateTime(r.drawAt) },
    {
      key: 'commitHash',
      label: t('colHash'),
      hideOnMobile: true,
      render: (r) => (
        <span className="mono" title={r.commitHash}>
          {short(r.commitHash)}
        </span>
      ),
    },
    {
      key: 'serverSeed',
      label: t('colSeed'),
      hideOnMobile: true,
      render: (r) =>
        r.serverSeed ? (
          <span className="mono" title={r.serverSeed}>
            {short(r.serverSeed)}
          </span>
        ) : (
          <span className="muted">{t('hidden')}</span>
        ),
    },
    { key: 'winNo', label: t('colResult'), render: (r) => <span className="mono">{r.winNo ?? '—'}</span> },
    { key: 'orders', label: t('colOrders'), align: 'right' },
    { key: 'stake', label: t('colStake'), align: 'right', render: (r) => <Money minor={r.stake} /> },
    { key: 'payout', label: t('colPayout'), align: 'right', render: (r) => <Money minor={r.payout} /> },
  ];
  const filters: Filter[] = [
    { key: 'gameCode', label: t('filterGame'), type: 'text' },
    { key: 'numero', label: t('filterNumero'), type: 'text' },
    {
      key: 'status',
      label: t('filterStatus'),
      type: 'select',
      options: ['OPEN', 'DRAWING', 'SETTLED', 'VOID'].map((s) => ({ value: s, label: s })),
    },
    { key: 'date', label: t('filterDate'), type: 'dateRange', keys: ['from', 'to'] },
  ];
  return (
    <Page title={t('drawsTitle')}>
      <DataTable<DrawRow>
        endpoint={ENDPOINT}
        columns={columns}
        filters={filters}
        csv="lottery-draws"
        rowKey="id"
        defaultSort="-drawAt"
        actions={(r) => (
          <span className="row row--tight">
            {r.winNo ? (
              <a
                className="btn btn--ghost btn--sm"
                href={`/lottery/verify?gameCode=${encodeURIComponent(r.gameCode)}&numero=${encodeURIComponent(r.numero)}`}
                target="_blank"
                rel="noreferrer"
              >
                {t('verify')}
              </a>
            ) : null}
            {canManage && r.status === 'OPEN' ? (
              <Button size="sm" variant="danger" onClick={() => setVoiding(r)}>
                {t('void')}
              </Button>
            ) : null}
          </span>
        )}
      />
      {voiding ? <VoidModal draw={voiding} onClose={() => setVoiding(null)} /> : null}
    </Page>
  );
}

/** Money moves: the numero typed again and a reason before the void is sent. */
function VoidModal({ draw, onClose }: { draw: DrawRow; onClose: () => void }) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const run = useMutation({
    mutationFn: () =>
      api.post<{ refunded: number }>(`${ENDPOINT}/${draw.id}/void`, {
        numero: typed.trim(),
        reason: reason.trim(),
      }),
    onSuccess: (r) => {
      void client.invalidateQueries({ queryKey: listKey(ENDPOINT) });
      toast(t('voided', { n: r.refunded }), 'success');
      onClose();
    },
  });
  const ready = typed.trim() === draw.numero && reason.trim().length > 0;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('voidTitle', { game: draw.gameCode, numero: draw.numero })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="danger" disabled={!ready} busy={run.isPending} onClick={() => run.mutate()}>
            {t('void')}
          </Button>
        </>
      }
    >
      <p className="notice">{t('voidWarning')}</p>
      <p>
        {t('colOrders')}: {draw.orders} · {t('colStake')}: <Money minor={draw.stake} />
      </p>
      <Field label={t('voidType', { numero: draw.numero })}>
        <input
          className="input mono"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
        />
      </Field>
      <Field label={t('voidReason')}>
        <input className="input" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      {run.isError ? (
        <p className="form__error" role="alert">
          {errorText(run.error)}
        </p>
      ) : null}
    </Modal>
  );
}
