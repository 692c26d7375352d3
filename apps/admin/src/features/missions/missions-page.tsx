import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BoMission, BoMissionClaim, MissionInput } from '@portal/contract';
import { memberProfileField } from '@portal/contract';
import {
  Badge,
  Button,
  Card,
  CheckField,
  EditorModal,
  Field,
  LocalizedFields,
  Modal,
  NumberField,
  Page,
  QueryTable,
  QueryView,
  RecordTable,
  RowsEditor,
  SelectField,
  ValidityFields,
  useDraftEditor,
  useRecords,
  type EditorProps,
  useProfileFieldLabel,
} from '../../components';
import { api } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { getLang, pickLocalName, useT } from '../../lib/i18n';
import { messages } from './messages';

const key = ['bo', 'missions'] as const;
const KINDS = [
  'DEPOSIT_AMOUNT',
  'DEPOSIT_COUNT',
  'VALID_BET',
  'BET_COUNT',
  'NET_LOSS',
  'PROFIT_MULTIPLIER',
  'PROFILE_COMPLETE',
  'INVITED_FRIENDS',
] as const;
/** Every profile field PROFILE_COMPLETE may count (the contract's list). */
const FIELDS = memberProfileField.options;
const METRICS = ['VALID_BET', 'DEPOSIT_AMOUNT', 'BET_COUNT', 'PROFIT_MULTIPLIER'] as const;
const WINDOWS = ['MISSION', 'FIRST', 'HISTORY'] as const;

type Draft = Omit<MissionInput, 'milestones'> & {
  milestones: (MissionInput['milestones'][number] & { gameTypesText?: string })[];
};
type Condition = MissionInput['milestones'][number]['conditions'][number];

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const blankMilestone = (): Draft['milestones'][number] => ({
  name: { TW: '' },
  conditions: [{ kind: 'VALID_BET', target: 100, window: 'MISSION' }],
  bonusAmount: 0,
  turnoverMultiple: 1,
  pointAmount: 0,
});

function draftOf(m: BoMission | null): Draft {
  const now = Date.now();
  if (!m)
    return {
      title: { TW: '' },
      rules: {},
      startTime: new Date(now).toISOString(),
      endTime: new Date(now + 7 * 86_400_000).toISOString(),
      claimDays: 7,
      enabled: true,
      ranked: false,
      leaderboardMetric: null,
      leaderboardGameTypes: [],
      leaderboardVendors: [],
      leaderboardSize: 10,
      prizes: [],
      milestones: [blankMilestone()],
    };
  return {
    title: { TW: m.title.TW ?? '', EN: m.title.EN, VI: m.title.VI },
    rules: m.rules,
    startTime: m.startTime,
    endTime: m.endTime,
    claimDays: m.claimDays,
    enabled: m.enabled,
    ranked: m.ranked,
    leaderboardMetric: m.leaderboardMetric,
    leaderboardGameTypes: m.leaderboardGameTypes,
    leaderboardVendors: m.leaderboardVendors,
    leaderboardSize: m.leaderboardSize,
    prizes: m.prizes,
    milestones: m.milestones.map((ms) => ({
      name: { TW: ms.name.TW ?? '', EN: ms.name.EN, VI: ms.name.VI },
      conditions: ms.conditions,
      bonusAmount: ms.bonusAmount,
      turnoverMultiple: ms.turnoverMultiple,
      pointAmount: ms.pointAmount,
    })),
  };
}

