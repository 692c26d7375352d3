import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Confirm,
  DataTable,
  Field,
  Modal,
  Page,
  listKey,
  useToast,
  type Column,
  type Filter,
} from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { LANGS, LANG_NAMES, useLang, useT } from '../../lib/i18n';
import { vendorName, type Credential, type LocalizedMessage, type VendorRow } from './api';
import { messages } from './messages';

const ENDPOINT = '/bo/v1/games/vendors';

/** The merchant's vendors: enable, hot, order, maintenance with its message, credentials, wallet mode. */
export default function VendorsPage() {
  const t = useT(messages);
  const lang = useLang();
  const nameOf = (v: VendorRow) => vendorName(v, lang);
  const canManage = useCan('games.manage');
  const client = useQueryClient();
  const toast = useToast();
  const [maintenance, setMaintenance] = useState<VendorRow | null>(null);
  const [credentials, setCredentials] = useState<VendorRow | null>(null);
  const [disabling, setDisabling] = useState<VendorRow | null>(null);
  const update = useMutation({
    mutationFn: ({ code, body }: { code: string; body: Record<string, unknown> }) =>
      api.put<VendorRow>(`${ENDPOINT}/${code}`, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: listKey(ENDPOINT) });
      toast(t('saved'), 'success');
    },
    onError: (e) => toast(errorText(e), 'error'),
  });

  const toggle = (row: VendorRow, field: 'enabled' | 'isHot', value: boolean) => (
    <input
      type="checkbox"

      checked={value}
      disabled={!canManage || update.isPending}
      aria-label={`${row.code} ${field}`}
      onChange={(e) => {
        if (field === 'enabled' && !e.target.checked) setDisabling(row);
        else update.mutate({ code: row.code, body: { [field]: e.target.checked } });
      }}
      onClick={(e) => e.stopPropagation()}
    />
  );

  const columns: Column<VendorRow>[] = [
    {
      key: 'code',
      label: t('colCode'),
      sortable: true,
      render: (r) => <span className="mono">{r.code}</span>,
    },
    { key: 'name', label: t('colName'), sortable: true, render: (r) => nameOf(r) },
    { key: 'gameType', label: t('colType'), hideOnMobile: true },
    { key: 'enabled', label: t('colEnabled'), render: (r) => toggle(r, 'enabled', r.enabled) },
    { key: 'isHot', label: t('colHot'), render: (r) => toggle(r, 'isHot', r.isHot), hideOnMobile: true },
    { key: 'sort', label: t('colSort'), sortable: true, align: 'right', hideOnMobile: true },
    {
      key: 'maintenance',
      label: t('colMaintenance'),
      render: (r) => (r.maintenance ? <Badge tone="warn">{t('on')}</Badge> : <Badge>{t('off')}</Badge>),
    },
    {
      key: 'walletMode',
      label: t('colWallet'),
      hideOnMobile: true,
      render: (r) => t(r.walletMode),
    },
    {
      key: 'available',
      label: t('colAvailable'),
      render: (r) =>
        r.available ? (
          <Badge tone="ok">{t('available')}</Badge>
        ) : (
          <Badge tone="neutral">{t('comingSoon')}</Badge>
        ),
    },
    { key: 'games', label: t('colGames'), align: 'right', hideOnMobile: true },
  ];
  const filters: Filter[] = [
    {
      key: 'enabled',
      label: t('filterEnabled'),
      type: 'select',
      options: [
        { value: 'true', label: t('yes') },
        { value: 'false', label: t('no') },
      ],
    },
    {
      key: 'maintenance',
      label: t('colMaintenance'),
      type: 'select',
      options: [
        { value: 'true', label: t('on') },
        { value: 'false', label: t('off') },
      ],
    },
  ];

  return (
    <Page title={t('vendorsTitle')}>
      <DataTable<VendorRow>
        endpoint={ENDPOINT}
        columns={columns}
        filters={filters}
        csv="vendors"
        rowKey="code"
        defaultSort="sort"
        actions={
          canManage
            ? [
                { label: t('maintenance'), icon: 'alert', onClick: setMaintenance },
                { label: t('credentials'), icon: 'key', onClick: setCredentials },
              ]
            : [{ label: t('credentials'), icon: 'key', onClick: setCredentials }]
        }
      />
      <Confirm
        open={disabling !== null}
        title={t('colEnabled')}
        message={t('confirmDisable', { name: disabling ? nameOf(disabling) : '' })}
        danger
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        busy={update.isPending}
        onCancel={() => setDisabling(null)}
        onConfirm={() => {
          if (disabling) update.mutate({ code: disabling.code, body: { enabled: false } });
          setDisabling(null);
        }}
      />
      {maintenance ? <MaintenanceModal vendor={maintenance} onClose={() => setMaintenance(null)} /> : null}
      {credentials ? (
        <CredentialsModal vendor={credentials} canManage={canManage} onClose={() => setCredentials(null)} />
      ) : null}
    </Page>
  );
}

