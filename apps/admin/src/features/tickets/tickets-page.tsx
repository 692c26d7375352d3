import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoTicket, BoTicketTemplate, TicketTemplateInput } from '@portal/contract';
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

const key = ['bo', 'tickets'] as const;
const TYPES = ['PRIZE_WHEEL', 'GOLDEN_EGG', 'RAFFLE', 'CASH_VOUCHER', 'GIFT_CODE'] as const;
const REWARDS = ['MONEY', 'POINT', 'MERCHANDISE', 'RETRY', 'NONE'] as const;
const KINDS = [
  'DEPOSIT_AMOUNT',
  'DEPOSIT_COUNT',
  'VALID_BET',
  'BET_COUNT',
  'NET_LOSS',
  'INVITED_FRIENDS',
] as const;
const DURATIONS = ['FIRST', 'AFTER_CLAIM', 'HISTORY'] as const;
type Prize = {
  rewardType: (typeof REWARDS)[number];
  value: number;
  productName: string | null;
  weight: number;
};
type Cond = {
  condition: (typeof KINDS)[number];
  target: number;
  duration: (typeof DURATIONS)[number];
  gameVendor: string | null;
  gameType: string | null;
};
type Draft = {
  type: (typeof TYPES)[number];
  name: { TW: string; EN?: string; VI?: string };
  description: { TW?: string; EN?: string; VI?: string };
  startTime: string | null;
  endTime: string | null;
  validDays: number | null;
  conditions: Cond[];
  prizes: Prize[];
  turnoverMultiple: number;
  issueOnRegistration: boolean;
  enabled: boolean;
};

const toLocal = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (v: string) => (v ? new Date(v).toISOString() : null);

function draftOf(c: BoTicketTemplate | null): Draft {
  if (!c)
    return {
      type: 'PRIZE_WHEEL',
      name: { TW: '' },
      description: {},
      startTime: null,
      endTime: null,
      validDays: 30,
      conditions: [],
      prizes: [
        { rewardType: 'MONEY', value: 1, productName: null, weight: 50 },
        { rewardType: 'NONE', value: 0, productName: null, weight: 50 },
      ],
      turnoverMultiple: 1,
      issueOnRegistration: false,
      enabled: true,
    };
  return {
    type: c.type,
    name: { TW: c.name.TW ?? '', EN: c.name.EN, VI: c.name.VI },
    description: c.description,
    startTime: c.startTime,
    endTime: c.endTime,
    validDays: c.validDays,
    conditions: c.conditions,
    prizes: c.prizes.map((p) => ({
      rewardType: p.rewardType,
      value: p.value,
      productName: p.productName,
      weight: p.weight,
    })),
    turnoverMultiple: c.turnoverMultiple,
    issueOnRegistration: c.issueOnRegistration,
    enabled: c.enabled,
  };
}

