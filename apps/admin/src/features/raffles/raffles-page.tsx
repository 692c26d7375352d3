import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoRafflePromotion, BoTicketTemplate, RafflePromotionInput } from '@portal/contract';
import {
  Badge,
  Button,
  Card,
  Field,
  LocalizedFields,
  Modal,
  NumberField,
  Page,
  QueryView,
  useToast,
} from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime, fromLocalInput, toLocalInput } from '../../lib/format';
import { useLang, useT } from '../../lib/i18n';
import { messages } from './messages';

const key = ['bo', 'raffles'] as const;
const templatesKey = ['bo', 'ticket-templates'] as const;
const MAX_SESSIONS = 500;

type Raffle = BoRafflePromotion;
type Session = { key: string; id?: string; start: string; end: string; claims: number };
type Draft = {
  name: Record<'TW' | 'EN' | 'VI', string>;
  templateId: string;
  enabled: boolean;
  sessions: Session[];
};

/** A number within [min, max] (an empty or bad entry is the minimum). */
const clamp = (n: number, min: number, max: number) => Math.max(min, Math.min(max, n || min));

let nextKey = 1;
const newKey = () => `n${nextKey++}`;

/** The sessions of a raffle sent to the server: kept ones with their id, in start order. */
function toInput(d: Draft): RafflePromotionInput {
  const name: Record<string, string> = { TW: d.name.TW.trim() };
  if (d.name.EN.trim()) name.EN = d.name.EN.trim();
  if (d.name.VI.trim()) name.VI = d.name.VI.trim();
  return {
    name: name as RafflePromotionInput['name'],
    templateId: d.templateId,
    enabled: d.enabled,
    schedules: [...d.sessions]
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((s) => ({
        ...(s.id ? { id: s.id } : {}),
        startTime: fromLocalInput(s.start) ?? '',
        endTime: fromLocalInput(s.end) ?? '',
      })),
  };
}

/** What is wrong with the sessions, as a message key (null: nothing). */
export function sessionsProblem(sessions: { start: string; end: string }[]) {
  if (!sessions.length) return 'noSessions' as const;
  if (sessions.length > MAX_SESSIONS) return 'tooMany' as const;
  const ranges = sessions.map((s) => [Date.parse(s.start), Date.parse(s.end)] as const);
  if (ranges.some(([a, b]) => !(b > a))) return 'invalidRange' as const;
  const sorted = [...ranges].sort((x, y) => x[0] - y[0]);
  if (sorted.some((x, i) => i > 0 && x[0] < sorted[i - 1]![1])) return 'overlap' as const;
  return null;
}

/** Daily sessions: `days` days from `from` (YYYY-MM-DD), each starting at `time` (HH:mm) for `minutes`. */
export function dailySessions(from: string, days: number, time: string, minutes: number) {
  const out: { start: string; end: string }[] = [];
  const first = new Date(`${from}T${time}`);
  if (Number.isNaN(first.getTime()) || days < 1 || minutes < 1) return out;
  for (let d = 0; d < days; d++) {
    const start = new Date(first);
    start.setDate(first.getDate() + d);
    const end = new Date(start.getTime() + minutes * 60_000);
    out.push({ start: toLocalInput(start.toISOString()), end: toLocalInput(end.toISOString()) });
  }
  return out;
}

/**
 * Scheduled raffles (issue 16 item 4, decision 0050): each names a ticket template and holds sessions; while
 * one is on, a member claims one ticket of it. The list shows what is coming; the editor keeps sessions
 * members already claimed as they are and adds daily sessions in bulk.
 */
