import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdjustmentRow, MemberBetLeg, MemberBetLines, MemberDetail } from '@portal/contract';
import {
  Badge,
  Button,
  Card,
  type Column,
  Confirm,
  DataTable,
  EmptyState,
  ErrorState,
  Field,
  Modal,
  Money,
  Page,
  QueryView,
  Skeleton,
  StatusBadge,
  Tabs,
  useToast,
} from '../../components';
import { api, errorText } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { formatDateTime } from '../../lib/format';
import { useLocalName, useT } from '../../lib/i18n';
import { messages } from './messages';
import { statusTone } from './status';

type Tab = 'logins' | 'linked' | 'balances' | 'ledger' | 'bets' | 'lottery' | 'notes' | 'adjustments';
type StatusAction = 'lock' | 'unlock' | 'freeze' | 'unfreeze';

interface Balances {
  currency: { code: string; decimals: number };
  cash: string;
  bonus: string;
  withdrawHold: string;
  vendors: { name: string; balance: string; status: string }[];
  turnover: { required: string; achieved: string; remaining: string };
}
interface Linked {
  accounts: { id: number; username: string; status: string; ips: string[]; devices: string[] }[];
}
interface Note {
  id: string;
  staffUsername: string;
  body: string;
  createdAt: string;
}
interface LoginRow {
  id: string;
  ip: string;
  userAgent: string;
  device: string;
  at: string;
}
interface LedgerRow {
  id: string;
  type: string;
  wallet: string;
  amount: string;
  balanceAfter: string;
  remark: string | null;
  at: string;
}
interface BetRow {
  id: string;
  vendor: string;
  game: string;
  roundId: string;
  bet: string;
  win: string;
  status: string;
  placedAt: string;
  /** A sports bet's legs (decision 0071). */
  legs?: MemberBetLeg[];
  /** A table, card room or fishing round's lines (decision 0075). */
  lines?: MemberBetLines;
}
interface LotteryRow {
  id: string;
  gameCode: string;
  numero: string;
  playCode: string;
  content: string;
  stake: string;
  win: string;
  status: string;
  createdAt: string;
}

const memberKey = (id: string) => ['bo', 'member', id] as const;

/** One member: profile, labels, status actions, password reset and the tabs of its records. */
export default function MemberPage() {
  const t = useT(messages);
  const { id = '' } = useParams();
  const [tab, setTab] = useState<Tab>('balances');
  const member = useQuery({
    queryKey: memberKey(id),
    queryFn: ({ signal }) => api.get<MemberDetail>(`/bo/v1/members/${id}`, undefined, { signal }),
  });
  const tabs: { key: Tab; label: string }[] = [
    { key: 'balances', label: t('tabBalances') },
    { key: 'ledger', label: t('tabLedger') },
    { key: 'bets', label: t('tabBets') },
    { key: 'lottery', label: t('tabLottery') },
    { key: 'logins', label: t('tabLogins') },
    { key: 'linked', label: t('tabLinked') },
    { key: 'notes', label: t('tabNotes') },
    { key: 'adjustments', label: t('tabAdjustments') },
  ];
  if (member.isPending) return <Skeleton lines={6} />;
  if (member.isError)
    return <ErrorState message={errorText(member.error)} onRetry={() => void member.refetch()} />;
  const m = member.data;
  return (
    <Page
      title={m.username}
      subtitle={
        <span className="row row--tight">
          <Link to="/members">{t('back')}</Link>
          <StatusBadge status={m.status} tone={statusTone(m.status)} label={t(`status${m.status}`)} />
          {m.bettingFrozen ? <Badge tone="warn">{t('frozen')}</Badge> : null}
        </span>
      }
    >
      <div className="grid">
        <Profile m={m} />
        <Actions m={m} />
      </div>
      <Tabs tabs={tabs} value={tab} onChange={setTab} label={m.username} />
      <div className="tab-panel" role="tabpanel">
        {tab === 'balances' ? <BalancesTab id={id} /> : null}
        {tab === 'ledger' ? <LedgerTab id={id} /> : null}
        {tab === 'bets' ? <BetsTab id={id} /> : null}
        {tab === 'lottery' ? <LotteryTab id={id} /> : null}
        {tab === 'logins' ? <LoginsTab id={id} /> : null}
        {tab === 'linked' ? <LinkedTab id={id} /> : null}
        {tab === 'notes' ? <NotesTab id={id} /> : null}
        {tab === 'adjustments' ? <AdjustmentsTab m={m} /> : null}
      </div>
    </Page>
  );
}

