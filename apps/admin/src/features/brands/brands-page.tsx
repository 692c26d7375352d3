import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CS_POSITIONS, type BrandListRow, type BrandValue } from '@portal/contract';
import {
  Button,
  DataTable,
  Field,
  Modal,
  Page,
  StatusBadge,
  listKey,
  useToast,
  type Column,
} from '../../components';
import { ImageInput, LocalizedFields, compactLocalized } from '../../components/media-input';
import { api, errorText } from '../../lib/api';
import { useCan, useMe } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

const endpoint = '/bo/v1/brands';
type Brand = BrandValue['brand'];
const LANGS = ['TW', 'EN', 'VI'] as const;

const emptyBrand: Brand = {
  name: '',
  logoUrl: '/demo/brand/logo.svg',
  faviconUrl: '/demo/brand/favicon.svg',
  colors: { primary: '#f5b301', primaryContrast: '#1a1300', accent: '#7c5cff' },
  languages: ['TW', 'EN', 'VI'],
  defaultLanguage: 'TW',
  currency: { code: 'TWD', symbol: 'NT$', decimals: 2 },
  timeZone: 'Asia/Taipei',
  licenceTexts: {},
  socialLinks: [],
  copyrightYear: new Date().getFullYear(),
  domains: [{ host: '', kind: 'MAIN' }],
  resources: [],
  customerService: [],
};

/** Brands: the list, and the editor (a new brand gets everything a merchant needs to be served). */
export default function BrandsPage() {
  const t = useT(messages);
  const canManage = useCan('brands.manage');
  const me = useMe().data;
  const allMerchants = me?.merchantScope === null;
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const columns: Column<BrandListRow>[] = [
    { key: 'code', label: t('colCode'), sortable: true, render: (r) => <strong>{r.code}</strong> },
    { key: 'name', label: t('colName'), sortable: true },
    { key: 'domains', label: t('colDomains'), render: (r) => r.domains.join(', ') },
    {
      key: 'maintenance',
      label: t('colStatus'),
      render: (r) =>
        r.maintenance ? (
          <StatusBadge status="MAINTENANCE" label={t('maintenance')} tone="warn" />
        ) : (
          <StatusBadge status="ACTIVE" label={t('live')} tone="ok" />
        ),
    },
    {
      key: 'createdAt',
      label: t('colCreated'),
      hideOnMobile: true,
      render: (r) => formatDateTime(r.createdAt),
    },
  ];
  return (
    <Page
      title={t('title')}
      subtitle={canManage && !allMerchants ? t('onlyAll') : undefined}
      actions={
        canManage && allMerchants ? (
          <Button variant="primary" icon="plus" onClick={() => setEditing('new')}>
            {t('newBrand')}
          </Button>
        ) : null
      }
    >
      <DataTable<BrandListRow>
        endpoint={endpoint}
        columns={columns}
        filters={[{ key: 'q', label: t('filterQ'), type: 'text' }]}
        csv="brands"
        rowKey="code"
        actions={canManage ? [{ label: t('edit'), onClick: (r) => setEditing(r.code) }] : undefined}
      />
      {editing === 'new' ? <BrandEditor code={null} onClose={() => setEditing(null)} /> : null}
      {editing && editing !== 'new' ? <LoadedEditor code={editing} onClose={() => setEditing(null)} /> : null}
    </Page>
  );
}

function LoadedEditor({ code, onClose }: { code: string; onClose: () => void }) {
  const brand = useQuery({
    queryKey: ['bo', 'brand', code],
    queryFn: () => api.get<BrandValue>(`${endpoint}/${code}`),
  });
  if (!brand.data) return null;
  return <BrandEditor code={code} initial={brand.data.brand} onClose={onClose} />;
}