/** Ticket templates (prize table with each entry's probability), issuing, issued tickets, deliveries, codes. */
export default function TicketsPage() {
  const t = useT(messages);
  const canManage = useCan('rewards.manage');
  const [editing, setEditing] = useState<BoTicketTemplate | 'new' | null>(null);
  const [issuing, setIssuing] = useState<BoTicketTemplate | null>(null);
  const [codesOf, setCodesOf] = useState<BoTicketTemplate | null>(null);
  const [listing, setListing] = useState<{ template: BoTicketTemplate | null; pending: boolean } | null>(
    null,
  );
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<BoTicketTemplate[]>('/bo/v1/tickets/templates', undefined, { signal }),
  });
  return (
    <Page
      title={t('title')}
      actions={
        <>
          <Button onClick={() => setListing({ template: null, pending: false })}>{t('issued')}</Button>
          <Button onClick={() => setListing({ template: null, pending: true })}>{t('deliveries')}</Button>
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
                  <th>{t('colName')}</th>
                  <th>{t('colType')}</th>
                  <th>{t('colValidity')}</th>
                  <th>{t('colPrizes')}</th>
                  <th>{t('colIssued')}</th>
                  <th>{t('colStatus')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {query.data.map((c) => (
                  <tr key={c.id}>
                    <td>{c.name.TW}</td>
                    <td>
                      <Badge tone="info">{t(c.type)}</Badge>
                    </td>
                    <td>
                      {c.startTime || c.endTime
                        ? `${c.startTime ? formatDateTime(c.startTime) : ''} – ${c.endTime ? formatDateTime(c.endTime) : ''}`
                        : t('always')}
                      {c.validDays !== null && <div>{t('daysN', { n: c.validDays })}</div>}
                    </td>
                    <td>
                      {c.type === 'GIFT_CODE'
                        ? `${c.giftCodesFree} / ${c.giftCodesTotal}`
                        : c.prizes
                            .map(
                              (p) =>
                                `${t(p.rewardType)}${p.value ? ` ${p.value}` : ''} ${(p.probability * 100).toFixed(1)}%`,
                            )
                            .join(' · ')}
                    </td>
                    <td>
                      {c.issued} / {c.used}
                    </td>
                    <td>
                      <Badge tone={c.enabled ? 'ok' : 'neutral'}>{c.enabled ? t('on') : t('off')}</Badge>
                    </td>
                    <td className="row">
                      <Button size="sm" onClick={() => setEditing(c)}>
                        {t('edit')}
                      </Button>
                      {canManage && (
                        <Button size="sm" onClick={() => setIssuing(c)}>
                          {t('issue')}
                        </Button>
                      )}
                      {c.type === 'GIFT_CODE' && canManage && (
                        <Button size="sm" onClick={() => setCodesOf(c)}>
                          {t('codes')}
                        </Button>
                      )}
                      <Button size="sm" onClick={() => setListing({ template: c, pending: false })}>
                        {t('issued')}
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
          template={editing === 'new' ? null : editing}
          readOnly={!canManage}
          onClose={() => setEditing(null)}
        />
      )}
      {issuing && <Issue template={issuing} onClose={() => setIssuing(null)} />}
      {codesOf && <Codes template={codesOf} onClose={() => setCodesOf(null)} />}
      {listing && (
        <Tickets
          template={listing.template}
          pending={listing.pending}
          canManage={canManage}
          onClose={() => setListing(null)}
        />
      )}
    </Page>
  );
}

function Editor({
  template,
  readOnly,
  onClose,
}: {
  template: BoTicketTemplate | null;
  readOnly: boolean;
  onClose: () => void;
}) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const [d, setD] = useState<Draft>(() => draftOf(template));
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const setPrize = (i: number, patch: Partial<Prize>) =>
    set({ prizes: d.prizes.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
  const setCond = (i: number, patch: Partial<Cond>) =>
    set({ conditions: d.conditions.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
  const save = useMutation({
    mutationFn: () => {
      const body: TicketTemplateInput = { ...d, prizes: d.type === 'GIFT_CODE' ? [] : d.prizes };
      return template
        ? api.put(`/bo/v1/tickets/templates/${template.id}`, body)
        : api.post('/bo/v1/tickets/templates', body);
    },
    onSuccess: () => {
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: key });
      onClose();
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
  const num = (v: string) => (v === '' ? 0 : Number(v));
  const total = d.prizes.reduce((s, p) => s + p.weight, 0);
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={template ? `${t('edit')}: ${template.name.TW}` : t('create')}
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
        <Field label={t('colType')}>
          <select
            className="input"
            value={d.type}
            onChange={(e) => set({ type: e.target.value as Draft['type'] })}
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
        <div className="grid">
          <Field label={t('start')}>
            <input
              className="input"
              type="datetime-local"
              value={d.startTime ? toLocal(d.startTime) : ''}
              onChange={(e) => set({ startTime: fromLocal(e.target.value) })}
            />
          </Field>
          <Field label={t('end')}>
            <input
              className="input"
              type="datetime-local"
              value={d.endTime ? toLocal(d.endTime) : ''}
              onChange={(e) => set({ endTime: fromLocal(e.target.value) })}
            />
          </Field>
          <Field label={t('validDays')}>
            <input
              className="input"
              type="number"
              min={1}
              value={d.validDays ?? ''}
              onChange={(e) => set({ validDays: e.target.value === '' ? null : Number(e.target.value) })}
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
        </div>
        <label className="check">
          <input type="checkbox" checked={d.enabled} onChange={(e) => set({ enabled: e.target.checked })} />{' '}
          {t('enabled')}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={d.issueOnRegistration}
            onChange={(e) => set({ issueOnRegistration: e.target.checked })}
          />{' '}
          {t('onRegistration')}
        </label>
        <h4>{t('conditions')}</h4>
        {d.conditions.map((c, i) => (
          <div key={i} className="grid">
            <Field label={t('condition')}>
              <select
                className="input"
                value={c.condition}
                onChange={(e) => setCond(i, { condition: e.target.value as Cond['condition'] })}
              >
                {KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(k)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('target')}>
              <input
                className="input"
                type="number"
                min={0}
                step={0.01}
                value={c.target}
                onChange={(e) => setCond(i, { target: num(e.target.value) })}
              />
            </Field>
            <Field label={t('duration')}>
              <select
                className="input"
                value={c.duration}
                onChange={(e) => setCond(i, { duration: e.target.value as Cond['duration'] })}
              >
                {DURATIONS.map((k) => (
                  <option key={k} value={k}>
                    {t(k)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('gameVendor')}>
              <input
                className="input"
                value={c.gameVendor ?? ''}
                onChange={(e) => setCond(i, { gameVendor: e.target.value || null })}
              />
            </Field>
            <Field label={t('gameType')}>
              <input
                className="input"
                value={c.gameType ?? ''}
                onChange={(e) => setCond(i, { gameType: e.target.value || null })}
              />
            </Field>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => set({ conditions: d.conditions.filter((_, j) => j !== i) })}
            >
              {t('remove')}
            </Button>
          </div>
        ))}
        {d.conditions.length < 10 && (
          <Button
            size="sm"
            onClick={() =>
              set({
                conditions: [
                  ...d.conditions,
                  {
                    condition: 'DEPOSIT_AMOUNT',
                    target: 100,
                    duration: 'AFTER_CLAIM',
                    gameVendor: null,
                    gameType: null,
                  },
                ],
              })
            }
          >
            {t('addCondition')}
          </Button>
        )}
        {d.type !== 'GIFT_CODE' && (
          <>
            <h4>{t('prizes')}</h4>
            {d.prizes.map((p, i) => (
              <div key={i} className="grid">
                <Field label={t('rewardType')}>
                  <select
                    className="input"
                    value={p.rewardType}
                    onChange={(e) => setPrize(i, { rewardType: e.target.value as Prize['rewardType'] })}
                  >
                    {REWARDS.filter((r) => r !== 'RETRY' || d.type === 'PRIZE_WHEEL').map((r) => (
                      <option key={r} value={r}>
                        {t(r)}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field label={t('value')}>
                  <input
                    className="input"
                    type="number"
                    min={0}
                    step={p.rewardType === 'POINT' ? 1 : 0.01}
                    disabled={p.rewardType !== 'MONEY' && p.rewardType !== 'POINT'}
                    value={p.value}
                    onChange={(e) => setPrize(i, { value: num(e.target.value) })}
                  />
                </Field>
                <Field label={t('product')}>
                  <input
                    className="input"
                    value={p.productName ?? ''}
                    onChange={(e) => setPrize(i, { productName: e.target.value || null })}
                  />
                </Field>
                <Field label={t('weight')}>
                  <input
                    className="input"
                    type="number"
                    min={0}
                    step={1}
                    value={p.weight}
                    onChange={(e) => setPrize(i, { weight: Math.floor(num(e.target.value)) })}
                  />
                </Field>
                <Field label={t('probability')}>
                  <output className="input" data-testid="prize-probability">
                    {total > 0 ? `${((p.weight / total) * 100).toFixed(2)}%` : '–'}
                  </output>
                </Field>
                {d.prizes.length > 1 && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => set({ prizes: d.prizes.filter((_, j) => j !== i) })}
                  >
                    {t('remove')}
                  </Button>
                )}
              </div>
            ))}
            {d.prizes.length < 24 && (
              <Button
                size="sm"
                onClick={() =>
                  set({
                    prizes: [...d.prizes, { rewardType: 'NONE', value: 0, productName: null, weight: 1 }],
                  })
                }
              >
                {t('addPrize')}
              </Button>
            )}
          </>
        )}
      </fieldset>
    </Modal>
  );
}

const splitList = (text: string) =>
  text
    .split(/[\n,]/)
    .map((x) => x.trim())
    .filter(Boolean);

function Issue({ template, onClose }: { template: BoTicketTemplate; onClose: () => void }) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<{ issued: unknown[]; unknown: string[] } | null>(null);
  const issue = useMutation({
    mutationFn: () =>
      api.post<{ issued: unknown[]; unknown: string[] }>('/bo/v1/tickets/issue', {
        templateId: template.id,
        usernames: splitList(text),
      }),
    onSuccess: (r) => {
      setAnswer(r);
      toast(t('issuedN', { n: r.issued.length }), 'success');
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={`${t('issue')}: ${template.name.TW}`}
      footer={
        <>
          <Button onClick={onClose}>{t('close')}</Button>
          <Button
            variant="primary"
            busy={issue.isPending}
            disabled={splitList(text).length === 0}
            onClick={() => issue.mutate()}
          >
            {t('issue')}
          </Button>
        </>
      }
    >
      <Field label={t('usernames')}>
        <textarea className="input" rows={6} value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      {answer && (
        <p>
          {t('issuedN', { n: answer.issued.length })}
          {answer.unknown.length > 0 && <> · {t('unknown', { names: answer.unknown.join(', ') })}</>}
        </p>
      )}
    </Modal>
  );
}

function Codes({ template, onClose }: { template: BoTicketTemplate; onClose: () => void }) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const add = useMutation({
    mutationFn: () =>
      api.post<{ added: number }>(`/bo/v1/tickets/templates/${template.id}/gift-codes`, {
        codes: splitList(text),
      }),
    onSuccess: (r) => {
      toast(t('addedN', { n: r.added }), 'success');
      void client.invalidateQueries({ queryKey: key });
      onClose();
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={`${t('codes')}: ${template.name.TW}`}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button
            variant="primary"
            busy={add.isPending}
            disabled={splitList(text).length === 0}
            onClick={() => add.mutate()}
          >
            {t('save')}
          </Button>
        </>
      }
    >
      <Field
        label={t('codes')}
        hint={t('codesHint', { free: template.giftCodesFree, total: template.giftCodesTotal })}
      >
        <textarea className="input" rows={8} value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
    </Modal>
  );
}

function Tickets({
  template,
  pending,
  canManage,
  onClose,
}: {
  template: BoTicketTemplate | null;
  pending: boolean;
  canManage: boolean;
  onClose: () => void;
}) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: [...key, 'issued', template?.id ?? 'all', pending],
    queryFn: ({ signal }) =>
      api.get<BoTicket[]>(
        '/bo/v1/tickets',
        {
          ...(template ? { templateId: template.id } : {}),
          ...(pending ? { delivery: 'PENDING_DELIVERY' } : {}),
        },
        { signal },
      ),
  });
  const deliver = useMutation({
    mutationFn: (id: string) => api.post(`/bo/v1/tickets/${id}/delivered`),
    onSuccess: () => {
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: [...key, 'issued'] });
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
  const result = (x: BoTicket) =>
    x.rewardType === null
      ? '–'
      : x.rewardType === 'MONEY'
        ? `${t('MONEY')} ${x.amount}`
        : x.rewardType === 'POINT'
          ? `${t('POINT')} ${x.points}`
          : x.rewardType === 'MERCHANDISE'
            ? (x.productName ?? '')
            : x.rewardType === 'GIFT_CODE'
              ? (x.giftCode ?? '')
              : t(x.rewardType as 'NONE');
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={pending ? t('deliveries') : template ? `${template.name.TW} · ${t('issued')}` : t('issued')}
    >
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
                <th>{t('issuedAt')}</th>
                <th>{t('user')}</th>
                <th>{t('colName')}</th>
                <th>{t('source')}</th>
                <th>{t('status')}</th>
                <th>{t('usedAt')}</th>
                <th>{t('result')}</th>
                <th>{t('delivery')}</th>
                <th>{t('seed')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((x) => (
                <tr key={x.id}>
                  <td>{formatDateTime(x.issuedAt)}</td>
                  <td>{x.username}</td>
                  <td>{x.name}</td>
                  <td>{x.source}</td>
                  <td>
                    <Badge tone={x.status === 'USED' ? 'ok' : 'neutral'}>{t(x.status)}</Badge>
                  </td>
                  <td>{x.usedAt ? formatDateTime(x.usedAt) : '–'}</td>
                  <td>{result(x)}</td>
                  <td>
                    {x.deliveryStatus ? t(x.deliveryStatus) : '–'}
                    {x.deliveryStatus === 'PENDING_DELIVERY' && canManage && (
                      <Button size="sm" busy={deliver.isPending} onClick={() => deliver.mutate(x.id)}>
                        {t('markDelivered')}
                      </Button>
                    )}
                  </td>
                  <td style={{ fontFamily: 'monospace', fontSize: '0.75rem', wordBreak: 'break-all' }}>
                    {x.serverSeed ?? x.serverSeedHash.slice(0, 12) + '…'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
