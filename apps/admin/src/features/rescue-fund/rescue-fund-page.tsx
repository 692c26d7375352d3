import { useState } from 'react';
import type { BoIssuedReward, BoSaviorConfig, SaviorConfigInput } from '@portal/contract';
import { saviorProductTypes } from '@portal/contract';
import {
  Badge,
  Button,
  Card,
  CheckField,
  EditorModal,
  Field,
  LocalizedFields,
  NumberField,
  Page,
  QueryTable,
  RecordsDialog,
  RowsEditor,
  SelectField,
  useDraftEditor,
  useRecords,
  type EditorProps,
} from '../../components';
import { api } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

const key = ['bo', 'rescue-fund'] as const;
type Product = BoSaviorConfig['products'][number];
type Tier = Product['configDetails'][number];
type Draft = {
  name: { TW: string; EN?: string; VI?: string };
  rules: { TW?: string; EN?: string; VI?: string };
  enabled: boolean;
  turnoverMultiple: number;
  expiryDays: number;
  products: Product[];
};
const blankTier = (): Tier => ({ netLoss: 100, bonusType: 'PERCENT', bonus: 1000, cap: 500 });

function draftOf(c: BoSaviorConfig | null): Draft {
  if (!c)
    return {
      name: { TW: '' },
      rules: {},
      enabled: true,
      turnoverMultiple: 1,
      expiryDays: 7,
      products: [{ productType: 'rng', configDetails: [blankTier()] }],
    };
  return {
    name: { TW: c.name.TW ?? '', EN: c.name.EN, VI: c.name.VI },
    rules: c.rules,
    enabled: c.enabled,
    turnoverMultiple: c.turnoverMultiple,
    expiryDays: c.expiryDays,
    products: c.products,
  };
}

