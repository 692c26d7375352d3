import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReferralFriendsValue, ReferralIncomeFigures, ReferralIncomeKind } from '@portal/contract';
import { BUSINESS_TIME_ZONE } from '@portal/contract/constants';
import { bpToPercent } from '@portal/contract/money';
import { CopyButton } from '@/components/copy-button';
import { EmptyState } from '@/components/empty-state';
import { Icon, type IconName } from '@/components/icon';
import { Pagination } from '@/components/pagination';
import { QueryError } from '@/components/query-error';
import { RangeChips } from '@/components/record-result';
import { Skeleton } from '@/components/skeleton';
import { useMoney } from '@/hooks/use-money';
import { presetDays, type RangePreset } from '@/lib/date-range';
import { dialogs } from '@/lib/dialogs';
import { formatDateTime } from '@/lib/format';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import {
  useClaimAchievement,
  useReferralAchievements,
  useReferralBoard,
  useReferralDetails,
  useReferralFriends,
  useReferralInvites,
  useReferralOverview,
  useReferralRecords,
  useReferralRules,
} from '../api/referral';
import { ReferralPoster } from '../components/referral-poster';
import { ReferralBoard } from '../components/referral-board';
import { useMemberCentreNav } from '../hooks/use-member-centre-nav';
import './referral.css';

const tabs = [
  { id: 'overview', icon: 'users' },
  { id: 'invites', icon: 'send' },
  { id: 'friends', icon: 'user' },
  { id: 'income', icon: 'chart' },
  { id: 'records', icon: 'receipt' },
  { id: 'rewards', icon: 'trophy' },
  { id: 'rules', icon: 'info' },
] as const satisfies readonly { id: string; icon: IconName }[];
type TabId = (typeof tabs)[number]['id'];

/**
 * `referral` (inventory 1.7, decision 0063): invite friends. Tabs in the address (`section`): overview with
 * the invite link, its copy button and QR poster; invite list; friend list; my income; records per income
 * kind that is on; achievement rewards; rules.
 */
export default function ReferralPage() {
  const { t } = useTranslation();
  const { hrefOf, params } = useMemberCentreNav();
  const active: TabId = tabs.find((x) => x.id === params.get('section'))?.id ?? 'overview';
  return (
    <div className="ref">
      <nav className="ref__tabs" aria-label={t('referral.menu')}>
        {tabs.map((tab) => (
          <Link
            key={tab.id}
            className="ref__tab"
            aria-current={tab.id === active ? 'page' : undefined}
            to={hrefOf('referral', { section: tab.id })}
            replace
          >
            <Icon name={tab.icon} size={16} />
            {t(`referral.tabs.${tab.id}`)}
          </Link>
        ))}
      </nav>
      {active === 'overview' && <OverviewTab />}
      {active === 'invites' && <InvitesTab />}
      {active === 'friends' && <FriendsTab />}
      {active === 'income' && <IncomeTab />}
      {active === 'records' && <RecordsTab />}
      {active === 'rewards' && <RewardsTab />}
      {active === 'rules' && <RulesTab />}
    </div>
  );
}

function Loading({ rows = 3 }: { rows?: number }) {
  return (
    <div className="ref__loading" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={56} />
      ))}
    </div>
  );
}

function OverviewTab() {
  const { t } = useTranslation();
  const money = useMoney();
  const details = useReferralDetails();
  const overview = useReferralOverview();
  const board = useReferralBoard();
  const [poster, setPoster] = useState(false);
  const d = details.data;
  const o = overview.data;
  return (
    <div className="ref__stack">
      {details.isPending ? (
        <Loading rows={1} />
      ) : !d ? (
        <QueryError error={details.error} onRetry={() => void details.refetch()} />
      ) : (
        <section className="ref__invite" aria-labelledby="ref-invite-title">
          <h3 id="ref-invite-title" className="ref__title">
            {t('referral.inviteTitle')}
          </h3>
          <p className="ref__code">
            {t('referral.myCode')}: <strong data-testid="referral-code">{d.referralCode}</strong>
          </p>
          <div className="ref__link">
            <input
              className="ref__link-input"
              readOnly
              value={d.inviteLink}
              aria-label={t('referral.inviteLink')}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton text={d.inviteLink} label={t('referral.inviteLink')} />
          </div>
          <button type="button" className="btn btn--primary btn--sm" onClick={() => setPoster(true)}>
            <Icon name="download" size={16} /> {t('referral.poster')}
          </button>
          {poster && (
            <ReferralPoster link={d.inviteLink} code={d.referralCode} onClose={() => setPoster(false)} />
          )}
        </section>
      )}
      {overview.isPending ? (
        <Loading rows={2} />
      ) : !o ? (
        <QueryError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <div className="ref__cards">
          <Card label={t('referral.memberCount')} value={String(o.memberCount)} testId="ref-member-count" />
          <Card
            label={t('referral.qualifiedCount')}
            value={String(o.memberQualifiedCount)}
            testId="ref-qualified-count"
          />
          <Card
            label={t('referral.totalIncome')}
            value={money.major(o.total.totalAmount)}
            testId="ref-total"
            strong
          />
          <Card label={t('referral.todayIncome')} value={money.major(o.totalAmountToday)} />
        </div>
      )}
      {d && o && <IncomeGrid figures={o.total} flags={d} />}
      {board.data ? (
        <ReferralBoard board={board.data} />
      ) : board.isError ? (
        <QueryError error={board.error} onRetry={() => void board.refetch()} />
      ) : null}
    </div>
  );
}

