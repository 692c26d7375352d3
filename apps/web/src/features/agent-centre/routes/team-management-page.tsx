import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '@/components/empty-state';
import { Modal } from '@/components/modal';
import { Pagination } from '@/components/pagination';
import { QueryError } from '@/components/query-error';
import { FormMessage, TextField } from '@/components/text-field';
import { useMoney } from '@/hooks/use-money';
import { dialogs } from '@/lib/dialogs';
import { formatDateTime } from '@/lib/format';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';
import {
  setAgent,
  setRemark,
  setStatus,
  updateRebates,
  useRebateSetting,
  useTeamList,
  useTeamMember,
  type TeamFilters,
  type TeamMember,
} from '../api/team';
import { RebateFields, RebateSummary, checkRebateTexts, rebateInputText } from '../components/rebate-fields';
import { Tabs, TeamSkeleton } from '../components/team-bits';
import { TransferDialog } from '../components/transfer-dialog';
import { useAgentCentreNav } from '../hooks/use-agent-centre-nav';
import {
  TEAM_FILTERS,
  emptyTeamFilters as emptyFilters,
  teamFilterChanges,
  teamFiltersFromParams,
  type TeamFilterKey,
} from '../lib/team-filters';
import './agent-team.css';

const PAGE_SIZE = 20;
const FILTERS = TEAM_FILTERS;
type FilterKey = TeamFilterKey;
type Tab = 'agents' | 'players';

/**
 * downlineManagmentView (inventory 2.1.4, decision 0054): direct agents and players of me or of a
 * member of my downline (`&parent=`), search and filters (all in the address), the team figures per row and the row actions.
 * "Send a message" waits for the messages feature (issue 18).
 */
