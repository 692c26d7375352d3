import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoApplicationRow, BoPromotionRow, PromotionSettingsEdit } from '@portal/contract';
import {
  Button,
  Card,
  type Decision,
  DecisionButtons,
  DecisionDialog,
  EmptyState,
  ErrorState,
  Field,
  Modal,
  Money,
  Page,
  QueryView,
  Skeleton,
  StatusBadge,
  Tabs,
  useToast,
  PrivateImage,
} from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime, formatMinor, minorToInput } from '../../lib/format';
import { getLang, pickLocalName, useT } from '../../lib/i18n';
import { messages } from './messages';

type Status = 'PENDING' | 'APPROVED' | 'REJECTED';
const tones: Record<Status, 'ok' | 'warn' | 'danger'> = {
  PENDING: 'warn',
  APPROVED: 'ok',
  REJECTED: 'danger',
};
const titleOf = (title: Record<string, string>) =>
  pickLocalName(title, getLang()) || Object.values(title)[0] || '';

/** An application picture fetched with the staff token (an <img src> could not carry it). */
function Picture({ applicationId, n }: { applicationId: string; n: number }) {
  const t = useT(messages);
  return (
    <PrivateImage
      path={`/bo/v1/promotions/applications/${applicationId}/pictures/${n}`}
      alt={t('picture', { n })}
      size={160}
    />
  );
}

