import { useState } from 'react';
import type { BoPromoCode, BoRewardClaim, PromoCodeInput } from '@portal/contract';
import {
  Badge,
  Button,
  CheckField,
  EditorModal,
  Field,
  LocalizedFields,
  NumberField,
  Page,
  QueryTable,
  RecordsDialog,
  ValidityFields,
  useDraftEditor,
  useRecords,
  useSave,
  type EditorProps,
} from '../../components';
import { api } from '../../lib/api';
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
  const canManage = useCan('rewards.manage');
  const [editing, setEditing] = useState<BoPromoCode | 'new' | null>(null);
  const [claimsOf, setClaimsOf] = useState<BoPromoCode | 'all' | null>(null);
  const query = useRecords<BoPromoCode>(key, '/bo/v1/promo-codes');
  const toggle = useSave((p: BoPromoCode) => {
    const body: PromoCodeInput = { ...draftOf(p), enabled: !p.enabled };
    return api.put(`/bo/v1/promo-codes/${p.id}`, body);
  }, key);
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
      <QueryTable
        query={query}
        empty={t('empty')}
        rowKey={(c) => c.id}
        columns={[
          {
            key: 'code',
            label: t('colCode'),
            render: (c) => (
              <>
                <strong>{c.code}</strong> {c.listed && <Badge tone="info">{t('listedBadge')}</Badge>}
              </>
            ),
          },
          {
            key: 'period',
            label: t('colPeriod'),
            render: (c) =>
              c.startTime || c.endTime
                ? `${c.startTime ? formatDateTime(c.startTime) : '…'} – ${c.endTime ? formatDateTime(c.endTime) : '…'}`
                : t('always'),
          },
          {
            key: 'reward',
            label: t('colReward'),
            render: (c) => `${c.bonusAmount} (${c.turnoverMultiple}x) · ${c.pointAmount} ${t('points')}`,
          },
          {
            key: 'uses',
            label: t('colUses'),
            render: (c) => `${c.uses} / ${c.maxUses ?? t('unlimited')}`,
          },
          {
            key: 'status',
            label: t('colStatus'),
            render: (c) => (
              <Badge tone={c.enabled ? 'ok' : 'neutral'}>{c.enabled ? t('on') : t('off')}</Badge>
            ),
          },
        ]}
        actions={(c) => (
          <>
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
          </>
        )}
      />
      {editing && (
        <Editor
          item={editing === 'new' ? null : editing}
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

function Editor({ item: code, readOnly, onClose }: EditorProps<BoPromoCode>) {
  const t = useT(messages);
  const [d, set, save] = useDraftEditor({
    initial: () => draftOf(code),
    send: (d) => {
      const body: PromoCodeInput = d;
      return code ? api.put(`/bo/v1/promo-codes/${code.id}`, body) : api.post('/bo/v1/promo-codes', body);
    },
    queryKey: key,
    onSaved: onClose,
  });
  return (
    <EditorModal
      title={code ? `${t('edit')}: ${code.code}` : t('create')}
      onClose={onClose}
      onSave={() => save.mutate()}
      saving={save.isPending}
      readOnly={readOnly}
    >
      <Field label={t('code')}>
        <input
          className="input"
          value={d.code}
          maxLength={32}
          onChange={(e) => set({ code: e.target.value.trim() })}
        />
      </Field>
      <LocalizedFields
        value={d.description}
        onChange={(description) => set({ description })}
        label={(l) => t(`desc${l}`)}
        rows={2}
      />
      <CheckField checked={d.enabled} onChange={(enabled) => set({ enabled })}>
        {t('enabled')}
      </CheckField>
      <CheckField checked={d.listed} onChange={(listed) => set({ listed })}>
        {t('listed')}
      </CheckField>
      <ValidityFields
        value={d}
        onChange={set}
        labels={{ start: t('start'), end: t('end') }}
        optional
        clearable
      />
      <NumberField
        label={t('maxUses')}
        hint={t('oncePerMember')}
        min={1}
        step={1}
        nullable
        value={d.maxUses}
        onChange={(maxUses) => set({ maxUses })}
      />
      <div className="grid">
        <NumberField
          label={t('amount')}
          min={0}
          step={0.01}
          value={d.bonusAmount}
          onChange={(bonusAmount) => set({ bonusAmount })}
        />
        <NumberField
          label={t('turnover')}
          min={0}
          max={100}
          value={d.turnoverMultiple}
          onChange={(turnoverMultiple) => set({ turnoverMultiple })}
        />
        <NumberField
          label={t('points')}
          min={0}
          step={1}
          value={d.pointAmount}
          onChange={(pointAmount) => set({ pointAmount })}
        />
      </div>
      <NumberField
        label={t('deposit')}
        min={0}
        step={0.01}
        value={d.depositAmount}
        onChange={(depositAmount) => set({ depositAmount })}
      />
    </EditorModal>
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
  const query = useRecords<BoRewardClaim>(
    [...key, 'claims', code?.id ?? 'all'],
    '/bo/v1/promo-codes/claims',
    code ? { codeId: code.id } : undefined,
  );
  const nameOf = new Map(names.map((c) => [c.id, c.code]));
  return (
    <RecordsDialog
      title={code ? `${code.code} · ${t('claims')}` : t('allClaims')}
      onClose={onClose}
      query={query}
      rowKey={(c) => c.id}
      columns={[
        { key: 'time', label: t('time'), render: (c) => formatDateTime(c.createdAt) },
        { key: 'user', label: t('user'), render: (c) => c.username },
        { key: 'code', label: t('colCode'), render: (c) => nameOf.get(c.sourceId) ?? c.sourceId },
        { key: 'amount', label: t('amount'), render: (c) => c.amount },
        { key: 'points', label: t('points'), render: (c) => c.pointAmount },
      ]}
    />
  );
}