function BrandEditor({
  code: existing,
  initial = emptyBrand,
  onClose,
}: {
  code: string | null;
  initial?: Brand;
  onClose: () => void;
}) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const [code, setCode] = useState(existing ?? '');
  const [template, setTemplate] = useState('');
  const [b, setB] = useState<Brand>(initial);
  const set = <K extends keyof Brand>(key: K, value: Brand[K]) => setB((prev) => ({ ...prev, [key]: value }));
  const body = () => ({
    ...b,
    licenceTexts: compactLocalized(b.licenceTexts),
    domains: b.domains.filter((d) => d.host.trim()),
    resources: b.resources.map((r) => ({ ...r, labelNames: r.labelNames ?? null })),
    // A type 3 address is typed in plain and sealed by the server; '' with the entry's id keeps it.
    customerService: b.customerService.map(({ addressSet: _shown, id, ...c }) => ({
      ...c,
      ...(id > 0 ? { id } : {}),
    })),
  });
  const save = useMutation({
    mutationFn: () =>
      existing
        ? api.put(`${endpoint}/${existing}`, body())
        : api.post(endpoint, {
            code: code.trim(),
            brand: body(),
            ...(template ? { templateMerchant: template } : {}),
          }),
    onSuccess: () => {
      toast(existing ? t('saved') : t('created', { code }), 'success');
      void client.invalidateQueries({ queryKey: listKey(endpoint) });
      void client.invalidateQueries({ queryKey: ['bo', 'brand'] });
      onClose();
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
  const colour = (key: keyof Brand['colors'], label: string) => (
    <Field label={label}>
      <div className="row">
        <input
          type="color"
          aria-label={label}
          value={b.colors[key]}
          onChange={(e) => set('colors', { ...b.colors, [key]: e.target.value })}
        />
        <input
          className="input input--sm mono"
          style={{ width: 100 }}
          value={b.colors[key]}
          onChange={(e) => set('colors', { ...b.colors, [key]: e.target.value })}
        />
      </div>
    </Field>
  );
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={existing ? t('editBrand', { code: existing }) : t('createBrand')}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="primary" busy={save.isPending} onClick={() => save.mutate()}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        {existing ? null : (
          <div className="grid">
            <Field label={t('code')}>
              <input
                className="input"
                name="code"
                autoCapitalize="none"
                value={code}
                onChange={(e) => setCode(e.target.value.toLowerCase())}
              />
            </Field>
            <Field label={t('template')}>
              <input className="input" value={template} onChange={(e) => setTemplate(e.target.value)} />
            </Field>
          </div>
        )}
        <Field label={t('name')}>
          <input className="input" name="name" value={b.name} onChange={(e) => set('name', e.target.value)} />
        </Field>
        <ImageInput
          label={t('logo')}
          value={b.logoUrl}
          onChange={(url) => set('logoUrl', url)}
          uploadPath="/bo/v1/brands/uploads"
          uploadLabel={t('upload')}
        />
        <ImageInput
          label={t('favicon')}
          value={b.faviconUrl}
          onChange={(url) => set('faviconUrl', url)}
          uploadPath="/bo/v1/brands/uploads"
          uploadLabel={t('upload')}
          previewHeight={24}
        />
        <fieldset className="grid">
          <legend className="field__label">{t('colours')}</legend>
          {colour('primary', t('primary'))}
          {colour('primaryContrast', t('primaryContrast'))}
          {colour('accent', t('accent'))}
        </fieldset>
        <div
          aria-label={t('preview')}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            padding: 12,
            borderRadius: 'var(--radius)',
            background: '#111',
          }}
        >
          <img src={b.logoUrl} alt="" style={{ height: 32 }} />
          <strong style={{ color: '#fff' }}>{b.name}</strong>
          <span
            style={{
              marginLeft: 'auto',
              padding: '6px 14px',
              borderRadius: 999,
              background: b.colors.primary,
              color: b.colors.primaryContrast,
            }}
          >
            {t('preview')}
          </span>
          <span style={{ width: 18, height: 18, borderRadius: 999, background: b.colors.accent }} />
        </div>
        <div className="grid">
          <Field label={t('languages')}>
            <div className="row">
              {LANGS.map((l) => (
                <label key={l} className="check">
                  <input
                    type="checkbox"
                    checked={b.languages.includes(l)}
                    onChange={(e) =>
                      set(
                        'languages',
                        e.target.checked
                          ? LANGS.filter((x) => x === l || b.languages.includes(x))
                          : b.languages.filter((x) => x !== l),
                      )
                    }
                  />
                  {l}
                </label>
              ))}
            </div>
          </Field>
          <Field label={t('defaultLanguage')}>
            <select
              className="input"
              value={b.defaultLanguage}
              onChange={(e) => set('defaultLanguage', e.target.value as Brand['defaultLanguage'])}
            >
              {b.languages.map((l) => (
                <option key={l}>{l}</option>
              ))}
            </select>
          </Field>
          <Field label={t('currency')}>
            <input
              className="input"
              value={b.currency.code}
              onChange={(e) => set('currency', { ...b.currency, code: e.target.value.toUpperCase() })}
            />
          </Field>
          <Field label={t('currencySymbol')}>
            <input
              className="input"
              value={b.currency.symbol}
              onChange={(e) => set('currency', { ...b.currency, symbol: e.target.value })}
            />
          </Field>
          <Field label={t('decimals')}>
            <input
              className="input"
              type="number"
              min={0}
              max={4}
              value={b.currency.decimals}
              onChange={(e) => set('currency', { ...b.currency, decimals: Number(e.target.value) })}
            />
          </Field>
          <Field label={t('timeZone')}>
            <input className="input" value={b.timeZone} onChange={(e) => set('timeZone', e.target.value)} />
          </Field>
          <Field label={t('copyrightYear')}>
            <input
              className="input"
              type="number"
              value={b.copyrightYear}
              onChange={(e) => set('copyrightYear', Number(e.target.value))}
            />
          </Field>
        </div>
        <fieldset className="form">
          <legend className="field__label">{t('domains')}</legend>
          {b.domains.map((d, i) => (
            <div className="row" key={i}>
              <input
                className="input"
                name={`domain-${i}`}
                style={{ flex: 1, minWidth: 160 }}
                value={d.host}
                placeholder="brand.example.com"
                onChange={(e) =>
                  set(
                    'domains',
                    b.domains.map((x, j) =>
                      j === i ? { ...x, host: e.target.value.trim().toLowerCase() } : x,
                    ),
                  )
                }
              />
              <select
                className="input input--sm"
                style={{ width: 'auto' }}
                value={d.kind}
                onChange={(e) =>
                  set(
                    'domains',
                    b.domains.map((x, j) =>
                      j === i ? { ...x, kind: e.target.value as 'MAIN' | 'PROMOTION' } : x,
                    ),
                  )
                }
              >
                <option value="MAIN">{t('domainMain')}</option>
                <option value="PROMOTION">{t('domainPromotion')}</option>
              </select>
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  set(
                    'domains',
                    b.domains.filter((_, j) => j !== i),
                  )
                }
              >
                {t('remove')}
              </Button>
            </div>
          ))}
          <div>
            <Button
              size="sm"
              icon="plus"
              onClick={() => set('domains', [...b.domains, { host: '', kind: 'PROMOTION' }])}
            >
              {t('addDomain')}
            </Button>
          </div>
        </fieldset>
        <LocalizedFields
          label={t('licence')}
          value={b.licenceTexts}
          onChange={(v) => set('licenceTexts', v)}
          multiline
        />
        <fieldset className="form">
          <legend className="field__label">{t('socialLinks')}</legend>
          {b.socialLinks.map((s, i) => (
            <div className="row" key={i}>
              {(['type', 'title', 'url'] as const).map((k) => (
                <input
                  key={k}
                  className="input input--sm"
                  style={{ flex: k === 'url' ? 2 : 1, minWidth: 90 }}
                  placeholder={k}
                  value={s[k]}
                  onChange={(e) =>
                    set(
                      'socialLinks',
                      b.socialLinks.map((x, j) => (j === i ? { ...x, [k]: e.target.value } : x)),
                    )
                  }
                />
              ))}
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  set(
                    'socialLinks',
                    b.socialLinks.filter((_, j) => j !== i),
                  )
                }
              >
                {t('remove')}
              </Button>
            </div>
          ))}
          <div>
            <Button
              size="sm"
              icon="plus"
              onClick={() =>
                set('socialLinks', [
                  ...b.socialLinks,
                  { type: 'telegram', title: 'Telegram', url: 'https://' },
                ])
              }
            >
              {t('addLink')}
            </Button>
          </div>
        </fieldset>
        <fieldset className="form">
          <legend className="field__label">{t('customerService')}</legend>
          {b.customerService.map((c, i) => {
            const edit = (patch: Partial<typeof c>) =>
              set(
                'customerService',
                b.customerService.map((x, j) => (j === i ? { ...x, ...patch } : x)),
              );
            return (
              <div className="row" key={i}>
                <select
                  className="input input--sm"
                  aria-label={t('csKind')}
                  value={c.type}
                  onChange={(e) => edit({ type: Number(e.target.value), path: '', addressSet: false })}
                >
                  {[1, 2, 3].map((n) => (
                    <option key={n} value={n}>
                      {t(`csKind${n}` as 'csKind1')}
                    </option>
                  ))}
                </select>
                <select
                  className="input input--sm"
                  aria-label={t('csPosition')}
                  value={c.csPosition}
                  onChange={(e) => edit({ csPosition: e.target.value })}
                >
                  {CS_POSITIONS.map((p) => (
                    <option key={p} value={p}>
                      {t(`csPos${p}` as 'csPosLEFT')}
                    </option>
                  ))}
                </select>
                {(['csType', 'title'] as const).map((k) => (
                  <input
                    key={k}
                    className="input input--sm"
                    style={{ flex: 1, minWidth: 90 }}
                    aria-label={k}
                    placeholder={k}
                    value={c[k]}
                    onChange={(e) => edit({ [k]: e.target.value })}
                  />
                ))}
                {c.type !== 1 && (
                  <input
                    className="input input--sm"
                    style={{ flex: 2, minWidth: 140 }}
                    aria-label={t('csAddress')}
                    placeholder={c.type === 3 ? (c.addressSet ? t('csKeepAddress') : 'https://') : '/help'}
                    value={c.path}
                    onChange={(e) => edit({ path: e.target.value })}
                  />
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    set(
                      'customerService',
                      b.customerService.filter((_, j) => j !== i),
                    )
                  }
                >
                  {t('remove')}
                </Button>
              </div>
            );
          })}
          <div>
            <Button
              size="sm"
              icon="plus"
              onClick={() =>
                set('customerService', [
                  ...b.customerService,
                  {
                    id: 0,
                    type: 1,
                    addressSet: false,
                    csType: 'LIVECHAT',
                    csPosition: 'RIGHT',
                    title: 'Live Chat',
                    path: '',
                    labelIds: [],
                  },
                ])
              }
            >
              {t('addEntry')}
            </Button>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