function Applications() {
  const t = useT(messages);
  const canReview = useCan('promotions.review');
  const client = useQueryClient();
  const toast = useToast();
  const [status, setStatus] = useState<Status | ''>('PENDING');
  const [asked, setAsked] = useState<{ row: BoApplicationRow; decision: Decision } | null>(null);
  const list = useQuery({
    queryKey: ['bo', 'promotions', 'applications', status],
    queryFn: () =>
      api.get<BoApplicationRow[]>('/bo/v1/promotions/applications', status ? { status } : undefined),
    refetchInterval: 15_000,
  });
  const promotions = useQuery({
    queryKey: ['bo', 'promotions'],
    queryFn: () => api.get<BoPromotionRow[]>('/bo/v1/promotions'),
  });
  const settingOf = (id: number) => promotions.data?.find((p) => p.id === id);
  const decide = useMutation({
    mutationFn: (a: { row: BoApplicationRow; decision: Decision; reason: string }) =>
      a.decision === 'approve'
        ? api.post(`/bo/v1/promotions/applications/${a.row.id}/approve`)
        : api.post(`/bo/v1/promotions/applications/${a.row.id}/reject`, { reason: a.reason }),
    onSuccess: () => {
      toast(t('done'), 'success');
      setAsked(null);
      void client.invalidateQueries({ queryKey: ['bo', 'promotions'] });
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
  const setting = asked ? settingOf(asked.row.promotionId) : undefined;
  const bonus = setting ? BigInt(setting.bonus) : 0n;
  const labels = {
    approve: t('approve'),
    reject: t('reject'),
    reasonLabel: t('reasonRequired'),
    reasonMissing: t('reasonMissing'),
  };
  return (
    <>
      <div className="row" style={{ marginBottom: 12 }}>
        <Field label={t('filterStatus')}>
          <select
            className="input"
            value={status}
            data-testid="promo-status-filter"
            onChange={(e) => setStatus(e.target.value as Status | '')}
          >
            <option value="">{t('all')}</option>
            {(['PENDING', 'APPROVED', 'REJECTED'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`status${s}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <QueryView query={list} lines={3} empty={t('empty')}>
        {(data) => (
          <div style={{ display: 'grid', gap: 12 }}>
            {data.map((r) => (
              <Card
                key={r.id}
                title={
                  <span>
                    #{r.id} · {titleOf(r.promotionTitle)}
                  </span>
                }
                actions={
                  <StatusBadge status={r.status} tone={tones[r.status]} label={t(`status${r.status}`)} />
                }
              >
                <div data-testid={`promo-application-${r.id}`} style={{ display: 'grid', gap: 6 }}>
                  <div>
                    {t('member')}: <Link to={`/members/${r.customerId}`}>{r.username}</Link> · {t('created')}:{' '}
                    {formatDateTime(r.createdAt)}
                  </div>
                  {r.remarks ? (
                    <div style={{ overflowWrap: 'anywhere' }}>
                      {t('comment')}: {r.remarks}
                    </div>
                  ) : null}
                  {r.pictures > 0 ? (
                    <div className="row row--tight" style={{ flexWrap: 'wrap' }}>
                      {Array.from({ length: r.pictures }, (_, i) => (
                        <Picture key={i} applicationId={r.id} n={i + 1} />
                      ))}
                    </div>
                  ) : null}
                  {r.status === 'APPROVED' && r.bonus !== null ? (
                    <div>
                      {t('bonus')}: <Money minor={r.bonus} /> · {t('turnover')}:{' '}
                      <Money minor={r.requiredTurnover ?? '0'} />
                    </div>
                  ) : null}
                  {r.reason ? (
                    <div>
                      {t('reason')}: {r.reason}
                    </div>
                  ) : null}
                  {r.reviewedBy ? (
                    <div>
                      {t('reviewedBy')}: {r.reviewedBy} · {formatDateTime(r.reviewedAt)}
                    </div>
                  ) : null}
                  {r.status === 'PENDING' && canReview ? (
                    <DecisionButtons
                      id={r.id}
                      prefix="promo-"
                      labels={labels}
                      onAsk={(decision) => setAsked({ row: r, decision })}
                    />
                  ) : null}
                </div>
              </Card>
            ))}
          </div>
        )}
      </QueryView>
      <DecisionDialog
        decision={asked?.decision ?? null}
        labels={labels}
        maxLength={200}
        busy={decide.isPending}
        onClose={() => setAsked(null)}
        onConfirm={(reason) => asked && decide.mutate({ ...asked, reason })}
      >
        {asked ? (
          <p>
            {asked.decision === 'approve'
              ? t('approveText', {
                  name: asked.row.username,
                  promotion: titleOf(asked.row.promotionTitle),
                  amount: formatMinor(bonus),
                  turnover: formatMinor(bonus * BigInt(setting?.turnoverMultiple ?? 0)),
                })
              : t('rejectText', { name: asked.row.username, promotion: titleOf(asked.row.promotionTitle) })}
          </p>
        ) : null}
      </DecisionDialog>
    </>
  );
}

/** Major-unit text → minor units as text; null when not a valid amount. */
function toMinorText(text: string): string | null {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return String(BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0')));
}

function SettingsEditor({ row, onClose }: { row: BoPromotionRow; onClose: () => void }) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const [form, setForm] = useState({
    applyEnabled: row.applyEnabled,
    remarkRequired: row.remarkRequired,
    picturesRequired: row.picturesRequired,
    bonus: minorToInput(row.bonus),
    turnoverMultiple: String(row.turnoverMultiple),
    limit: row.limit,
    budget: row.budget === null ? '' : minorToInput(row.budget),
  });
  const [invalid, setInvalid] = useState(false);
  const save = useMutation({
    mutationFn: (edit: PromotionSettingsEdit) => api.put(`/bo/v1/promotions/${row.id}/settings`, edit),
    onSuccess: () => {
      toast(t('done'), 'success');
      void client.invalidateQueries({ queryKey: ['bo', 'promotions'] });
      onClose();
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
  const submit = () => {
    const bonus = toMinorText(form.bonus);
    const budget = form.budget.trim() ? toMinorText(form.budget) : null;
    const multiple = Number(form.turnoverMultiple);
    if (
      bonus === null ||
      (form.budget.trim() && budget === null) ||
      !Number.isInteger(multiple) ||
      multiple < 0 ||
      multiple > 100
    ) {
      setInvalid(true);
      return;
    }
    save.mutate({
      applyEnabled: form.applyEnabled,
      remarkRequired: form.remarkRequired,
      picturesRequired: form.picturesRequired,
      bonus,
      turnoverMultiple: multiple,
      limit: form.limit,
      budget,
    });
  };
  const check = (key: 'applyEnabled' | 'remarkRequired' | 'picturesRequired') => (
    <label className="row row--tight">
      <input
        type="checkbox"
        checked={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.checked })}
      />
      {t(key)}
    </label>
  );
  return (
    <Modal
      open
      onClose={onClose}
      title={t('editTitle', { title: titleOf(row.title) })}
      footer={
        <>
          <Button size="lg" onClick={onClose} disabled={save.isPending}>
            {t('cancel')}
          </Button>
          <Button size="lg" variant="primary" busy={save.isPending} onClick={submit} data-testid="promo-save">
            {t('save')}
          </Button>
        </>
      }
    >
      <div style={{ display: 'grid', gap: 10 }}>
        {check('applyEnabled')}
        {check('remarkRequired')}
        {check('picturesRequired')}
        <Field label={t('bonus')} error={invalid ? t('invalidAmount') : undefined}>
          <input
            className="input"
            inputMode="decimal"
            value={form.bonus}
            onChange={(e) => setForm({ ...form, bonus: e.target.value })}
          />
        </Field>
        <Field label={t('turnoverMultiple')}>
          <input
            className="input"
            inputMode="numeric"
            value={form.turnoverMultiple}
            onChange={(e) => setForm({ ...form, turnoverMultiple: e.target.value })}
          />
        </Field>
        <Field label={t('limit')}>
          <select
            className="input"
            value={form.limit}
            onChange={(e) => setForm({ ...form, limit: e.target.value as 'ONCE' | 'UNLIMITED' })}
          >
            <option value="ONCE">{t('limitONCE')}</option>
            <option value="UNLIMITED">{t('limitUNLIMITED')}</option>
          </select>
        </Field>
        <Field label={t('budget')}>
          <input
            className="input"
            inputMode="decimal"
            value={form.budget}
            onChange={(e) => setForm({ ...form, budget: e.target.value })}
          />
        </Field>
        <div>
          {t('spent')}: <Money minor={row.spent} />
        </div>
      </div>
    </Modal>
  );
}

function Settings() {
  const t = useT(messages);
  const canManage = useCan('promotions.manage');
  const [editing, setEditing] = useState<BoPromotionRow | null>(null);
  const list = useQuery({
    queryKey: ['bo', 'promotions'],
    queryFn: () => api.get<BoPromotionRow[]>('/bo/v1/promotions'),
  });
  if (list.isPending) return <Skeleton />;
  if (list.error) return <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <EmptyState>{t('noPromotions')}</EmptyState>;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {list.data.map((p) => (
        <Card
          key={p.id}
          title={titleOf(p.title)}
          actions={
            canManage ? (
              <Button onClick={() => setEditing(p)} data-testid={`promo-edit-${p.id}`}>
                {t('edit')}
              </Button>
            ) : null
          }
        >
          <div style={{ display: 'grid', gap: 4 }}>
            <div>
              {t('category')}: {p.category ?? '—'} · {t('period')}: {formatDateTime(p.startAt)} –{' '}
              {p.endAt ? formatDateTime(p.endAt) : '∞'}
            </div>
            <div>
              {t('applyEnabled')}: {p.applyEnabled ? t('on') : t('off')} · {t('remarkRequired')}:{' '}
              {p.remarkRequired ? t('on') : t('off')} · {t('picturesRequired')}:{' '}
              {p.picturesRequired ? t('on') : t('off')}
            </div>
            <div>
              {t('bonus')}: <Money minor={p.bonus} /> × {p.turnoverMultiple} · {t('limit')}:{' '}
              {t(`limit${p.limit}`)}
            </div>
            <div>
              {t('spent')}: <Money minor={p.spent} /> /{' '}
              {p.budget === null ? t('noBudget') : <Money minor={p.budget} />} · {t('pending')}: {p.pending}
            </div>
          </div>
        </Card>
      ))}
      {editing ? <SettingsEditor row={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

/** Promotions in the back office: the applications queue and each promotion's application settings. */
export default function PromotionsPage() {
  const t = useT(messages);
  const [tab, setTab] = useState<'applications' | 'settings'>('applications');
  return (
    <Page title={t('title')}>
      <Tabs
        tabs={[
          { key: 'applications', label: t('tabApplications') },
          { key: 'settings', label: t('tabSettings') },
        ]}
        value={tab}
        onChange={setTab}
      />
      <div style={{ marginTop: 12 }}>{tab === 'applications' ? <Applications /> : <Settings />}</div>
    </Page>
  );
}
