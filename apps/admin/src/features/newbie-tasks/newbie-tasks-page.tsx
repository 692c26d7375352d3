import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoRegisterPromotion, BoRewardClaim, RegisterPromotionInput } from '@portal/contract';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Field,
  Modal,
  Page,
  Skeleton,
  useToast,
} from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

const key = ['bo', 'register-promotions'] as const;
const FIELDS = [
  'MOBILE_VERIFIED',
  'BANK_CARD',
  'EMAIL',
  'PAYEE_NAME',
  'BIRTHDAY',
  'ADDRESS',
  'CONTACT_NUMBER',
] as const;
type Draft = {
  name: { TW: string; EN?: string; VI?: string };
  remark: { TW?: string; EN?: string; VI?: string };
  startTime: string | null;
  endTime: string | null;
  enabled: boolean;
  bonusAmount: number;
  turnoverMultiple: number;
  pointAmount: number;
  requiredFields: (typeof FIELDS)[number][];
};

const DAY_MS = 86_400_000;
const toLocal = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (v: string) => new Date(v).toISOString();

function draftOf(p: BoRegisterPromotion | null): Draft {
  if (!p)
    return {
      name: { TW: '' },
      remark: {},
      startTime: null,
      endTime: null,
      enabled: true,
      bonusAmount: 1,
      turnoverMultiple: 1,
      pointAmount: 0,
      requiredFields: ['BANK_CARD'],
    };
  return {
    name: { TW: p.name.TW ?? '', EN: p.name.EN, VI: p.name.VI },
    remark: p.remark,
    startTime: p.startTime,
    endTime: p.endTime,
    enabled: p.enabled,
    bonusAmount: p.bonusAmount,
    turnoverMultiple: p.turnoverMultiple,
    pointAmount: p.pointAmount,
    requiredFields: p.requiredFields,
  };
}