function Card({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={`ref__card${strong ? ' ref__card--strong' : ''}`}>
      <span className="ref__card-label">{label}</span>
      <span className="ref__card-value" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

type Flags = {
  invitationRewardEnabled: boolean;
  achievementEnabled: boolean;
  depositRebateEnabled: boolean;
  bettingRebateEnabled: boolean;
};

const kindRows = (f: ReferralIncomeFigures, flags: Flags) =>
  [
    {
      kind: 'INVITATION',
      on: flags.invitationRewardEnabled,
      amount: f.invitationAmount,
      n: f.invitationCountMember,
    },
    {
      kind: 'ACHIEVEMENT',
      on: flags.achievementEnabled,
      amount: f.achievementAmount,
      n: f.achievementCountMember,
    },
    {
      kind: 'DEPOSIT',
      on: flags.depositRebateEnabled,
      amount: f.depositRebateAmount,
      n: f.depositCountMember,
    },
    {
      kind: 'BETTING',
      on: flags.bettingRebateEnabled,
      amount: f.totalBetRebateAmount,
      n: f.bettingCountMember,
    },
  ] as const;

function IncomeGrid({ figures, flags }: { figures: ReferralIncomeFigures; flags: Flags }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rows = kindRows(figures, flags).filter((r) => r.on || r.amount > 0);
  if (rows.length === 0) return null;
  return (
    <ul className="ref__kinds">
      {rows.map((r) => (
        <li key={r.kind} className="ref__kind" data-testid={`ref-kind-${r.kind}`}>
          <span>{t(`referral.kinds.${r.kind}`)}</span>
          <strong>{money.major(r.amount)}</strong>
          <small>{t('referral.members', { count: r.n })}</small>
        </li>
      ))}
    </ul>
  );
}

function FriendRows({
  data,
  page,
  setPage,
}: {
  data: ReferralFriendsValue;
  page: number;
  setPage: (p: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  if (data.content.length === 0)
    return (
      <EmptyState icon="users" title={t('referral.noFriends')}>
        {t('referral.noFriendsText')}
      </EmptyState>
    );
  return (
    <>
      <ul className="ref__list" data-testid="ref-friends">
        {data.content.map((f) => (
          <li key={f.username} className="ref__row">
            <div>
              <strong>{f.username}</strong>
              <small>
                {t('referral.registered')}: {formatDateTime(f.registerTime, lang)}
              </small>
              {f.firstDepositTime && (
                <small>
                  {t('referral.firstDeposit')}: {formatDateTime(f.firstDepositTime, lang)} ·{' '}
                  {money.major(f.firstDepositAmount ?? 0)}
                </small>
              )}
            </div>
            <span className={`ref__status${f.qualified ? ' ref__status--ok' : ''}`}>
              {t(f.qualified ? 'referral.status.qualified' : 'referral.status.incomplete')}
            </span>
          </li>
        ))}
      </ul>
      {data.totalPages > 1 && <Pagination page={page} total={data.totalPages} onChange={setPage} />}
    </>
  );
}

function Chips<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { id: T; text: string }[];
  onChange: (v: T) => void;
}) {
  return (
    <div className="chip-row" role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.id}
          type="button"
          className="chip chip--small"
          aria-pressed={o.id === value}
          onClick={() => onChange(o.id)}
        >
          {o.text}
        </button>
      ))}
    </div>
  );
}

function InvitesTab() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'ALL' | 'INVITED' | 'INCOMPLETE'>('ALL');
  const [page, setPage] = useState(1);
  const q = useReferralInvites({ status, page });
  return (
    <div className="ref__stack">
      <Chips
        label={t('referral.statusLabel')}
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
        options={[
          { id: 'ALL', text: t('referral.filter.all') },
          { id: 'INVITED', text: t('referral.status.invited') },
          { id: 'INCOMPLETE', text: t('referral.status.incomplete') },
        ]}
      />
      {q.isPending ? (
        <Loading />
      ) : !q.data ? (
        <QueryError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <FriendRows data={q.data} page={page} setPage={setPage} />
      )}
    </div>
  );
}