export default function RafflesPage() {
  const t = useT(messages);
  const lang = useLang();
  const canManage = useCan('rewards.manage');
  const toast = useToast();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Raffle | 'new' | null>(null);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<Raffle[]>('/bo/v1/tickets/raffles', undefined, { signal }),
  });
  const templates = useQuery({
    queryKey: templatesKey,
    queryFn: ({ signal }) => api.get<BoTicketTemplate[]>('/bo/v1/tickets/templates', undefined, { signal }),
  });
  const toggle = useMutation({
    mutationFn: (r: Raffle) =>
      api.put(`/bo/v1/tickets/raffles/${r.id}`, {
        name: r.name,
        templateId: r.templateId,
        enabled: !r.enabled,
        schedules: r.schedules.map((s) => ({ id: s.id, startTime: s.startTime, endTime: s.endTime })),
      }),
    onSuccess: () => {
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
  const templateName = (id: string) => {
    const tpl = templates.data?.find((x) => x.id === id);
    return tpl ? tpl.name[lang] || tpl.name.TW || id : id;
  };
  const now = Date.now();
  return (
    <Page
      title={t('title')}
      subtitle={t('subtitle')}
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
                    <th>{t('name')}</th>
                    <th>{t('template')}</th>
                    <th>{t('enabled')}</th>
                    <th className="num">{t('upcoming')}</th>
                    <th>{t('next')}</th>
                    <th className="num">{t('claims')}</th>
                    {canManage && <th>{t('actions')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {data.map((r) => {
                    const open = r.schedules.filter((s) => Date.parse(s.endTime) > now);
                    const next = open[0];
                    return (
                      <tr key={r.id} data-testid="raffle-row">
                        <td>{r.name[lang] || r.name.TW}</td>
                        <td>{templateName(r.templateId)}</td>
                        <td>
                          <Badge tone={r.enabled ? 'ok' : 'neutral'}>{r.enabled ? t('on') : t('off')}</Badge>
                        </td>
                        <td className="num">
                          {open.length} / {r.schedules.length}
                        </td>
                        <td>
                          {next
                            ? `${formatDateTime(next.startTime)} – ${formatDateTime(next.endTime)}`
                            : t('none')}
                        </td>
                        <td className="num">{r.schedules.reduce((n, s) => n + s.claims, 0)}</td>
                        {canManage && (
                          <td>
                            <div className="row-actions">
                              <Button size="sm" onClick={() => setEditing(r)}>
                                {t('edit')}
                              </Button>
                              <Button
                                size="sm"
                                busy={toggle.isPending && toggle.variables?.id === r.id}
                                onClick={() => toggle.mutate(r)}
                              >
                                {r.enabled ? t('disable') : t('enable')}
                              </Button>
                            </div>
                          </td>
                        )}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </Card>
        )}
      </QueryView>
      {editing && (
        <RaffleForm
          raffle={editing === 'new' ? null : editing}
          templates={templates.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </Page>
  );
}

function RaffleForm({
  raffle,
  templates,
  onClose,
}: {
  raffle: Raffle | null;
  templates: BoTicketTemplate[];
  onClose: () => void;
}) {
  const t = useT(messages);
  const lang = useLang();
  const toast = useToast();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() =>
    raffle
      ? {
          name: { TW: raffle.name.TW ?? '', EN: raffle.name.EN ?? '', VI: raffle.name.VI ?? '' },
          templateId: raffle.templateId,
          enabled: raffle.enabled,
          sessions: raffle.schedules.map((s) => ({
            key: `s${s.id}`,
            id: s.id,
            start: toLocalInput(s.startTime),
            end: toLocalInput(s.endTime),
            claims: s.claims,
          })),
        }
      : { name: { TW: '', EN: '', VI: '' }, templateId: '', enabled: true, sessions: [] },
  );
  const today = toLocalInput(new Date().toISOString()).slice(0, 10);
  const [repeat, setRepeat] = useState({ from: today, days: 7, time: '20:00', minutes: 60 });
  const generated = dailySessions(repeat.from, repeat.days, repeat.time, repeat.minutes);
  const problem = sessionsProblem(draft.sessions);
  const valid = draft.name.TW.trim().length > 0 && draft.templateId !== '' && problem === null;
  const save = useMutation({
    mutationFn: () =>
      raffle
        ? api.put(`/bo/v1/tickets/raffles/${raffle.id}`, toInput(draft))
        : api.post('/bo/v1/tickets/raffles', toInput(draft)),
    onSuccess: () => {
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: key });
      onClose();
    },
  });
  const setSession = (k: string, patch: Partial<Session>) =>
    setDraft((d) => ({ ...d, sessions: d.sessions.map((s) => (s.key === k ? { ...s, ...patch } : s)) }));
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Modal
      open
      onClose={onClose}
      title={raffle ? t('editTitle', { name: raffle.name[lang] || raffle.name.TW || '' }) : t('create')}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="primary" busy={save.isPending} disabled={!valid} onClick={() => save.mutate()}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) save.mutate();
        }}
      >
        <LocalizedFields
          value={draft.name}
          onChange={(name) => setDraft({ ...draft, name })}
          label={(l) => t(`name${l}`)}
          maxLength={80}
        />
        <Field label={t('template')}>
          <select
            className="input"
            value={draft.templateId}
            onChange={(e) => setDraft({ ...draft, templateId: e.target.value })}
          >
            <option value="">{t('chooseTemplate')}</option>
            {templates.map((tpl) => (
              <option key={tpl.id} value={tpl.id}>
                {tpl.name[lang] || tpl.name.TW} · {tpl.type}
                {tpl.enabled ? '' : ` ${t('templateOff')}`}
              </option>
            ))}
          </select>
        </Field>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })}
          />
          {t('enabled')}
        </label>
        <fieldset className="fieldset">
          <legend>{t('sessions')}</legend>
          <p className="muted">{t('timesHint', { zone })}</p>
          <ul className="raffle-sessions">
            {draft.sessions.map((s) => {
              const locked = s.claims > 0;
              return (
                <li key={s.key} className="raffle-sessions__row" data-testid="raffle-session">
                  <Field label={t('start')}>
                    <input
                      className="input"
                      type="datetime-local"
                      value={s.start}
                      disabled={locked}
                      onChange={(e) => setSession(s.key, { start: e.target.value })}
                    />
                  </Field>
                  <Field label={t('end')}>
                    <input
                      className="input"
                      type="datetime-local"
                      value={s.end}
                      disabled={locked}
                      onChange={(e) => setSession(s.key, { end: e.target.value })}
                    />
                  </Field>
                  {locked ? (
                    <span className="muted">{t('locked', { n: s.claims })}</span>
                  ) : (
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() =>
                        setDraft((d) => ({ ...d, sessions: d.sessions.filter((x) => x.key !== s.key) }))
                      }
                    >
                      {t('remove')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          <Button
            size="sm"
            onClick={() =>
              setDraft((d) => ({
                ...d,
                sessions: [...d.sessions, { key: newKey(), start: '', end: '', claims: 0 }],
              }))
            }
          >
            {t('addSession')}
          </Button>
          {problem && (
            <p className="form__error" role="alert">
              {t(problem)}
            </p>
          )}
        </fieldset>
        <fieldset className="fieldset">
          <legend>{t('repeatTitle')}</legend>
          <div className="raffle-repeat">
            <Field label={t('repeatFrom')}>
              <input
                className="input"
                type="date"
                value={repeat.from}
                onChange={(e) => setRepeat({ ...repeat, from: e.target.value })}
              />
            </Field>
            <NumberField
              label={t('repeatDays')}
              min={1}
              max={120}
              value={repeat.days}
              onChange={(days) => setRepeat({ ...repeat, days: clamp(days, 1, 120) })}
            />
            <Field label={t('repeatTime')}>
              <input
                className="input"
                type="time"
                value={repeat.time}
                onChange={(e) => setRepeat({ ...repeat, time: e.target.value })}
              />
            </Field>
            <NumberField
              label={t('repeatMinutes')}
              min={1}
              max={1440}
              value={repeat.minutes}
              onChange={(minutes) => setRepeat({ ...repeat, minutes: clamp(minutes, 1, 1440) })}
            />
          </div>
          <Button
            size="sm"
            disabled={generated.length === 0}
            onClick={() =>
              setDraft((d) => ({
                ...d,
                sessions: [...d.sessions, ...generated.map((g) => ({ ...g, key: newKey(), claims: 0 }))],
              }))
            }
          >
            {t('repeatAdd', { n: generated.length })}
          </Button>
        </fieldset>
        {save.isError && (
          <p className="form__error" role="alert">
            {errorText(save.error)}
          </p>
        )}
      </form>
    </Modal>
  );
}
