import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Button, DataTable, Modal, Page, StatusBadge, type Column, type Filter } from '../../components';
import { api, errorText } from '../../lib/api';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import type { AuditRow } from './api';
import { diffFields } from './diff';
import { messages } from './messages';

/** The audit log: who did what to which target, from where; each row's before/after; the chain's check. */
export default function AuditPage() {
  const t = useT(messages);
  const [diff, setDiff] = useState<AuditRow | null>(null);
  const [, setParams] = useSearchParams();
  const verify = useMutation({
    mutationFn: () =>
      api.get<{ ok: boolean; checked: number; brokenAt: string | null }>('/bo/v1/audit/verify'),
  });
  const broken = verify.data && !verify.data.ok ? verify.data.brokenAt : null;

  const columns: Column<AuditRow>[] = [
    {
      key: 'id',
      label: '#',
      sortable: true,
      render: (r) => <span className={`mono${r.id === broken ? ' broken' : ''}`}>{r.id}</span>,
    },
    { key: 'at', label: t('colTime'), render: (r) => <span className="nowrap">{formatDateTime(r.at)}</span> },
    { key: 'staffUsername', label: t('colStaff'), render: (r) => r.staffUsername ?? '—' },
    {
      key: 'action',
      label: t('colAction'),
      render: (r) => (
        <span className="row row--tight">
          <span className="mono">{r.action}</span>
          {r.outcome >= 400 ? <StatusBadge status="REJECTED" label={String(r.outcome)} /> : null}
        </span>
      ),
    },
    { key: 'target', label: t('colTarget'), render: (r) => <span className="mono">{r.target ?? '—'}</span> },
    { key: 'ip', label: t('colIp'), render: (r) => <span className="mono">{r.ip}</span> },
    {
      key: 'userAgent',
      label: t('colUserAgent'),
      hideOnMobile: true,
      render: (r) => (
        <span className="ellipsis" title={r.userAgent}>
          {r.userAgent}
        </span>
      ),
    },
  ];
  const filters: Filter[] = [
    { key: 'id', label: t('filterRow'), type: 'text' },
    { key: 'staff', label: t('filterStaff'), type: 'text' },
    { key: 'action', label: t('filterAction'), type: 'text' },
    { key: 'target', label: t('filterTarget'), type: 'text' },
    { key: 'date', label: t('filterDate'), type: 'dateRange', keys: ['from', 'to'] },
  ];

  return (
    <Page
      title={t('auditTitle')}
      actions={
        <Button icon="shield" busy={verify.isPending} onClick={() => verify.mutate()}>
          {t('verifyChain')}
        </Button>
      }
    >
      {verify.data ? (
        <p className={verify.data.ok ? 'notice notice--ok' : 'form__error'} role="status">
          {verify.data.ok
            ? t('verifyOk', { n: formatNumber(verify.data.checked) })
            : t('verifyBroken', {
                at: `#${verify.data.brokenAt ?? '?'}`,
                n: formatNumber(verify.data.checked),
              })}{' '}
          {broken ? (
            // The table's filter in the URL: the broken row alone, whatever page it was on.
            <Button size="sm" onClick={() => setParams({ id: broken })}>
              {t('showBrokenRow')}
            </Button>
          ) : null}
        </p>
      ) : verify.isError ? (
        <p className="form__error" role="alert">
          {errorText(verify.error)}
        </p>
      ) : null}
      <DataTable<AuditRow>
        endpoint="/bo/v1/audit"
        columns={columns}
        filters={filters}
        csv="audit-log"
        rowKey="id"
        rowClassName={(r) => (r.id === broken ? 'dt__row--alert' : undefined)}
        onRowClick={setDiff}
        actions={[{ label: t('showDiff'), onClick: setDiff }]}
      />
      <Modal
        open={diff !== null}
        onClose={() => setDiff(null)}
        title={t('diffTitle', { action: diff?.action ?? '' })}
        size="lg"
      >
        {diff ? <AuditDiff row={diff} /> : null}
      </Modal>
    </Page>
  );
}

/** The fields that differ between before and after, then both whole. */
function AuditDiff({ row }: { row: AuditRow }) {
  const t = useT(messages);
  const changes = diffFields(row.before, row.after);
  return (
    <>
      <dl className="facts">
        <dt>{t('colTime')}</dt>
        <dd>{formatDateTime(row.at)}</dd>
        <dt>{t('colStaff')}</dt>
        <dd>{row.staffUsername ?? '—'}</dd>
        <dt>{t('colTarget')}</dt>
        <dd className="mono">{row.target ?? '—'}</dd>
        <dt>{t('colIp')}</dt>
        <dd className="mono">{row.ip}</dd>
        <dt>{t('colUserAgent')}</dt>
        <dd className="break">{row.userAgent}</dd>
        <dt>hash</dt>
        <dd className="mono break">{row.hash}</dd>
      </dl>
      {changes.length === 0 ? (
        <p className="muted">{t('noChange')}</p>
      ) : (
        <div className="diff-scroll">
          <table className="diff">
            <thead>
              <tr>
                <th>{t('field')}</th>
                <th>{t('before')}</th>
                <th>{t('after')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((c) => (
                <tr key={c.path}>
                  <th className="mono">{c.path}</th>
                  <td className="diff__before mono">{show(c.before)}</td>
                  <td className="diff__after mono">{show(c.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

const show = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v));
