import { useNavigate } from 'react-router';
import type { MemberRow } from '@portal/contract';
import { Badge, DataTable, Money, Page, StatusBadge, type Column, type Filter } from '../../components';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { messages } from './messages';
import { statusTone } from './status';

/** Member search: account, mobile, email, IP, agent, label, status; paging, sorting and CSV. */
export default function MembersPage() {
  const t = useT(messages);
  const navigate = useNavigate();
  const columns: Column<MemberRow>[] = [
    { key: 'id', label: t('colId'), sortable: true, render: (r) => <span className="mono">{r.id}</span> },
    { key: 'username', label: t('colUsername'), sortable: true },
    { key: 'nickname', label: t('colNickname'), hideOnMobile: true, render: (r) => r.nickname ?? '—' },
    {
      key: 'status',
      label: t('colStatus'),
      render: (r) => (
        <span className="row row--tight">
          <StatusBadge status={r.status} tone={statusTone(r.status)} label={t(`status${r.status}`)} />
          {r.bettingFrozen ? <Badge tone="warn">{t('frozen')}</Badge> : null}
        </span>
      ),
    },
    { key: 'mobile', label: t('colMobile'), hideOnMobile: true, render: (r) => r.mobile ?? '—' },
    { key: 'email', label: t('colEmail'), hideOnMobile: true, render: (r) => r.email ?? '—' },
    { key: 'agent', label: t('colAgent'), hideOnMobile: true, render: (r) => r.agent ?? '—' },
    {
      key: 'labels',
      label: t('colLabels'),
      render: (r) => (
        <span className="row row--tight">
          {r.labels.map((l) => (
            <Badge key={l} tone="info">
              {l}
            </Badge>
          ))}
        </span>
      ),
    },
    {
      key: 'cash',
      label: t('colCash'),
      sortable: true,
      align: 'right',
      render: (r) => <Money minor={r.cash} />,
    },
    {
      key: 'createdAt',
      label: t('colCreated'),
      sortable: true,
      hideOnMobile: true,
      render: (r) => <span className="nowrap">{formatDateTime(r.createdAt)}</span>,
    },
    {
      key: 'lastLoginAt',
      label: t('colLastLogin'),
      sortable: true,
      hideOnMobile: true,
      render: (r) => <span className="nowrap">{formatDateTime(r.lastLoginAt)}</span>,
    },
  ];
  const filters: Filter[] = [
    { key: 'account', label: t('filterAccount'), type: 'text' },
    { key: 'mobile', label: t('filterMobile'), type: 'text' },
    { key: 'email', label: t('filterEmail'), type: 'text' },
    { key: 'ip', label: t('filterIp'), type: 'text' },
    { key: 'agent', label: t('filterAgent'), type: 'text' },
    { key: 'label', label: t('filterLabel'), type: 'text' },
    {
      key: 'status',
      label: t('filterStatus'),
      type: 'select',
      options: (['ACTIVE', 'LOCKED', 'DISABLED', 'FROZEN'] as const).map((s) => ({
        value: s,
        label: t(`status${s}`),
      })),
    },
    { key: 'registered', label: t('filterRegistered'), type: 'dateRange', keys: ['from', 'to'] },
  ];
  return (
    <Page title={t('membersTitle')}>
      <DataTable<MemberRow>
        endpoint="/bo/v1/members"
        columns={columns}
        filters={filters}
        csv="members"
        rowKey={(r) => String(r.id)}
        onRowClick={(r) => void navigate(`/members/${r.id}`)}
      />
    </Page>
  );
}
