import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  fieldRulesValue,
  maintenanceValue,
  modulesValue,
  paymentChannelsValue,
  WithdrawRules,
} from '@portal/contract';
import { Button, Card, Field, Modal, Page, Skeleton, Tabs, useToast } from '../../components';
import { LocalizedFields, compactLocalized } from '../../components/media-input';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { fromLocalInput, toLocalInput } from '../../lib/format';
import { getLang, useT } from '../../lib/i18n';
import { useMerchant } from '../../lib/session';
import { messages } from './messages';

type Tab = 'modules' | 'fields' | 'maintenance' | 'payments' | 'withdraw';

/** The merchant's settings, one tab each; every change applies on every node within 5 s. */
export default function SettingsPage() {
  const t = useT(messages);
  const [tab, setTab] = useState<Tab>('modules');
  return (
    <Page title={t('title')}>
      <Tabs<Tab>
        value={tab}
        onChange={setTab}
        tabs={[
          { key: 'modules', label: t('tabModules') },
          { key: 'fields', label: t('tabFields') },
          { key: 'maintenance', label: t('tabMaintenance') },
          { key: 'payments', label: t('tabPayments') },
          { key: 'withdraw', label: t('tabWithdraw') },
        ]}
      />
      {tab === 'modules' ? <Modules /> : null}
      {tab === 'fields' ? <Fields /> : null}
      {tab === 'maintenance' ? <Maintenance /> : null}
      {tab === 'payments' ? <Payments /> : null}
      {tab === 'withdraw' ? <Withdraw /> : null}
    </Page>
  );
}

