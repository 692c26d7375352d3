import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoPromoCode, BoRewardClaim, PromoCodeInput } from '@portal/contract';
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

const key = ['bo', 'promo-codes'] as const;
type Draft = {
  code: string;
  description: { TW?: string; EN?: string; VI?: string };
  enabled: boolean;
  listed: boolean;
  startTime: string | null;
  endTime: string | null;
  maxUses: number | null;
  bonusAmount: number;
  turnoverMultiple: number;
  pointAmount: number;
  depositAmount: number;
};

const toLocal = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (v: string) => new Date(v).toISOString();

function draftOf(c: BoPromoCode | null): Draft {
  if (!c)
    return {
      code: '',
      description: {},
      enabled: true,
      listed: false,
      startTime: null,
      endTime: null,
      maxUses: 100,
      bonusAmount: 1,
      turnoverMultiple: 1,
      pointAmount: 0,
      depositAmount: 0,
    };
  return {
    code: c.code,
    description: c.description,
    enabled: c.enabled,
    listed: c.listed,
    startTime: c.startTime,
    endTime: c.endTime,
    maxUses: c.maxUses,
    bonusAmount: c.bonusAmount,
    turnoverMultiple: c.turnoverMultiple,
    pointAmount: c.pointAmount,
    depositAmount: c.depositAmount,
  };
}

/** Promo codes: the list with uses and redemptions, create and edit, turn on or off, the redemptions. */
export default function PromoCodesPage() {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const canManage = useCan('rewards.manage');
  const [editing, setEditing] = useState<BoPromoCode | 'new' | null>(null);
  const [claimsOf, setClaimsOf] = useState<BoPromoCode | 'all' | null>(null);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<BoPromoCode[]>('/bo/v1/promo-codes', undefined, { signal }),
  });
  const toggle = useMutation({
    mutationFn: (c: BoPromoCode) => {
      const body: PromoCodeInput = { ...draftOf(c), enabled: !c.enabled };
      return api.put(`/bo/v1/promo-codes/${c.id}`, body);
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
                  <th>{t('colCode')}</th>
                  <th>{t('colPeriod')}</th>
                  <th>{t('colReward')}</th>
                  <th>{t('colUses')}</th>
                  <th>{t('colStatus')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {query.data.map((c) => (
                  <tr key={c.id}>
                    <td>
                      <strong>{c.code}</strong> {c.listed && <Badge tone="info">{t('listedBadge')}</Badge>}
                    </td>
                    <td>
                      {c.startTime || c.endTime
                        ? `${c.startTime ? formatDateTime(c.startTime) : '…'} – ${c.endTime ? formatDateTime(c.endTime) : '…'}`
                        : t('always')}
                    </td>
                    <td>
                      {c.bonusAmount} ({c.turnoverMultiple}x) · {c.pointAmount} {t('points')}
                    </td>
                    <td>
                      {c.uses} / {c.maxUses ?? t('unlimited')}
                    </td>
                    <td>
                      <Badge tone={c.enabled ? 'ok' : 'neutral'}>{c.enabled ? t('on') : t('off')}</Badge>
                    </td>
                    <td className="row">
                      <Button size="sm" onClick={() => setEditing(c)}>
                        {t('edit')}
                      </Button>
                      {canManage && (
                        <Button size="sm" busy={toggle.isPending} onClick={() => toggle.mutate(c)}>
                          {c.enabled ? t('disable') : t('enable')}
                        </Button>
                      )}
                      <Button size="sm" onClick={() => setClaimsOf(c)}>
                        {t('claims')} ({c.claims})
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
          code={editing === 'new' ? null : editing}
          readOnly={!canManage}
          onClose={() => setEditing(null)}
        />
      )}
      {claimsOf && (
        <Claims
          code={claimsOf === 'all' ? null : claimsOf}
          names={query.data ?? []}
          onClose={() => setClaimsOf(null)}
        />
      )}
    </Page>
  );
}

function Editor({
  code,
  readOnly,
  onClose,
}: {
  code: BoPromoCode | null;
  readOnly: boolean;
  onClose: () => void;
}) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const [d, setD] = useState<Draft>(() => draftOf(code));
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const save = useMutation({
    mutationFn: () => {
      const body: PromoCodeInput = d;
      return code ? api.put(`/bo/v1/promo-codes/${code.id}`, body) : api.post('/bo/v1/promo-codes', body);
    },
    onSuccess: () => {
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: key });
      onClose();
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
  const num = (v: string) => (v === '' ? 0 : Number(v));
  const when = (field: 'startTime' | 'endTime') => (
    <Field label={t(field === 'startTime' ? 'start' : 'end')}>
      <div className="row">
        <input
          className="input"
          type="datetime-local"
          value={d[field] ? toLocal(d[field]) : ''}
          onChange={(e) => set({ [field]: e.target.value ? fromLocal(e.target.value) : null })}
        />
        {d[field] && (
          <Button size="sm" variant="ghost" onClick={() => set({ [field]: null })}>
            {t('clear')}
          </Button>
        )}
      </div>
    </Field>
  );
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={code ? `${t('edit')}: ${code.code}` : t('create')}
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
        <Field label={t('code')}>
          <input
            className="input"
            value={d.code}
            maxLength={32}
            onChange={(e) => set({ code: e.target.value.trim() })}
          />
        </Field>
        {(['TW', 'EN', 'VI'] as const).map((l) => (
          <Field key={l} label={t(`desc${l}`)}>
            <textarea
              className="input"
              rows={2}
              value={d.description[l] ?? ''}
              onChange={(e) => set({ description: { ...d.description, [l]: e.target.value } })}
            />
          </Field>
        ))}
        <label className="check">
          <input type="checkbox" checked={d.enabled} onChange={(e) => set({ enabled: e.target.checked })} />{' '}
          {t('enabled')}
        </label>
        <label className="check">
          <input type="checkbox" checked={d.listed} onChange={(e) => set({ listed: e.target.checked })} />{' '}
          {t('listed')}
        </label>
        {when('startTime')}
        {when('endTime')}
        <Field label={t('maxUses')} hint={t('oncePerMember')}>
          <input
            className="input"
            type="number"
            min={1}
            step={1}
            value={d.maxUses ?? ''}
            onChange={(e) => set({ maxUses: e.target.value === '' ? null : Number(e.target.value) })}
          />
        </Field>
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
        <Field label={t('deposit')}>
          <input
            className="input"
            type="number"
            min={0}
            step={0.01}
            value={d.depositAmount}
            onChange={(e) => set({ depositAmount: num(e.target.value) })}
          />
        </Field>
      </fieldset>
    </Modal>
  );
}

function Claims({
  code,
  names,
  onClose,
}: {
  code: BoPromoCode | null;
  names: BoPromoCode[];
  onClose: () => void;
}) {
  const t = useT(messages);
  const query = useQuery({
    queryKey: [...key, 'claims', code?.id ?? 'all'],
    queryFn: ({ signal }) =>
      api.get<BoRewardClaim[]>('/bo/v1/promo-codes/claims', code ? { codeId: code.id } : undefined, {
        signal,
      }),
  });
  const nameOf = new Map(names.map((c) => [c.id, c.code]));
  return (
    <Modal open size="lg" onClose={onClose} title={code ? `${code.code} · ${t('claims')}` : t('allClaims')}>
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
                <th>{t('colCode')}</th>
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