/** Rescue-fund configs: list, create and edit (names, rules, tier tables per product), issued rewards. */
export default function RescueFundPage() {
  const t = useT(messages);
  const canManage = useCan('rewards.manage');
  const [editing, setEditing] = useState<BoSaviorConfig | 'new' | null>(null);
  const [issuedOf, setIssuedOf] = useState<BoSaviorConfig | 'all' | null>(null);
  const query = useRecords<BoSaviorConfig>(key, '/bo/v1/rescue-fund');
  return (
    <Page
      title={t('title')}
      actions={
        <>
          <Button onClick={() => setIssuedOf('all')}>{t('allIssued')}</Button>
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
          {
            key: 'products',
            label: t('colProducts'),
            render: (c) => c.products.map((p) => t(p.productType)).join(', '),
          },
          {
            key: 'status',
            label: t('colStatus'),
            render: (c) => (
              <Badge tone={c.enabled ? 'ok' : 'neutral'}>{c.enabled ? t('on') : t('off')}</Badge>
            ),
          },
          { key: 'issued', label: t('colIssued'), render: (c) => c.issued },
        ]}
        actions={(c) => (
          <>
            <Button size="sm" onClick={() => setEditing(c)}>
              {t('edit')}
            </Button>
            <Button size="sm" onClick={() => setIssuedOf(c)}>
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
      {issuedOf && <Issued config={issuedOf === 'all' ? null : issuedOf} onClose={() => setIssuedOf(null)} />}
    </Page>
  );
}

function Editor({ item: config, readOnly, onClose }: EditorProps<BoSaviorConfig>) {
  const t = useT(messages);
  const [d, set, save] = useDraftEditor({
    initial: () => draftOf(config),
    send: (d) => {
      const body: SaviorConfigInput = { ...d, period: 'DAILY' };
      return config ? api.put(`/bo/v1/rescue-fund/${config.id}`, body) : api.post('/bo/v1/rescue-fund', body);
    },
    queryKey: key,
    onSaved: onClose,
  });
  const setProduct = (i: number, patch: Partial<Product>) =>
    set({ products: d.products.map((p, j) => (j === i ? { ...p, ...patch } : p)) });
  const unused = saviorProductTypes.filter((p) => !d.products.some((x) => x.productType === p));
  return (
    <EditorModal
      title={config ? `${t('edit')}: ${config.name.TW}` : t('create')}
      onClose={onClose}
      onSave={() => save.mutate()}
      saving={save.isPending}
      readOnly={readOnly}
    >
      <LocalizedFields value={d.name} onChange={(name) => set({ name })} label={(l) => t(`name${l}`)} />
      <LocalizedFields
        value={d.rules}
        onChange={(rules) => set({ rules })}
        label={(l) => t(`rules${l}`)}
        rows={2}
      />
      <p className="muted">{t('period')}</p>
      <CheckField checked={d.enabled} onChange={(enabled) => set({ enabled })}>
        {t('enabled')}
      </CheckField>
      <div className="grid">
        <NumberField
          label={t('turnover')}
          min={0}
          max={100}
          value={d.turnoverMultiple}
          onChange={(turnoverMultiple) => set({ turnoverMultiple })}
        />
        <NumberField
          label={t('expiryDays')}
          min={1}
          max={365}
          value={d.expiryDays}
          onChange={(expiryDays) => set({ expiryDays })}
        />
      </div>
      {d.products.map((p, i) => (
        <Card key={i}>
          <div className="row">
            <SelectField
              label={t('product')}
              value={p.productType}
              options={[p.productType, ...unused]}
              onChange={(v) => setProduct(i, { productType: v })}
              optionLabel={(x) => t(x)}
            />
            {d.products.length > 1 && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => set({ products: d.products.filter((_, j) => j !== i) })}
              >
                {t('remove')}
              </Button>
            )}
          </div>
          <RowsEditor
            heading={<h4>{t('tiers')}</h4>}
            items={p.configDetails}
            onChange={(configDetails) => setProduct(i, { configDetails })}
            create={blankTier}
            addLabel={t('addTier')}
            min={1}
            render={(tier, update) => (
              <>
                <NumberField
                  label={t('netLoss')}
                  min={0}
                  step={0.01}
                  value={tier.netLoss}
                  onChange={(netLoss) => update({ netLoss })}
                />
                <Field label={t('bonusType')}>
                  <select
                    className="input"
                    value={tier.bonusType}
                    onChange={(e) => update({ bonusType: e.target.value as Tier['bonusType'] })}
                  >
                    <option value="FIXED">{t('FIXED')}</option>
                    <option value="PERCENT">{t('PERCENT')}</option>
                  </select>
                </Field>
                <NumberField
                  label={t('bonus')}
                  min={0}
                  step={tier.bonusType === 'PERCENT' ? 1 : 0.01}
                  value={tier.bonus}
                  onChange={(bonus) => update({ bonus })}
                />
                <NumberField
                  label={t('cap')}
                  min={0}
                  step={0.01}
                  value={tier.cap}
                  onChange={(cap) => update({ cap })}
                />
              </>
            )}
          />
        </Card>
      ))}
      {unused.length > 0 && (
        <Button
          size="sm"
          onClick={() =>
            set({ products: [...d.products, { productType: unused[0]!, configDetails: [blankTier()] }] })
          }
        >
          {t('addProduct')}
        </Button>
      )}
    </EditorModal>
  );
}

function Issued({ config, onClose }: { config: BoSaviorConfig | null; onClose: () => void }) {
  const t = useT(messages);
  const query = useRecords<BoIssuedReward>(
    [...key, 'rewards', config?.id ?? 'all'],
    '/bo/v1/rescue-fund/rewards',
    config ? { configId: config.id } : undefined,
  );
  return (
    <RecordsDialog
      title={config ? `${config.name.TW} · ${t('issued')}` : t('allIssued')}
      onClose={onClose}
      query={query}
      rowKey={(r) => r.id}
      columns={[
        { key: 'time', label: t('time'), render: (r) => formatDateTime(r.createdAt) },
        { key: 'user', label: t('user'), render: (r) => r.username },
        { key: 'day', label: t('day'), render: (r) => r.periodKey },
        {
          key: 'product',
          label: t('product'),
          render: (r) => (r.productType ? t(r.productType as Product['productType']) : ''),
        },
        { key: 'netLoss', label: t('netLoss'), render: (r) => r.netLoss },
        { key: 'amount', label: t('amount'), render: (r) => r.amount },
        {
          key: 'status',
          label: t('status'),
          render: (r) => (
            <Badge tone={r.status === 'CLAIMED' ? 'ok' : r.status === 'ISSUED' ? 'info' : 'neutral'}>
              {t(r.status)}
            </Badge>
          ),
        },
        {
          key: 'expires',
          label: t('expires'),
          render: (r) => (r.expiresAt ? formatDateTime(r.expiresAt) : ''),
        },
      ]}
    />
  );
}
