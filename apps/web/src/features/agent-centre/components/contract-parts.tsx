import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractTerms } from '@portal/contract';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/pagination';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useMoney } from '@/hooks/use-money';
import { dialogs } from '@/lib/dialogs';
import { formatDate, formatDateTime } from '@/lib/format';
import { errorText } from '@/lib/i18n';
import { useLanguageStore } from '@/lib/language';
import {
  useClaimSalary,
  useContractDetail,
  useContractDownlines,
  useContractRecords,
  useManageContract,
  type ContractView,
  type SettlementRecord,
} from '../api/contracts';
import { TierTable } from './contract-requests';
import { uplineContractActions } from '../lib/contract-actions';
import './contracts.css';

type Tier = Record<string, number | string | undefined>;

/** A contract's terms as the tier table's rows (its kind's columns). */
function termsRows(terms: ContractTerms): Record<string, number | string | null>[] {
  return (terms.tiers as Tier[]).map((t) => {
    const row: Record<string, number | string | null> = {};
    for (const [k, v] of Object.entries(t)) row[k] = v ?? null;
    if (terms.kind === 'DIVIDEND' && row.periodicTotalBet === undefined) row.periodicTotalBet = null;
    return row;
  });
}

export function ContractTiers({ contract }: { contract: Pick<ContractView, 'kind' | 'terms'> }) {
  return <TierTable card={{ kind: contract.kind, rows: termsRows(contract.terms) }} />;
}

/** The contract's heading: kind, product and period or frequency. */
export function useContractLabel() {
  const { t } = useTranslation();
  return (c: Pick<ContractView, 'kind' | 'product' | 'period'>) => {
    const product = t(`agentContracts.products.${c.product}` as 'agentContracts.products.RNG');
    const extra =
      c.kind === 'DIVIDEND'
        ? ` – ${t(`agentContracts.periods.${c.period}` as 'agentContracts.periods.D')}`
        : c.kind === 'HOURLY'
          ? ` – ${t(`agentContracts.frequencies.${c.period}` as 'agentContracts.frequencies.H')}`
          : '';
    return `${t(`agentContracts.kinds.${c.kind}`)} – ${product}${extra}`;
  };
}

