import { DataTable, Page, StatusBadge, type Column, type Filter } from '../../components';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

interface CallbackRow {
  id: string;
  channel: string;
  orderId: string | null;
  ip: string;
  signature: string;
  body: string;
  outcome: number;
  errorCode: string | null;
  orderStatus: string | null;
  receivedAt: string;
}

/** Every payment callback received (the sandbox PSP's included), valid or refused. */
export default function CallbacksPage() {
  const t = useT(messages);
  const columns: Column<CallbackRow>[] = [
    { key: 'id', label: '#', sortable: true, render: (r) => <span className="mono">{r.id}</span> },
    {
      key: 'receivedAt',
      label: t('colTime'),
      render: (r) => <span className="nowrap">{formatDateTime(r.receivedAt)}</span>,
    },
    { key: 'channel', label: t('colChannel') },
    { key: 'orderId', label: t('colOrder'), render: (r) => <span className="mono">{r.orderId ?? '—'}</span> },
    {
      key: 'outcome',
      label: t('colOutcome'),
      render: (r) => (
        <StatusBadge
          status={r.outcome === 200 ? 'SUCCESS' : 'FAILED'}
          tone={r.outcome === 200 ? 'ok' : 'danger'}
          label={`${r.outcome}${r.orderStatus ? ` ${r.orderStatus}` : ''}`}
        />
      ),
    },
    {
      key: 'errorCode',
      label: t('colError'),
      render: (r) => <span className="mono">{r.errorCode ?? ''}</span>,
    },
    { key: 'ip', label: t('colIp'), hideOnMobile: true, render: (r) => <span className="mono">{r.ip}</span> },
    {
      key: 'body',
      label: t('colBody'),
      hideOnMobile: true,
      render: (r) => (
        <span className="mono ellipsis" title={r.body}>
          {r.body}
        </span>
      ),
    },
  ];
  const filters: Filter[] = [
    { key: 'channel', label: t('filterChannel'), type: 'text' },
    { key: 'orderId', label: t('colOrder'), type: 'text' },
    {
      key: 'outcome',
      label: t('filterOutcome'),
      type: 'select',
      options: [
        { value: 'ok', label: t('outcomeOk') },
        { value: 'refused', label: t('outcomeRefused') },
      ],
    },
    { key: 'date', label: t('filterDate'), type: 'dateRange', keys: ['from', 'to'] },
  ];
  return (
    <Page title={t('callbacksTitle')}>
      <DataTable<CallbackRow>
        endpoint="/bo/v1/payments/callbacks"
        columns={columns}
        filters={filters}
        csv="payment-callbacks"
        rowKey="id"
      />
    </Page>
  );
}
