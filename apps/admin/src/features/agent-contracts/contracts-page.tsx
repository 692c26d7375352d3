import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoAgentTreeValue, ContractKind, ContractTerms, ContractView } from '@portal/contract';
import { Button, Card, Confirm, Field, Modal, Page, QueryView, useToast, Pager } from '../../components';
import { ApiError, api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { messages } from './messages';
import { TierTable } from './tier-table';
import { TIER_FIELDS, checkTiers, draftsOf, emptyTier } from './tiers';

const SIZE = 20;
const KINDS: ContractKind[] = ['DIVIDEND', 'DAILY', 'MR_DAILY', 'HOURLY', 'REALTIME'];
const STATUSES = ['P', 'A', 'E', 'C', 'V', 'R'] as const;
const PRODUCTS = ['LOTT', 'ELOTT', 'RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'COCKFIGHT'];
/** A contract's tiers in one line for the list: each tier's fields, comma-separated. */
const tiersText = (c: ContractView) =>
  (c.terms.tiers as Record<string, unknown>[])
    .map((tier) =>
      TIER_FIELDS[c.kind]
        .filter((f) => tier[f.key] !== undefined)
        .map((f) => String(tier[f.key]))
        .join(', '),
    )
    .join(' | ');

/** Contracts of the merchant's agents by kind, status and agent; offers to root agents; termination. */
export default function AgentContractsPage() {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const canManage = useCan('agents.contracts.manage');
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState({ kind: '', status: '', agent: '' });
  const [filter, setFilter] = useState(draft);
  const [offering, setOffering] = useState<ContractView | true | null>(null);
  const [ending, setEnding] = useState<ContractView | null>(null);
  const list = useQuery({
    queryKey: ['bo', 'agent-contracts', filter, page],
    queryFn: ({ signal }) =>
      api.get<{ contracts: ContractView[]; total: number }>(
        '/bo/v1/agent-contracts',
        {
          pageNo: page,
          pageSize: SIZE,
          ...(filter.kind ? { kind: filter.kind } : {}),
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.agent ? { agent: filter.agent } : {}),
        },
        { signal },
      ),
  });
  const terminate = useMutation({
    mutationFn: (id: number) => api.post<ContractView>(`/bo/v1/agent-contracts/${id}/terminate`),
    onSuccess: () => {
      setEnding(null);
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: ['bo', 'agent-contracts'] });
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / SIZE));
  return (
    <Page
      title={t('contractsTitle')}
      actions={
        canManage ? (
          <Button variant="primary" onClick={() => setOffering(true)}>
            {t('offer')}
          </Button>
        ) : undefined
      }
    >
      <Card>
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            setPage(1);
            setFilter({ ...draft, agent: draft.agent.trim() });
          }}
        >
          <Field label={t('kind')}>
            <select
              className="input"
              value={draft.kind}
              onChange={(e) => setDraft({ ...draft, kind: e.target.value })}
            >
              <option value="">{t('all')}</option>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(k)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('status')}>
            <select
              className="input"
              value={draft.status}
              onChange={(e) => setDraft({ ...draft, status: e.target.value })}
            >
              <option value="">{t('all')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s} · {t(`cst_${s}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('agent')}>
            <input
              className="input"
              value={draft.agent}
              onChange={(e) => setDraft({ ...draft, agent: e.target.value })}
            />
          </Field>
          <Button type="submit" variant="primary">
            {t('search')}
          </Button>
        </form>
      </Card>
      <QueryView query={list} isEmpty={(d) => d.contracts.length === 0} empty={t('empty')}>
        {(data) => (
          <Card>
            <div className="dt__scroll">
              <table className="table">
                <thead>
                  <tr>
                    <th>ID</th>
                    <th>{t('agent')}</th>
                    <th>{t('kind')}</th>
                    <th>{t('product')}</th>
                    <th>{t('period')}</th>
                    <th>{t('status')}</th>
                    <th>{t('tiers')}</th>
                    <th>{t('upline')}</th>
                    <th>{t('created')}</th>
                    <th>{t('signed')}</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {data.contracts.map((c) => (
                    <tr key={c.id}>
                      <td>{c.id}</td>
                      <td>{c.username}</td>
                      <td style={{ whiteSpace: 'nowrap' }}>{t(c.kind)}</td>
                      <td>{c.product}</td>
                      <td>{c.period || '–'}</td>
                      <td style={{ whiteSpace: 'nowrap' }}>
                        {c.status} · {t(`cst_${c.status}`)}
                      </td>
                      <td style={{ whiteSpace: 'normal', minWidth: 220 }}>{tiersText(c)}</td>
                      <td>{c.uplineId === null ? t('operator') : c.uplineId}</td>
                      <td>{formatDateTime(c.createdAt)}</td>
                      <td>{c.signedAt ? formatDateTime(c.signedAt) : '–'}</td>
                      <td>
                        {canManage && c.status === 'A' && c.uplineId === null && (
                          <Button size="sm" variant="ghost" onClick={() => setOffering(c)}>
                            {t('modify')}
                          </Button>
                        )}
                        {canManage && ['P', 'A', 'E', 'V'].includes(c.status) && (
                          <Button size="sm" variant="ghost" onClick={() => setEnding(c)}>
                            {t('terminate')}
                          </Button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} pages={pages} onPage={setPage} />
          </Card>
        )}
      </QueryView>
      <Confirm
        open={ending !== null}
        title={t('terminate')}
        message={t('terminateText')}
        danger
        busy={terminate.isPending}
        onConfirm={() => ending && terminate.mutate(ending.id)}
        onCancel={() => setEnding(null)}
      />
      {offering !== null && (
        <OfferModal modify={offering === true ? null : offering} onClose={() => setOffering(null)} />
      )}
    </Page>
  );
}

function OfferModal({ modify, onClose }: { modify: ContractView | null; onClose: () => void }) {
  const t = useT(messages);
  const toast = useToast();
  const client = useQueryClient();
  const [form, setForm] = useState(() => {
    const terms = modify?.terms;
    const dividend = terms?.kind === 'DIVIDEND' ? terms : null;
    return {
      agentId: modify ? modify.agentId : null,
      kind: (modify?.kind ?? 'DIVIDEND') as ContractKind,
      product: modify?.product ?? 'RNG',
      period: modify?.period || 'D',
      carryForward: String(dividend?.carryForward ?? 0),
      depositFee: String(dividend?.costBearing.depositFee ?? 0),
      promotion: String(dividend?.costBearing.promotion ?? 0),
      periodic: dividend?.periodicTotalBetRequired === 'Y',
      tiers: modify ? draftsOf(modify) : [emptyTier('DIVIDEND')],
    };
  });
  const [tried, setTried] = useState(false);
  const checked = checkTiers(form.kind, form.tiers, form.kind === 'DIVIDEND' && form.periodic);
  const submit = () => {
    setTried(true);
    if (checked.tiers && form.agentId !== null) offer.mutate(checked.tiers);
  };
  const offer = useMutation({
    mutationFn: (tiers: Record<string, number | string>[]) => {
      const terms = (
        form.kind === 'DIVIDEND'
          ? {
              kind: form.kind,
              product: form.product,
              period: form.period,
              periodicTotalBetRequired: form.periodic ? 'Y' : 'N',
              carryForward: Number(form.carryForward),
              costBearing: { depositFee: Number(form.depositFee), promotion: Number(form.promotion) },
              tiers,
            }
          : form.kind === 'HOURLY'
            ? { kind: form.kind, product: form.product, period: form.period === 'BH' ? 'BH' : 'H', tiers }
            : form.kind === 'REALTIME'
              ? { kind: form.kind, product: 'LOTT', tiers }
              : { kind: form.kind, product: form.product, tiers }
      ) as ContractTerms;
      return modify
        ? api.post<ContractView>(`/bo/v1/agent-contracts/${modify.id}/modify`, { terms })
        : api.post<ContractView>('/bo/v1/agent-contracts', { agentId: form.agentId, terms });
    },
    onSuccess: () => {
      toast(t('saved'), 'success');
      void client.invalidateQueries({ queryKey: ['bo', 'agent-contracts'] });
      onClose();
    },
    onError: (e) => toast(errorText(e), 'error'),
  });
  const periods =
    form.kind === 'DIVIDEND' ? ['D', 'W', 'H', 'M'] : form.kind === 'HOURLY' ? ['H', 'BH'] : ([] as string[]);
  return (
    <Modal
      open
      onClose={onClose}
      title={modify ? `${t('modify')} · ${modify.username}` : t('offer')}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="primary" busy={offer.isPending} onClick={submit}>
            {t('submit')}
          </Button>
        </>
      }
    >
      <p className="muted">{t('offerHint')}</p>
      <div className="row">
        {modify === null && (
          <AgentPicker
            picked={form.agentId}
            showRequired={tried && form.agentId === null}
            onPick={(agentId) => setForm({ ...form, agentId })}
          />
        )}
        <Field label={t('kind')}>
          <select
            className="input"
            disabled={modify !== null}
            value={form.kind}
            onChange={(e) =>
              setForm({
                ...form,
                kind: e.target.value as ContractKind,
                period: e.target.value === 'HOURLY' ? 'H' : 'D',
                tiers: [emptyTier(e.target.value as ContractKind)],
              })
            }
          >
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(k)}
              </option>
            ))}
          </select>
        </Field>
        {form.kind !== 'REALTIME' && (
          <Field label={t('product')}>
            <select
              className="input"
              disabled={modify !== null}
              value={form.product}
              onChange={(e) => setForm({ ...form, product: e.target.value })}
            >
              {PRODUCTS.map((p) => (
                <option key={p}>{p}</option>
              ))}
            </select>
          </Field>
        )}
        {periods.length > 0 && (
          <Field label={t('period')}>
            <select
              className="input"
              disabled={modify !== null}
              value={form.period}
              onChange={(e) => setForm({ ...form, period: e.target.value })}
            >
              {periods.map((p) => (
                <option key={p}>{p}</option>
              ))}
            </select>
          </Field>
        )}
      </div>
      {form.kind === 'DIVIDEND' && (
        <div className="row">
          <Field label={t('carryForward')}>
            <select
              className="input"
              value={form.carryForward}
              onChange={(e) => setForm({ ...form, carryForward: e.target.value })}
            >
              {['0', '1', '2', '3'].map((m) => (
                <option key={m}>{m}</option>
              ))}
            </select>
          </Field>
          <Field label={t('costFee')}>
            <input
              className="input"
              value={form.depositFee}
              onChange={(e) => setForm({ ...form, depositFee: e.target.value })}
            />
          </Field>
          <Field label={t('costPromo')}>
            <input
              className="input"
              value={form.promotion}
              onChange={(e) => setForm({ ...form, promotion: e.target.value })}
            />
          </Field>
          <label className="row">
            <input
              type="checkbox"
              checked={form.periodic}
              onChange={(e) => setForm({ ...form, periodic: e.target.checked })}
            />
            {t('periodicRequired')}
          </label>
        </div>
      )}
      <TierTable
        kind={form.kind}
        periodic={form.kind === 'DIVIDEND' && form.periodic}
        rows={form.tiers}
        problems={tried ? checked.problems : {}}
        onChange={(tiers) => setForm({ ...form, tiers })}
      />
    </Modal>
  );
}

/**
 * The agent of a new offer, found by its user name (`GET /bo/v1/agents/tree`): only a root agent (an agent
 * with no agent above) takes the operator's offers, so a player or a lower agent is refused here already.
 */
function AgentPicker({
  picked,
  showRequired,
  onPick,
}: {
  picked: number | null;
  showRequired: boolean;
  onPick: (agentId: number | null) => void;
}) {
  const t = useT(messages);
  const [text, setText] = useState('');
  const [name, setName] = useState<string | null>(null);
  const find = useMutation({
    mutationFn: (username: string) => api.get<BoAgentTreeValue>('/bo/v1/agents/tree', { username }),
    onSuccess: (v) => {
      const isAgent = [1, 2, 41, 42].includes(v.member.accountType);
      if (isAgent && v.root) {
        setName(v.member.username);
        onPick(v.member.id);
      } else {
        setName(null);
        onPick(null);
      }
    },
    onError: () => {
      setName(null);
      onPick(null);
    },
  });
  const v = find.data;
  const problem = find.isError
    ? find.error instanceof ApiError && find.error.status === 404
      ? t('agentNotFound')
      : errorText(find.error)
    : v && ![1, 2, 41, 42].includes(v.member.accountType)
      ? t('agentNotAgent')
      : v && !v.root
        ? t('agentNotRoot')
        : showRequired
          ? t('agentRequired')
          : null;
  return (
    <form
      className="row"
      style={{ alignItems: 'end' }}
      onSubmit={(e) => {
        e.preventDefault();
        e.stopPropagation();
        if (text.trim()) find.mutate(text.trim());
      }}
    >
      <Field
        label={t('agentSearch')}
        error={problem}
        hint={picked !== null && name ? t('agentPicked', { name, id: picked }) : undefined}
      >
        <input
          className="input"
          value={text}
          maxLength={32}
          onChange={(e) => {
            setText(e.target.value);
            if (picked !== null) onPick(null);
            setName(null);
          }}
        />
      </Field>
      <Button type="submit" busy={find.isPending}>
        {t('agentFind')}
      </Button>
    </form>
  );
}
