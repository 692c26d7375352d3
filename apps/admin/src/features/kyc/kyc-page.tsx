import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KYC_MIN_AGES, KYC_REASON_MAX, type BoKycRow, type KycPolicy } from '@portal/contract';
import {
  Button,
  Card,
  CheckField,
  DataTable,
  DecisionButtons,
  DecisionDialog,
  Field,
  Modal,
  Page,
  PrivateImage,
  QueryView,
  SelectField,
  StatusBadge,
  listKey,
  useToast,
  type Column,
  type Decision,
  type Filter,
} from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

const ENDPOINT = '/bo/v1/kyc';
const POLICY = '/bo/v1/kyc/policy';

/** Identity verification (decision 0065): the gates, and the review queue (pending first) with documents. */
export default function KycPage() {
  const t = useT(messages);
  const [open, setOpen] = useState<BoKycRow | null>(null);
  const columns: Column<BoKycRow>[] = [
    { key: 'submitTime', label: t('time'), render: (r) => formatDateTime(r.submitTime) },
    { key: 'username', label: t('member') },
    {
      key: 'status',
      label: t('status'),
      render: (r) => <StatusBadge status={r.status} label={t(r.status)} />,
    },
    { key: 'documentType', label: t('document'), render: (r) => t(r.documentType), hideOnMobile: true },
    { key: 'fullName', label: t('name'), hideOnMobile: true },
    { key: 'age', label: t('age'), align: 'right', hideOnMobile: true },
  ];
  const filters: Filter[] = [
    {
      key: 'status',
      type: 'select',
      label: t('status'),
      options: (['PENDING', 'APPROVED', 'REJECTED'] as const).map((s) => ({ value: s, label: t(s) })),
    },
    { key: 'username', type: 'text', label: t('member') },
  ];
  return (
    <Page title={t('title')}>
      <PolicyCard />
      <Card title={t('queue')}>
        <DataTable<BoKycRow>
          endpoint={ENDPOINT}
          columns={columns}
          filters={filters}
          rowKey={(r) => String(r.id)}
          onRowClick={setOpen}
          actions={[{ label: t('open'), icon: 'list', onClick: setOpen }]}
          emptyText={t('empty')}
          refetchInterval={30_000}
        />
      </Card>
      {open && <KycDetail row={open} onClose={() => setOpen(null)} />}
    </Page>
  );
}

function KycDetail({ row, onClose }: { row: BoKycRow; onClose: () => void }) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const canReview = useCan('kyc.review');
  const [decision, setDecision] = useState<Decision | null>(null);
  const decide = useMutation({
    mutationFn: ({ d, reason }: { d: Decision; reason: string }) =>
      d === 'approve'
        ? api.post(`${ENDPOINT}/${row.id}/approve`)
        : api.post(`${ENDPOINT}/${row.id}/reject`, { reason }),
    onSuccess: (_v, { d }) => {
      toast(t(d === 'approve' ? 'approved' : 'rejected'), 'success');
      void client.invalidateQueries({ queryKey: listKey(ENDPOINT) });
      setDecision(null);
      onClose();
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
  return (
    <Modal open onClose={onClose} size="lg" title={`${row.username} · ${t(row.documentType)}`}>
      <div className="form">
        <dl className="grid" style={{ margin: 0 }}>
          {(
            [
              ['status', <StatusBadge key="s" status={row.status} label={t(row.status)} />],
              ['number', row.documentNumber],
              ['name', row.fullName],
              ['birth', `${row.birthDate} (${t('years', { n: row.age })})`],
              ['time', formatDateTime(row.submitTime)],
              ...(row.reviewer
                ? ([['reviewer', `${row.reviewer} · ${formatDateTime(row.reviewTime)}`]] as const)
                : []),
              ...(row.rejectReason ? ([['rejectReason', row.rejectReason]] as const) : []),
            ] as const
          ).map(([key, value]) => (
            <div key={key}>
              <dt style={{ opacity: 0.7, fontSize: '0.8125rem' }}>{t(key)}</dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="row" style={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          {row.images.map((side) => (
            <Field key={side} label={t(side)}>
              <PrivateImage path={`${ENDPOINT}/${row.id}/images/${side}`} alt={t(side)} />
            </Field>
          ))}
        </div>
        {canReview && row.status === 'PENDING' && (
          <DecisionButtons
            id={row.id}
            prefix="kyc-"
            wrap
            labels={{ approve: t('approve'), reject: t('reject') }}
            onAsk={setDecision}
          />
        )}
      </div>
      <DecisionDialog
        decision={decision}
        labels={{
          approve: t('approve'),
          reject: t('reject'),
          reasonLabel: t('reason'),
          reasonMissing: t('reasonMissing'),
        }}
        busy={decide.isPending}
        maxLength={KYC_REASON_MAX}
        onClose={() => setDecision(null)}
        onConfirm={(reason) => decision && decide.mutate({ d: decision, reason })}
      >
        {t(decision === 'approve' ? 'confirmApprove' : 'confirmReject', { name: row.fullName })}
      </DecisionDialog>
    </Modal>
  );
}

function PolicyCard() {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const canEdit = useCan('settings.manage');
  const query = useQuery({ queryKey: ['bo', 'kyc-policy'], queryFn: () => api.get<KycPolicy>(POLICY) });
  const [draft, setDraft] = useState<KycPolicy | null>(null);
  const save = useMutation({
    mutationFn: (p: KycPolicy) => api.post<KycPolicy>(POLICY, p),
    onSuccess: (p) => {
      toast(t('saved'), 'success');
      client.setQueryData(['bo', 'kyc-policy'], p);
      setDraft(null);
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
  return (
    <Card title={t('policy')}>
      <QueryView query={query}>
        {(saved) => {
          const p = draft ?? saved;
          const set = (patch: Partial<KycPolicy>) => setDraft({ ...p, ...patch });
          const gate = (key: keyof KycPolicy['gates'], label: string) => (
            <CheckField
              name={`gate-${key}`}
              checked={p.gates[key]}
              onChange={(on) => canEdit && set({ gates: { ...p.gates, [key]: on } })}
            >
              {label}
            </CheckField>
          );
          return (
            <form
              className="form"
              onSubmit={(e) => {
                e.preventDefault();
                save.mutate(p);
              }}
            >
              <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }} className="form">
                {gate('deposit', t('gateDeposit'))}
                {gate('withdrawal', t('gateWithdrawal'))}
                {gate('promotion', t('gatePromotion'))}
                <CheckField
                  name="selfie"
                  checked={p.selfieRequired}
                  onChange={(on) => set({ selfieRequired: on })}
                >
                  {t('selfie')}
                </CheckField>
                <CheckField name="back" checked={p.backRequired} onChange={(on) => set({ backRequired: on })}>
                  {t('back')}
                </CheckField>
                <SelectField
                  label={t('minAge')}
                  value={String(p.minAge)}
                  options={KYC_MIN_AGES.map(String)}
                  optionLabel={(o) => t('years', { n: o })}
                  onChange={(v) => set({ minAge: Number(v) })}
                />
              </fieldset>
              {canEdit && (
                <div className="row">
                  <Button type="submit" variant="primary" disabled={save.isPending || draft === null}>
                    {t('save')}
                  </Button>
                </div>
              )}
            </form>
          );
        }}
      </QueryView>
    </Card>
  );
}
