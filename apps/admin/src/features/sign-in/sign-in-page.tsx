import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoSignInClaim, BoSignInConfig, SignInConfigInput } from '@portal/contract';
import { Badge, Button, Card, Field, Modal, Page, QueryView, useToast } from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
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

const DAY_MS = 86_400_000;
const toLocal = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (v: string) => new Date(v).toISOString();
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
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<BoSignInConfig[]>('/bo/v1/sign-in', undefined, { signal }),
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
      <QueryView query={query} empty={t('empty')}>
        {(data) => (
          <Card>
            <div className="dt__scroll">
              <table className="table">
                <thead>
                  <tr>
                    <th>{t('colName')}</th>
                    <th>{t('colType')}</th>
                    <th>{t('colPeriod')}</th>
                    <th>{t('colDays')}</th>
                    <th>{t('colStatus')}</th>
                    <th>{t('colClaims')}</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {data.map((c) => (
                    <tr key={c.id}>
                      <td>{c.name.TW}</td>
                      <td>
                        <Badge tone="info">{t(c.type)}</Badge>
                      </td>
                      <td>
                        {c.noExpiry
                          ? t('permanent')
                          : `${formatDateTime(c.startTime!)} – ${formatDateTime(c.endTime!)}`}
                      </td>
                      <td>{c.days.length}</td>
                      <td>
                        <Badge tone={c.enabled ? 'ok' : 'neutral'}>{c.enabled ? t('on') : t('off')}</Badge>
                      </td>
                      <td>{c.claims}</td>
                      <td className="row">
                        <Button size="sm" onClick={() => setEditing(c)}>
                          {t('edit')}
                        </Button>
                        <Button size="sm" onClick={() => setClaimsOf(c)}>
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
        <Editor
          config={editing === 'new' ? null : editing}
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

function Editor({
  config,
  readOnly,
  onClose,
}: {
  config: BoSignInConfig | null;
  readOnly: boolean;
  onClose: () => void;
}) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const [d, setD] = useState<Draft>(() => draftOf(config));
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const setDay = (i: number, patch: Partial<Day>) =>
    set({ days: d.days.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
  const save = useMutation({
    mutationFn: () => {
      const body: SignInConfigInput = d;
      return config ? api.put(`/bo/v1/sign-in/${config.id}`, body) : api.post('/bo/v1/sign-in', body);
    },
    onSuccess: () => {
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: key });
      onClose();
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
  const num = (v: string) => (v === '' ? 0 : Number(v));
  const oneDay = d.type === 'W' || d.type === 'M';
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={config ? `${t('edit')}: ${config.name.TW}` : t('create')}
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
          <input
            type="checkbox"
            checked={d.noExpiry}
            onChange={(e) =>
              set({
                noExpiry: e.target.checked,
                startTime: d.startTime ?? new Date().toISOString(),
                endTime: d.endTime ?? new Date(Date.now() + 30 * DAY_MS).toISOString(),
              })
            }
          />{' '}
          {t('noExpiry')}
        </label>
        {!d.noExpiry && (
          <>
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
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>{t('required')}</legend>
          {INFO.map((f) => (
            <label key={f} className="check">
              <input
                type="checkbox"
                checked={d.requiredInformation.includes(f)}
                onChange={(e) =>
                  set({
                    requiredInformation: e.target.checked
                      ? [...d.requiredInformation, f]
                      : d.requiredInformation.filter((x) => x !== f),
                  })
                }
              />{' '}
              {t(f)}
            </label>
          ))}
        </fieldset>
        <h4>{t('days')}</h4>
        {d.days.map((day, i) => (
          <div key={i} className="grid">
            {(['dayNo', 'amount', 'pointAmount', 'depositAmount', 'validBetAmount'] as const).map((f) => (
              <Field
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
              >
                <input
                  className="input"
                  type="number"
                  min={f === 'dayNo' ? 1 : 0}
                  step={f === 'dayNo' || f === 'pointAmount' ? 1 : 0.01}
                  value={day[f]}
                  onChange={(e) => setDay(i, { [f]: num(e.target.value) })}
                />
              </Field>
            ))}
            {d.days.length > 1 && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => set({ days: d.days.filter((_, j) => j !== i) })}
              >
                {t('remove')}
              </Button>
            )}
          </div>
        ))}
        {!oneDay && d.days.length < 31 && (
          <Button
            size="sm"
            onClick={() =>
              set({ days: [...d.days, blankDay(Math.max(0, ...d.days.map((x) => x.dayNo)) + 1)] })
            }
          >
            {t('addDay')}
          </Button>
        )}
      </fieldset>
    </Modal>
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
  const query = useQuery({
    queryKey: [...key, 'claims', config?.id ?? 'all'],
    queryFn: ({ signal }) =>
      api.get<BoSignInClaim[]>('/bo/v1/sign-in/claims', config ? { configId: config.id } : undefined, {
        signal,
      }),
  });
  const nameOf = new Map(names.map((c) => [c.id, c.name.TW ?? c.id]));
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={config ? `${config.name.TW} · ${t('claims')}` : t('allClaims')}
    >
      <QueryView query={query} lines={5}>
        {(data) => (
          <div className="dt__scroll">
            <table className="table">
              <thead>
                <tr>
                  <th>{t('time')}</th>
                  <th>{t('user')}</th>
                  <th>{t('config')}</th>
                  <th>{t('period')}</th>
                  <th>{t('dayNo')}</th>
                  <th>{t('amount')}</th>
                  <th>{t('points')}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((c) => (
                  <tr key={c.id}>
                    <td>{formatDateTime(c.createdAt)}</td>
                    <td>{c.username}</td>
                    <td>{nameOf.get(c.configId) ?? c.configId}</td>
                    <td>{c.periodKey}</td>
                    <td>{c.dayNo}</td>
                    <td>{c.amount}</td>
                    <td>{c.pointAmount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
    </Modal>
  );
}