function Profile({ m }: { m: MemberDetail }) {
  const t = useT(messages);
  const canManage = useCan('members.manage');
  const client = useQueryClient();
  const toast = useToast();
  const [label, setLabel] = useState('');
  const labels = useMutation({
    mutationFn: (change: { add?: string; remove?: string }) =>
      change.add
        ? api.post(`/bo/v1/members/${m.id}/labels`, { label: change.add })
        : api.del(`/bo/v1/members/${m.id}/labels`, { query: { label: change.remove } }),
    onSuccess: () => {
      setLabel('');
      void client.invalidateQueries({ queryKey: memberKey(String(m.id)) });
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
  const yesNo = (v: boolean) => (v ? t('yes') : t('no'));
  return (
    <Card title={t('tabProfile')}>
      <dl className="facts">
        <dt>{t('colNickname')}</dt>
        <dd>{m.nickname ?? '—'}</dd>
        <dt>{t('colMobile')}</dt>
        <dd>{m.mobile ?? '—'}</dd>
        <dt>{t('colEmail')}</dt>
        <dd>{m.email ?? '—'}</dd>
        <dt>{t('payeeName')}</dt>
        <dd>{m.payeeName ?? '—'}</dd>
        <dt>{t('colAgent')}</dt>
        <dd>{m.agent ?? '—'}</dd>
        <dt>{t('affiliateCode')}</dt>
        <dd>{m.affiliateCode ?? '—'}</dd>
        <dt>{t('registerMethod')}</dt>
        <dd>{m.registerMethod ?? '—'}</dd>
        <dt>{t('language')}</dt>
        <dd>{m.language ?? '—'}</dd>
        <dt>{t('colCreated')}</dt>
        <dd>{formatDateTime(m.createdAt)}</dd>
        <dt>{t('colLastLogin')}</dt>
        <dd>{formatDateTime(m.lastLoginAt)}</dd>
        <dt>{t('lastLoginIp')}</dt>
        <dd className="mono">{m.lastLoginIp ?? '—'}</dd>
        <dt>{t('mustChangePassword')}</dt>
        <dd>{yesNo(m.passwordChangeRequired)}</dd>
        <dt>{t('colCash')}</dt>
        <dd>
          <Money minor={m.cash} decimals={m.currency.decimals} currency={m.currency.code} />
        </dd>
      </dl>
      <h3 className="card__title">{t('labels')}</h3>
      <div className="row" data-testid="member-labels">
        {m.labels.map((l) => (
          <Badge key={l} tone="info">
            {l}
            {canManage ? (
              <button
                type="button"
                className="icon-btn"
                aria-label={t('removeLabel', { label: l })}
                onClick={() => labels.mutate({ remove: l })}
              >
                ×
              </button>
            ) : null}
          </Badge>
        ))}
      </div>
      {canManage ? (
        <form
          className="row"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            if (label.trim()) labels.mutate({ add: label.trim() });
          }}
        >
          <input
            className="input input--sm"
            value={label}
            maxLength={40}
            placeholder={t('labelPlaceholder')}
            aria-label={t('addLabel')}
            onChange={(e) => setLabel(e.target.value)}
          />
          <Button type="submit" size="sm" icon="plus" busy={labels.isPending}>
            {t('addLabel')}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}

function Actions({ m }: { m: MemberDetail }) {
  const t = useT(messages);
  const canManage = useCan('members.manage');
  const client = useQueryClient();
  const toast = useToast();
  const [asked, setAsked] = useState<StatusAction | null>(null);
  const [reason, setReason] = useState('');
  const [resetOpen, setResetOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const [temporary, setTemporary] = useState<string | null>(null);
  const status = useMutation({
    mutationFn: (action: StatusAction) =>
      api.post(`/bo/v1/members/${m.id}/status`, { action, reason: reason.trim() || undefined }),
    onSuccess: () => {
      toast(t('statusChanged'), 'success');
      setAsked(null);
      setReason('');
      void client.invalidateQueries({ queryKey: memberKey(String(m.id)) });
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
  const reset = useMutation({
    mutationFn: () =>
      api.post<{ temporaryPassword: string }>(`/bo/v1/members/${m.id}/password-reset`, {
        password: chosen || undefined,
      }),
    onSuccess: (value) => {
      setTemporary(value.temporaryPassword);
      setChosen('');
      void client.invalidateQueries({ queryKey: memberKey(String(m.id)) });
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
  if (!canManage) return null;
  const question: Record<StatusAction, string> = {
    lock: t('confirmLock', { name: m.username }),
    unlock: t('confirmUnlock', { name: m.username }),
    freeze: t('confirmFreeze', { name: m.username }),
    unfreeze: t('confirmUnfreeze', { name: m.username }),
  };
  return (
    <Card title={t('actions')}>
      <div className="row">
        {m.status === 'LOCKED' ? (
          <Button icon="lock" onClick={() => setAsked('unlock')}>
            {t('unlock')}
          </Button>
        ) : (
          <Button icon="lock" variant="danger" onClick={() => setAsked('lock')}>
            {t('lock')}
          </Button>
        )}
        {m.bettingFrozen ? (
          <Button onClick={() => setAsked('unfreeze')}>{t('unfreeze')}</Button>
        ) : (
          <Button variant="danger" onClick={() => setAsked('freeze')}>
            {t('freeze')}
          </Button>
        )}
        <Button icon="key" onClick={() => setResetOpen(true)}>
          {t('resetPassword')}
        </Button>
      </div>
      <Confirm
        open={asked !== null}
        title={asked ? t(asked) : ''}
        message={asked ? question[asked] : ''}
        danger={asked === 'lock' || asked === 'freeze'}
        busy={status.isPending}
        onConfirm={() => asked && status.mutate(asked)}
        onCancel={() => setAsked(null)}
      >
        <Field label={t('reasonOptional')}>
          <input
            className="input"
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
      </Confirm>
      <Modal
        open={resetOpen}
        onClose={() => {
          setResetOpen(false);
          setTemporary(null);
        }}
        title={t('resetPasswordTitle', { name: m.username })}
        footer={
          temporary ? null : (
            <>
              <Button onClick={() => setResetOpen(false)}>{t('cancel')}</Button>
              <Button variant="danger" busy={reset.isPending} onClick={() => reset.mutate()}>
                {t('resetPassword')}
              </Button>
            </>
          )
        }
      >
        {temporary ? (
          <p>
            {t('resetPasswordDone')}{' '}
            <code className="mono" data-testid="temporary-password">
              {temporary}
            </code>
          </p>
        ) : (
          <>
            <p className="muted">{t('resetPasswordText')}</p>
            <Field label={t('temporaryPassword')}>
              <input
                className="input"
                value={chosen}
                minLength={8}
                maxLength={64}
                autoComplete="off"
                onChange={(e) => setChosen(e.target.value.replace(/\s/g, ''))}
              />
            </Field>
          </>
        )}
      </Modal>
    </Card>
  );
}

function BalancesTab({ id }: { id: string }) {
  const t = useT(messages);
  const q = useQuery({
    queryKey: ['bo', 'member', id, 'balances'],
    queryFn: ({ signal }) => api.get<Balances>(`/bo/v1/members/${id}/balances`, undefined, { signal }),
  });
  if (q.isPending) return <Skeleton />;
  if (q.isError) return <ErrorState message={errorText(q.error)} onRetry={() => void q.refetch()} />;
  const b = q.data;
  const money = (minor: string) => (
    <Money minor={minor} decimals={b.currency.decimals} currency={b.currency.code} />
  );
  return (
    <Card>
      <dl className="facts" data-testid="member-balances">
        <dt>{t('cash')}</dt>
        <dd>{money(b.cash)}</dd>
        <dt>{t('bonus')}</dt>
        <dd>{money(b.bonus)}</dd>
        <dt>{t('withdrawHold')}</dt>
        <dd>{money(b.withdrawHold)}</dd>
        {b.vendors.map((v) => (
          <span key={v.name} style={{ display: 'contents' }}>
            <dt>
              {t('vendorWallets')}: {v.name}
            </dt>
            <dd>{money(v.balance)}</dd>
          </span>
        ))}
        <dt>{t('turnoverRequired')}</dt>
        <dd>{money(b.turnover.required)}</dd>
        <dt>{t('turnoverAchieved')}</dt>
        <dd>{money(b.turnover.achieved)}</dd>
        <dt>{t('turnoverRemaining')}</dt>
        <dd>{money(b.turnover.remaining)}</dd>
      </dl>
    </Card>
  );
}

function LedgerTab({ id }: { id: string }) {
  const t = useT(messages);
  const columns: Column<LedgerRow>[] = [
    { key: 'id', label: '#', sortable: true, render: (r) => <span className="mono">{r.id}</span> },
    { key: 'at', label: t('colTime'), render: (r) => <span className="nowrap">{formatDateTime(r.at)}</span> },
    { key: 'type', label: t('colType'), render: (r) => <span className="mono">{r.type}</span> },
    { key: 'wallet', label: t('colWallet'), hideOnMobile: true },
    {
      key: 'amount',
      label: t('colAmount'),
      align: 'right',
      render: (r) => <Money minor={r.amount} signed />,
    },
    {
      key: 'balanceAfter',
      label: t('colBalanceAfter'),
      align: 'right',
      hideOnMobile: true,
      render: (r) => <Money minor={r.balanceAfter} />,
    },
    { key: 'remark', label: t('colRemark'), render: (r) => r.remark ?? '' },
  ];
  return (
    <DataTable<LedgerRow>
      endpoint={`/bo/v1/members/${id}/ledger`}
      columns={columns}
      filters={[
        { key: 'type', label: t('colType'), type: 'text' },
        { key: 'date', label: t('colTime'), type: 'dateRange', keys: ['from', 'to'] },
      ]}
      csv={`member-${id}-ledger`}
      rowKey="id"
      urlPrefix="l"
    />
  );
}

function BetsTab({ id }: { id: string }) {
  const t = useT(messages);
  const columns: Column<BetRow>[] = [
    {
      key: 'placedAt',
      label: t('colPlaced'),
      sortable: true,
      render: (r) => <span className="nowrap">{formatDateTime(r.placedAt)}</span>,
    },
    { key: 'vendor', label: t('colVendor') },
    { key: 'game', label: t('colGame') },
    {
      key: 'roundId',
      label: t('colRound'),
      hideOnMobile: true,
      render: (r) => <span className="mono">{r.roundId}</span>,
    },
    {
      key: 'legs',
      label: t('colLegs'),
      render: (r) =>
        r.legs?.length ? <BetLegsCell legs={r.legs} /> : r.lines ? <BetLinesCell lines={r.lines} /> : '—',
    },
    { key: 'bet', label: t('colBet'), align: 'right', render: (r) => <Money minor={r.bet} /> },
    { key: 'win', label: t('colWin'), align: 'right', render: (r) => <Money minor={r.win} /> },
    { key: 'status', label: t('colStatus'), render: (r) => <StatusBadge status={r.status} /> },
  ];
  return (
    <DataTable<BetRow>
      endpoint={`/bo/v1/members/${id}/bets`}
      columns={columns}
      filters={[{ key: 'date', label: t('colTime'), type: 'dateRange', keys: ['from', 'to'] }]}
      csv={`member-${id}-bets`}
      rowKey="id"
      urlPrefix="b"
    />
  );
}

const legResultKey = {
  won: 'legWon',
  lost: 'legLost',
  push: 'legPush',
  'half-won': 'legHalfWon',
  'half-lost': 'legHalfLost',
  void: 'legVoid',
} as const;

/** A sports bet's legs, one line each: event, market and selection, odds, result. */
function BetLegsCell({ legs }: { legs: MemberBetLeg[] }) {
  const t = useT(messages);
  const name = useLocalName();
  return (
    <ol className="bet-legs-cell">
      {legs.map((leg, i) => (
        <li key={`${leg.eventId}:${i}`}>
          <span className="bet-legs-cell__event">{name(leg.event)}</span>{' '}
          <span className="muted">
            {name(leg.market)} · {name(leg.selection)} @{(leg.odds / 1000).toFixed(3)} ·{' '}
            {t(leg.result ? legResultKey[leg.result] : 'legOpen')}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** A lines round (decision 0075): each staked line, then the result and the winning lines (major units). */
function BetLinesCell({ lines }: { lines: MemberBetLines }) {
  const t = useT(messages);
  const name = useLocalName();
  const minor = (major: number) => Math.round(major * 100);
  return (
    <ol className="bet-legs-cell">
      {lines.placed.map((line, i) => (
        <li key={`p${i}`}>
          <span className="bet-legs-cell__event">{name(line.label)}</span>{' '}
          <Money minor={minor(line.amount)} />
        </li>
      ))}
      <li className="muted">
        {lines.result ? name(lines.result) : t('legOpen')}
        {lines.won.map((line, i) => (
          <span key={`w${i}`}>
            {' · '}
            {name(line.label)} <Money minor={minor(line.amount)} />
          </span>
        ))}
      </li>
    </ol>
  );
}

function LotteryTab({ id }: { id: string }) {
  const t = useT(messages);
  const columns: Column<LotteryRow>[] = [
    { key: 'id', label: '#', sortable: true, render: (r) => <span className="mono">{r.id}</span> },
    {
      key: 'createdAt',
      label: t('colTime'),
      render: (r) => <span className="nowrap">{formatDateTime(r.createdAt)}</span>,
    },
    { key: 'gameCode', label: t('colGame') },
    { key: 'numero', label: t('colNumero'), render: (r) => <span className="mono">{r.numero}</span> },
    { key: 'playCode', label: t('colPlay'), hideOnMobile: true },
    {
      key: 'content',
      label: t('colContent'),
      hideOnMobile: true,
      render: (r) => <span className="mono">{r.content}</span>,
    },
    { key: 'stake', label: t('colBet'), align: 'right', render: (r) => <Money minor={r.stake} /> },
    { key: 'win', label: t('colWin'), align: 'right', render: (r) => <Money minor={r.win} /> },
    { key: 'status', label: t('colStatus'), render: (r) => <StatusBadge status={r.status} /> },
  ];
  return (
    <DataTable<LotteryRow>
      endpoint={`/bo/v1/members/${id}/lottery-orders`}
      columns={columns}
      filters={[{ key: 'date', label: t('colTime'), type: 'dateRange', keys: ['from', 'to'] }]}
      csv={`member-${id}-lottery`}
      rowKey="id"
      urlPrefix="o"
    />
  );
}

function LoginsTab({ id }: { id: string }) {
  const t = useT(messages);
  const columns: Column<LoginRow>[] = [
    { key: 'at', label: t('colTime'), render: (r) => <span className="nowrap">{formatDateTime(r.at)}</span> },
    { key: 'ip', label: t('colIp'), render: (r) => <span className="mono">{r.ip}</span> },
    { key: 'device', label: t('colDevice'), render: (r) => r.device || '—' },
    {
      key: 'userAgent',
      label: t('colUserAgent'),
      hideOnMobile: true,
      render: (r) => (
        <span className="ellipsis" title={r.userAgent}>
          {r.userAgent}
        </span>
      ),
    },
  ];
  return (
    <DataTable<LoginRow>
      endpoint={`/bo/v1/members/${id}/logins`}
      columns={columns}
      csv={`member-${id}-logins`}
      rowKey="id"
      urlPrefix="g"
    />
  );
}

function LinkedTab({ id }: { id: string }) {
  const t = useT(messages);
  const q = useQuery({
    queryKey: ['bo', 'member', id, 'linked'],
    queryFn: ({ signal }) => api.get<Linked>(`/bo/v1/members/${id}/linked`, undefined, { signal }),
  });
  if (q.isPending) return <Skeleton />;
  if (q.isError) return <ErrorState message={errorText(q.error)} onRetry={() => void q.refetch()} />;
  if (q.data.accounts.length === 0) return <EmptyState>{t('noLinked')}</EmptyState>;
  return (
    <div className="grid">
      {q.data.accounts.map((a) => (
        <Card
          key={a.id}
          title={<Link to={`/members/${a.id}`}>{a.username}</Link>}
          actions={<StatusBadge status={a.status} tone={statusTone(a.status)} />}
        >
          {a.ips.length ? (
            <p>
              <strong>{t('sharedIps')}:</strong> <span className="mono">{a.ips.join(', ')}</span>
            </p>
          ) : null}
          {a.devices.length ? (
            <p>
              <strong>{t('sharedDevices')}:</strong> {a.devices.join(', ')}
            </p>
          ) : null}
        </Card>
      ))}
    </div>
  );
}

function NotesTab({ id }: { id: string }) {
  const t = useT(messages);
  const canManage = useCan('members.manage');
  const client = useQueryClient();
  const toast = useToast();
  const [body, setBody] = useState('');
  const key = ['bo', 'member', id, 'notes'];
  const q = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<{ notes: Note[] }>(`/bo/v1/members/${id}/notes`, undefined, { signal }),
  });
  const add = useMutation({
    mutationFn: () => api.post(`/bo/v1/members/${id}/notes`, { body: body.trim() }),
    onSuccess: () => {
      setBody('');
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
  return (
    <Card title={t('notes')}>
      {canManage ? (
        <form
          className="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (body.trim()) add.mutate();
          }}
        >
          <textarea
            className="input"
            rows={3}
            maxLength={2000}
            value={body}
            placeholder={t('notePlaceholder')}
            aria-label={t('addNote')}
            onChange={(e) => setBody(e.target.value)}
          />
          <Button type="submit" variant="primary" busy={add.isPending}>
            {t('addNote')}
          </Button>
        </form>
      ) : null}
      <QueryView query={q} lines={3} isEmpty={(d) => d.notes.length === 0} empty={t('noNotes')}>
        {(data) => (
          <ul className="notes">
            {data.notes.map((n) => (
              <li key={n.id}>
                <p className="muted">
                  {formatDateTime(n.createdAt)} · {n.staffUsername}
                </p>
                <p style={{ whiteSpace: 'pre-wrap' }}>{n.body}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Card>
  );
}

function AdjustmentsTab({ m }: { m: MemberDetail }) {
  const t = useT(messages);
  const canRequest = useCan('members.adjust.request');
  const client = useQueryClient();
  const toast = useToast();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [multiple, setMultiple] = useState('');
  const request = useMutation({
    mutationFn: () =>
      api.post<AdjustmentRow>(`/bo/v1/members/${m.id}/adjustments`, {
        amount: amount.trim(),
        reason: reason.trim(),
        turnoverMultiple: multiple ? Number(multiple) : undefined,
      }),
    onSuccess: () => {
      toast(t('adjustRequested'), 'success');
      setAmount('');
      setReason('');
      setMultiple('');
      void client.invalidateQueries({ queryKey: ['bo', 'list'] });
    },
    onError: (err) => toast(errorText(err), 'error'),
  });
  const columns: Column<AdjustmentRow>[] = [
    { key: 'id', label: '#', sortable: true, render: (r) => <span className="mono">{r.id}</span> },
    {
      key: 'amount',
      label: t('colAmount'),
      align: 'right',
      render: (r) => <Money minor={r.amount} signed />,
    },
    { key: 'reason', label: t('colReason') },
    {
      key: 'status',
      label: t('colStatus'),
      render: (r) => (
        <StatusBadge status={r.status} tone={statusTone(r.status)} label={t(`status${r.status}`)} />
      ),
    },
    { key: 'requestedBy', label: t('colRequestedBy'), hideOnMobile: true },
    { key: 'decidedBy', label: t('colDecidedBy'), hideOnMobile: true, render: (r) => r.decidedBy ?? '—' },
  ];
  return (
    <>
      {canRequest ? (
        <Card title={t('adjustTitle')}>
          <p className="muted">{t('adjustText')}</p>
          <form
            className="form"
            onSubmit={(e) => {
              e.preventDefault();
              request.mutate();
            }}
          >
            <Field label={t('adjustAmount')}>
              <input
                className="input"
                inputMode="decimal"
                required
                pattern="[+\-]?\d{1,12}(\.\d{1,4})?"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            </Field>
            <Field label={t('adjustReason')}>
              <input
                className="input"
                required
                maxLength={500}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </Field>
            <Field label={t('adjustTurnover')}>
              <input
                className="input"
                type="number"
                min={0}
                max={100}
                value={multiple}
                onChange={(e) => setMultiple(e.target.value)}
              />
            </Field>
            <Button type="submit" variant="primary" busy={request.isPending}>
              {t('adjustSubmit')}
            </Button>
          </form>
        </Card>
      ) : null}
      <DataTable<AdjustmentRow>
        endpoint="/bo/v1/adjustments"
        query={{ memberId: m.id }}
        columns={columns}
        rowKey="id"
        urlPrefix="a"
      />
    </>
  );
}
