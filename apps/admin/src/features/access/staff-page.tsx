import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Confirm,
  DataTable,
  Field,
  Modal,
  Page,
  StatusBadge,
  listKey,
  useToast,
  type Column,
  type Filter,
} from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan, useMe } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useRoles, type StaffRow } from './api';
import { messages } from './messages';

const endpoint = '/bo/v1/staff';

/** Staff accounts: list, create, edit (role, merchant, disabled), reset the authenticator or password. */
export default function StaffPage() {
  const t = useT(messages);
  const canManage = useCan('staff.manage');
  const roles = useRoles().data?.roles ?? [];
  const [editing, setEditing] = useState<StaffRow | 'new' | null>(null);
  const [resetTotp, setResetTotp] = useState<StaffRow | null>(null);
  const [resetPassword, setResetPassword] = useState<StaffRow | null>(null);

  const columns: Column<StaffRow>[] = [
    {
      key: 'username',
      label: t('colUsername'),
      sortable: true,
      render: (r) => <strong>{r.username}</strong>,
    },
    { key: 'role', label: t('colRole'), sortable: true, render: (r) => r.roleName || r.role },
    { key: 'merchantCode', label: t('colMerchant'), render: (r) => r.merchantCode ?? t('allMerchants') },
    {
      key: 'status',
      label: t('colStatus'),
      render: (r) =>
        r.disabled ? (
          <StatusBadge status="DISABLED" label={t('statusDisabled')} />
        ) : (
          <StatusBadge status="ACTIVE" label={t('statusActive')} />
        ),
    },
    {
      key: 'totpEnabled',
      label: t('colTotp'),
      render: (r) =>
        r.totpEnabled ? <Badge tone="ok">{t('totpOn')}</Badge> : <Badge tone="warn">{t('totpOff')}</Badge>,
    },
    {
      key: 'lastLoginAt',
      label: t('colLastLogin'),
      sortable: true,
      render: (r) => formatDateTime(r.lastLoginAt),
    },
    {
      key: 'createdAt',
      label: t('colCreated'),
      sortable: true,
      hideOnMobile: true,
      render: (r) => formatDateTime(r.createdAt),
    },
  ];
  const filters: Filter[] = [
    { key: 'q', label: t('filterQ'), type: 'text' },
    {
      key: 'role',
      label: t('filterRole'),
      type: 'select',
      options: roles.map((r) => ({ value: r.code, label: r.name })),
    },
    {
      key: 'status',
      label: t('filterStatus'),
      type: 'select',
      options: [
        { value: 'active', label: t('statusActive') },
        { value: 'disabled', label: t('statusDisabled') },
      ],
    },
  ];

  return (
    <Page
      title={t('staffTitle')}
      actions={
        canManage ? (
          <Button variant="primary" icon="plus" onClick={() => setEditing('new')}>
            {t('staffNew')}
          </Button>
        ) : null
      }
    >
      <DataTable<StaffRow>
        endpoint={endpoint}
        columns={columns}
        filters={filters}
        csv="staff"
        rowKey="id"
        actions={
          canManage
            ? [
                { label: t('edit'), onClick: (r) => setEditing(r) },
                { label: t('resetTotp'), onClick: (r) => setResetTotp(r), hidden: (r) => !r.totpEnabled },
                { label: t('resetPassword'), onClick: (r) => setResetPassword(r) },
              ]
            : undefined
        }
      />
      {editing ? (
        <StaffForm staff={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ResetTotp staff={resetTotp} onClose={() => setResetTotp(null)} />
      {resetPassword ? <ResetPassword staff={resetPassword} onClose={() => setResetPassword(null)} /> : null}
    </Page>
  );
}

function StaffForm({ staff, onClose }: { staff: StaffRow | null; onClose: () => void }) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const me = useMe().data;
  const roles = useRoles().data?.roles ?? [];
  const [username, setUsername] = useState(staff?.username ?? '');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState(staff?.role ?? '');
  const [merchantCode, setMerchantCode] = useState<string>(
    staff ? (staff.merchantCode ?? '') : (me?.merchantScope ?? ''),
  );
  const [disabled, setDisabled] = useState(staff?.disabled ?? false);
  const save = useMutation({
    mutationFn: () =>
      staff
        ? api.put(`${endpoint}/${staff.id}`, { role, merchantCode: merchantCode || null, disabled })
        : api.post(endpoint, {
            username: username.trim(),
            password,
            role,
            merchantCode: merchantCode || null,
          }),
    onSuccess: () => {
      toast(staff ? t('saved') : t('created', { name: username.trim() }), 'success');
      void client.invalidateQueries({ queryKey: listKey(endpoint) });
      onClose();
    },
  });
  const valid = Boolean(role) && (staff !== null || (username.trim() && password));
  return (
    <Modal
      open
      onClose={onClose}
      title={staff ? t('editStaff', { name: staff.username }) : t('createStaff')}
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
        id="staff-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) save.mutate();
        }}
      >
        {staff ? null : (
          <>
            <Field label={t('colUsername')}>
              <input
                className="input"
                autoComplete="off"
                autoCapitalize="none"
                value={username}
                onChange={(e) => setUsername(e.target.value)}
              />
            </Field>
            <Field label={t('password')}>
              <input
                className="input"
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field>
          </>
        )}
        <Field label={t('colRole')}>
          <select className="input" value={role} onChange={(e) => setRole(e.target.value)}>
            <option value="" disabled>
              —
            </option>
            {roles.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name} ({r.code})
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('merchantScope')}>
          <select className="input" value={merchantCode} onChange={(e) => setMerchantCode(e.target.value)}>
            {me?.merchantScope === null ? <option value="">{t('allMerchants')}</option> : null}
            {(me?.merchants ?? []).map((m) => (
              <option key={m.code} value={m.code}>
                {m.name} ({m.code})
              </option>
            ))}
          </select>
        </Field>
        {staff ? (
          <label className="check">
            <input type="checkbox" checked={disabled} onChange={(e) => setDisabled(e.target.checked)} />
            <span>{t('disabled')}</span>
          </label>
        ) : null}
        {save.isError ? (
          <p className="form__error" role="alert">
            {errorText(save.error)}
          </p>
        ) : null}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}

