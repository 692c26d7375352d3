import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoIssuedReward, ManualBonusInput } from '@portal/contract';
import {
  Badge,
  Button,
  Card,
  DecisionButtons,
  DecisionDialog,
  EmptyState,
  ErrorState,
  Field,
  LocalizedFields,
  NumberField,
  Page,
  RecordTable,
  Skeleton,
  useRecords,
  useToast,
  type Decision,
} from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan, useMe } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { getLang, pickLocalName, useT } from '../../lib/i18n';
import { messages } from './messages';
import { useStaffLive } from '../../lib/staff-live';

const key = ['bo', 'manual-bonuses'] as const;
type Draft = {
  usernames: string;
  amount: number;
  pointAmount: number;
  turnoverMultiple: number;
  name: { TW: string; EN?: string; VI?: string };
  expiryDays: number;
};
const blank: Draft = {
  usernames: '',
  amount: 0,
  pointAmount: 0,
  turnoverMultiple: 1,
  name: { TW: '' },
  expiryDays: 7,
};
const tones = {
  PENDING: 'warn',
  ISSUED: 'info',
  CLAIMED: 'ok',
  REJECTED: 'danger',
  EXPIRED: 'neutral',
} as const;

/** Manual bonuses: the issue form, the threshold, pending approvals (two-person rule) and the history. */
export default function ManualBonusPage() {
  const t = useT(messages);
  const canManage = useCan('rewards.manage');
  const me = useMe().data;
  const toast = useToast();
  const client = useQueryClient();
  const [asked, setAsked] = useState<{ row: BoIssuedReward; decision: Decision } | null>(null);
  const list = useRecords<BoIssuedReward>(key, '/bo/v1/manual-bonuses');
  // Another staff member's request or decision (decision 0046): the list at once, and a word on a new one.
  useStaffLive((event) => {
    if (event.queue !== 'manual-bonuses') return;
    void client.invalidateQueries({ queryKey: key });
    if (event.change === 'new') toast(t('pendingArrived'), 'info');
  });
  const decide = useMutation({
    mutationFn: (v: { row: BoIssuedReward; decision: Decision; reason: string }) =>
      v.decision === 'approve'
        ? api.post(`/bo/v1/manual-bonuses/${v.row.id}/approve`)
        : api.post(`/bo/v1/manual-bonuses/${v.row.id}/reject`, { reason: v.reason }),
    onSuccess: () => {
      setAsked(null);
      toast(t('saved'), 'success');
    },
    onError: (e) => toast(errorText(e), 'error'),
    onSettled: () => void client.invalidateQueries({ queryKey: key }),
  });
  const labels = {
    approve: t('approve'),
    reject: t('reject'),
    reasonLabel: t('reasonRequired'),
    reasonMissing: t('reasonMissing'),
  };
  const pending = (list.data ?? []).filter((r) => r.status === 'PENDING');
  return (
    <Page title={t('title')}>
      {canManage && <IssueForm />}
      <Card title={t('pending')}>
        {list.isPending ? (
          <Skeleton lines={3} />
        ) : list.isError ? (
          <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />
        ) : pending.length === 0 ? (
          <EmptyState>{t('empty')}</EmptyState>
        ) : (
          <div style={{ display: 'grid', gap: 12 }}>
            {pending.map((r) => (
              <Card key={r.id} title={`#${r.id} · ${r.username} · ${r.amount}`}>
                <dl className="facts" data-testid={`manual-pending-${r.id}`}>
                  <dt>{t('points')}</dt>
                  <dd>{r.pointAmount}</dd>
                  <dt>{t('nameShort')}</dt>
                  <dd>{pickLocalName(r.name, getLang())}</dd>
                  <dt>{t('createdBy')}</dt>
                  <dd>{r.createdBy}</dd>
                  <dt>{t('created')}</dt>
                  <dd>{formatDateTime(r.createdAt)}</dd>
                </dl>
                {canManage &&
                  (r.createdBy === me?.username ? (
                    <p className="muted">{t('ownRequest')}</p>
                  ) : (
                    <div style={{ marginTop: 12 }}>
                      <DecisionButtons
                        wrap
                        id={r.id}
                        prefix="manual-"
                        labels={labels}
                        onAsk={(decision) => setAsked({ row: r, decision })}
                      />
                    </div>
                  ))}
              </Card>
            ))}
          </div>
        )}
      </Card>
      <Card title={t('history')}>
        {list.data && list.data.length > 0 ? (
          <RecordTable
            rows={list.data}
            rowKey={(r) => r.id}
            columns={[
              { key: 'created', label: t('created'), render: (r) => formatDateTime(r.createdAt) },
              { key: 'member', label: t('member'), render: (r) => r.username },
              { key: 'name', label: t('nameShort'), render: (r) => r.name.TW },
              { key: 'amount', label: t('amount'), render: (r) => r.amount },
              { key: 'points', label: t('points'), render: (r) => r.pointAmount },
              {
                key: 'status',
                label: t('status'),
                render: (r) => <Badge tone={tones[r.status]}>{t(r.status)}</Badge>,
              },
              { key: 'createdBy', label: t('createdBy'), render: (r) => r.createdBy },
              { key: 'decidedBy', label: t('decidedBy'), render: (r) => r.decidedBy },
              {
                key: 'expires',
                label: t('expires'),
                render: (r) => (r.expiresAt ? formatDateTime(r.expiresAt) : ''),
              },
              { key: 'reason', label: t('reason'), render: (r) => r.reason },
            ]}
          />
        ) : (
          !list.isPending && <EmptyState>{t('empty')}</EmptyState>
        )}
      </Card>
      <DecisionDialog
        decision={asked?.decision ?? null}
        labels={labels}
        busy={decide.isPending}
        onClose={() => setAsked(null)}
        onConfirm={(reason) => asked && decide.mutate({ ...asked, reason })}
      >
        {asked ? (
          <p>
            {asked.decision === 'approve'
              ? t('confirmApprove', { name: asked.row.username, amount: asked.row.amount })
              : t('confirmReject', { name: asked.row.username })}
          </p>
        ) : null}
      </DecisionDialog>
    </Page>
  );
}

