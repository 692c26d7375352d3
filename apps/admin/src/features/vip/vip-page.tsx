import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  vipConditionKeys,
  type BoVipLevel,
  type BoVipMember,
  type VipConditionKey,
  type VipLevelInput,
} from '@portal/contract';
import {
  Badge,
  Button,
  Card,
  CheckField,
  Confirm,
  DataTable,
  EditorModal,
  Field,
  LocalizedFields,
  NumberField,
  Page,
  QueryTable,
  QueryView,
  RecordTable,
  RowsEditor,
  Tabs,
  useDraftEditor,
  useRecords,
  useToast,
  type EditorProps,
} from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { useLocalName, useT } from '../../lib/i18n';
import { messages } from './messages';

const key = ['bo', 'vip'] as const;
const LEVELS = '/bo/v1/vip/levels';
const REWARD_TYPES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
type Tab = 'levels' | 'member' | 'claims' | 'rules';
type Conds = BoVipLevel['conditions'];
type Reward = NonNullable<BoVipLevel['rewards']['DAILY']>;
type Draft = Omit<BoVipLevel, 'id' | 'members' | 'updatedAt' | 'name' | 'benefits'> & {
  name: { TW: string; EN?: string; VI?: string };
  benefits: { TW: string; EN?: string; VI?: string }[];
};

const noConds = (): Conds =>
  Object.fromEntries(vipConditionKeys.map((k) => [k, { expected: 0, enabled: false }])) as Conds;
const blankReward = (): Reward => ({
  unlockTime: '00:00',
  announcement: {},
  bonus: 0,
  points: 0,
  requiredDeposit: 0,
  requiredBet: 0,
});

function draftOf(l: BoVipLevel | null, nextRank: number): Draft {
  if (!l)
    return {
      rankLevel: nextRank,
      name: { TW: '' },
      color: '#b8860b',
      color2: '#ffd966',
      conditionType: 'AND',
      conditions: noConds(),
      keepConditionType: null,
      keepConditions: noConds(),
      benefits: [],
      upgradeBonus: 0,
      rewards: { DAILY: null, WEEKLY: null, MONTHLY: null },
    };
  return {
    rankLevel: l.rankLevel,
    name: { TW: l.name.TW ?? '', EN: l.name.EN, VI: l.name.VI },
    color: l.color,
    color2: l.color2,
    conditionType: l.conditionType,
    conditions: l.conditions,
    keepConditionType: l.keepConditionType,
    keepConditions: l.keepConditions,
    benefits: l.benefits.map((b) => ({ TW: b.TW ?? '', EN: b.EN, VI: b.VI })),
    upgradeBonus: l.upgradeBonus,
    rewards: l.rewards,
  };
}

/** VIP ranks (decision 0062): the levels and their editor, a member's rank and history, claims, the rules. */
export default function VipPage() {
  const t = useT(messages);
  const [tab, setTab] = useState<Tab>('levels');
  return (
    <Page title={t('title')}>
      <Tabs
        tabs={[
          { key: 'levels', label: t('tabLevels') },
          { key: 'member', label: t('tabMember') },
          { key: 'claims', label: t('tabClaims') },
          { key: 'rules', label: t('tabRules') },
        ]}
        value={tab}
        onChange={setTab}
      />
      {tab === 'levels' && <Levels />}
      {tab === 'member' && <MemberLookup />}
      {tab === 'claims' && <Claims />}
      {tab === 'rules' && <Rules />}
    </Page>
  );
}

function Swatch({
  l,
}: {
  l: { color: string; color2: string; name: Partial<Record<'TW' | 'EN' | 'VI', string>> };
}) {
  const localName = useLocalName();
  return (
    <span
      style={{
        display: 'inline-block',
        padding: '2px 10px',
        borderRadius: 999,
        color: '#fff',
        fontWeight: 700,
        textShadow: '0 1px 2px rgb(0 0 0 / 0.5)',
        background: `linear-gradient(135deg, ${l.color}, ${l.color2})`,
      }}
    >
      {localName(l.name)}
    </span>
  );
}

