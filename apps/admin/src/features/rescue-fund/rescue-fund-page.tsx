import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoIssuedReward, BoSaviorConfig, SaviorConfigInput } from '@portal/contract';
import { saviorProductTypes } from '@portal/contract';
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
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<BoSaviorConfig[]>('/bo/v1/rescue-fund', undefined, { signal }),
  });
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
                  <th>{t('colProducts')}</th>
                  <th>{t('colStatus')}</th>
                  <th>{t('colIssued')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {query.data.map((c) => (
                  <tr key={c.id}>
                    <td>{c.name.TW}</td>
                    <td>{c.products.map((p) => t(p.productType)).join(', ')}</td>
                    <td>
                      <Badge tone={c.enabled ? 'ok' : 'neutral'}>{c.enabled ? t('on') : t('off')}</Badge>
                    </td>
                    <td>{c.issued}</td>
                    <td className="row">
                      <Button size="sm" onClick={() => setEditing(c)}>
                        {t('edit')}
                      </Button>
                      <Button size="sm" onClick={() => setIssuedOf(c)}>
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
          config={editing === 'new' ? null : editing}
          readOnly={!canManage}
          onClose={() => setEditing(null)}
        />
      )}
      {issuedOf && <Issued config={issuedOf === 'all' ? null : issuedOf} onClose={() => setIssuedOf(null)} />}
    </Page>
  );
}

function Editor({
  config,
  readOnly,
  onClose,
}: {
  config: BoSaviorConfig | null;
  readOnly: boolean;
  onClose: () => void;
}) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const [d, setD] = useState<Draft>(() => draftOf(config));
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const setProduct = (i: number, patch: Partial<Product>) =>
    set({ products: d.products.map((p, j) => (j === i ? { ...p, ...patch } : p)) });
  const setTier = (i: number, k: number, patch: Partial<Tier>) =>
    setProduct(i, {
      configDetails: d.products[i]!.configDetails.map((x, j) => (j === k ? { ...x, ...patch } : x)),
    });
  const save = useMutation({
    mutationFn: () => {
      const body: SaviorConfigInput = { ...d, period: 'DAILY' };
      return config ? api.put(`/bo/v1/rescue-fund/${config.id}`, body) : api.post('/bo/v1/rescue-fund', body);
    },
    onSuccess: () => {
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: key });
      onClose();
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
  const num = (v: string) => (v === '' ? 0 : Number(v));
  const unused = saviorProductTypes.filter((p) => !d.products.some((x) => x.productType === p));
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
          <Field key={l} label={t(`rules${l}`)}>
            <textarea
              className="input"
              rows={2}
              value={d.rules[l] ?? ''}
              onChange={(e) => set({ rules: { ...d.rules, [l]: e.target.value } })}
            />
          </Field>
        ))}
        <p className="muted">{t('period')}</p>
        <label className="check">
          <input type="checkbox" checked={d.enabled} onChange={(e) => set({ enabled: e.target.checked })} />{' '}
          {t('enabled')}
        </label>
        <div className="grid">
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
          <Field label={t('expiryDays')}>
            <input
              className="input"
              type="number"
              min={1}
              max={365}
              value={d.expiryDays}
              onChange={(e) => set({ expiryDays: num(e.target.value) })}
            />
          </Field>
        </div>
        {d.products.map((p, i) => (
          <Card key={i}>
            <div className="row">
              <Field label={t('product')}>
                <select
                  className="input"
                  value={p.productType}
                  onChange={(e) => setProduct(i, { productType: e.target.value as Product['productType'] })}
                >
                  {[p.productType, ...unused].map((x) => (
                    <option key={x} value={x}>
                      {t(x)}
                    </option>
                  ))}
                </select>
              </Field>
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
            <h4>{t('tiers')}</h4>
            {p.configDetails.map((tier, k) => (
              <div key={k} className="grid">
                <Field label={t('netLoss')}>
                  <input
                    className="input"
                    type="number"
                    min={0}
                    step={0.01}
                    value={tier.netLoss}
                    onChange={(e) => setTier(i, k, { netLoss: num(e.target.value) })}
                  />
                </Field>
                <Field label={t('bonusType')}>
                  <select
                    className="input"
                    value={tier.bonusType}
                    onChange={(e) => setTier(i, k, { bonusType: e.target.value as Tier['bonusType'] })}
                  >
                    <option value="FIXED">{t('FIXED')}</option>
                    <option value="PERCENT">{t('PERCENT')}</option>
                  </select>
                </Field>
                <Field label={t('bonus')}>
                  <input
                    className="input"
                    type="number"
                    min={0}
                    step={tier.bonusType === 'PERCENT' ? 1 : 0.01}
                    value={tier.bonus}
                    onChange={(e) => setTier(i, k, { bonus: num(e.target.value) })}
                  />
                </Field>
                <Field label={t('cap')}>
                  <input
                    className="input"
                    type="number"
                    min={0}
                    step={0.01}
                    value={tier.cap}
                    onChange={(e) => setTier(i, k, { cap: num(e.target.value) })}
                  />
                </Field>
                {p.configDetails.length > 1 && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      setProduct(i, { configDetails: p.configDetails.filter((_, j) => j !== k) })
                    }
                  >
                    {t('remove')}
                  </Button>
                )}
              </div>
            ))}
            <Button
              size="sm"
              onClick={() => setProduct(i, { configDetails: [...p.configDetails, blankTier()] })}
            >
              {t('addTier')}
            </Button>
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
      </fieldset>
    </Modal>
  );
}

function Issued({ config, onClose }: { config: BoSaviorConfig | null; onClose: () => void }) {
  const t = useT(messages);
  const query = useQuery({
    queryKey: [...key, 'rewards', config?.id ?? 'all'],
    queryFn: ({ signal }) =>
      api.get<BoIssuedReward[]>('/bo/v1/rescue-fund/rewards', config ? { configId: config.id } : undefined, {
        signal,
      }),
  });
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={config ? `${config.name.TW} · ${t('issued')}` : t('allIssued')}
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
                <th>{t('time')}</th>
                <th>{t('user')}</th>
                <th>{t('day')}</th>
                <th>{t('product')}</th>
                <th>{t('netLoss')}</th>
                <th>{t('amount')}</th>
                <th>{t('status')}</th>
                <th>{t('expires')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((r) => (
                <tr key={r.id}>
                  <td>{formatDateTime(r.createdAt)}</td>
                  <td>{r.username}</td>
                  <td>{r.periodKey}</td>
                  <td>{r.productType ? t(r.productType as Product['productType']) : ''}</td>
                  <td>{r.netLoss}</td>
                  <td>{r.amount}</td>
                  <td>
                    <Badge tone={r.status === 'CLAIMED' ? 'ok' : r.status === 'ISSUED' ? 'info' : 'neutral'}>
                      {t(r.status)}
                    </Badge>
                  </td>
                  <td>{r.expiresAt ? formatDateTime(r.expiresAt) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
