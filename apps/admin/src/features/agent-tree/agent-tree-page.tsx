import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentRebateProducts, type BoAgentTreeValue } from '@portal/contract';
import { Button, Card, Confirm, Field, Page, QueryView, StatusBadge, useToast } from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

type Node = BoAgentTreeValue['member'];
type Target = { username?: string; memberId?: number };
type Translate = (key: keyof (typeof messages)['EN'], vars?: Record<string, string | number>) => string;
const KEY = ['bo', 'agents', 'tree'];

/**
 * The agent tree (issue 17 item 1, decision 0054): a member with its uplines and direct downlines (drill
 * by "Open"), team sizes and rebates; a root agent's rebates and "make agent" for staff with agents.manage.
 */
export default function AgentTreePage() {
  const t = useT(messages);
  const [text, setText] = useState('');
  const [target, setTarget] = useState<Target | null>(null);
  const tree = useQuery({
    queryKey: [...KEY, target],
    queryFn: ({ signal }) =>
      api.get<BoAgentTreeValue>(
        '/bo/v1/agents/tree',
        target?.memberId ? { memberId: target.memberId } : { username: target?.username ?? '' },
        { signal },
      ),
    enabled: target !== null,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) setTarget({ username: text.trim() });
  };
  return (
    <Page title={t('title')}>
      <p className="muted">{t('hint')}</p>
      <Card>
        <form className="grid" onSubmit={submit} style={{ alignItems: 'end' }}>
          <Field label={t('search')}>
            <input className="input" value={text} onChange={(e) => setText(e.target.value)} maxLength={32} />
          </Field>
          <div>
            <Button variant="primary" type="submit">
              {t('find')}
            </Button>
          </div>
        </form>
      </Card>
      {target ? (
        <QueryView query={tree}>
          {(data) => <TreeView data={data} onOpen={(id) => setTarget({ memberId: id })} />}
        </QueryView>
      ) : null}
    </Page>
  );
}

function typeLabel(t: Translate, type: number) {
  if (type === 0) return t('player');
  if (type === 4) return t('trial');
  return `${t('agent')} (${type})`;
}

function rebateLine(t: Translate, rebates: Record<string, number>) {
  const parts = agentRebateProducts
    .filter((p) => rebates[p] !== undefined)
    .map((p) => `${t(p)} ${p === 'LOTT' ? rebates[p] : `${rebates[p]} bp`}`);
  return parts.length ? parts.join(' · ') : '—';
}

function NodeTable({ rows, onOpen, empty }: { rows: Node[]; onOpen: (id: number) => void; empty: string }) {
  const t = useT(messages);
  if (rows.length === 0) return <p className="muted">{empty}</p>;
  return (
    <div className="dt__scroll">
      <table className="table">
        <thead>
          <tr>
            <th>{t('username')}</th>
            <th>{t('type')}</th>
            <th>{t('status')}</th>
            <th>{t('teamSize')}</th>
            <th>{t('directCount')}</th>
            <th>{t('rebates')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{r.username}</td>
              <td>{typeLabel(t, r.accountType)}</td>
              <td>
                <StatusBadge status={r.status} />
              </td>
              <td>{r.teamSize}</td>
              <td>{r.directCount}</td>
              <td style={{ whiteSpace: 'normal', minWidth: 220 }}>{rebateLine(t, r.rebates)}</td>
              <td>
                <Button size="sm" onClick={() => onOpen(r.id)}>
                  {t('open')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TreeView({ data, onOpen }: { data: BoAgentTreeValue; onOpen: (id: number) => void }) {
  const t = useT(messages);
  const canManage = useCan('agents.manage');
  const toast = useToast();
  const client = useQueryClient();
  const [confirm, setConfirm] = useState(false);
  const make = useMutation({
    mutationFn: () => api.post(`/bo/v1/agents/${data.member.id}/make-agent`),
    onSuccess: () => {
      setConfirm(false);
      toast(t('made'), 'success');
      void client.invalidateQueries({ queryKey: KEY });
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
  return (
    <>
      <Card
        title={
          <>
            {t('member')}: {data.member.username}{' '}
            {data.root ? <StatusBadge status="ACTIVE" label={t('root')} /> : null}
          </>
        }
        actions={
          canManage && data.member.accountType === 0 ? (
            <Button onClick={() => setConfirm(true)}>{t('makeAgent')}</Button>
          ) : null
        }
      >
        <NodeTable rows={[data.member]} onOpen={onOpen} empty="" />
      </Card>
      {data.root && canManage ? <RootRebates key={data.member.id} member={data.member} /> : null}
      <Card title={t('uplines')}>
        <NodeTable rows={data.uplines} onOpen={onOpen} empty={t('noUplines')} />
      </Card>
      <Card title={t('downlines')}>
        <NodeTable rows={data.downlines} onOpen={onOpen} empty={t('noDownlines')} />
      </Card>
      <Confirm
        open={confirm}
        title={t('makeAgent')}
        message={t('makeAgentConfirm')}
        busy={make.isPending}
        onConfirm={() => make.mutate()}
        onCancel={() => setConfirm(false)}
      />
    </>
  );
}

function RootRebates({ member }: { member: Node }) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      agentRebateProducts.map((p) => [p, member.rebates[p] === undefined ? '' : String(member.rebates[p])]),
    ),
  );
  const save = useMutation({
    mutationFn: () =>
      api.put(`/bo/v1/agents/${member.id}/rebates`, {
        rebates: Object.fromEntries(
          Object.entries(values)
            .filter(([, v]) => v.trim() !== '')
            .map(([p, v]) => [p, Number(v)]),
        ),
      }),
    onSuccess: () => {
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: KEY });
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
  return (
    <Card title={t('editRebates')}>
      <p className="muted">{t('rebatesHint')}</p>
      <div className="grid">
        {agentRebateProducts.map((p) => (
          <Field key={p} label={t(p)}>
            <input
              className="input"
              inputMode="numeric"
              value={values[p] ?? ''}
              onChange={(e) => setValues((old) => ({ ...old, [p]: e.target.value }))}
            />
          </Field>
        ))}
      </div>
      <div style={{ marginTop: 12 }}>
        <Button variant="primary" busy={save.isPending} onClick={() => save.mutate()}>
          {t('save')}
        </Button>
      </div>
    </Card>
  );
}