function ResetTotp({ staff, onClose }: { staff: StaffRow | null; onClose: () => void }) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const reset = useMutation({
    mutationFn: (id: number) => api.post(`${endpoint}/${id}/reset-totp`),
    onSuccess: () => {
      toast(t('resetTotpDone'), 'success');
      void client.invalidateQueries({ queryKey: listKey(endpoint) });
      onClose();
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
  return (
    <Confirm
      open={staff !== null}
      title={t('resetTotpTitle', { name: staff?.username ?? '' })}
      message={t('resetTotpText')}
      danger
      busy={reset.isPending}
      confirmLabel={t('resetTotp')}
      onCancel={onClose}
      onConfirm={() => staff && reset.mutate(staff.id)}
    />
  );
}

function ResetPassword({ staff, onClose }: { staff: StaffRow; onClose: () => void }) {
  const t = useT(messages);
  const toast = useToast();
  const [password, setPassword] = useState('');
  const reset = useMutation({
    mutationFn: () => api.post(`${endpoint}/${staff.id}/reset-password`, { password }),
    onSuccess: () => {
      toast(t('resetPasswordDone'), 'success');
      onClose();
    },
  });
  return (
    <Modal
      open
      size="sm"
      onClose={onClose}
      title={t('resetPasswordTitle', { name: staff.username })}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button
            variant="primary"
            busy={reset.isPending}
            disabled={!password}
            onClick={() => reset.mutate()}
          >
            {t('resetPassword')}
          </Button>
        </>
      }
    >
      <Field label={t('newPassword')}>
        <input
          className="input"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      {reset.isError ? (
        <p className="form__error" role="alert">
          {errorText(reset.error)}
        </p>
      ) : null}
    </Modal>
  );
}
