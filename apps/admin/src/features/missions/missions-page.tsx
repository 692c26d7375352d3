import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoMission, BoMissionClaim, MissionInput } from '@portal/contract';
import { Badge, Button, Card, Field, Modal, Page, QueryView, useToast } from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
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
const FIELDS = [
  'MOBILE_VERIFIED',
  'BANK_CARD',
  'EMAIL',
  'PAYEE_NAME',
  'BIRTHDAY',
  'ADDRESS',
  'AVATAR',
  'NICKNAME',
] as const;
const METRICS = ['VALID_BET', 'DEPOSIT_AMOUNT', 'BET_COUNT', 'PROFIT_MULTIPLIER'] as const;
const WINDOWS = ['MISSION', 'FIRST', 'HISTORY'] as const;

type Draft = Omit<MissionInput, 'milestones'> & {
  milestones: (MissionInput['milestones'][number] & { gameTypesText?: string })[];
};
type Condition = MissionInput['milestones'][number]['conditions'][number];

/** `datetime-local` text of an ISO time (local time of the browser), and back. */
const toLocal = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (v: string) => new Date(v).toISOString();
const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

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
      milestones: [
        {
          name: { TW: '' },
          conditions: [{ kind: 'VALID_BET', target: 100, window: 'MISSION' }],
          bonusAmount: 0,
          turnoverMultiple: 1,
          pointAmount: 0,
        },
      ],
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
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<BoMission[]>('/bo/v1/missions', undefined, { signal }),
  });
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
      <QueryView query={query} empty={t('empty')}>
        {(data) => (
          <Card>
            <div className="dt__scroll">
              <table className="table">
                <thead>
                  <tr>
                    <th>{t('colTitle')}</th>
                    <th>{t('colPeriod')}</th>
                    <th>{t('colStatus')}</th>
                    <th>{t('colMilestones')}</th>
                    <th>{t('colClaims')}</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {data.map((m) => (
                    <tr key={m.id}>
                      <td>
                        {m.title.TW} {m.ranked && <Badge tone="info">{t('ranked')}</Badge>}
                      </td>
                      <td>
                        {formatDateTime(m.startTime)} – {formatDateTime(m.endTime)}
                      </td>
                      <td>
                        <Badge tone={m.status === 'O' ? 'ok' : m.status === 'U' ? 'info' : 'neutral'}>
                          {t(m.status)}
                        </Badge>
                        {!m.enabled && <Badge tone="warn">{t('no')}</Badge>}
                      </td>
                      <td>{m.milestones.length}</td>
                      <td>{m.claims}</td>
                      <td className="row">
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
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        )}
      </QueryView>
      {editing && (
        <MissionEditor
          mission={editing === 'new' ? null : editing}
          readOnly={!canManage}
          onClose={() => setEditing(null)}
        />
      )}
      {viewing && <MissionView {...viewing} onClose={() => setViewing(null)} />}
    </Page>
  );
}

function MissionEditor({
  mission,
  readOnly,
  onClose,
}: {
  mission: BoMission | null;
  readOnly: boolean;
  onClose: () => void;
}) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const [d, setD] = useState<Draft>(() => draftOf(mission));
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const setMs = (i: number, patch: Partial<Draft['milestones'][number]>) =>
    set({ milestones: d.milestones.map((m, j) => (j === i ? { ...m, ...patch } : m)) });
  const setCond = (i: number, k: number, patch: Partial<Condition>) =>
    setMs(i, { conditions: d.milestones[i]!.conditions.map((c, j) => (j === k ? { ...c, ...patch } : c)) });
  const save = useMutation({
    mutationFn: () =>
      mission ? api.put(`/bo/v1/missions/${mission.id}`, d) : api.post('/bo/v1/missions', d),
    onSuccess: () => {
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: key });
      onClose();
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
  const num = (v: string) => (v === '' ? 0 : Number(v));
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={mission ? `${t('edit')}: ${mission.title.TW}` : t('create')}
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
          <Field key={l} label={t(`title${l}`)}>
            <input
              className="input"
              value={d.title[l] ?? ''}
              onChange={(e) => set({ title: { ...d.title, [l]: e.target.value } })}
            />
          </Field>
        ))}
        {(['TW', 'EN', 'VI'] as const).map((l) => (
          <Field key={l} label={t(`rules${l}`)}>
            <textarea
              className="input"
              rows={3}
              value={d.rules[l] ?? ''}
              onChange={(e) => set({ rules: { ...d.rules, [l]: e.target.value } })}
            />
          </Field>
        ))}
        <Field label={t('start')}>
          <input
            className="input"
            type="datetime-local"
            value={toLocal(d.startTime)}
            onChange={(e) => e.target.value && set({ startTime: fromLocal(e.target.value) })}
          />
        </Field>
        <Field label={t('end')}>
          <input
            className="input"
            type="datetime-local"
            value={toLocal(d.endTime)}
            onChange={(e) => e.target.value && set({ endTime: fromLocal(e.target.value) })}
          />
        </Field>
        <Field label={t('claimDays')}>
          <input
            className="input"
            type="number"
            min={0}
            value={d.claimDays}
            onChange={(e) => set({ claimDays: num(e.target.value) })}
          />
        </Field>
        <label className="check">
          <input type="checkbox" checked={d.enabled} onChange={(e) => set({ enabled: e.target.checked })} />{' '}
          {t('enabled')}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={d.ranked}
            onChange={(e) =>
              set({
                ranked: e.target.checked,
                leaderboardMetric: e.target.checked
                  ? (d.leaderboardMetric ?? 'VALID_BET')
                  : d.leaderboardMetric,
              })
            }
          />{' '}
          {t('ranked')}
        </label>
        {d.ranked && (
          <>
            <Field label={t('metric')}>
              <select
                className="input"
                value={d.leaderboardMetric ?? 'VALID_BET'}
                onChange={(e) => set({ leaderboardMetric: e.target.value as Draft['leaderboardMetric'] })}
              >
                {METRICS.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('size')}>
              <input
                className="input"
                type="number"
                min={1}
                max={100}
                value={d.leaderboardSize}
                onChange={(e) => set({ leaderboardSize: num(e.target.value) })}
              />
            </Field>
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
            <h4>{t('prizes')}</h4>
            {d.prizes.map((p, i) => (
              <div key={i} className="grid">
                {(['rank', 'bonusAmount', 'turnoverMultiple', 'pointAmount'] as const).map((f) => (
                  <Field
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
                  >
                    <input
                      className="input"
                      type="number"
                      min={0}
                      value={p[f]}
                      onChange={(e) =>
                        set({
                          prizes: d.prizes.map((x, j) => (j === i ? { ...x, [f]: num(e.target.value) } : x)),
                        })
                      }
                    />
                  </Field>
                ))}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => set({ prizes: d.prizes.filter((_, j) => j !== i) })}
                >
                  {t('remove')}
                </Button>
              </div>
            ))}
            <Button
              size="sm"
              onClick={() =>
                set({
                  prizes: [
                    ...d.prizes,
                    { rank: d.prizes.length + 1, bonusAmount: 0, turnoverMultiple: 1, pointAmount: 0 },
                  ],
                })
              }
            >
              {t('addPrize')}
            </Button>
          </>
        )}
        <h4>{t('milestones')}</h4>
        {d.milestones.map((ms, i) => (
          <Card key={i}>
            <div className="form">
              <Field label={t('nameTW')}>
                <input
                  className="input"
                  value={ms.name.TW}
                  onChange={(e) => setMs(i, { name: { ...ms.name, TW: e.target.value } })}
                />
              </Field>
              <Field label={t('nameEN')}>
                <input
                  className="input"
                  value={ms.name.EN ?? ''}
                  onChange={(e) => setMs(i, { name: { ...ms.name, EN: e.target.value } })}
                />
              </Field>
              <div className="grid">
                <Field label={t('bonus')}>
                  <input
                    className="input"
                    type="number"
                    min={0}
                    value={ms.bonusAmount}
                    onChange={(e) => setMs(i, { bonusAmount: num(e.target.value) })}
                  />
                </Field>
                <Field label={t('turnover')}>
                  <input
                    className="input"
                    type="number"
                    min={0}
                    value={ms.turnoverMultiple}
                    onChange={(e) => setMs(i, { turnoverMultiple: num(e.target.value) })}
                  />
                </Field>
                <Field label={t('points')}>
                  <input
                    className="input"
                    type="number"
                    min={0}
                    value={ms.pointAmount}
                    onChange={(e) => setMs(i, { pointAmount: num(e.target.value) })}
                  />
                </Field>
              </div>
              <strong>{t('conditions')}</strong>
              {ms.conditions.map((c, k) => (
                <div key={k} className="grid">
                  <Field label={t('kind')}>
                    <select
                      className="input"
                      value={c.kind}
                      onChange={(e) => setCond(i, k, { kind: e.target.value as Condition['kind'] })}
                    >
                      {KINDS.map((x) => (
                        <option key={x} value={x}>
                          {x}
                        </option>
                      ))}
                    </select>
                  </Field>
                  {c.kind === 'PROFILE_COMPLETE' ? (
                    <Field label={t('fields')}>
                      <select
                        className="input"
                        multiple
                        value={c.fields ?? []}
                        onChange={(e) =>
                          setCond(i, k, {
                            fields: [...e.target.selectedOptions].map(
                              (o) => o.value as (typeof FIELDS)[number],
                            ),
                          })
                        }
                      >
                        {FIELDS.map((f) => (
                          <option key={f} value={f}>
                            {f}
                          </option>
                        ))}
                      </select>
                    </Field>
                  ) : (
                    <Field label={t('target')}>
                      <input
                        className="input"
                        type="number"
                        min={0}
                        step="any"
                        value={c.target}
                        onChange={(e) => setCond(i, k, { target: num(e.target.value) })}
                      />
                    </Field>
                  )}
                  <Field label={t('window')}>
                    <select
                      className="input"
                      value={c.window}
                      onChange={(e) => setCond(i, k, { window: e.target.value as Condition['window'] })}
                    >
                      {WINDOWS.map((w) => (
                        <option key={w} value={w}>
                          {t(w)}
                        </option>
                      ))}
                    </select>
                  </Field>
                  {['VALID_BET', 'BET_COUNT', 'NET_LOSS', 'PROFIT_MULTIPLIER'].includes(c.kind) && (
                    <>
                      <Field label={t('gameTypes')}>
                        <input
                          className="input"
                          value={(c.gameTypes ?? []).join(', ')}
                          onChange={(e) => setCond(i, k, { gameTypes: list(e.target.value) })}
                        />
                      </Field>
                      <Field label={t('vendors')}>
                        <input
                          className="input"
                          value={(c.vendors ?? []).join(', ')}
                          onChange={(e) => setCond(i, k, { vendors: list(e.target.value) })}
                        />
                      </Field>
                    </>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={ms.conditions.length < 2}
                    onClick={() => setMs(i, { conditions: ms.conditions.filter((_, j) => j !== k) })}
                  >
                    {t('remove')}
                  </Button>
                </div>
              ))}
              <div className="row">
                <Button
                  size="sm"
                  onClick={() =>
                    setMs(i, {
                      conditions: [
                        ...ms.conditions,
                        { kind: 'DEPOSIT_AMOUNT', target: 100, window: 'MISSION' },
                      ],
                    })
                  }
                >
                  {t('addCondition')}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => set({ milestones: d.milestones.filter((_, j) => j !== i) })}
                >
                  {t('remove')}
                </Button>
              </div>
            </div>
          </Card>
        ))}
        <Button
          size="sm"
          onClick={() =>
            set({
              milestones: [
                ...d.milestones,
                {
                  name: { TW: '' },
                  conditions: [{ kind: 'VALID_BET', target: 100, window: 'MISSION' }],
                  bonusAmount: 0,
                  turnoverMultiple: 1,
                  pointAmount: 0,
                },
              ],
            })
          }
        >
          {t('addMilestone')}
        </Button>
      </fieldset>
    </Modal>
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
  const names = new Map(mission.milestones.map((m) => [m.id, m.name.TW ?? m.id]));
  return (
    <Modal open size="lg" onClose={onClose} title={`${mission.title.TW} · ${t(what)}`}>
      <QueryView query={query} lines={5}>
        {(data) => (
          <div className="dt__scroll">
            <table className="table">
              {what === 'board' ? (
                <>
                  <thead>
                    <tr>
                      <th>{t('rank')}</th>
                      <th>{t('user')}</th>
                      <th>{t('value')}</th>
                      <th>{t('prize')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {(data as BoardRow[]).map((r) => (
                      <tr key={r.rank}>
                        <td>{r.rank}</td>
                        <td>{r.username}</td>
                        <td>{r.value}</td>
                        <td>{r.prize ? t('yes') : t('no')}</td>
                      </tr>
                    ))}
                  </tbody>
                </>
              ) : (
                <>
                  <thead>
                    <tr>
                      <th>{t('time')}</th>
                      <th>{t('user')}</th>
                      <th>{t('milestone')}</th>
                      <th>{t('bonus')}</th>
                      <th>{t('points')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {(data as BoMissionClaim[]).map((c) => (
                      <tr key={c.id}>
                        <td>{formatDateTime(c.createdAt)}</td>
                        <td>{c.username}</td>
                        <td>
                          {c.milestoneId
                            ? (names.get(c.milestoneId) ?? c.milestoneId)
                            : `${t('rank')} ${c.rank}`}
                        </td>
                        <td>{c.bonusAmount}</td>
                        <td>{c.pointAmount}</td>
                      </tr>
                    ))}
                  </tbody>
                </>
              )}
            </table>
          </div>
        )}
      </QueryView>
    </Modal>
  );
}