function IssueForm() {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const [d, setD] = useState<Draft>(blank);
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const num = (v: string) => (v === '' ? 0 : Number(v));
  const settings = useQuery({
    queryKey: [...key, 'settings'],
    queryFn: ({ signal }) =>
      api.get<{ approvalThreshold: number }>('/bo/v1/manual-bonuses/settings', undefined, { signal }),
  });
  const [threshold, setThreshold] = useState<number | null>(null);
  const saveThreshold = useMutation({
    mutationFn: () =>
      api.put('/bo/v1/manual-bonuses/settings', {
        approvalThreshold: threshold ?? settings.data?.approvalThreshold ?? 0,
      }),
    onSuccess: () => {
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: [...key, 'settings'] });
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
  const issue = useMutation({
    mutationFn: () => {
      const body: ManualBonusInput = {
        ...d,
        usernames: d.usernames
          .split(/[\s,]+/)
          .map((x) => x.trim())
          .filter(Boolean),
      };
      return api.post<BoIssuedReward[]>('/bo/v1/manual-bonuses', body);
    },
    onSuccess: (rows) => {
      const waiting = rows.filter((r) => r.status === 'PENDING').length;
      toast(waiting ? t('pendingCreated', { n: waiting }) : t('issued', { n: rows.length }), 'success');
      setD(blank);
    },
    onError: (e) => toast(errorText(e), 'error'),
    onSettled: () => void client.invalidateQueries({ queryKey: key }),
  });
  return (
    <Card title={t('issue')}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          issue.mutate();
        }}
      >
        <Field label={t('usernames')}>
          <textarea
            className="input"
            rows={2}
            name="usernames"
            value={d.usernames}
            onChange={(e) => set({ usernames: e.target.value })}
          />
        </Field>
        <div className="grid">
          <NumberField
            label={t('amount')}
            name="amount"
            min={0}
            step={0.01}
            value={d.amount}
            onChange={(amount) => set({ amount })}
          />
          <NumberField
            label={t('points')}
            min={0}
            step={1}
            value={d.pointAmount}
            onChange={(pointAmount) => set({ pointAmount })}
          />
          <NumberField
            label={t('turnover')}
            min={0}
            max={100}
            value={d.turnoverMultiple}
            onChange={(turnoverMultiple) => set({ turnoverMultiple })}
          />
          <NumberField
            label={t('expiryDays')}
            min={1}
            max={365}
            value={d.expiryDays}
            onChange={(expiryDays) => set({ expiryDays })}
          />
        </div>
        <LocalizedFields
          value={d.name}
          onChange={(name) => set({ name })}
          label={(l) => t(`name${l}`)}
          name={(l) => `name${l}`}
        />
        <div className="row">
          <Button type="submit" variant="primary" busy={issue.isPending} data-testid="manual-issue">
            {t('submit')}
          </Button>
        </div>
      </form>
      <div className="row" style={{ marginTop: 12, alignItems: 'flex-end' }}>
        <Field label={t('threshold')}>
          <input
            className="input"
            type="number"
            min={0}
            step={0.01}
            value={threshold ?? settings.data?.approvalThreshold ?? ''}
            onChange={(e) => setThreshold(num(e.target.value))}
          />
        </Field>
        <Button busy={saveThreshold.isPending} onClick={() => saveThreshold.mutate()}>
          {t('saveThreshold')}
        </Button>
      </div>
    </Card>
  );
}
