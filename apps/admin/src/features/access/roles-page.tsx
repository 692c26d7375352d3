import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Confirm, Field, Modal, Page, QueryView, useToast } from '../../components';
import { PermissionGroupName } from '../../app/permission-names';
import { api, errorText } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { rolesKey, usePermissionList, useRoles, type Role } from './api';
import { messages } from './messages';

/** Roles: the built-in ones (read only) and custom ones made from the permission checklist. */
export default function RolesPage() {
  const t = useT(messages);
  const roles = useRoles();
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const toast = useToast();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: (code: string) => api.del(`/bo/v1/roles/${encodeURIComponent(code)}`),
    onSuccess: () => {
      toast(t('deleted'), 'success');
      void client.invalidateQueries({ queryKey: rolesKey });
      setDeleting(null);
    },
    onError: (err) => toast(errorText(err), 'error'),
  });

  return (
    <Page
      title={t('rolesTitle')}
      actions={
        <Button variant="primary" icon="plus" onClick={() => setEditing('new')}>
          {t('roleNew')}
        </Button>
      }
    >
      <QueryView query={roles}>
        {(data) => (
          <div className="role-list">
            {data.roles.map((role) => (
              <Card
                key={role.code}
                title={
                  <span className="row">
                    {role.name}
                    <code className="muted">{role.code}</code>
                    {role.builtIn ? <Badge>{t('builtIn')}</Badge> : <Badge tone="info">{t('custom')}</Badge>}
                  </span>
                }
                actions={
                  <>
                    <Button size="sm" onClick={() => setEditing(role)}>
                      {role.builtIn ? t('view') : t('edit')}
                    </Button>
                    {role.builtIn ? null : (
                      <Button size="sm" variant="ghost" onClick={() => setDeleting(role)}>
                        {t('deleteRole')}
                      </Button>
                    )}
                  </>
                }
              >
                <p className="muted">{t('permissionsCount', { n: role.permissions.length })}</p>
              </Card>
            ))}
          </div>
        )}
      </QueryView>
      {editing ? (
        <RoleForm role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <Confirm
        open={deleting !== null}
        title={t('deleteRoleTitle', { name: deleting?.name ?? '' })}
        message={t('deleteRoleText')}
        danger
        busy={remove.isPending}
        confirmLabel={t('deleteRole')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.code)}
      />
    </Page>
  );
}

function RoleForm({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const permissions = usePermissionList();
  const readOnly = role?.builtIn ?? false;
  const [code, setCode] = useState(role?.code ?? '');
  const [name, setName] = useState(role?.name ?? '');
  const [chosen, setChosen] = useState<Set<string>>(new Set(role?.permissions ?? []));
  const save = useMutation({
    mutationFn: () => {
      const body = { name: name.trim(), permissions: [...chosen] };
      return role
        ? api.put(`/bo/v1/roles/${encodeURIComponent(role.code)}`, body)
        : api.post('/bo/v1/roles', { ...body, code: code.trim() });
    },
    onSuccess: () => {
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: rolesKey });
      onClose();
    },
  });
  const groups = new Map<string, string[]>();
  for (const p of permissions.data?.permissions ?? [])
    groups.set(p.group, [...(groups.get(p.group) ?? []), p.code]);
  const toggle = (codes: string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const c of codes) {
        if (on) next.add(c);
        else next.delete(c);
      }
      return next;
    });
  const valid = name.trim() && (role || /^[A-Z][A-Z0-9_]{1,31}$/.test(code.trim()));

  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={readOnly && role ? role.name : role ? t('editRole', { name: role.name }) : t('createRole')}
      footer={
        readOnly ? (
          <Button onClick={onClose}>{t('cancel')}</Button>
        ) : (
          <>
            <Button onClick={onClose}>{t('cancel')}</Button>
            <Button variant="primary" busy={save.isPending} disabled={!valid} onClick={() => save.mutate()}>
              {t('save')}
            </Button>
          </>
        )
      }
    >
      {readOnly ? <p className="notice">{t('builtInReadOnly')}</p> : null}
      <div className="form form--2">
        <Field label={t('roleCode')} hint={role ? undefined : t('roleCodeHint')}>
          <input
            className="input mono"
            value={code}
            disabled={Boolean(role)}
            autoCapitalize="characters"
            onChange={(e) => setCode(e.target.value.toUpperCase())}
          />
        </Field>
        <Field label={t('roleName')}>
          <input
            className="input"
            value={name}
            disabled={readOnly}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
      </div>
      <QueryView query={permissions} lines={5}>
        {() => (
          <div className="perm-check">
            {[...groups].map(([group, codes]) => {
              const all = codes.every((c) => chosen.has(c));
              return (
                <fieldset key={group} className="perm-check__group" disabled={readOnly}>
                  <legend>
                    <label className="check">
                      <input
                        type="checkbox"
                        disabled={readOnly}
                        checked={all}
                        ref={(el) => {
                          if (el) el.indeterminate = !all && codes.some((c) => chosen.has(c));
                        }}
                        onChange={(e) => toggle(codes, e.target.checked)}
                      />
                      <strong>
                        <PermissionGroupName group={group} />
                      </strong>
                    </label>
                  </legend>
                  {codes.map((c) => (
                    <label key={c} className="check">
                      <input
                        type="checkbox"
                        checked={chosen.has(c)}
                        onChange={(e) => toggle([c], e.target.checked)}
                      />
                      <span className="mono">{c}</span>
                    </label>
                  ))}
                </fieldset>
              );
            })}
          </div>
        )}
      </QueryView>
      {save.isError ? (
        <p className="form__error" role="alert">
          {errorText(save.error)}
        </p>
      ) : null}
    </Modal>
  );
}
