import { useState } from 'react';
import type { BoSignInClaim, BoSignInConfig, SignInConfigInput } from '@portal/contract';
import {
  Badge,
  Button,
  CheckField,
  CheckList,
  EditorModal,
  Field,
  LocalizedFields,
  NumberField,
  Page,
  QueryTable,
  RecordsDialog,
  RowsEditor,
  ValidityFields,
  defaultPeriod,
  useDraftEditor,
  useRecords,
  type EditorProps,
} from '../../components';
import { api } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { getLang, pickLocalName, useT } from '../../lib/i18n';
import { messages } from './messages';

const key = ['bo', 'sign-in'] as const;
const TYPES = ['N', 'W', 'M', 'C'] as const;
const INFO = ['MOBILE_VERIFIED', 'BANK_CARD', 'CONTACT_NUMBER'] as const;
type Day = BoSignInConfig['days'][number];
type Draft = {
  type: (typeof TYPES)[number];
  name: { TW: string; EN?: string; VI?: string };
  description: { TW?: string; EN?: string; VI?: string };
  noExpiry: boolean;
  startTime: string | null;
  endTime: string | null;
  enabled: boolean;
  turnoverMultiple: number;
  requiredInformation: (typeof INFO)[number][];
  days: Day[];
};

const blankDay = (dayNo: number): Day => ({
  dayNo,
  amount: 0,
  pointAmount: 0,
  depositAmount: 0,
  validBetAmount: 0,
});

function draftOf(c: BoSignInConfig | null): Draft {
  if (!c)
    return {
      type: 'N',
      name: { TW: '' },
      description: {},
      noExpiry: true,
      startTime: null,
      endTime: null,
      enabled: true,
      turnoverMultiple: 1,
      requiredInformation: [],
      days: [{ ...blankDay(1), amount: 1 }],
    };
  return {
    type: c.type,
    name: { TW: c.name.TW ?? '', EN: c.name.EN, VI: c.name.VI },
    description: c.description,
    noExpiry: c.noExpiry,
    startTime: c.startTime,
    endTime: c.endTime,
    enabled: c.enabled,
    turnoverMultiple: c.turnoverMultiple,
    requiredInformation: c.requiredInformation,
    days: c.days,
  };
}

/** Sign-in configs: the list, create and edit (type, names, period, day rewards and conditions), claims. */
export default function SignInPage() {
  const t = useT(messages);
  const canManage = useCan('rewards.manage');
  const [editing, setEditing] = useState<BoSignInConfig | 'new' | null>(null);
  const [claimsOf, setClaimsOf] = useState<BoSignInConfig | 'all' | null>(null);
  const query = useRecords<BoSignInConfig>(key, '/bo/v1/sign-in');
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
          { key: 'name', label: t('colName'), render: (c) => c.name.TW },
          { key: 'type', label: t('colType'), render: (c) => <Badge tone="info">{t(c.type)}</Badge> },
          {
            key: 'period',
            label: t('colPeriod'),
            render: (c) =>
              c.noExpiry ? t('permanent') : `${formatDateTime(c.startTime!)} – ${formatDateTime(c.endTime!)}`,
          },
          { key: 'days', label: t('colDays'), render: (c) => c.days.length },
          {
            key: 'status',
            label: t('colStatus'),
            render: (c) => (
              <Badge tone={c.enabled ? 'ok' : 'neutral'}>{c.enabled ? t('on') : t('off')}</Badge>
            ),
          },
          { key: 'claims', label: t('colClaims'), render: (c) => c.claims },
        ]}
        actions={(c) => (
          <>
            <Button size="sm" onClick={() => setEditing(c)}>
              {t('edit')}
            </Button>
            <Button size="sm" onClick={() => setClaimsOf(c)}>
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
          config={claimsOf === 'all' ? null : claimsOf}
          names={query.data ?? []}
          onClose={() => setClaimsOf(null)}
        />
      )}
    </Page>
  );
}