function FriendsTab() {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<RangePreset>('last30');
  const [status, setStatus] = useState<'A' | 'T' | 'F'>('A');
  const [dateType, setDateType] = useState<'R' | 'D'>('R');
  const [page, setPage] = useState(1);
  const days = presetDays(preset, new Date(), BUSINESS_TIME_ZONE);
  const q = useReferralFriends({ ...days, status, dateType, page });
  const reset = () => setPage(1);
  return (
    <div className="ref__stack">
      <RangeChips
        value={preset}
        onChange={(p) => {
          setPreset(p);
          reset();
        }}
      />
      <div className="ref__filters">
        <Chips
          label={t('referral.statusLabel')}
          value={status}
          onChange={(v) => {
            setStatus(v);
            reset();
          }}
          options={[
            { id: 'A', text: t('referral.filter.all') },
            { id: 'T', text: t('referral.filter.qualified') },
            { id: 'F', text: t('referral.filter.notQualified') },
          ]}
        />
        <Chips
          label={t('referral.dateTypeLabel')}
          value={dateType}
          onChange={(v) => {
            setDateType(v);
            reset();
          }}
          options={[
            { id: 'R', text: t('referral.filter.byRegistration') },
            { id: 'D', text: t('referral.filter.byFirstDeposit') },
          ]}
        />
      </div>
      {q.isPending ? (
        <Loading />
      ) : !q.data ? (
        <QueryError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <FriendRows data={q.data} page={page} setPage={setPage} />
      )}
    </div>
  );
}