function Levels() {
  const t = useT(messages);
  const localName = useLocalName();
  const toast = useToast();
  const client = useQueryClient();
  const canWrite = useCan('vip.write');
  const query = useRecords<BoVipLevel>(key, LEVELS);
  const [editing, setEditing] = useState<BoVipLevel | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BoVipLevel | null>(null);
  const remove = useMutation({
    mutationFn: (l: BoVipLevel) => api.del(`${LEVELS}/${l.id}`),
    onSuccess: () => toast(t('deleted'), 'success'),
    onError: (e) => toast(errorText(e), 'error'),
    onSettled: () => {
      setDeleting(null);
      void client.invalidateQueries({ queryKey: key });
    },
  });
  const summary = (type: string | null, c: Conds) => {
    const on = vipConditionKeys.filter((k) => c[k].enabled);
    if (!type || on.length === 0) return '—';
    return `${type}: ${on.map((k) => `${t(k)} ≥ ${c[k].expected}`).join(', ')}`;
  };
  const levels = query.data ?? [];
  return (
    <>
      {canWrite && (
        <div className="row" style={{ justifyContent: 'flex-end', marginBottom: 12 }}>
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t('create')}
          </Button>
        </div>
      )}
      <QueryTable
        query={query}
        empty={t('empty')}
        rowKey={(l) => String(l.id)}
        columns={[
          { key: 'rankLevel', label: t('colLevel'), render: (l) => l.rankLevel },
          { key: 'name', label: t('colName'), render: (l) => <Swatch l={l} /> },
          { key: 'up', label: t('colUp'), render: (l) => summary(l.conditionType, l.conditions) },
          { key: 'keep', label: t('colKeep'), render: (l) => summary(l.keepConditionType, l.keepConditions) },
          { key: 'bonus', label: t('colBonus'), render: (l) => l.upgradeBonus },
          { key: 'members', label: t('colMembers'), render: (l) => l.members },
        ]}
        actions={(l) => (
          <>
            <Button size="sm" onClick={() => setEditing(l)}>
              {t('edit')}
            </Button>
            {canWrite && (
              <Button size="sm" variant="danger" onClick={() => setDeleting(l)}>
                {t('delete')}
              </Button>
            )}
          </>
        )}
      />
      {editing && (
        <Editor
          item={editing === 'new' ? null : editing}
          nextRank={Math.max(0, ...levels.map((l) => l.rankLevel)) + 1}
          readOnly={!canWrite}
          onClose={() => setEditing(null)}
        />
      )}
      <Confirm
        open={deleting !== null}
        title={t('delete')}
        message={t('deleteConfirm', { name: localName(deleting?.name) })}
        confirmLabel={t('delete')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

function ConditionFields({ value, onChange }: { value: Conds; onChange: (c: Conds) => void }) {
  const t = useT(messages);
  const set = (k: VipConditionKey, patch: Partial<Conds[VipConditionKey]>) =>
    onChange({ ...value, [k]: { ...value[k], ...patch } });
  return (
    <div className="grid">
      {vipConditionKeys.map((k) => (
        <div key={k}>
          <CheckField checked={value[k].enabled} onChange={(enabled) => set(k, { enabled })} name={`${k}-on`}>
            {t(k)}
          </CheckField>
          <NumberField
            label={t(k)}
            min={0}
            step={k === 'totalDepositCount' ? 1 : 0.01}
            disabled={!value[k].enabled}
            value={value[k].expected}
            onChange={(expected) => set(k, { expected })}
          />
        </div>
      ))}
    </div>
  );
}

function Editor({
  item: level,
  nextRank,
  readOnly,
  onClose,
}: EditorProps<BoVipLevel> & { nextRank: number }) {
  const t = useT(messages);
  const localName = useLocalName();
  const [d, set, save] = useDraftEditor({
    initial: () => draftOf(level, nextRank),
    send: (d) => {
      const body: VipLevelInput = d;
      return level ? api.put(`${LEVELS}/${level.id}`, body) : api.post(LEVELS, body);
    },
    queryKey: key,
    onSaved: onClose,
  });
  const setReward = (type: (typeof REWARD_TYPES)[number], r: Reward | null) =>
    set({ rewards: { ...d.rewards, [type]: r } });
  return (
    <EditorModal
      title={level ? `${t('edit')}: ${localName(level.name)}` : t('create')}
      onClose={onClose}
      onSave={() => save.mutate()}
      saving={save.isPending}
      readOnly={readOnly}
    >
      <div className="grid">
        <NumberField
          label={t('rankLevel')}
          min={1}
          max={99}
          step={1}
          value={d.rankLevel}
          onChange={(rankLevel) => set({ rankLevel })}
        />
        <Field label={t('color')}>
          <input
            className="input"
            type="color"
            value={d.color}
            onChange={(e) => set({ color: e.target.value })}
          />
        </Field>
        <Field label={t('color2')}>
          <input
            className="input"
            type="color"
            value={d.color2}
            onChange={(e) => set({ color2: e.target.value })}
          />
        </Field>
      </div>
      <LocalizedFields
        value={d.name}
        onChange={(name) => set({ name })}
        label={(l) => t(`name${l}`)}
        maxLength={40}
      />
      <h4>{t('upTitle')}</h4>
      <Field label={t('conditionType')}>
        <select
          className="input"
          value={d.conditionType}
          onChange={(e) => set({ conditionType: e.target.value as 'AND' | 'OR' })}
        >
          <option value="AND">{t('AND')}</option>
          <option value="OR">{t('OR')}</option>
        </select>
      </Field>
      <ConditionFields value={d.conditions} onChange={(conditions) => set({ conditions })} />
      <h4>{t('keepTitle')}</h4>
      <Field label={t('keepType')}>
        <select
          className="input"
          value={d.keepConditionType ?? ''}
          onChange={(e) => set({ keepConditionType: (e.target.value || null) as 'AND' | 'OR' | null })}
        >
          <option value="">{t('none')}</option>
          <option value="AND">{t('AND')}</option>
          <option value="OR">{t('OR')}</option>
        </select>
      </Field>
      {d.keepConditionType && (
        <ConditionFields value={d.keepConditions} onChange={(keepConditions) => set({ keepConditions })} />
      )}
      <NumberField
        label={t('upgradeBonus')}
        min={0}
        step={0.01}
        value={d.upgradeBonus}
        onChange={(upgradeBonus) => set({ upgradeBonus })}
      />
      <RowsEditor
        heading={<h4>{t('benefits')}</h4>}
        items={d.benefits}
        onChange={(benefits) => set({ benefits })}
        create={() => ({ TW: '' })}
        addLabel={t('addBenefit')}
        max={20}
        render={(b, update) => (
          <LocalizedFields
            value={b}
            onChange={(v) => update(v)}
            label={(l) => t(`benefit${l}`)}
            maxLength={120}
          />
        )}
      />
      <h4>{t('rewardsTitle')}</h4>
      {REWARD_TYPES.map((type) => {
        const r = d.rewards[type];
        return (
          <fieldset key={type} className="card" style={{ padding: 12, marginBottom: 12 }}>
            <CheckField checked={r !== null} onChange={(on) => setReward(type, on ? blankReward() : null)}>
              {t('rewardOn', { type: t(type) })}
            </CheckField>
            {r && (
              <>
                <div className="grid">
                  <Field label={t('unlockTime')}>
                    <input
                      className="input"
                      type="time"
                      value={r.unlockTime}
                      onChange={(e) => setReward(type, { ...r, unlockTime: e.target.value })}
                    />
                  </Field>
                  {(['bonus', 'points', 'requiredDeposit', 'requiredBet'] as const).map((f) => (
                    <NumberField
                      key={f}
                      label={t(f)}
                      min={0}
                      step={f === 'points' ? 1 : 0.01}
                      value={r[f]}
                      onChange={(v) => setReward(type, { ...r, [f]: v })}
                    />
                  ))}
                </div>
                <LocalizedFields
                  value={r.announcement}
                  onChange={(announcement) => setReward(type, { ...r, announcement })}
                  label={(l) => t(`note${l}`)}
                  rows={2}
                  maxLength={500}
                />
              </>
            )}
          </fieldset>
        );
      })}
    </EditorModal>
  );
}

function MemberLookup() {
  const t = useT(messages);
  const [text, setText] = useState('');
  const [username, setUsername] = useState<string | null>(null);
  const query = useQuery({
    queryKey: [...key, 'member', username],
    queryFn: ({ signal }) => api.get<BoVipMember>('/bo/v1/vip/member', { username: username! }, { signal }),
    enabled: username !== null,
  });
  return (
    <Card>
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) setUsername(text.trim());
        }}
      >
        <Field label={t('username')}>
          <input
            className="input"
            name="vip-username"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
        <Button type="submit" variant="primary">
          {t('search')}
        </Button>
      </form>
      {username && (
        <QueryView query={query}>
          {(m) => (
            <div style={{ display: 'grid', gap: 12, marginTop: 12 }}>
              <p>
                <strong>{m.username}</strong> ·{' '}
                {m.labelName ? (
                  <Badge tone="info">{`${m.rankLevel} · ${m.labelName}`}</Badge>
                ) : (
                  <Badge tone="neutral">{t('noRank')}</Badge>
                )}{' '}
                {m.since && `${t('since')}: ${formatDateTime(m.since)}`}
              </p>
              <h4>{t('figures')}</h4>
              <RecordTable
                rows={vipConditionKeys.map((k) => ({ k, v: m.figures[k] ?? 0 }))}
                rowKey={(r) => r.k}
                columns={[
                  { key: 'k', label: t('type'), render: (r) => t(r.k) },
                  { key: 'v', label: t('amount'), render: (r) => r.v },
                ]}
              />
              <h4>{t('history')}</h4>
              <RecordTable
                rows={m.history}
                rowKey={(h) => `${h.createdAt}-${h.toLevel}-${h.reason}`}
                columns={[
                  { key: 'time', label: t('time'), render: (h) => formatDateTime(h.createdAt) },
                  { key: 'reason', label: t('reason'), render: (h) => t(h.reason) },
                  { key: 'from', label: t('from'), render: (h) => h.fromLevel },
                  { key: 'to', label: t('to'), render: (h) => h.toLevel },
                  { key: 'bonus', label: t('colBonus'), render: (h) => h.upgradeBonus },
                ]}
              />
            </div>
          )}
        </QueryView>
      )}
    </Card>
  );
}