function Editor({ item: config, readOnly, onClose }: EditorProps<BoSignInConfig>) {
  const t = useT(messages);
  const [d, set, save] = useDraftEditor({
    initial: () => draftOf(config),
    send: (d) => {
      const body: SignInConfigInput = d;
      return config ? api.put(`/bo/v1/sign-in/${config.id}`, body) : api.post('/bo/v1/sign-in', body);
    },
    queryKey: key,
    onSaved: onClose,
  });
  const oneDay = d.type === 'W' || d.type === 'M';
  return (
    <EditorModal
      title={config ? `${t('edit')}: ${pickLocalName(config.name, getLang())}` : t('create')}
      onClose={onClose}
      onSave={() => save.mutate()}
      saving={save.isPending}
      readOnly={readOnly}
    >
      <Field label={t('colType')} hint={t('typeHint')}>
        <select
          className="input"
          value={d.type}
          onChange={(e) => {
            const type = e.target.value as Draft['type'];
            set({ type, days: type === 'W' || type === 'M' ? d.days.slice(0, 1) : d.days });
          }}
        >
          {TYPES.map((x) => (
            <option key={x} value={x}>
              {t(x)}
            </option>
          ))}
        </select>
      </Field>
      <LocalizedFields value={d.name} onChange={(name) => set({ name })} label={(l) => t(`name${l}`)} />
      <LocalizedFields
        value={d.description}
        onChange={(description) => set({ description })}
        label={(l) => t(`desc${l}`)}
        rows={2}
      />
      <ValidityFields
        value={d}
        onChange={set}
        labels={{ start: t('start'), end: t('end') }}
        noExpiry={{
          checked: d.noExpiry,
          label: t('noExpiry'),
          onChange: (noExpiry) => {
            const period = defaultPeriod();
            set({
              noExpiry,
              startTime: d.startTime ?? period.startTime,
              endTime: d.endTime ?? period.endTime,
            });
          },
        }}
      />
      <CheckField checked={d.enabled} onChange={(enabled) => set({ enabled })}>
        {t('enabled')}
      </CheckField>
      <NumberField
        label={t('turnover')}
        min={0}
        max={100}
        value={d.turnoverMultiple}
        onChange={(turnoverMultiple) => set({ turnoverMultiple })}
      />
      <CheckList
        legend={t('required')}
        options={INFO}
        value={d.requiredInformation}
        onChange={(requiredInformation) => set({ requiredInformation })}
        label={(f) => t(f)}
      />
      <RowsEditor
        heading={<h4>{t('days')}</h4>}
        items={d.days}
        onChange={(days) => set({ days })}
        create={() => blankDay(Math.max(0, ...d.days.map((x) => x.dayNo)) + 1)}
        addLabel={t('addDay')}
        min={1}
        max={oneDay ? 1 : 31}
        render={(day, update) =>
          (['dayNo', 'amount', 'pointAmount', 'depositAmount', 'validBetAmount'] as const).map((f) => (
            <NumberField
              key={f}
              label={t(
                f === 'pointAmount'
                  ? 'points'
                  : f === 'depositAmount'
                    ? 'deposit'
                    : f === 'validBetAmount'
                      ? 'validBet'
                      : f,
              )}
              min={f === 'dayNo' ? 1 : 0}
              step={f === 'dayNo' || f === 'pointAmount' ? 1 : 0.01}
              value={day[f]}
              onChange={(v) => update({ [f]: v })}
            />
          ))
        }
      />
    </EditorModal>
  );
}

function Claims({
  config,
  names,
  onClose,
}: {
  config: BoSignInConfig | null;
  names: BoSignInConfig[];
  onClose: () => void;
}) {
  const t = useT(messages);
  const query = useRecords<BoSignInClaim>(
    [...key, 'claims', config?.id ?? 'all'],
    '/bo/v1/sign-in/claims',
    config ? { configId: config.id } : undefined,
  );
  const nameOf = new Map(names.map((c) => [c.id, pickLocalName(c.name, getLang()) || c.id]));
  return (
    <RecordsDialog
      title={config ? `${pickLocalName(config.name, getLang())} · ${t('claims')}` : t('allClaims')}
      onClose={onClose}
      query={query}
      rowKey={(c) => c.id}
      columns={[
        { key: 'time', label: t('time'), render: (c) => formatDateTime(c.createdAt) },
        { key: 'user', label: t('user'), render: (c) => c.username },
        { key: 'config', label: t('config'), render: (c) => nameOf.get(c.configId) ?? c.configId },
        { key: 'period', label: t('period'), render: (c) => c.periodKey },
        { key: 'dayNo', label: t('dayNo'), render: (c) => c.dayNo },
        { key: 'amount', label: t('amount'), render: (c) => c.amount },
        { key: 'points', label: t('points'), render: (c) => c.pointAmount },
      ]}
    />
  );
}