function IncomeTab() {
  const { t } = useTranslation();
  const money = useMoney();
  const overview = useReferralOverview();
  const details = useReferralDetails();
  if (overview.isPending || details.isPending) return <Loading rows={4} />;
  if (!overview.data || !details.data)
    return <QueryError error={overview.error ?? details.error} onRetry={() => void overview.refetch()} />;
  const o = overview.data;
  const today = kindRows(o.today, details.data);
  const total = kindRows(o.total, details.data);
  return (
    <table className="ref__table">
      <thead>
        <tr>
          <th scope="col">{t('referral.income')}</th>
          <th scope="col">{t('referral.today')}</th>
          <th scope="col">{t('referral.total')}</th>
        </tr>
      </thead>
      <tbody>
        {total.map((r, i) => (
          <tr key={r.kind}>
            <th scope="row">{t(`referral.kinds.${r.kind}`)}</th>
            <td>{money.major(today[i]!.amount)}</td>
            <td>{money.major(r.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('referral.sum')}</th>
          <td>{money.major(o.today.totalAmount)}</td>
          <td data-testid="ref-income-total">{money.major(o.total.totalAmount)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function RecordsTab() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  const details = useReferralDetails();
  const flags = details.data;
  const kinds = (
    [
      ['INVITATION', flags?.invitationRewardEnabled],
      ['ACHIEVEMENT', flags?.achievementEnabled],
      ['DEPOSIT', flags?.depositRebateEnabled],
      ['BETTING', flags?.bettingRebateEnabled],
    ] as const
  )
    .filter(([, on]) => on)
    .map(([k]) => k as ReferralIncomeKind);
  const [chosen, setKind] = useState<ReferralIncomeKind | null>(null);
  const kind = chosen && kinds.includes(chosen) ? chosen : (kinds[0] ?? 'INVITATION');
  const [preset, setPreset] = useState<RangePreset>('last30');
  const [sort, setSort] = useState<'time:desc' | 'bonus:desc'>('time:desc');
  const [page, setPage] = useState(1);
  const q = useReferralRecords({ kind, sort, page, ...presetDays(preset, new Date(), BUSINESS_TIME_ZONE) });
  if (details.isPending) return <Loading />;
  if (kinds.length === 0)
    return (
      <EmptyState icon="receipt" title={t('referral.noIncomeKinds')}>
        {t('referral.noIncomeKindsText')}
      </EmptyState>
    );
  return (
    <div className="ref__stack">
      <Chips
        label={t('referral.income')}
        value={kind}
        onChange={(k) => {
          setKind(k);
          setPage(1);
        }}
        options={kinds.map((k) => ({ id: k, text: t(`referral.kinds.${k}`) }))}
      />
      <div className="ref__filters">
        <RangeChips
          value={preset}
          onChange={(p) => {
            setPreset(p);
            setPage(1);
          }}
        />
        <Chips
          label={t('referral.sortLabel')}
          value={sort}
          onChange={(s) => {
            setSort(s);
            setPage(1);
          }}
          options={[
            { id: 'time:desc', text: t('referral.sort.time') },
            { id: 'bonus:desc', text: t('referral.sort.bonus') },
          ]}
        />
      </div>
      {q.isPending ? (
        <Loading />
      ) : !q.data ? (
        <QueryError error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.content.length === 0 ? (
        <EmptyState icon="receipt" title={t('referral.noRecords')} />
      ) : (
        <>
          <ul className="ref__list" data-testid="ref-records">
            {q.data.content.map((r) => (
              <li key={r.id} className="ref__row">
                <div>
                  <strong>{r.referredName ?? t(`referral.kinds.${r.kind}`)}</strong>
                  <small>{r.day ?? formatDateTime(r.time, lang)}</small>
                  {r.baseAmount !== null && (
                    <small>
                      {r.gameCategory ? `${t(`games.types.${r.gameCategory}`)} · ` : ''}
                      {t(r.kind === 'BETTING' ? 'referral.validBet' : 'referral.depositAmount')}{' '}
                      {money.major(r.baseAmount)} × {bpToPercent(r.rateBp ?? 0)}%
                    </small>
                  )}
                  {r.bonus < 0 && <small>{t('referral.takenBack')}</small>}
                </div>
                <strong className={`ref__bonus${r.bonus < 0 ? ' ref__bonus--back' : ''}`}>
                  {r.bonus < 0 ? '' : '+'}
                  {money.major(r.bonus)}
                </strong>
              </li>
            ))}
          </ul>
          {q.data.totalPages > 1 && <Pagination page={page} total={q.data.totalPages} onChange={setPage} />}
        </>
      )}
    </div>
  );
}

function RewardsTab() {
  const { t } = useTranslation();
  const money = useMoney();
  const q = useReferralAchievements();
  const claim = useClaimAchievement();
  const [paid, setPaid] = useState<number | null>(null);
  if (q.isPending) return <Loading />;
  if (!q.data) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  const a = q.data;
  if (!a.enabled || a.tiers.length === 0)
    return (
      <EmptyState icon="trophy" title={t('referral.noTiers')}>
        {t('referral.noTiersText')}
      </EmptyState>
    );
  const onClaim = async (tier: (typeof a.tiers)[number]) => {
    setPaid(null);
    const ok = await dialogs.confirm(t('referral.claimConfirm', { amount: money.major(tier.bonusAmount) }), {
      title: t('referral.claimTitle'),
      confirmLabel: t('referral.claim'),
    });
    if (ok) claim.mutate(tier.configId, { onSuccess: (v) => setPaid(v.bonus) });
  };
  return (
    <div className="ref__stack">
      <p className="mc-hint">
        {t('referral.progress', { invited: a.currentUsers, deposited: a.depositUsers })}
      </p>
      {paid !== null && (
        <p className="ref__success" role="status">
          {t('referral.claimed', { amount: money.major(paid) })}
        </p>
      )}
      {claim.isError && (
        <p className="ref__error" role="alert">
          {errorText(claim.error)}
        </p>
      )}
      <ul className="ref__tiers">
        {a.tiers.map((tier) => {
          const pct = Math.min(100, Math.round((a.currentUsers / tier.target) * 100));
          return (
            <li key={tier.configId} className="ref__tier" data-testid="ref-tier">
              <div className="ref__tier-head">
                <strong>{t('referral.tier', { n: tier.section })}</strong>
                <span className="ref__bonus">{money.major(tier.bonusAmount)}</span>
              </div>
              <small>
                {t('referral.tierTarget', { invited: tier.target, deposited: tier.depositTarget })}
              </small>
              <div
                className="ref__bar"
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={pct}
                aria-label={t('referral.tier', { n: tier.section })}
              >
                <span style={{ width: `${pct}%` }} />
              </div>
              {tier.claimStatus === 'CLAIMABLE' ? (
                <button
                  type="button"
                  className="btn btn--primary btn--sm"
                  disabled={claim.isPending}
                  onClick={() => void onClaim(tier)}
                >
                  {t('referral.claim')}
                </button>
              ) : (
                <span className={`ref__status${tier.claimStatus === 'CLAIMED' ? ' ref__status--ok' : ''}`}>
                  {t(`referral.claimStatus.${tier.claimStatus}`)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function RulesTab() {
  const { t } = useTranslation();
  const q = useReferralRules();
  if (q.isPending) return <Loading rows={2} />;
  if (!q.data) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data.content)
    return (
      <EmptyState icon="info" title={t('referral.noRules')}>
        {t('referral.noRulesText')}
      </EmptyState>
    );
  return <div className="ref__rules">{q.data.content}</div>;
}