/** A contract's history, loaded when opened ("Contract history", inventory 2.1.10). */
function ContractHistory({ contractId }: { contractId: number }) {
  const { t } = useTranslation();
  const lang = useLanguageStore((s) => s.lang);
  const [open, setOpen] = useState(false);
  const q = useContractDetail(contractId, open);
  return (
    <details onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary className="acc-hint">{t('agentContracts.page.history')}</summary>
      {q.isPending ? (
        open && <Skeleton height={40} />
      ) : q.isError ? (
        <QueryError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <ul className="acc-history">
          {q.data.history.map((h, i) => (
            <li key={i}>
              <time dateTime={h.at}>{formatDateTime(h.at, lang)}</time>{' '}
              {h.fromStatus ? `${t(`agentContracts.statuses.${h.fromStatus}`)} → ` : ''}
              {t(`agentContracts.statuses.${h.toStatus}`)}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/** My signed contracts of a kind (from the downlines call: `mine`). */
export function MyContracts({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const label = useContractLabel();
  const q = useContractDownlines(kind);
  if (q.isPending) return <Skeleton height={120} />;
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <section className="acc-page__section">
      <h2 className="acc-page__title">{t('agentContracts.page.myContract')}</h2>
      {q.data.mine.length === 0 && <p className="acc-hint">{t('agentContracts.page.none')}</p>}
      {q.data.mine.map((c) => (
        <article key={c.id} className="acc-card">
          <header className="acc-card__head">
            <h3 className="acc-card__title">{label(c)}</h3>
            <span className="acc-badge">{t(`agentContracts.statuses.${c.status}`)}</span>
          </header>
          {c.terms.kind === 'DIVIDEND' && (
            <p className="acc-hint">
              {t('agentContracts.page.carryForward')}:{' '}
              {t(`agentContracts.carryModes.${c.terms.carryForward}` as 'agentContracts.carryModes.0')}
            </p>
          )}
          <ContractTiers contract={c} />
        </article>
      ))}
    </section>
  );
}

/** My settlement records of a kind; manual-receive ones can be claimed. */
export function ContractRecords({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLanguageStore((s) => s.lang);
  const [page, setPage] = useState(1);
  const q = useContractRecords(kind, page);
  const claim = useClaimSalary();
  const doClaim = (r: SettlementRecord) =>
    claim.mutate(r.id, {
      onSuccess: () => void dialogs.alert(t('agentContracts.popup.success'), { tone: 'success' }),
      onError: (e) => void dialogs.alert(errorText(e), { tone: 'warning' }),
    });
  const periodText = (r: SettlementRecord) =>
    kind === 'HOURLY'
      ? `${formatDateTime(r.periodStart, lang)} – ${formatDateTime(r.periodEnd, lang).slice(-5)}`
      : kind === 'DIVIDEND' && r.period !== 'D'
        ? `${formatDate(r.periodStart, lang)} – ${formatDate(new Date(Date.parse(r.periodEnd) - 1).toISOString(), lang)}`
        : formatDate(r.periodStart, lang);
  return (
    <section className="acc-page__section">
      <h2 className="acc-page__title">{t('agentContracts.page.records')}</h2>
      {q.isPending ? (
        <Skeleton height={160} />
      ) : q.isError ? (
        <QueryError error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.records.length === 0 ? (
        <EmptyState icon="receipt" title={t('agentContracts.page.noRecords')} />
      ) : (
        <>
          <div className="acc-scroll">
            <table className="acc-table">
              <thead>
                <tr>
                  <th>{t('agentContracts.page.period')}</th>
                  <th>{t('agentContracts.page.product')}</th>
                  <th>
                    {kind === 'DIVIDEND'
                      ? t('agentContracts.page.validBet')
                      : t('agentContracts.page.teamBet')}
                  </th>
                  {kind === 'DIVIDEND' && <th>{t('agentContracts.page.netLoss')}</th>}
                  {kind === 'DIVIDEND' && <th>{t('agentContracts.page.carry')}</th>}
                  <th>{t('agentContracts.page.activeMember')}</th>
                  <th>{t('agentContracts.page.tier')}</th>
                  <th>{t('agentContracts.page.rate')}</th>
                  <th>{t('agentContracts.page.amount')}</th>
                  <th>{t('agentContracts.page.status')}</th>
                  {kind === 'MR_DAILY' && <th>{t('agentContracts.page.dueAt')}</th>}
                </tr>
              </thead>
              <tbody>
                {q.data.records.map((r) => (
                  <tr key={r.id}>
                    <td>{periodText(r)}</td>
                    <td>{t(`agentContracts.products.${r.product}` as 'agentContracts.products.RNG')}</td>
                    <td>{money.major(r.figures.validBet ?? 0)}</td>
                    {kind === 'DIVIDEND' && <td>{money.major(r.figures.base ?? 0)}</td>}
                    {kind === 'DIVIDEND' && <td>{money.major(r.carry)}</td>}
                    <td>{r.figures.activeMember ?? 0}</td>
                    <td>{r.tier ?? '–'}</td>
                    <td>{r.tier === null ? '–' : `${r.rate}%`}</td>
                    <td>{money.major(r.amount)}</td>
                    <td>
                      {r.status === '0' ? (
                        <button
                          type="button"
                          className="btn btn--primary btn--sm"
                          disabled={claim.isPending}
                          onClick={() => doClaim(r)}
                        >
                          {t('agentContracts.page.claim')}
                        </button>
                      ) : (
                        t(`agentContracts.recordStatuses.${r.status}`)
                      )}
                      {/* The operator's reason for refusing a manual-receive salary (decision 0058). */}
                      {r.status === '2' && r.reason && <div className="muted">{r.reason}</div>}
                    </td>
                    {kind === 'MR_DAILY' && <td>{r.dueAt ? formatDateTime(r.dueAt, lang) : '–'}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} total={Math.max(1, Math.ceil(q.data.total / 20))} onChange={setPage} />
        </>
      )}
    </section>
  );
}

const blankTier = (kind: ContractKind): Tier =>
  kind === 'DIVIDEND'
    ? { minimumBet: 0, netLoss: 0, activeMember: 1, contractRate: 0 }
    : kind === 'REALTIME'
      ? { betAmount: 0, lossRate: 0, winRate: 0 }
      : kind === 'HOURLY'
        ? { minimumBet: 0, activeMember: 1, rate: 0, rateType: 'P' }
        : { betVolume: 0, activeMember: 1, rate: 0, rateType: 'P' };

/** The editable tier fields of a kind. */
const tierFields = (kind: ContractKind, periodic: boolean): string[] =>
  kind === 'DIVIDEND'
    ? ['minimumBet', 'netLoss', ...(periodic ? ['periodicTotalBet'] : []), 'activeMember', 'contractRate']
    : kind === 'REALTIME'
      ? ['betAmount', 'lossRate', 'winRate']
      : [kind === 'HOURLY' ? 'minimumBet' : 'betVolume', 'activeMember', 'rate'];

/** An offer or modification form: starts from `base` (my own contract or the one modified). */
function TermsEditor({
  base,
  onSubmit,
  onCancel,
  busy,
}: {
  base: ContractTerms;
  onSubmit: (terms: ContractTerms) => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [terms, setTerms] = useState<ContractTerms>(base);
  const periodic = terms.kind === 'DIVIDEND' && terms.periodicTotalBetRequired === 'Y';
  const fields = tierFields(terms.kind, periodic);
  const setTier = (i: number, key: string, value: string) =>
    setTerms(
      (old) =>
        ({
          ...old,
          tiers: (old.tiers as Tier[]).map((tier, j) =>
            j === i ? { ...tier, [key]: key === 'rateType' ? value : Number(value) } : tier,
          ),
        }) as ContractTerms,
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(terms);
  };
  const label = (key: string) =>
    t(
      `agentContracts.tiers.${key === 'minimumBet' && terms.kind === 'HOURLY' ? 'hourBet' : key}` as 'agentContracts.tiers.rate',
    );
  return (
    <form className="acc-form" onSubmit={submit}>
      {terms.kind === 'DIVIDEND' && (
        <div className="acc-form__row">
          <label>
            {t('agentContracts.page.carryForward')}
            <select
              value={terms.carryForward}
              onChange={(e) => setTerms({ ...terms, carryForward: Number(e.target.value) as 0 | 1 | 2 | 3 })}
            >
              {[0, 1, 2, 3].map((m) => (
                <option key={m} value={m}>
                  {t(`agentContracts.carryModes.${m}` as 'agentContracts.carryModes.0')}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('agentContracts.page.periodicTotalBetRequired')}
            <select
              value={terms.periodicTotalBetRequired}
              onChange={(e) => setTerms({ ...terms, periodicTotalBetRequired: e.target.value as 'Y' | 'N' })}
            >
              <option value="N">N</option>
              <option value="Y">Y</option>
            </select>
          </label>
        </div>
      )}
      {(terms.tiers as Tier[]).map((tier, i) => (
        <fieldset key={i} className="acc-form__row">
          <legend className="acc-hint">
            {t('agentContracts.tiers.tier')} {i + 1}
          </legend>
          {fields.map((key) => (
            <label key={key}>
              {label(key)}
              <input
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                required
                value={String(tier[key] ?? '')}
                onChange={(e) => setTier(i, key, e.target.value)}
              />
            </label>
          ))}
          {'rateType' in tier && (
            <label>
              {t('agentContracts.page.rateType')}
              <select value={String(tier.rateType)} onChange={(e) => setTier(i, 'rateType', e.target.value)}>
                <option value="P">{t('agentContracts.page.ratePercent')}</option>
                <option value="F">{t('agentContracts.page.rateFixed')}</option>
              </select>
            </label>
          )}
          {terms.tiers.length > 1 && (
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() =>
                setTerms({
                  ...terms,
                  tiers: (terms.tiers as Tier[]).filter((_, j) => j !== i),
                } as ContractTerms)
              }
            >
              {t('agentContracts.page.removeTier')}
            </button>
          )}
        </fieldset>
      ))}
      <div className="acc-form__row">
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() =>
            setTerms({
              ...terms,
              tiers: [
                ...(terms.tiers as Tier[]),
                { ...blankTier(terms.kind), ...(terms.tiers.at(-1) as Tier) },
              ],
            } as ContractTerms)
          }
        >
          {t('agentContracts.page.addTier')}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onCancel}>
          {t('agentContracts.page.cancel')}
        </button>
        <button type="submit" className="btn btn--primary btn--sm" disabled={busy}>
          {t('agentContracts.page.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * Contract management (inventory 2.1.10): my direct downline agents with the contracts I offered them;
 * new contract (from my own terms: never above them), view, modify, terminate, withdraw a pending offer.
 */
export function ContractManagement({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const label = useContractLabel();
  const q = useContractDownlines(kind);
  const manage = useManageContract();
  const [editing, setEditing] = useState<{
    agentId: number;
    contract?: ContractView;
    base: ContractTerms;
  } | null>(null);
  if (q.isPending) return <Skeleton height={120} />;
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  const mine = q.data.mine;
  const done = (username: string) => () => {
    setEditing(null);
    void dialogs.alert(t('agentContracts.page.sent', { username }), { tone: 'success' });
  };
  const fail = (e: unknown) => void dialogs.alert(errorText(e), { tone: 'warning' });
  return (
    <section className="acc-page__section">
      <h2 className="acc-page__title">{t('agentContracts.page.management')}</h2>
      {q.data.downlines.length === 0 && <p className="acc-hint">{t('agentContracts.page.noDownlines')}</p>}
      {q.data.downlines.map((d) => {
        const live = d.contracts.filter((c) => ['P', 'A', 'E', 'V'].includes(c.status));
        return (
          <article key={d.id} className="acc-card">
            <header className="acc-card__head">
              <h3 className="acc-card__title">{d.username}</h3>
              {mine.length > 0 && (
                <select
                  className="acc-offer"
                  aria-label={t('agentContracts.page.offer')}
                  value=""
                  onChange={(e) => {
                    const base = mine.find((c) => String(c.id) === e.target.value);
                    if (base) setEditing({ agentId: d.id, base: base.terms });
                  }}
                >
                  <option value="">{t('agentContracts.page.offer')}</option>
                  {mine.map((c) => (
                    <option key={c.id} value={c.id}>
                      {label(c)}
                    </option>
                  ))}
                </select>
              )}
            </header>
            {live.length === 0 && <p className="acc-hint">{t('agentContracts.page.noContract')}</p>}
            {live.map((c) => (
              <div key={c.id} className="acc-page__section">
                <div className="acc-card__head">
                  <span>{label(c)}</span>
                  <span className="acc-badge">{t(`agentContracts.statuses.${c.status}`)}</span>
                </div>
                <ContractTiers contract={c} />
                <ContractHistory contractId={c.id} />
                {uplineContractActions(c.status).length > 0 && (
                  <div className="acc-card__actions">
                    {uplineContractActions(c.status).map((action) => (
                      <button
                        key={action}
                        type="button"
                        className="btn btn--ghost btn--sm"
                        disabled={manage.isPending}
                        onClick={async () => {
                          if (action === 'modify') {
                            setEditing({ agentId: d.id, contract: c, base: c.terms });
                            return;
                          }
                          const withdraw = action === 'withdraw';
                          const question = withdraw
                            ? t('agentContracts.withdrawConfirm', { username: d.username })
                            : t('agentContracts.page.terminateConfirm', { username: d.username });
                          if (!(await dialogs.confirm(question))) return;
                          manage.mutate(
                            { action: 'terminate', contractId: c.id },
                            {
                              onSuccess: withdraw
                                ? () =>
                                    void dialogs.alert(
                                      t('agentContracts.withdrawn', { username: d.username }),
                                      { tone: 'success' },
                                    )
                                : done(d.username),
                              onError: fail,
                            },
                          );
                        }}
                      >
                        {action === 'withdraw'
                          ? t('agentContracts.withdrawOffer')
                          : t(`agentContracts.page.${action}`)}
                      </button>
                    ))}
                  </div>
                )}
              </div>
            ))}
            {editing?.agentId === d.id && (
              <TermsEditor
                base={editing.base}
                busy={manage.isPending}
                onCancel={() => setEditing(null)}
                onSubmit={(terms) =>
                  manage.mutate(
                    editing.contract
                      ? { action: 'modify', contractId: editing.contract.id, terms }
                      : { action: 'offer', agentId: d.id, terms },
                    { onSuccess: done(d.username), onError: fail },
                  )
                }
              />
            )}
          </article>
        );
      })}
    </section>
  );
}