/** A query of the merchant being operated on, and a mutation that refreshes it. */
function useSetting<T>(path: string) {
  const merchant = useMerchant();
  const client = useQueryClient();
  const toast = useToast();
  const t = useT(messages);
  const key = ['bo', 'settings', merchant, path];
  const query = useQuery({ queryKey: key, queryFn: () => api.get<T>(path) });
  const save = useMutation({
    mutationFn: ({ url, body }: { url: string; body: unknown }) => api.put<T>(url, body),
    onSuccess: (value) => {
      client.setQueryData(key, value);
      toast(t('saved'), 'success');
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
  return { query, save };
}

function Modules() {
  const t = useT(messages);
  const canManage = useCan('settings.manage');
  const { query, save } = useSetting<z.infer<typeof modulesValue>>('/bo/v1/settings/modules');
  if (!query.data) return <Skeleton />;
  const lang = getLang();
  const rows = query.data.modules;
  return (
    <Card>
      <p className="muted">{t('modulesHint')}</p>
      <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
        {rows.map((m) => (
          <li key={m.modId} style={{ marginLeft: m.parentModId ? 28 : 0 }}>
            <label className="check">
              <input
                type="checkbox"
                role="switch"
                data-mod={m.modId}
                checked={m.enabled}
                disabled={!canManage || save.isPending}
                onChange={(e) =>
                  save.mutate({
                    url: `/bo/v1/settings/modules/${m.modId}`,
                    body: { enabled: e.target.checked },
                  })
                }
              />
              <span>
                <strong>{m.description?.[lang] ?? m.modId}</strong>{' '}
                <span className="muted mono">{m.modId}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </Card>
  );
}

type Rule = z.infer<typeof fieldRulesValue>['rules'][number];
function Fields() {
  const t = useT(messages);
  const canManage = useCan('settings.manage');
  const { query, save } = useSetting<z.infer<typeof fieldRulesValue>>('/bo/v1/settings/register-fields');
  const [draft, setDraft] = useState<Record<string, Rule>>({});
  if (!query.data) return <Skeleton />;
  const patterns = query.data.patternIds;
  return (
    <Card>
      <div className="dt__scroll">
        <table className="dt__table">
          <thead>
            <tr>
              {[
                t('field'),
                t('enabled'),
                t('required'),
                t('minLength'),
                t('maxLength'),
                t('pattern'),
                '',
              ].map((h, i) => (
                <th key={i} className="dt__th">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {query.data.rules.map((saved) => {
              const r = draft[saved.name] ?? saved;
              const set = (patch: Partial<Rule>) =>
                setDraft((d) => ({ ...d, [saved.name]: { ...r, ...patch } }));
              return (
                <tr key={r.name} className="dt__row">
                  <td className="dt__td mono">{r.name}</td>
                  <td className="dt__td">
                    <input
                      type="checkbox"
                      checked={r.enabled}
                      onChange={(e) => set({ enabled: e.target.checked })}
                    />
                  </td>
                  <td className="dt__td">
                    <input
                      type="checkbox"
                      checked={r.required}
                      onChange={(e) => set({ required: e.target.checked })}
                    />
                  </td>
                  <td className="dt__td">
                    <input
                      className="input input--sm"
                      style={{ width: 64 }}
                      type="number"
                      value={r.minLength}
                      onChange={(e) => set({ minLength: Number(e.target.value) })}
                    />
                  </td>
                  <td className="dt__td">
                    <input
                      className="input input--sm"
                      style={{ width: 64 }}
                      type="number"
                      value={r.maxLength}
                      onChange={(e) => set({ maxLength: Number(e.target.value) })}
                    />
                  </td>
                  <td className="dt__td">
                    <select
                      className="input input--sm"
                      value={r.patternId}
                      onChange={(e) => set({ patternId: e.target.value })}
                    >
                      {patterns.map((p) => (
                        <option key={p}>{p}</option>
                      ))}
                    </select>
                  </td>
                  <td className="dt__td">
                    {canManage && draft[saved.name] ? (
                      <Button
                        size="sm"
                        variant="primary"
                        busy={save.isPending}
                        onClick={() =>
                          save.mutate(
                            {
                              url: `/bo/v1/settings/register-fields/${r.name}`,
                              body: {
                                enabled: r.enabled,
                                required: r.required,
                                patternId: r.patternId,
                                minLength: r.minLength,
                                maxLength: r.maxLength,
                              },
                            },
                            {
                              onSuccess: () =>
                                setDraft((d) =>
                                  Object.fromEntries(Object.entries(d).filter(([k]) => k !== r.name)),
                                ),
                            },
                          )
                        }
                      >
                        {t('save')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function Maintenance() {
  const t = useT(messages);
  const canManage = useCan('settings.manage');
  const { query, save } = useSetting<z.infer<typeof maintenanceValue>>('/bo/v1/settings/maintenance');
  const [on, setOn] = useState<boolean | null>(null);
  const [until, setUntil] = useState<string | null>(null);
  const [countries, setCountries] = useState<string | null>(null);
  const [message, setMessage] = useState<Record<string, string> | null>(null);
  if (!query.data) return <Skeleton />;
  const v = query.data;
  const isOn = on ?? v.maintenance;
  const end = until ?? toLocalInput(v.maintenanceEnd);
  return (
    <div className="grid">
      <Card title={t('maintenance')}>
        <div className="form">
          <label className="check">
            <input type="checkbox" role="switch" checked={isOn} onChange={(e) => setOn(e.target.checked)} />
            {isOn ? t('on') : t('off')}
          </label>
          <Field label={t('maintenanceEnd')}>
            <input
              className="input"
              type="datetime-local"
              value={end}
              onChange={(e) => setUntil(e.target.value)}
            />
          </Field>
          {canManage ? (
            <Button
              variant="primary"
              busy={save.isPending}
              onClick={() =>
                save.mutate({
                  url: '/bo/v1/settings/maintenance',
                  body: { on: isOn, until: isOn ? fromLocalInput(end) : null },
                })
              }
            >
              {t('save')}
            </Button>
          ) : null}
        </div>
      </Card>
      <Card title={t('blockedCountries')}>
        <div className="form">
          <input
            className="input"
            value={countries ?? v.blockedCountries.join(', ')}
            onChange={(e) => setCountries(e.target.value)}
          />
          {canManage ? (
            <Button
              variant="primary"
              busy={save.isPending}
              onClick={() =>
                save.mutate({
                  url: '/bo/v1/settings/regions',
                  body: {
                    countries: (countries ?? '')
                      .split(',')
                      .map((c) => c.trim().toUpperCase())
                      .filter(Boolean),
                  },
                })
              }
            >
              {t('save')}
            </Button>
          ) : null}
        </div>
      </Card>
      <Card title={t('depositOff')}>
        <div className="form">
          <LocalizedFields
            label={t('depositOff')}
            value={message ?? v.depositOffMessage}
            onChange={(m) => setMessage(m as Record<string, string>)}
            multiline
          />
          {canManage ? (
            <Button
              variant="primary"
              busy={save.isPending}
              onClick={() =>
                save.mutate({
                  url: '/bo/v1/settings/deposit-off-message',
                  body: { message: compactLocalized(message ?? v.depositOffMessage) },
                })
              }
            >
              {t('save')}
            </Button>
          ) : null}
        </div>
      </Card>
    </div>
  );
}

type Channel = z.infer<typeof paymentChannelsValue>['channels'][number];
function Payments() {
  const t = useT(messages);
  const canManage = useCan('settings.manage');
  const { query, save } = useSetting<z.infer<typeof paymentChannelsValue>>(
    '/bo/v1/settings/payment-channels',
  );
  const [editing, setEditing] = useState<Channel | null>(null);
  if (!query.data) return <Skeleton />;
  const lang = getLang();
  return (
    <Card>
      <div className="dt__scroll">
        <table className="dt__table">
          <thead>
            <tr>
              {[t('channel'), t('enabled'), t('minAmount'), t('maxAmount'), t('feeBp'), t('sort'), ''].map(
                (h, i) => (
                  <th key={i} className="dt__th">
                    {h}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {query.data.channels.map((c) => (
              <tr key={c.id} className="dt__row">
                <td className="dt__td">
                  <strong>{c.name[lang] ?? c.name.TW}</strong>{' '}
                  <span className="muted mono">
                    {c.code} · {c.method}
                  </span>
                </td>
                <td className="dt__td">{c.enabled ? t('on') : t('off')}</td>
                <td className="dt__td dt__td--right">{c.minAmount}</td>
                <td className="dt__td dt__td--right">{c.maxAmount}</td>
                <td className="dt__td dt__td--right">{c.feeBp}</td>
                <td className="dt__td dt__td--right">{c.sort}</td>
                <td className="dt__td">
                  {canManage ? (
                    <Button size="sm" onClick={() => setEditing(c)}>
                      {t('edit')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing ? (
        <ChannelForm
          channel={editing}
          busy={save.isPending}
          onClose={() => setEditing(null)}
          onSave={(body) =>
            save.mutate(
              { url: `/bo/v1/settings/payment-channels/${editing.id}`, body },
              { onSuccess: () => setEditing(null) },
            )
          }
        />
      ) : null}
    </Card>
  );
}

function ChannelForm({
  channel,
  busy,
  onClose,
  onSave,
}: {
  channel: Channel;
  busy: boolean;
  onClose: () => void;
  onSave: (body: unknown) => void;
}) {
  const t = useT(messages);
  const [c, setC] = useState(channel);
  const [fixed, setFixed] = useState(channel.fixAmounts.join(', '));
  const num = (
    key: 'minAmount' | 'maxAmount' | 'feeBp' | 'feeFixed' | 'rebateBp' | 'sort',
    label: string,
  ) => (
    <Field label={label}>
      <input
        className="input"
        type="number"
        min={0}
        value={c[key]}
        onChange={(e) => setC({ ...c, [key]: Number(e.target.value) })}
      />
    </Field>
  );
  const receiver = c.receiver ?? { bankName: '', accountName: '', accountNumber: '', branch: '' };
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={`${channel.code} · ${channel.method}`}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button
            variant="primary"
            busy={busy}
            onClick={() => {
              const { id: _id, code: _code, method: _method, ...rest } = c;
              onSave({
                ...rest,
                name: compactLocalized(c.name),
                fixAmounts: fixed
                  .split(',')
                  .map((s) => Number(s.trim()))
                  .filter((n) => n > 0),
                receiver: channel.method === 'MT' ? receiver : null,
              });
            }}
          >
            {t('save')}
          </Button>
        </>
      }
    >
      <div className="form">
        <label className="check">
          <input
            type="checkbox"
            checked={c.enabled}
            onChange={(e) => setC({ ...c, enabled: e.target.checked })}
          />
          {t('enabled')}
        </label>
        <LocalizedFields
          label={t('name')}
          value={c.name}
          onChange={(name) => setC({ ...c, name: name as Record<string, string> })}
        />
        <div className="grid">
          {num('minAmount', t('minAmount'))}
          {num('maxAmount', t('maxAmount'))}
          {num('feeBp', t('feeBp'))}
          {num('feeFixed', t('feeFixed'))}
          {num('rebateBp', t('rebateBp'))}
          {num('sort', t('sort'))}
        </div>
        <Field label={t('fixAmounts')}>
          <input className="input" value={fixed} onChange={(e) => setFixed(e.target.value)} />
        </Field>
        <label className="check">
          <input
            type="checkbox"
            checked={c.fixAmountOnly}
            onChange={(e) => setC({ ...c, fixAmountOnly: e.target.checked })}
          />
          {t('fixAmountOnly')}
        </label>
        {channel.method === 'MT' ? (
          <fieldset className="grid">
            <legend className="field__label">{t('bankAccount')}</legend>
            {(['bankName', 'accountName', 'accountNumber', 'branch'] as const).map((k) => (
              <Field key={k} label={t(k)}>
                <input
                  className="input"
                  value={receiver[k]}
                  onChange={(e) => setC({ ...c, receiver: { ...receiver, [k]: e.target.value } })}
                />
              </Field>
            ))}
          </fieldset>
        ) : null}
      </div>
    </Modal>
  );
}

function Withdraw() {
  const t = useT(messages);
  const canManage = useCan('settings.manage');
  const { query, save } = useSetting<WithdrawRules>('/bo/v1/settings/withdrawal-rules');
  const [draft, setDraft] = useState<WithdrawRules | null>(null);
  if (!query.data) return <Skeleton />;
  const w = draft ?? query.data;
  const fields: [keyof WithdrawRules, string][] = [
    ['depositTurnoverMultiple', t('turnoverMultiple')],
    ['dailyCount', t('dailyCount')],
    ['dailyAmount', t('dailyAmount')],
    ['feeBp', t('withdrawFee')],
    ['bankMin', t('bankMin')],
    ['bankMax', t('bankMax')],
    ['ewalletMin', t('ewalletMin')],
    ['ewalletMax', t('ewalletMax')],
  ];
  return (
    <Card>
      <div className="form">
        <div className="grid">
          {fields.map(([k, label]) => (
            <Field key={k} label={label}>
              <input
                className="input"
                type="number"
                min={0}
                value={w[k]}
                onChange={(e) => setDraft({ ...w, [k]: Number(e.target.value) })}
              />
            </Field>
          ))}
        </div>
        {canManage ? (
          <div>
            <Button
              variant="primary"
              busy={save.isPending}
              onClick={() =>
                save.mutate(
                  { url: '/bo/v1/settings/withdrawal-rules', body: w },
                  { onSuccess: () => setDraft(null) },
                )
              }
            >
              {t('save')}
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
