import { useState } from 'react';
import type { BoRegisterPromotion, BoRewardClaim, RegisterPromotionInput } from '@portal/contract';
import { newbieRequiredField } from '@portal/contract';
import {
  Badge,
  Button,
  CheckField,
  CheckList,
  EditorModal,
  LocalizedFields,
  NumberField,
  Page,
  QueryTable,
  RecordsDialog,
  ValidityFields,
  defaultPeriod,
  useDraftEditor,
  useRecords,
  useSave,
  type EditorProps,
  useProfileFieldLabel,
} from '../../components';
import { api } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { useLocalName, useT } from '../../lib/i18n';
import { messages } from './messages';

const key = ['bo', 'register-promotions'] as const;
/** Every field a newbie task may require (the contract's list). */
const FIELDS = newbieRequiredField.options;
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
  const localName = useLocalName();
  const fieldLabel = useProfileFieldLabel();
  const canManage = useCan('rewards.manage');
  const [editing, setEditing] = useState<BoRegisterPromotion | 'new' | null>(null);
  const [claimsOf, setClaimsOf] = useState<BoRegisterPromotion | 'all' | null>(null);
  const query = useRecords<BoRegisterPromotion>(key, '/bo/v1/register-promotions');
  const toggle = useSave((p: BoRegisterPromotion) => {
    const body: RegisterPromotionInput = { ...draftOf(p), enabled: !p.enabled };
    return api.put(`/bo/v1/register-promotions/${p.id}`, body);
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
        rowKey={(p) => p.id}
        columns={[
          { key: 'name', label: t('colName'), render: (p) => localName(p.name) },
          {
            key: 'period',
            label: t('colPeriod'),
            render: (p) =>
              p.startTime && p.endTime
                ? `${formatDateTime(p.startTime)} – ${formatDateTime(p.endTime)}`
                : t('permanent'),
          },
          {
            key: 'reward',
            label: t('colReward'),
            render: (p) => `${p.bonusAmount} (${p.turnoverMultiple}x) · ${p.pointAmount} ${t('points')}`,
          },
          {
            key: 'fields',
            label: t('colFields'),
            render: (p) => p.requiredFields.map((f) => fieldLabel(f)).join('、'),
          },
          {
            key: 'status',
            label: t('colStatus'),
            render: (p) => (
              <Badge tone={p.enabled ? 'ok' : 'neutral'}>{p.enabled ? t('on') : t('off')}</Badge>
            ),
          },
          { key: 'claims', label: t('colClaims'), render: (p) => p.claims },
        ]}
        actions={(p) => (
          <>
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
          promotion={claimsOf === 'all' ? null : claimsOf}
          names={query.data ?? []}
          onClose={() => setClaimsOf(null)}
        />
      )}
    </Page>
  );
}

function Editor({ item: promotion, readOnly, onClose }: EditorProps<BoRegisterPromotion>) {
  const t = useT(messages);
  const localName = useLocalName();
  const fieldLabel = useProfileFieldLabel();
  const [d, set, save] = useDraftEditor({
    initial: () => draftOf(promotion),
    send: (d) => {
      const body: RegisterPromotionInput = d;
      return promotion
        ? api.put(`/bo/v1/register-promotions/${promotion.id}`, body)
        : api.post('/bo/v1/register-promotions', body);
    },
    queryKey: key,
    onSaved: onClose,
  });
  const permanent = d.startTime === null;
  return (
    <EditorModal
      title={promotion ? `${t('edit')}: ${localName(promotion.name)}` : t('create')}
      onClose={onClose}
      onSave={() => save.mutate()}
      saving={save.isPending}
      readOnly={readOnly}
    >
      <LocalizedFields value={d.name} onChange={(name) => set({ name })} label={(l) => t(`name${l}`)} />
      <LocalizedFields
        value={d.remark}
        onChange={(remark) => set({ remark })}
        label={(l) => t(`remark${l}`)}
        rows={3}
      />
      <ValidityFields
        value={d}
        onChange={set}
        labels={{ start: t('start'), end: t('end') }}
        hint={t('periodHint')}
        noExpiry={{
          checked: permanent,
          label: t('permanentCheck'),
          onChange: (on) => set(on ? { startTime: null, endTime: null } : defaultPeriod()),
        }}
      />
      <CheckField checked={d.enabled} onChange={(enabled) => set({ enabled })}>
        {t('enabled')}
      </CheckField>
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
      <CheckList
        legend={t('required')}
        options={FIELDS}
        value={d.requiredFields}
        onChange={(requiredFields) => set({ requiredFields })}
        label={(f) => fieldLabel(f)}
      />
    </EditorModal>
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
  const localName = useLocalName();
  const query = useRecords<BoRewardClaim>(
    [...key, 'claims', promotion?.id ?? 'all'],
    '/bo/v1/register-promotions/claims',
    promotion ? { promotionId: promotion.id } : undefined,
  );
  const nameOf = new Map(names.map((p) => [p.id, localName(p.name) || p.id]));
  return (
    <RecordsDialog
      title={promotion ? `${localName(promotion.name)} · ${t('claims')}` : t('allClaims')}
      onClose={onClose}
      query={query}
      rowKey={(c) => c.id}
      columns={[
        { key: 'time', label: t('time'), render: (c) => formatDateTime(c.createdAt) },
        { key: 'user', label: t('user'), render: (c) => c.username },
        { key: 'task', label: t('task'), render: (c) => nameOf.get(c.sourceId) ?? c.sourceId },
        { key: 'amount', label: t('amount'), render: (c) => c.amount },
        { key: 'points', label: t('points'), render: (c) => c.pointAmount },
      ]}
    />
  );
}