/** Missions: the list, create and edit (milestones with their conditions, schedule, leaderboard and prizes), board and claims. */
export default function MissionsPage() {
  const t = useT(messages);
  const canManage = useCan('rewards.manage');
  const [editing, setEditing] = useState<BoMission | 'new' | null>(null);
  const [viewing, setViewing] = useState<{ mission: BoMission; what: 'board' | 'claims' } | null>(null);
  const query = useRecords<BoMission>(key, '/bo/v1/missions');
  return (
    <Page
      title={t('title')}
      actions={
        canManage && (
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t('create')}
          </Button>
        )
      }
    >
      <QueryTable
        query={query}
        empty={t('empty')}
        rowKey={(m) => m.id}
        columns={[
          {
            key: 'title',
            label: t('colTitle'),
            render: (m) => (
              <>
                {pickLocalName(m.title, getLang())} {m.ranked && <Badge tone="info">{t('ranked')}</Badge>}
              </>
            ),
          },
          {
            key: 'period',
            label: t('colPeriod'),
            render: (m) => `${formatDateTime(m.startTime)} – ${formatDateTime(m.endTime)}`,
          },
          {
            key: 'status',
            label: t('colStatus'),
            render: (m) => (
              <>
                <Badge tone={m.status === 'O' ? 'ok' : m.status === 'U' ? 'info' : 'neutral'}>
                  {t(m.status)}
                </Badge>
                {!m.enabled && <Badge tone="warn">{t('no')}</Badge>}
              </>
            ),
          },
          { key: 'milestones', label: t('colMilestones'), render: (m) => m.milestones.length },
          { key: 'claims', label: t('colClaims'), render: (m) => m.claims },
        ]}
        actions={(m) => (
          <>
            <Button size="sm" onClick={() => setEditing(m)}>
              {t('edit')}
            </Button>
            {m.ranked && (
              <Button size="sm" onClick={() => setViewing({ mission: m, what: 'board' })}>
                {t('board')}
              </Button>
            )}
            <Button size="sm" onClick={() => setViewing({ mission: m, what: 'claims' })}>
              {t('claims')}
            </Button>
          </>
        )}
      />
      {editing && (
        <MissionEditor
          item={editing === 'new' ? null : editing}
          readOnly={!canManage}
          onClose={() => setEditing(null)}
        />
      )}
      {viewing && <MissionView {...viewing} onClose={() => setViewing(null)} />}
    </Page>
  );
}

