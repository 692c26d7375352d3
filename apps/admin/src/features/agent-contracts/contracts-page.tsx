import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractKind, ContractTerms, ContractView } from '@portal/contract';
import { Button, Card, Confirm, Field, Modal, Page, QueryView, useToast } from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { messages } from './messages';

const SIZE = 20;
const KINDS: ContractKind[] = ['DIVIDEND', 'DAILY', 'MR_DAILY', 'HOURLY', 'REALTIME'];
const STATUSES = ['P', 'A', 'E', 'C', 'V', 'R'] as const;
const PRODUCTS = ['LOTT', 'ELOTT', 'RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'COCKFIGHT'];
/** The tier fields of each kind, in the order staff type them (one tier per line, comma-separated). */
export const TIER_FIELDS: Record<ContractKind, string[]> = {
  DIVIDEND: ['minimumBet', 'netLoss', 'activeMember', 'contractRate', 'periodicTotalBet'],
  DAILY: ['betVolume', 'activeMember', 'rate', 'rateType'],
  MR_DAILY: ['betVolume', 'activeMember', 'rate', 'rateType'],
  HOURLY: ['minimumBet', 'activeMember', 'rate', 'rateType'],
  REALTIME: ['betAmount', 'lossRate', 'winRate'],
};

/** Tier lines → tiers; an empty optional last field is left out. */
function parseTiers(kind: ContractKind, text: string) {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line) => {
      const parts = line.split(',').map((p) => p.trim());
      const tier: Record<string, number | string> = {};
      TIER_FIELDS[kind].forEach((f, i) => {
        const v = parts[i];
        if (v === undefined || v === '') return;
        tier[f] = f === 'rateType' ? v.toUpperCase() : Number(v);
      });
      return tier;
    });
}

const tiersText = (c: ContractView) =>
  (c.terms.tiers as Record<string, unknown>[])
    .map((tier) =>
      TIER_FIELDS[c.kind]
        .filter((f) => tier[f] !== undefined)
        .map((f) => String(tier[f]))
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
            {pages > 1 && (
              <div className="row" style={{ justifyContent: 'flex-end', marginTop: 8 }}>
                <Button variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('prev')}
                </Button>
                <span>
                  {page} / {pages}
                </span>
                <Button variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('next')}
                </Button>
              </div>
            )}
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
      agentId: modify ? String(modify.agentId) : '',
      kind: (modify?.kind ?? 'DIVIDEND') as ContractKind,
      product: modify?.product ?? 'RNG',
      period: modify?.period || 'D',
      carryForward: String(dividend?.carryForward ?? 0),
      depositFee: String(dividend?.costBearing.depositFee ?? 0),
      promotion: String(dividend?.costBearing.promotion ?? 0),
      periodic: dividend?.periodicTotalBetRequired === 'Y',
      tiers: modify ? tiersText(modify).split(' | ').join('\n') : '',
    };
  });
  const offer = useMutation({
    mutationFn: () => {
      const tiers = parseTiers(form.kind, form.tiers);
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
        : api.post<ContractView>('/bo/v1/agent-contracts', { agentId: Number(form.agentId), terms });
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
          <Button variant="primary" busy={offer.isPending} onClick={() => offer.mutate()}>
            {t('submit')}
          </Button>
        </>
      }
    >
      <p className="muted">{t('offerHint')}</p>
      <div className="row">
        <Field label={t('agentId')}>
          <input
            className="input"
            inputMode="numeric"
            disabled={modify !== null}
            value={form.agentId}
            onChange={(e) => setForm({ ...form, agentId: e.target.value })}
          />
        </Field>
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
      <Field label={`${t('tiersHint')} ${TIER_FIELDS[form.kind].join(', ')}`}>
        <textarea
          className="input"
          rows={4}
          value={form.tiers}
          placeholder={
            form.kind === 'DIVIDEND'
              ? '10000, 1000, 1, 10\n50000, 5000, 3, 15'
              : form.kind === 'REALTIME'
                ? '10, 1, 0.5'
                : '10000, 1, 0.5, P'
          }
          onChange={(e) => setForm({ ...form, tiers: e.target.value })}
        />
      </Field>
    </Modal>
  );
}