/** Newbie tasks: the list with claim counts, create and edit, turn on or off, the claims. */
export default function NewbieTasksPage() {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const canManage = useCan('rewards.manage');
  const [editing, setEditing] = useState<BoRegisterPromotion | 'new' | null>(null);
  const [claimsOf, setClaimsOf] = useState<BoRegisterPromotion | 'all' | null>(null);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.get<BoRegisterPromotion[]>('/bo/v1/register-promotions', undefined, { signal }),
  });
  const toggle = useMutation({
    mutationFn: (p: BoRegisterPromotion) => {
      const body: RegisterPromotionInput = { ...draftOf(p), enabled: !p.enabled };
      return api.put(`/bo/v1/register-promotions/${p.id}`, body);
    },
    onSuccess: () => {
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
  return (
    <Page
      title={t('title')}
      actions={
        <>
          <Button onClick={() => setClaimsOf('all')}>{t('allClaims')}</Button>
          {canManage && (
            <Button variant="primary" onClick={() => setEditing('new')}>
              {t('create')}
            </Button>
          )}
        </>
      }
    >
      {query.isPending ? (
        <Skeleton lines={6} />
      ) : query.isError ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <Card>
          <div className="dt__scroll">
            <table className="table">
              <thead>
                <tr>
                  <th>{t('colName')}</th>
                  <th>{t('colPeriod')}</th>
                  <th>{t('colReward')}</th>
                  <th>{t('colFields')}</th>
                  <th>{t('colStatus')}</th>
                  <th>{t('colClaims')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {query.data.map((p) => (
                  <tr key={p.id}>
                    <td>{p.name.TW}</td>
                    <td>
                      {p.startTime && p.endTime
                        ? `${formatDateTime(p.startTime)} – ${formatDateTime(p.endTime)}`
                        : t('permanent')}
                    </td>
                    <td>
                      {p.bonusAmount} ({p.turnoverMultiple}x) · {p.pointAmount} {t('points')}
                    </td>
                    <td>{p.requiredFields.map((f) => t(f)).join('、')}</td>
                    <td>
                      <Badge tone={p.enabled ? 'ok' : 'neutral'}>{p.enabled ? t('on') : t('off')}</Badge>
                    </td>
                    <td>{p.claims}</td>
                    <td className="row">
                      <Button size="sm" onClick={() => setEditing(p)}>
                        {t('edit')}
                      </Button>
                      {canManage && (
                        <Button size="sm" busy={toggle.isPending} onClick={() => toggle.mutate(p)}>
                          {p.enabled ? t('disable') : t('enable')}
                        </Button>
                      )}
                      <Button size="sm" onClick={() => setClaimsOf(p)}>
                        {t('claims')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      )}
      {editing && (
        <Editor
          promotion={editing === 'new' ? null : editing}
          readOnly={!canManage}
          onClose={() => setEditing(null)}
        />
      )}
      {claimsOf && (
        <Claims
          promotion={claimsOf === 'all' ? null : claimsOf}
          names={query.data ?? []}
          onClose={() => setClaimsOf(null)}
        />
      )}
    </Page>
  );
}

function Editor({
  promotion,
  readOnly,
  onClose,
}: {
  promotion: BoRegisterPromotion | null;
  readOnly: boolean;
  onClose: () => void;
}) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const [d, setD] = useState<Draft>(() => draftOf(promotion));
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const save = useMutation({
    mutationFn: () => {
      const body: RegisterPromotionInput = d;
      return promotion
        ? api.put(`/bo/v1/register-promotions/${promotion.id}`, body)
        : api.post('/bo/v1/register-promotions', body);
    },
    onSuccess: () => {
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: key });
      onClose();
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
  const num = (v: string) => (v === '' ? 0 : Number(v));
  const permanent = d.startTime === null;
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={promotion ? `${t('edit')}: ${promotion.name.TW}` : t('create')}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          {!readOnly && (
            <Button variant="primary" busy={save.isPending} onClick={() => save.mutate()}>
              {t('save')}
            </Button>
          )}
        </>
      }
    >
      <fieldset
        className="form"
        style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
        disabled={readOnly}
      >
        {(['TW', 'EN', 'VI'] as const).map((l) => (
          <Field key={l} label={t(`name${l}`)}>
            <input
              className="input"
              value={d.name[l] ?? ''}
              onChange={(e) => set({ name: { ...d.name, [l]: e.target.value } })}
            />
          </Field>
        ))}
        {(['TW', 'EN', 'VI'] as const).map((l) => (
          <Field key={l} label={t(`remark${l}`)}>
            <textarea
              className="input"
              rows={3}
              value={d.remark[l] ?? ''}
              onChange={(e) => set({ remark: { ...d.remark, [l]: e.target.value } })}
            />
          </Field>
        ))}
        <label className="check">
          <input
            type="checkbox"
            checked={permanent}
            onChange={(e) =>
              set(
                e.target.checked
                  ? { startTime: null, endTime: null }
                  : {
                      startTime: new Date().toISOString(),
                      endTime: new Date(Date.now() + 30 * DAY_MS).toISOString(),
                    },
              )
            }
          />{' '}
          {t('permanentCheck')}
        </label>
        {!permanent && (
          <>
            <p className="muted">{t('periodHint')}</p>
            <Field label={t('start')}>
              <input
                className="input"
                type="datetime-local"
                value={d.startTime ? toLocal(d.startTime) : ''}
                onChange={(e) => e.target.value && set({ startTime: fromLocal(e.target.value) })}
              />
            </Field>
            <Field label={t('end')}>
              <input
                className="input"
                type="datetime-local"
                value={d.endTime ? toLocal(d.endTime) : ''}
                onChange={(e) => e.target.value && set({ endTime: fromLocal(e.target.value) })}
              />
            </Field>
          </>
        )}
        <label className="check">
          <input type="checkbox" checked={d.enabled} onChange={(e) => set({ enabled: e.target.checked })} />{' '}
          {t('enabled')}
        </label>
        <div className="grid">
          <Field label={t('amount')}>
            <input
              className="input"
              type="number"
              min={0}
              step={0.01}
              value={d.bonusAmount}
              onChange={(e) => set({ bonusAmount: num(e.target.value) })}
            />
          </Field>
          <Field label={t('turnover')}>
            <input
              className="input"
              type="number"
              min={0}
              max={100}
              value={d.turnoverMultiple}
              onChange={(e) => set({ turnoverMultiple: num(e.target.value) })}
            />
          </Field>
          <Field label={t('points')}>
            <input
              className="input"
              type="number"
              min={0}
              step={1}
              value={d.pointAmount}
              onChange={(e) => set({ pointAmount: num(e.target.value) })}
            />
          </Field>
        </div>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>{t('required')}</legend>
          {FIELDS.map((f) => (
            <label key={f} className="check">
              <input
                type="checkbox"
                checked={d.requiredFields.includes(f)}
                onChange={(e) =>
                  set({
                    requiredFields: e.target.checked
                      ? [...d.requiredFields, f]
                      : d.requiredFields.filter((x) => x !== f),
                  })
                }
              />{' '}
              {t(f)}
            </label>
          ))}
        </fieldset>
      </fieldset>
    </Modal>
  );
}

function Claims({
  promotion,
  names,
  onClose,
}: {
  promotion: BoRegisterPromotion | null;
  names: BoRegisterPromotion[];
  onClose: () => void;
}) {
  const t = useT(messages);
  const query = useQuery({
    queryKey: [...key, 'claims', promotion?.id ?? 'all'],
    queryFn: ({ signal }) =>
      api.get<BoRewardClaim[]>(
        '/bo/v1/register-promotions/claims',
        promotion ? { promotionId: promotion.id } : undefined,
        { signal },
      ),
  });
  const nameOf = new Map(names.map((p) => [p.id, p.name.TW ?? p.id]));
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={promotion ? `${promotion.name.TW} · ${t('claims')}` : t('allClaims')}
    >
      {query.isPending ? (
        <Skeleton lines={5} />
      ) : query.isError ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="dt__scroll">
          <table className="table">
            <thead>
              <tr>
                <th>{t('time')}</th>
                <th>{t('user')}</th>
                <th>{t('task')}</th>
                <th>{t('amount')}</th>
                <th>{t('points')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((c) => (
                <tr key={c.id}>
                  <td>{formatDateTime(c.createdAt)}</td>
                  <td>{c.username}</td>
                  <td>{nameOf.get(c.sourceId) ?? c.sourceId}</td>
                  <td>{c.amount}</td>
                  <td>{c.pointAmount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