type ClaimRow = {
  id: number;
  username: string;
  type: 'DAILY' | 'WEEKLY' | 'MONTHLY';
  periodKey: string;
  rankLevel: number;
  bonusAmount: number;
  pointAmount: number;
  createdAt: string;
};

function Claims() {
  const t = useT(messages);
  return (
    <Card>
      <DataTable<ClaimRow>
        endpoint="/bo/v1/vip/claims"
        rowKey="id"
        filters={[{ key: 'username', label: t('user'), type: 'text' }]}
        emptyText={t('noClaims')}
        columns={[
          { key: 'createdAt', label: t('time'), render: (r) => formatDateTime(r.createdAt) },
          { key: 'username', label: t('user') },
          { key: 'type', label: t('type'), render: (r) => t(r.type) },
          { key: 'periodKey', label: t('period') },
          { key: 'rankLevel', label: t('colLevel'), align: 'right' },
          { key: 'bonusAmount', label: t('amount'), align: 'right' },
          { key: 'pointAmount', label: t('points'), align: 'right' },
        ]}
      />
    </Card>
  );
}

function Rules() {
  const canWrite = useCan('vip.write');
  const query = useQuery({
    queryKey: [...key, 'rules'],
    queryFn: ({ signal }) => api.get<Record<string, string>>('/bo/v1/vip/rules', undefined, { signal }),
  });
  return <QueryView query={query}>{(rules) => <RulesForm initial={rules} readOnly={!canWrite} />}</QueryView>;
}

function RulesForm({ initial, readOnly }: { initial: Record<string, string>; readOnly: boolean }) {
  const t = useT(messages);
  const [d, set, save] = useDraftEditor({
    initial: () => ({ TW: initial.TW ?? '', EN: initial.EN ?? '', VI: initial.VI ?? '' }),
    send: (d) => api.put('/bo/v1/vip/rules', d),
    queryKey: [...key, 'rules'],
    onSaved: () => undefined,
    savedText: t('saved'),
  });
  return (
    <Card>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
          <LocalizedFields
            value={d}
            onChange={(v) => set(v)}
            label={(l) => t(`rules${l}`)}
            rows={6}
            maxLength={5000}
          />
        </fieldset>
        {!readOnly && (
          <div className="row">
            <Button type="submit" variant="primary" disabled={save.isPending}>
              {t('save')}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
