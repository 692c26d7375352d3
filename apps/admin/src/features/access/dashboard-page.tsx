import { Badge, Card, Page, Skeleton } from '../../components';
import { PermissionGroupName } from '../../app/permission-names';
import { useMe } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

/** The signed-in staff member: who, which role, which merchants, which permissions (by area). */
export default function DashboardPage() {
  const t = useT(messages);
  const me = useMe().data;
  if (!me) return <Skeleton />;
  const groups = new Map<string, string[]>();
  for (const p of me.permissions) {
    const group = p.split('.', 1)[0] ?? p;
    groups.set(group, [...(groups.get(group) ?? []), p]);
  }
  return (
    <Page title={t('dashboardTitle')} subtitle={t('welcome', { name: me.username })}>
      <div className="grid">
        <div className="stat">
          <div className="stat__label">{t('yourRole')}</div>
          <div className="stat__value stat__value--text">{me.roleName}</div>
          <div className="stat__hint mono">{me.role}</div>
        </div>
        <div className="stat">
          <div className="stat__label">{t('yourScope')}</div>
          <div className="stat__value stat__value--text">
            {me.merchantScope === null ? t('allMerchants') : me.merchantScope}
          </div>
          <div className="stat__hint">{me.merchants.map((m) => m.name).join('、')}</div>
        </div>
        <div className="stat">
          <div className="stat__label">{t('yourPermissions', { n: me.permissions.length })}</div>
          <div className="stat__value">{me.permissions.length}</div>
          <div className="stat__hint">{t('idleInfo', { minutes: me.idleMinutes })}</div>
        </div>
      </div>
      <Card title={t('yourPermissions', { n: me.permissions.length })}>
        {me.permissions.length === 0 ? (
          <p className="muted">{t('noPermissions')}</p>
        ) : (
          <dl className="perm-groups">
            {[...groups].map(([group, perms]) => (
              <div key={group} className="perm-groups__group">
                <dt>
                  <PermissionGroupName group={group} />
                </dt>
                <dd>
                  {perms.map((p) => (
                    <Badge key={p} tone="info">
                      {p}
                    </Badge>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Card>
    </Page>
  );
}