function MaintenanceModal({ vendor, onClose }: { vendor: VendorRow; onClose: () => void }) {
  const t = useT(messages);
  const lang = useLang();
  const client = useQueryClient();
  const toast = useToast();
  const [on, setOn] = useState(vendor.maintenance);
  const [text, setText] = useState<LocalizedMessage>(vendor.maintenanceMessage ?? {});
  const save = useMutation({
    mutationFn: () => api.put(`${ENDPOINT}/${vendor.code}`, { maintenance: on, maintenanceMessage: text }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: listKey(ENDPOINT) });
      toast(t('saved'), 'success');
      onClose();
    },
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('maintenanceTitle', { vendor: vendorName(vendor, lang) })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="primary" busy={save.isPending} onClick={() => save.mutate()}>
            {t('save')}
          </Button>
        </>
      }
    >
      <label className="row">
        <input type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} />
        <span>{t('maintenanceOn')}</span>
      </label>
      <p className="muted">{t('maintenanceHint')}</p>
      {LANGS.map((lang) => (
        <Field key={lang} label={`${t('maintenanceMessage')} · ${LANG_NAMES[lang]}`}>
          <textarea
            className="input"
            rows={2}
            maxLength={500}
            value={text[lang] ?? ''}
            onChange={(e) => setText({ ...text, [lang]: e.target.value })}
          />
        </Field>
      ))}
      {save.isError ? (
        <p className="form__error" role="alert">
          {errorText(save.error)}
        </p>
      ) : null}
    </Modal>
  );
}

/** The credential form: it never shows the stored secret; an empty secret keeps it. */
function CredentialsModal({
  vendor,
  canManage,
  onClose,
}: {
  vendor: VendorRow;
  canManage: boolean;
  onClose: () => void;
}) {
  const t = useT(messages);
  const lang = useLang();
  const toast = useToast();
  const client = useQueryClient();
  const current = useQuery({
    queryKey: ['bo', 'vendor-credential', vendor.code],
    queryFn: ({ signal }) =>
      api.get<Credential>(`${ENDPOINT}/${vendor.code}/credential`, undefined, { signal }),
  });
  const [form, setForm] = useState<{
    apiUrl?: string;
    launchUrl?: string;
    altLaunchUrl?: string;
    secret: string;
  }>({
    secret: '',
  });
  const [mode, setMode] = useState(vendor.walletMode);
  const value = (k: 'apiUrl' | 'launchUrl' | 'altLaunchUrl') => form[k] ?? current.data?.[k] ?? '';
  const save = useMutation({
    mutationFn: async () => {
      await api.put(`${ENDPOINT}/${vendor.code}/credential`, {
        apiUrl: value('apiUrl'),
        launchUrl: value('launchUrl'),
        altLaunchUrl: value('altLaunchUrl') || null,
        ...(form.secret ? { secret: form.secret } : {}),
      });
      if (mode !== vendor.walletMode)
        await api.put(`${ENDPOINT}/${vendor.code}/wallet-mode`, { walletMode: mode });
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: listKey(ENDPOINT) });
      void client.invalidateQueries({ queryKey: ['bo', 'vendor-credential', vendor.code] });
      toast(t('saved'), 'success');
      onClose();
    },
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('credentialsTitle', { vendor: vendorName(vendor, lang) })}
      footer={
        canManage ? (
          <>
            <Button variant="ghost" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button variant="primary" busy={save.isPending} onClick={() => save.mutate()}>
              {t('save')}
            </Button>
          </>
        ) : null
      }
    >
      <p className="muted">{t('platformOnly')}</p>
      <Field label={t('apiUrl')}>
        <input
          className="input"
          value={value('apiUrl')}
          disabled={!canManage}
          onChange={(e) => setForm({ ...form, apiUrl: e.target.value })}
        />
      </Field>
      <Field label={t('launchUrl')}>
        <input
          className="input"
          value={value('launchUrl')}
          disabled={!canManage}
          onChange={(e) => setForm({ ...form, launchUrl: e.target.value })}
        />
      </Field>
      <Field label={t('altLaunchUrl')}>
        <input
          className="input"
          value={value('altLaunchUrl')}
          disabled={!canManage}
          onChange={(e) => setForm({ ...form, altLaunchUrl: e.target.value })}
        />
      </Field>
      <Field
        label={t('secret')}
        hint={`${current.data?.secret === 'set' ? t('secretSet') : t('secretNotSet')} · ${t('secretKeep')}`}
      >
        <input
          className="input"
          type="password"
          autoComplete="new-password"
          value={form.secret}
          disabled={!canManage}
          onChange={(e) => setForm({ ...form, secret: e.target.value })}
        />
      </Field>
      {vendor.walletModes.length > 1 ? (
        <Field label={t('walletMode')}>
          <select
            className="input"
            value={mode}
            disabled={!canManage}
            onChange={(e) => setMode(e.target.value as typeof mode)}
          >
            {vendor.walletModes.map((m) => (
              <option key={m} value={m}>
                {t(m)}
              </option>
            ))}
          </select>
        </Field>
      ) : (
        <p>
          {t('walletMode')}: {t(vendor.walletMode)}
        </p>
      )}
      {save.isError ? (
        <p className="form__error" role="alert">
          {errorText(save.error)}
        </p>
      ) : null}
    </Modal>
  );
}