export default function TeamManagementPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'players' ? 'players' : 'agents';
  const parent = Number(params.get('parent')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const applied = teamFiltersFromParams(params);
  const filters: TeamFilters = { tab, page, pageSize: PAGE_SIZE };
  if (parent) filters.parentId = parent;
  for (const k of FILTERS) if (applied[k]) filters[k] = applied[k];
  const list = useTeamList(filters);

  const update = (changes: Record<string, string | number | undefined>) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes))
          if (v === undefined || v === '') copy.delete(k);
          else copy.set(k, String(v));
        return copy;
      },
      { replace: true },
    );

  const [details, setDetails] = useState<number | null>(null);
  const [remarkOf, setRemarkOf] = useState<TeamMember | null>(null);
  const [transferTo, setTransferTo] = useState<TeamMember | null>(null);
  const [rebatesOf, setRebatesOf] = useState<TeamMember | null>(null);

  return (
    <div className="at-page">
      <Tabs
        label={t('agentTeam.team.breadcrumb')}
        value={tab}
        onChange={(next) => update({ tab: next, page: undefined })}
        tabs={[
          { key: 'agents', label: t('agentTeam.team.tabAgents') },
          { key: 'players', label: t('agentTeam.team.tabPlayers') },
        ]}
      />
      {list.data && list.data.breadcrumb.length > 1 ? (
        <nav className="at-crumbs" aria-label={t('agentTeam.team.breadcrumb')}>
          <ol>
            {list.data.breadcrumb.map((b, i, all) => (
              <li key={b.id}>
                {i === all.length - 1 ? (
                  <span aria-current="page">{b.username}</span>
                ) : (
                  <button
                    type="button"
                    className="at-link"
                    onClick={() => update({ parent: i === 0 ? undefined : b.id, page: undefined })}
                  >
                    {b.username}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <FilterForm
        key={FILTERS.map((k) => applied[k]).join('|')}
        applied={applied}
        onApply={(values) => update({ ...teamFilterChanges(values), page: undefined })}
      />
      {list.isPending ? (
        <TeamSkeleton />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.rows.length === 0 ? (
        <EmptyState icon="users" title={t('agentTeam.team.empty')} />
      ) : (
        <>
          <p className="at-muted" role="status">
            {t('agentTeam.team.total', { count: list.data.total })}
          </p>
          <TeamTable
            rows={list.data.rows}
            onDrill={(m) => update({ parent: m.id, tab: 'agents', page: undefined })}
            onDetails={(m) => setDetails(m.id)}
            onRemark={setRemarkOf}
            onTransfer={setTransferTo}
            onRebates={setRebatesOf}
          />
          <Pagination
            page={page}
            total={Math.ceil(list.data.total / PAGE_SIZE)}
            onChange={(next) => update({ page: next })}
          />
        </>
      )}
      <DetailsDialog memberId={details} onClose={() => setDetails(null)} />
      <RemarkDialog member={remarkOf} onClose={() => setRemarkOf(null)} />
      <TransferDialog member={transferTo} onClose={() => setTransferTo(null)} />
      <RebatesDialog member={rebatesOf} onClose={() => setRebatesOf(null)} />
    </div>
  );
}

function FilterForm({
  applied,
  onApply,
}: {
  applied: Record<FilterKey, string>;
  onApply: (values: Record<FilterKey, string>) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(applied);
  const [open, setOpen] = useState(FILTERS.some((k) => k !== 'q' && applied[k]));
  const set = (k: FilterKey, v: string) => setValues((old) => ({ ...old, [k]: v }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  const yesNo = (k: 'loggedIn' | 'deposited', label: string) => (
    <label className="at-select">
      <span>{label}</span>
      <select value={values[k]} onChange={(e) => set(k, e.target.value)}>
        <option value="">{t('agentTeam.team.any')}</option>
        <option value="Y">{t('agentTeam.team.yes')}</option>
        <option value="N">{t('agentTeam.team.no')}</option>
      </select>
    </label>
  );
  const range = (from: FilterKey, to: FilterKey, label: string) => (
    <fieldset className="at-range">
      <legend>{label}</legend>
      <label>
        <span className="visually-hidden">
          {label} {t('agentTeam.team.from')}
        </span>
        <input type="date" value={values[from]} onChange={(e) => set(from, e.target.value)} />
      </label>
      <span aria-hidden="true">–</span>
      <label>
        <span className="visually-hidden">
          {label} {t('agentTeam.team.to')}
        </span>
        <input type="date" value={values[to]} onChange={(e) => set(to, e.target.value)} />
      </label>
    </fieldset>
  );
  return (
    <form className="at-filters" role="search" onSubmit={submit}>
      <div className="at-filters__bar">
        <TextField
          label={t('agentTeam.team.search')}
          value={values.q}
          onValueChange={(v) => set('q', v)}
          maxLength={32}
          type="search"
        />
        <button type="submit" className="btn btn--primary">
          {t('agentTeam.team.apply')}
        </button>
        <button
          type="button"
          className="btn btn--outline"
          aria-expanded={open}
          aria-controls="at-more-filters"
          onClick={() => setOpen((o) => !o)}
        >
          {t('agentTeam.team.filters')}
        </button>
      </div>
      {open ? (
        <div className="at-filters__more" id="at-more-filters">
          {yesNo('loggedIn', t('agentTeam.team.loggedIn'))}
          {yesNo('deposited', t('agentTeam.team.deposited'))}
          {range('firstDepositFrom', 'firstDepositTo', t('agentTeam.team.firstDeposit'))}
          {range('lastDepositFrom', 'lastDepositTo', t('agentTeam.team.lastDeposit'))}
          {range('registeredFrom', 'registeredTo', t('agentTeam.team.registered'))}
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setValues(emptyFilters);
              onApply(emptyFilters);
            }}
          >
            {t('agentTeam.team.reset')}
          </button>
        </div>
      ) : null}
    </form>
  );
}

const isAgent = (type: number) => [1, 2, 41, 42].includes(type);

function TeamTable({
  rows,
  onDrill,
  onDetails,
  onRemark,
  onTransfer,
  onRebates,
}: {
  rows: TeamMember[];
  onDrill: (m: TeamMember) => void;
  onDetails: (m: TeamMember) => void;
  onRemark: (m: TeamMember) => void;
  onTransfer: (m: TeamMember) => void;
  onRebates: (m: TeamMember) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  return (
    <div className="at-table-wrap" tabIndex={0} role="region" aria-label={t('agentTeam.team.breadcrumb')}>
      <table className="at-table" data-testid="team-table">
        <thead>
          <tr>
            <th scope="col">{t('agentTeam.team.username')}</th>
            <th scope="col">{t('agentTeam.team.accountType')}</th>
            <th scope="col" className="at-num">
              {t('agentTeam.team.teamSize')}
            </th>
            <th scope="col">{t('agentTeam.team.rebates')}</th>
            <th scope="col">{t('agentTeam.team.lastLogin')}</th>
            <th scope="col">{t('agentTeam.team.lastDeposit')}</th>
            <th scope="col" className="at-num">
              {t('agentTeam.team.balance')}
            </th>
            <th scope="col" className="at-num" title={t('agentTeam.team.teamBalanceTip')}>
              {t('agentTeam.team.teamBalance')}
            </th>
            <th scope="col">{t('agentTeam.team.status')}</th>
            <th scope="col">{t('agentTeam.team.upline')}</th>
            <th scope="col">{t('agentTeam.team.registerMethod')}</th>
            <th scope="col">{t('agentTeam.team.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.id} data-username={m.username}>
              <td>
                <span
                  className={`at-dot${m.online ? ' at-dot--on' : ''}`}
                  title={m.online ? t('agentTeam.team.online') : t('agentTeam.team.offline')}
                />
                <span className="visually-hidden">
                  {m.online ? t('agentTeam.team.online') : t('agentTeam.team.offline')}
                </span>
                {isAgent(m.accountType) ? (
                  <button
                    type="button"
                    className="at-link"
                    aria-label={t('agentTeam.team.drill', { username: m.username })}
                    onClick={() => onDrill(m)}
                  >
                    {m.username}
                  </button>
                ) : (
                  <span>{m.username}</span>
                )}
                {m.remark ? <small className="at-muted at-remark">{m.remark}</small> : null}
              </td>
              <td>
                {t(
                  `agentTeam.accountTypes.${m.accountType}` as 'agentTeam.accountTypes.0',
                  String(m.accountType),
                )}
              </td>
              <td className="at-num">{m.teamSize}</td>
              <td>
                <RebateSummary rebates={m.rebates} />
              </td>
              <td>{m.lastLoginAt ? formatDateTime(m.lastLoginAt, lang) : t('agentTeam.team.never')}</td>
              <td>{m.lastDepositAt ? formatDateTime(m.lastDepositAt, lang) : '—'}</td>
              <td className="at-num">{money.major(m.balance)}</td>
              <td className="at-num">{money.major(m.teamBalance)}</td>
              <td>
                <span className={`at-status at-status--${m.status.toLowerCase()}`}>
                  {t(`agentTeam.team.statuses.${m.status}` as 'agentTeam.team.statuses.ACTIVE', m.status)}
                </span>
                {m.bettingFrozen ? (
                  <small className="at-muted at-remark">{t('agentTeam.team.frozen')}</small>
                ) : null}
              </td>
              <td>{m.upline ?? '—'}</td>
              <td>
                {m.registerMethod
                  ? t(
                      `agentTeam.registerMethods.${m.registerMethod}` as 'agentTeam.registerMethods.AGENT',
                      m.registerMethod,
                    )
                  : '—'}
              </td>
              <td>
                <RowActions
                  member={m}
                  onDetails={onDetails}
                  onRemark={onRemark}
                  onTransfer={onTransfer}
                  onRebates={onRebates}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RowActions({
  member,
  onDetails,
  onRemark,
  onTransfer,
  onRebates,
}: {
  member: TeamMember;
  onDetails: (m: TeamMember) => void;
  onRemark: (m: TeamMember) => void;
  onTransfer: (m: TeamMember) => void;
  onRebates: (m: TeamMember) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token) ?? '';
  const [busy, setBusy] = useState(false);
  const direct = member.depth === 1;
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: queryKeys.agentTeam(token) });
    } catch (err) {
      await dialogs.alert(errorText(err), { tone: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  const { hrefOf, memberCentreHref } = useAgentCentreNav();
  return (
    <div className="at-actions">
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => onDetails(member)}>
        {t('agentTeam.team.details')}
      </button>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => onRemark(member)}>
        {t('agentTeam.team.remark')}
      </button>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => onTransfer(member)}>
        {t('agentTeam.team.transfer')}
      </button>
      <Link className="btn btn--ghost btn--sm" to={hrefOf('personalHistoryCopy', { user: member.username })}>
        {t('agentTeam.team.gameRecords')}
      </Link>
      <Link
        className="btn btn--ghost btn--sm"
        to={memberCentreHref('messageV2', { section: 'compose', to: member.username })}
        data-testid="team-send-message"
      >
        {t('messages.sendAction')}
      </Link>
      {direct ? (
        <>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => onRebates(member)}>
            {t('agentTeam.team.editRebates')}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={busy}
            onClick={() =>
              void run(() =>
                setStatus({ memberId: member.id, status: member.status === 'LOCKED' ? 'ACTIVE' : 'LOCKED' }),
              )
            }
          >
            {member.status === 'LOCKED' ? t('agentTeam.team.unlock') : t('agentTeam.team.lock')}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={busy}
            onClick={() =>
              void run(() => setStatus({ memberId: member.id, bettingFrozen: !member.bettingFrozen }))
            }
          >
            {member.bettingFrozen ? t('agentTeam.team.unfreeze') : t('agentTeam.team.freeze')}
          </button>
          {member.accountType === 0 ? (
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={busy}
              onClick={() =>
                void (async () => {
                  const ok = await dialogs.confirm(
                    t('agentTeam.team.setAgentConfirm', { username: member.username }),
                    { title: t('agentTeam.team.setAgent') },
                  );
                  if (ok) await run(() => setAgent(member.id));
                })()
              }
            >
              {t('agentTeam.team.setAgent')}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function DetailsDialog({ memberId, onClose }: { memberId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  const member = useTeamMember(memberId);
  const m = member.data;
  return (
    <Modal
      open={memberId !== null}
      onClose={onClose}
      title={t('agentTeam.team.details')}
      width="min(480px, 100%)"
    >
      <div className="at-dialog">
        {member.isPending ? (
          <TeamSkeleton />
        ) : member.isError ? (
          <QueryError error={member.error} onRetry={() => void member.refetch()} />
        ) : m ? (
          <dl className="at-details" data-testid="member-details">
            <dt>{t('agentTeam.team.username')}</dt>
            <dd>{m.username}</dd>
            <dt>{t('agentTeam.team.accountType')}</dt>
            <dd>
              {t(
                `agentTeam.accountTypes.${m.accountType}` as 'agentTeam.accountTypes.0',
                String(m.accountType),
              )}
            </dd>
            <dt>{t('agentTeam.team.remark')}</dt>
            <dd>{m.remark ?? '—'}</dd>
            <dt>{t('agentTeam.team.upline')}</dt>
            <dd>{m.upline ?? '—'}</dd>
            <dt>{t('agentTeam.team.teamSize')}</dt>
            <dd>{m.teamSize}</dd>
            <dt>{t('agentTeam.team.directCount')}</dt>
            <dd>{m.directCount}</dd>
            <dt>{t('agentTeam.team.balance')}</dt>
            <dd>{money.major(m.balance)}</dd>
            <dt>{t('agentTeam.team.teamBalance')}</dt>
            <dd>{money.major(m.teamBalance)}</dd>
            <dt>{t('agentTeam.team.rebates')}</dt>
            <dd>
              <RebateSummary rebates={m.rebates} />
            </dd>
            <dt>{t('agentTeam.team.accountStatus')}</dt>
            <dd>{t(`agentTeam.team.statuses.${m.status}` as 'agentTeam.team.statuses.ACTIVE', m.status)}</dd>
            <dt>{t('agentTeam.team.gameStatus')}</dt>
            <dd>{m.bettingFrozen ? t('agentTeam.team.gameOff') : t('agentTeam.team.gameOn')}</dd>
            <dt>{t('agentTeam.team.lastLogin')}</dt>
            <dd>{m.lastLoginAt ? formatDateTime(m.lastLoginAt, lang) : t('agentTeam.team.never')}</dd>
            <dt>{t('agentTeam.team.firstDeposit')}</dt>
            <dd>{m.firstDepositAt ? formatDateTime(m.firstDepositAt, lang) : '—'}</dd>
            <dt>{t('agentTeam.team.lastDeposit')}</dt>
            <dd>{m.lastDepositAt ? formatDateTime(m.lastDepositAt, lang) : '—'}</dd>
            <dt>{t('agentTeam.team.registeredAt')}</dt>
            <dd>{formatDateTime(m.registeredAt, lang)}</dd>
            <dt>{t('agentTeam.team.registerMethod')}</dt>
            <dd>
              {m.registerMethod
                ? t(
                    `agentTeam.registerMethods.${m.registerMethod}` as 'agentTeam.registerMethods.AGENT',
                    m.registerMethod,
                  )
                : '—'}
            </dd>
          </dl>
        ) : null}
        <button type="button" className="btn btn--primary" data-autofocus onClick={onClose}>
          {t('agentTeam.team.close')}
        </button>
      </div>
    </Modal>
  );
}

function RemarkDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={member !== null}
      onClose={onClose}
      title={t('agentTeam.team.remarkTitle')}
      width="min(420px, 100%)"
    >
      {member ? <RemarkForm key={member.id} member={member} onClose={onClose} /> : null}
    </Modal>
  );
}

function RemarkForm({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token) ?? '';
  const [text, setText] = useState(member.remark ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await setRemark(member.id, text.trim());
      await queryClient.invalidateQueries({ queryKey: queryKeys.agentTeam(token) });
      onClose();
    } catch (err) {
      setFailure(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="at-form at-dialog" onSubmit={(e) => void submit(e)} noValidate>
      <dl className="at-details">
        <dt>{t('agentTeam.team.username')}</dt>
        <dd>{member.username}</dd>
        <dt>{t('agentTeam.team.remarkCurrent')}</dt>
        <dd>{member.remark ?? '—'}</dd>
      </dl>
      <TextField
        label={t('agentTeam.team.remarkNew')}
        value={text}
        onValueChange={setText}
        maxLength={50}
        data-autofocus
      />
      <FormMessage>{failure ? errorText(failure) : null}</FormMessage>
      <div className="at-dialog__buttons">
        <button type="button" className="btn btn--outline" onClick={onClose}>
          {t('agentTeam.team.cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t('agentTeam.team.save')}
        </button>
      </div>
    </form>
  );
}

/** Raise a direct downline's rebates: each product from its current value (never lower) up to mine. */
function RebatesDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={member !== null}
      onClose={onClose}
      title={t('agentTeam.team.editRebates')}
      width="min(640px, 100%)"
    >
      {member ? <RebatesForm key={member.id} member={member} onClose={onClose} /> : null}
    </Modal>
  );
}

function RebatesForm({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token) ?? '';
  const mine = useRebateSetting();
  const [texts, setTexts] = useState<Record<string, string> | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  if (mine.isPending) return <TeamSkeleton />;
  if (mine.isError) return <QueryError error={mine.error} onRetry={() => void mine.refetch()} />;
  // The member's range: from its own value (a rebate is never lowered) to mine.
  const setting = {
    products: mine.data.products.map((row) => ({
      ...row,
      min: Math.max(row.min, member.rebates[row.product] ?? row.min),
    })),
  };
  const current =
    texts ??
    Object.fromEntries(setting.products.map((row) => [row.product, rebateInputText(row.product, row.min)]));
  const checked = checkRebateTexts(setting, current);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked.ok || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await updateRebates(member.id, checked.values);
      await queryClient.invalidateQueries({ queryKey: queryKeys.agentTeam(token) });
      onClose();
    } catch (err) {
      setFailure(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="at-form at-dialog" onSubmit={(e) => void submit(e)} noValidate>
      <p className="at-muted">
        {member.username} · {t('agentTeam.team.rebatesNeverLower')}
      </p>
      <RebateFields setting={setting} texts={current} onChange={setTexts} problems={checked.problems} />
      <FormMessage>{failure ? errorText(failure) : null}</FormMessage>
      <div className="at-dialog__buttons">
        <button type="button" className="btn btn--outline" onClick={onClose}>
          {t('agentTeam.team.cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy || !checked.ok}>
          {t('agentTeam.team.save')}
        </button>
      </div>
    </form>
  );
}
