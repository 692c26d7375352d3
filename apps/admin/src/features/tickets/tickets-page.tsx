import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoTicket, BoTicketTemplate, TicketTemplateInput } from '@portal/contract';
import {
  Badge,
  Button,
  CheckField,
  EditorModal,
  Field,
  LocalizedFields,
  Modal,
  NumberField,
  Page,
  QueryTable,
  RecordsDialog,
  RowsEditor,
  SelectField,
  ValidityFields,
  useDraftEditor,
  useRecords,
  type EditorProps,
  useToast,
} from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { getLang, pickLocalName, useT } from '../../lib/i18n';
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
  const query = useRecords<BoTicketTemplate>(key, '/bo/v1/tickets/templates');
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
      <QueryTable
        query={query}
        empty={t('empty')}
        rowKey={(c) => c.id}
        columns={[
          { key: 'name', label: t('colName'), render: (c) => c.name.TW },
          { key: 'type', label: t('colType'), render: (c) => <Badge tone="info">{t(c.type)}</Badge> },
          {
            key: 'validity',
            label: t('colValidity'),
            render: (c) => (
              <>
                {c.startTime || c.endTime
                  ? `${c.startTime ? formatDateTime(c.startTime) : ''} – ${c.endTime ? formatDateTime(c.endTime) : ''}`
                  : t('always')}
                {c.validDays !== null && <div>{t('daysN', { n: c.validDays })}</div>}
              </>
            ),
          },
          {
            key: 'prizes',
            label: t('colPrizes'),
            render: (c) =>
              c.type === 'GIFT_CODE'
                ? `${c.giftCodesFree} / ${c.giftCodesTotal}`
                : c.prizes
                    .map(
                      (p) =>
                        `${t(p.rewardType)}${p.value ? ` ${p.value}` : ''} ${(p.probability * 100).toFixed(1)}%`,
                    )
                    .join(' · '),
          },
          { key: 'issued', label: t('colIssued'), render: (c) => `${c.issued} / ${c.used}` },
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

function Editor({ item: template, readOnly, onClose }: EditorProps<BoTicketTemplate>) {
  const t = useT(messages);
  const [d, set, save] = useDraftEditor({
    initial: () => draftOf(template),
    send: (d) => {
      const body: TicketTemplateInput = { ...d, prizes: d.type === 'GIFT_CODE' ? [] : d.prizes };
      return template
        ? api.put(`/bo/v1/tickets/templates/${template.id}`, body)
        : api.post('/bo/v1/tickets/templates', body);
    },
    queryKey: key,
    onSaved: onClose,
  });
  const total = d.prizes.reduce((s, p) => s + p.weight, 0);
  return (
    <EditorModal
      title={template ? `${t('edit')}: ${pickLocalName(template.name, getLang())}` : t('create')}
      onClose={onClose}
      onSave={() => save.mutate()}
      saving={save.isPending}
      readOnly={readOnly}
    >
      <SelectField
        label={t('colType')}
        value={d.type}
        options={TYPES}
        onChange={(v) => set({ type: v })}
        optionLabel={(x) => t(x)}
      />
      <LocalizedFields value={d.name} onChange={(name) => set({ name })} label={(l) => t(`name${l}`)} />
      <LocalizedFields
        value={d.description}
        onChange={(description) => set({ description })}
        label={(l) => t(`desc${l}`)}
        rows={2}
      />
      <div className="grid">
        <ValidityFields value={d} onChange={set} labels={{ start: t('start'), end: t('end') }} optional />
        <NumberField
          label={t('validDays')}
          min={1}
          nullable
          value={d.validDays}
          onChange={(validDays) => set({ validDays })}
        />
        <NumberField
          label={t('turnover')}
          min={0}
          max={100}
          value={d.turnoverMultiple}
          onChange={(turnoverMultiple) => set({ turnoverMultiple })}
        />
      </div>
      <CheckField checked={d.enabled} onChange={(enabled) => set({ enabled })}>
        {t('enabled')}
      </CheckField>
      <CheckField
        checked={d.issueOnRegistration}
        onChange={(issueOnRegistration) => set({ issueOnRegistration })}
      >
        {t('onRegistration')}
      </CheckField>
      <RowsEditor
        heading={<h4>{t('conditions')}</h4>}
        items={d.conditions}
        onChange={(conditions) => set({ conditions })}
        create={(): Cond => ({
          condition: 'DEPOSIT_AMOUNT',
          target: 100,
          duration: 'AFTER_CLAIM',
          gameVendor: null,
          gameType: null,
        })}
        addLabel={t('addCondition')}
        max={10}
        render={(c, update) => (
          <>
            <SelectField
              label={t('condition')}
              value={c.condition}
              options={KINDS}
              onChange={(v) => update({ condition: v })}
              optionLabel={(k) => t(k)}
            />
            <NumberField
              label={t('target')}
              min={0}
              step={0.01}
              value={c.target}
              onChange={(target) => update({ target })}
            />
            <SelectField
              label={t('duration')}
              value={c.duration}
              options={DURATIONS}
              onChange={(v) => update({ duration: v })}
              optionLabel={(k) => t(k)}
            />
            <Field label={t('gameVendor')}>
              <input
                className="input"
                value={c.gameVendor ?? ''}
                onChange={(e) => update({ gameVendor: e.target.value || null })}
              />
            </Field>
            <Field label={t('gameType')}>
              <input
                className="input"
                value={c.gameType ?? ''}
                onChange={(e) => update({ gameType: e.target.value || null })}
              />
            </Field>
          </>
        )}
      />
      {d.type !== 'GIFT_CODE' && (
        <RowsEditor
          heading={<h4>{t('prizes')}</h4>}
          items={d.prizes}
          onChange={(prizes) => set({ prizes })}
          create={(): Prize => ({ rewardType: 'NONE', value: 0, productName: null, weight: 1 })}
          addLabel={t('addPrize')}
          min={1}
          max={24}
          render={(p, update) => (
            <>
              <SelectField
                label={t('rewardType')}
                value={p.rewardType}
                options={REWARDS.filter((r) => r !== 'RETRY' || d.type === 'PRIZE_WHEEL')}
                onChange={(v) => update({ rewardType: v })}
                optionLabel={(r) => t(r)}
              />
              <NumberField
                label={t('value')}
                min={0}
                step={p.rewardType === 'POINT' ? 1 : 0.01}
                disabled={p.rewardType !== 'MONEY' && p.rewardType !== 'POINT'}
                value={p.value}
                onChange={(value) => update({ value })}
              />
              <Field label={t('product')}>
                <input
                  className="input"
                  value={p.productName ?? ''}
                  onChange={(e) => update({ productName: e.target.value || null })}
                />
              </Field>
              <NumberField
                label={t('weight')}
                min={0}
                step={1}
                value={p.weight}
                onChange={(weight) => update({ weight: Math.floor(weight) })}
              />
              <Field label={t('probability')}>
                <output className="input" data-testid="prize-probability">
                  {total > 0 ? `${((p.weight / total) * 100).toFixed(2)}%` : '–'}
                </output>
              </Field>
            </>
          )}
        />
      )}
    </EditorModal>
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
      title={`${t('issue')}: ${pickLocalName(template.name, getLang())}`}
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
      title={`${t('codes')}: ${pickLocalName(template.name, getLang())}`}
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
  const query = useRecords<BoTicket>([...key, 'issued', template?.id ?? 'all', pending], '/bo/v1/tickets', {
    ...(template ? { templateId: template.id } : {}),
    ...(pending ? { delivery: 'PENDING_DELIVERY' } : {}),
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
    <RecordsDialog
      title={
        pending
          ? t('deliveries')
          : template
            ? `${pickLocalName(template.name, getLang())} · ${t('issued')}`
            : t('issued')
      }
      onClose={onClose}
      query={query}
      rowKey={(x) => x.id}
      columns={[
        { key: 'issuedAt', label: t('issuedAt'), render: (x) => formatDateTime(x.issuedAt) },
        { key: 'user', label: t('user'), render: (x) => x.username },
        { key: 'name', label: t('colName'), render: (x) => x.name },
        { key: 'source', label: t('source'), render: (x) => x.source },
        {
          key: 'status',
          label: t('status'),
          render: (x) => <Badge tone={x.status === 'USED' ? 'ok' : 'neutral'}>{t(x.status)}</Badge>,
        },
        { key: 'usedAt', label: t('usedAt'), render: (x) => (x.usedAt ? formatDateTime(x.usedAt) : '–') },
        { key: 'result', label: t('result'), render: result },
        {
          key: 'delivery',
          label: t('delivery'),
          render: (x) => (
            <>
              {x.deliveryStatus ? t(x.deliveryStatus) : '–'}
              {x.deliveryStatus === 'PENDING_DELIVERY' && canManage && (
                <Button size="sm" busy={deliver.isPending} onClick={() => deliver.mutate(x.id)}>
                  {t('markDelivered')}
                </Button>
              )}
            </>
          ),
        },
        {
          key: 'seed',
          label: t('seed'),
          render: (x) => (
            <span style={{ fontFamily: 'monospace', fontSize: '0.75rem', wordBreak: 'break-all' }}>
              {x.serverSeed ?? x.serverSeedHash.slice(0, 12) + '…'}
            </span>
          ),
        },
      ]}
    />
  );
}