function MissionEditor({ item: mission, readOnly, onClose }: EditorProps<BoMission>) {
  const t = useT(messages);
  const fieldLabel = useProfileFieldLabel();
  const [d, set, save] = useDraftEditor({
    initial: () => draftOf(mission),
    send: (d) => (mission ? api.put(`/bo/v1/missions/${mission.id}`, d) : api.post('/bo/v1/missions', d)),
    queryKey: key,
    onSaved: onClose,
  });
  const setMs = (i: number, patch: Partial<Draft['milestones'][number]>) =>
    set({ milestones: d.milestones.map((m, j) => (j === i ? { ...m, ...patch } : m)) });
  return (
    <EditorModal
      title={mission ? `${t('edit')}: ${pickLocalName(mission.title, getLang())}` : t('create')}
      onClose={onClose}
      onSave={() => save.mutate()}
      saving={save.isPending}
      readOnly={readOnly}
    >
      <LocalizedFields value={d.title} onChange={(title) => set({ title })} label={(l) => t(`title${l}`)} />
      <LocalizedFields
        value={d.rules}
        onChange={(rules) => set({ rules })}
        label={(l) => t(`rules${l}`)}
        rows={3}
      />
      <ValidityFields
        value={d}
        onChange={({ startTime, endTime }) =>
          set({ ...(startTime ? { startTime } : {}), ...(endTime ? { endTime } : {}) })
        }
        labels={{ start: t('start'), end: t('end') }}
      />
      <NumberField
        label={t('claimDays')}
        min={0}
        value={d.claimDays}
        onChange={(claimDays) => set({ claimDays })}
      />
      <CheckField checked={d.enabled} onChange={(enabled) => set({ enabled })}>
        {t('enabled')}
      </CheckField>
      <CheckField
        checked={d.ranked}
        onChange={(ranked) =>
          set({
            ranked,
            leaderboardMetric: ranked ? (d.leaderboardMetric ?? 'VALID_BET') : d.leaderboardMetric,
          })
        }
      >
        {t('ranked')}
      </CheckField>
      {d.ranked && (
        <>
          <SelectField
            label={t('metric')}
            value={d.leaderboardMetric ?? 'VALID_BET'}
            options={METRICS}
            onChange={(v) => set({ leaderboardMetric: v })}
          />
          <NumberField
            label={t('size')}
            min={1}
            max={100}
            value={d.leaderboardSize}
            onChange={(leaderboardSize) => set({ leaderboardSize })}
          />
          <Field label={t('gameTypes')}>
            <input
              className="input"
              value={d.leaderboardGameTypes.join(', ')}
              onChange={(e) => set({ leaderboardGameTypes: list(e.target.value) })}
            />
          </Field>
          <Field label={t('vendors')}>
            <input
              className="input"
              value={d.leaderboardVendors.join(', ')}
              onChange={(e) => set({ leaderboardVendors: list(e.target.value) })}
            />
          </Field>
          <RowsEditor
            heading={<h4>{t('prizes')}</h4>}
            items={d.prizes}
            onChange={(prizes) => set({ prizes })}
            create={() => ({
              rank: d.prizes.length + 1,
              bonusAmount: 0,
              turnoverMultiple: 1,
              pointAmount: 0,
            })}
            addLabel={t('addPrize')}
            render={(p, update) =>
              (['rank', 'bonusAmount', 'turnoverMultiple', 'pointAmount'] as const).map((f) => (
                <NumberField
                  key={f}
                  label={t(
                    f === 'bonusAmount'
                      ? 'bonus'
                      : f === 'pointAmount'
                        ? 'points'
                        : f === 'turnoverMultiple'
                          ? 'turnover'
                          : 'rank',
                  )}
                  min={0}
                  value={p[f]}
                  onChange={(v) => update({ [f]: v })}
                />
              ))
            }
          />
        </>
      )}
      <h4>{t('milestones')}</h4>
      {d.milestones.map((ms, i) => (
        <Card key={i}>
          <div className="form">
            <LocalizedFields
              langs={['TW', 'EN']}
              value={ms.name}
              onChange={(name) => setMs(i, { name })}
              label={(l) => t(l === 'TW' ? 'nameTW' : 'nameEN')}
            />
            <div className="grid">
              <NumberField
                label={t('bonus')}
                min={0}
                value={ms.bonusAmount}
                onChange={(bonusAmount) => setMs(i, { bonusAmount })}
              />
              <NumberField
                label={t('turnover')}
                min={0}
                value={ms.turnoverMultiple}
                onChange={(turnoverMultiple) => setMs(i, { turnoverMultiple })}
              />
              <NumberField
                label={t('points')}
                min={0}
                value={ms.pointAmount}
                onChange={(pointAmount) => setMs(i, { pointAmount })}
              />
            </div>
            <RowsEditor
              heading={<strong>{t('conditions')}</strong>}
              items={ms.conditions}
              onChange={(conditions) => setMs(i, { conditions })}
              create={(): Condition => ({ kind: 'DEPOSIT_AMOUNT', target: 100, window: 'MISSION' })}
              addLabel={t('addCondition')}
              min={1}
              keepRemove
              actions={
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => set({ milestones: d.milestones.filter((_, j) => j !== i) })}
                >
                  {t('remove')}
                </Button>
              }
              render={(c, update) => (
                <>
                  <SelectField
                    label={t('kind')}
                    value={c.kind}
                    options={KINDS}
                    onChange={(v) => update({ kind: v })}
                  />
                  {c.kind === 'PROFILE_COMPLETE' ? (
                    <Field label={t('fields')}>
                      <select
                        className="input"
                        multiple
                        value={c.fields ?? []}
                        onChange={(e) =>
                          update({
                            fields: [...e.target.selectedOptions].map(
                              (o) => o.value as (typeof FIELDS)[number],
                            ),
                          })
                        }
                      >
                        {FIELDS.map((f) => (
                          <option key={f} value={f}>
                            {fieldLabel(f)}
                          </option>
                        ))}
                      </select>
                    </Field>
                  ) : (
                    <NumberField
                      label={t('target')}
                      min={0}
                      step="any"
                      value={c.target}
                      onChange={(target) => update({ target })}
                    />
                  )}
                  <SelectField
                    label={t('window')}
                    value={c.window}
                    options={WINDOWS}
                    onChange={(v) => update({ window: v })}
                    optionLabel={(w) => t(w)}
                  />
                  {['VALID_BET', 'BET_COUNT', 'NET_LOSS', 'PROFIT_MULTIPLIER'].includes(c.kind) && (
                    <>
                      <Field label={t('gameTypes')}>
                        <input
                          className="input"
                          value={(c.gameTypes ?? []).join(', ')}
                          onChange={(e) => update({ gameTypes: list(e.target.value) })}
                        />
                      </Field>
                      <Field label={t('vendors')}>
                        <input
                          className="input"
                          value={(c.vendors ?? []).join(', ')}
                          onChange={(e) => update({ vendors: list(e.target.value) })}
                        />
                      </Field>
                    </>
                  )}
                </>
              )}
            />
          </div>
        </Card>
      ))}
      <Button size="sm" onClick={() => set({ milestones: [...d.milestones, blankMilestone()] })}>
        {t('addMilestone')}
      </Button>
    </EditorModal>
  );
}

function MissionView({
  mission,
  what,
  onClose,
}: {
  mission: BoMission;
  what: 'board' | 'claims';
  onClose: () => void;
}) {
  const t = useT(messages);
  type BoardRow = { rank: number; username: string; value: number; prize: boolean };
  const query = useQuery<BoardRow[] | BoMissionClaim[]>({
    queryKey: [...key, mission.id, what],
    queryFn: ({ signal }) =>
      what === 'board'
        ? api.get<BoardRow[]>(`/bo/v1/missions/${mission.id}/leaderboard`, undefined, { signal })
        : api.get<BoMissionClaim[]>(`/bo/v1/missions/${mission.id}/claims`, undefined, { signal }),
  });
  const names = new Map(mission.milestones.map((m) => [m.id, pickLocalName(m.name, getLang()) || m.id]));
  return (
    <Modal open size="lg" onClose={onClose} title={`${pickLocalName(mission.title, getLang())} · ${t(what)}`}>
      <QueryView query={query} lines={5}>
        {(data) =>
          what === 'board' ? (
            <RecordTable
              mobile="scroll"
              rows={data as BoardRow[]}
              rowKey={(r) => r.rank}
              columns={[
                { key: 'rank', label: t('rank'), render: (r) => r.rank },
                { key: 'user', label: t('user'), render: (r) => r.username },
                { key: 'value', label: t('value'), render: (r) => r.value },
                { key: 'prize', label: t('prize'), render: (r) => (r.prize ? t('yes') : t('no')) },
              ]}
            />
          ) : (
            <RecordTable
              mobile="scroll"
              rows={data as BoMissionClaim[]}
              rowKey={(c) => c.id}
              columns={[
                { key: 'time', label: t('time'), render: (c) => formatDateTime(c.createdAt) },
                { key: 'user', label: t('user'), render: (c) => c.username },
                {
                  key: 'milestone',
                  label: t('milestone'),
                  render: (c) =>
                    c.milestoneId ? (names.get(c.milestoneId) ?? c.milestoneId) : `${t('rank')} ${c.rank}`,
                },
                { key: 'bonus', label: t('bonus'), render: (c) => c.bonusAmount },
                { key: 'points', label: t('points'), render: (c) => c.pointAmount },
              ]}
            />
          )
        }
      </QueryView>
    </Modal>
  );
}
