import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { Modal } from '@/components/modal';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useMoney } from '@/hooks/use-money';
import { errorText } from '@/lib/i18n';
import {
  useClaimMission,
  useMissionLeaderboard,
  useMissionMilestones,
  useMissionRules,
  useMissionSummaries,
  type MissionClaim,
  type MissionLeaderboard,
  type MissionStatus,
  type MissionSummaries,
} from '../api/missions';
import './missions.css';

type Summary = MissionSummaries['list'][number];
type Reward = { bonusAmount: number; pointAmount: number; turnoverMultiple: number } | null;
const tabs: MissionStatus[] = ['O', 'U', 'F'];

/** The clock of the countdowns, one tick a second. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

function useCountdown() {
  const { t } = useTranslation();
  return (ms: number) => {
    const s = Math.max(0, Math.floor(ms / 1000));
    const d = Math.floor(s / 86_400);
    const h = Math.floor((s % 86_400) / 3600);
    const m = Math.floor((s % 3600) / 60);
    if (d > 0) return t('memberCentre.missions.days', { d, h });
    if (h > 0) return t('memberCentre.missions.hours', { h, m });
    return t('memberCentre.missions.minutes', { m, s: s % 60 });
  };
}

/**
 * `missionLeaderboard` (inventory 1.4.3, decision 0040): missions by status with countdowns and progress;
 * a mission's milestones (each condition's actual against its target, claim), its leaderboard (podium, ranks,
 * my row) and rules; claim all; a popup with what a claim added.
 */
export default function MissionsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<MissionStatus>('O');
  const [openId, setOpenId] = useState<string | null>(null);
  const [reward, setReward] = useState<MissionClaim | null>(null);
  const query = useMissionSummaries(status);
  const claim = useClaimMission();
  const open = query.data?.list.find((m) => m.missionId === openId);

  const claimAll = () => claim.mutate({ claimLeaderboard: 'N' }, { onSuccess: (value) => setReward(value) });

  return (
    <div className="missions">
      <p className="mc-hint">{t('memberCentre.missions.hint')}</p>
      {open ? (
        <MissionDetail mission={open} onBack={() => setOpenId(null)} onReward={setReward} />
      ) : (
        <>
          <div className="missions__bar">
            <div className="chip-row" role="tablist" aria-label={t('memberCentre.missions.progress')}>
              {tabs.map((s) => (
                <button
                  key={s}
                  type="button"
                  role="tab"
                  className="chip chip--small"
                  aria-selected={status === s}
                  aria-pressed={status === s}
                  onClick={() => setStatus(s)}
                >
                  {t(`memberCentre.missions.tab${s}`)}
                </button>
              ))}
            </div>
            {!!query.data?.claimableCount && (
              <button
                type="button"
                className="btn btn--primary btn--sm"
                disabled={claim.isPending}
                onClick={claimAll}
              >
                {t('memberCentre.missions.claimAll', { count: query.data.claimableCount })}
              </button>
            )}
          </div>
          {claim.isError && (
            <p className="missions__error" role="alert">
              {errorText(claim.error)}
            </p>
          )}
          {query.isPending ? (
            <div aria-busy="true" className="missions__list">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={96} />
              ))}
            </div>
          ) : !query.data ? (
            <QueryError error={query.error} onRetry={() => void query.refetch()} />
          ) : query.data.list.length === 0 ? (
            <EmptyState icon="fire" title={t('memberCentre.missions.empty')} />
          ) : (
            <ul className="missions__list">
              {query.data.list.map((m) => (
                <MissionCard key={m.missionId} mission={m} onOpen={() => setOpenId(m.missionId)} />
              ))}
            </ul>
          )}
        </>
      )}
      <RewardPopup reward={reward} onClose={() => setReward(null)} />
    </div>
  );
}

function MissionCard({ mission, onOpen }: { mission: Summary; onOpen: () => void }) {
  const { t } = useTranslation();
  const now = useNow();
  const countdown = useCountdown();
  const pct = mission.totalMilestones
    ? Math.round((mission.totalCompleted / mission.totalMilestones) * 100)
    : 0;
  const when =
    mission.status === 'U'
      ? t('memberCentre.missions.startsIn', { time: countdown(Date.parse(mission.startTime) - now) })
      : mission.status === 'O'
        ? t('memberCentre.missions.endsIn', { time: countdown(Date.parse(mission.endTime) - now) })
        : t('memberCentre.missions.ended');
  return (
    <li>
      <button type="button" className="mission-card" onClick={onOpen} data-testid="mission-card">
        <span className="mission-card__head">
          <span className="mission-card__title">{mission.title}</span>
          {mission.claimable > 0 && <span className="mission-badge">{mission.claimable}</span>}
        </span>
        <span className="mission-card__meta">
          <span>
            <Icon name="clock" size={14} /> {when}
          </span>
          {mission.ranked === 'Y' && (
            <span className="mission-tag">
              <Icon name="trophy" size={14} /> {t('memberCentre.missions.ranked')}
            </span>
          )}
        </span>
        <span
          className="turnover__bar"
          role="progressbar"
          aria-label={t('memberCentre.missions.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
        >
          <span style={{ width: `${pct}%` }} />
        </span>
        <span className="mission-card__pct">
          {mission.totalCompleted}/{mission.totalMilestones} · {pct}%
        </span>
      </button>
    </li>
  );
}

function MissionDetail({
  mission,
  onBack,
  onReward,
}: {
  mission: Summary;
  onBack: () => void;
  onReward: (r: MissionClaim) => void;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'milestones' | 'leaderboard' | 'rules'>('milestones');
  const views =
    mission.ranked === 'Y'
      ? (['milestones', 'leaderboard', 'rules'] as const)
      : (['milestones', 'rules'] as const);
  return (
    <section className="mission-detail" aria-label={mission.title}>
      <div className="missions__bar">
        <button type="button" className="btn btn--ghost btn--sm" onClick={onBack}>
          <Icon name="chevronLeft" size={16} /> {t('memberCentre.missions.back')}
        </button>
        <h4 className="mission-detail__title">{mission.title}</h4>
      </div>
      <div className="chip-row" role="tablist">
        {views.map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            className="chip chip--small"
            aria-selected={tab === v}
            aria-pressed={tab === v}
            onClick={() => setTab(v)}
          >
            {t(`memberCentre.missions.${v}`)}
          </button>
        ))}
      </div>
      {tab === 'milestones' && <Milestones missionId={mission.missionId} onReward={onReward} />}
      {tab === 'leaderboard' && <Leaderboard missionId={mission.missionId} onReward={onReward} />}
      {tab === 'rules' && <Rules missionId={mission.missionId} />}
    </section>
  );
}

function RewardText({ reward }: { reward: Reward }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!reward) return null;
  const parts = [];
  if (reward.bonusAmount > 0)
    parts.push(t('memberCentre.missions.bonus', { amount: money.major(reward.bonusAmount) }));
  if (reward.pointAmount > 0) parts.push(t('memberCentre.missions.points', { count: reward.pointAmount }));
  if (reward.bonusAmount > 0 && reward.turnoverMultiple > 0)
    parts.push(t('memberCentre.missions.turnover', { count: reward.turnoverMultiple }));
  return <span className="mission-reward">{parts.join(' · ')}</span>;
}

function Milestones({ missionId, onReward }: { missionId: string; onReward: (r: MissionClaim) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const query = useMissionMilestones(missionId);
  const claim = useClaimMission();
  if (query.isPending) return <Skeleton height={160} />;
  if (!query.data) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data.list.length) return <EmptyState icon="fire" title={t('memberCentre.missions.empty')} />;
  const fmt = (condition: string, v: number) =>
    ['DEPOSIT_AMOUNT', 'VALID_BET', 'NET_LOSS'].includes(condition)
      ? money.major(v)
      : condition === 'PROFIT_MULTIPLIER'
        ? `${v}x`
        : String(v);
  return (
    <>
      {claim.isError && (
        <p className="missions__error" role="alert">
          {errorText(claim.error)}
        </p>
      )}
      <ol className="milestones">
        {query.data.list.map((ms) => (
          <li key={ms.milestoneId} className="milestone" data-testid="milestone">
            <div className="milestone__head">
              <span className="milestone__name">{ms.name}</span>
              <RewardText reward={ms.rewards} />
            </div>
            {ms.conditions.map((c, i) => {
              const pct = c.target > 0 ? Math.min(100, Math.round((c.actual / c.target) * 100)) : 100;
              return (
                <div key={i} className={`milestone__cond${c.met ? ' turnover--met' : ''}`}>
                  <span className="milestone__label">
                    {t(`memberCentre.missions.conditions.${c.condition}`)}
                    <span>
                      {fmt(c.condition, c.actual)} / {fmt(c.condition, c.target)}
                    </span>
                  </span>
                  <span
                    className="turnover__bar"
                    role="progressbar"
                    aria-label={t(`memberCentre.missions.conditions.${c.condition}`)}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={pct}
                  >
                    <span style={{ width: `${pct}%` }} />
                  </span>
                </div>
              );
            })}
            <ClaimButton
              state={ms.status}
              pending={claim.isPending && claim.variables?.milestoneId === ms.milestoneId}
              onClaim={() =>
                claim.mutate(
                  { milestoneId: ms.milestoneId, claimLeaderboard: 'N' },
                  { onSuccess: (value) => onReward(value) },
                )
              }
            />
          </li>
        ))}
      </ol>
    </>
  );
}

function ClaimButton({
  state,
  pending,
  onClaim,
  label,
}: {
  state: 'A' | 'I' | 'C' | 'E';
  pending: boolean;
  onClaim: () => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const text = {
    A: t('memberCentre.missions.claimed'),
    I: t('memberCentre.missions.incomplete'),
    E: t('memberCentre.missions.expired'),
    C: label ?? t('memberCentre.missions.claim'),
  }[state];
  return (
    <button
      type="button"
      className={`btn btn--sm milestone__claim ${state === 'C' ? 'btn--primary' : 'btn--ghost'}`}
      disabled={state !== 'C' || pending}
      aria-busy={pending}
      onClick={onClaim}
    >
      {state === 'A' && <Icon name="check" size={14} />} {text}
    </button>
  );
}

function Leaderboard({ missionId, onReward }: { missionId: string; onReward: (r: MissionClaim) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const query = useMissionLeaderboard(missionId);
  const claim = useClaimMission();
  if (query.isPending) return <Skeleton height={200} />;
  if (!query.data) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const board: MissionLeaderboard = query.data;
  const fmt = (v: number) =>
    board.condition === 'VALID_BET' || board.condition === 'DEPOSIT_AMOUNT'
      ? money.major(v)
      : board.condition === 'PROFIT_MULTIPLIER'
        ? `${v}x`
        : String(v);
  const podium = board.list.slice(0, 3);
  const rest = board.list.slice(3);
  return (
    <div className="board">
      {board.condition && (
        <p className="mc-hint">{t(`memberCentre.missions.conditions.${board.condition}`)}</p>
      )}
      {board.list.length === 0 ? (
        <EmptyState icon="trophy" title={t('memberCentre.missions.noRanks')} />
      ) : (
        <ol className="podium" aria-label={t('memberCentre.missions.leaderboard')}>
          {podium.map((r) => (
            <li key={r.rank} className={`podium__place podium__place--${r.rank}`} data-testid="podium">
              <span className="podium__rank">{r.rank}</span>
              <span className="podium__name">{r.customerName}</span>
              <span className="podium__value">{fmt(r.value)}</span>
              <RewardText reward={r.reward} />
            </li>
          ))}
        </ol>
      )}
      {rest.length > 0 && (
        <ol className="board__rows" start={4}>
          {rest.map((r) => (
            <li key={r.rank} className="board__row">
              <span className="board__rank">{r.rank}</span>
              <span className="board__name">{r.customerName}</span>
              <span className="board__value">{fmt(r.value)}</span>
            </li>
          ))}
        </ol>
      )}
      <div className="board__row board__row--me" data-testid="my-rank">
        <span className="board__rank">{board.self.rank ?? '—'}</span>
        <span className="board__name">
          {t('memberCentre.missions.me')} ·{' '}
          {board.self.rank ? board.self.customerName : t('memberCentre.missions.notRanked')}
        </span>
        <span className="board__value">{fmt(board.self.value)}</span>
      </div>
      {claim.isError && (
        <p className="missions__error" role="alert">
          {errorText(claim.error)}
        </p>
      )}
      {board.self.reward && (
        <ClaimButton
          state={board.self.claimStatus}
          pending={claim.isPending}
          label={t('memberCentre.missions.claimPrize')}
          onClaim={() =>
            claim.mutate({ missionId, claimLeaderboard: 'Y' }, { onSuccess: (value) => onReward(value) })
          }
        />
      )}
    </div>
  );
}

function Rules({ missionId }: { missionId: string }) {
  const { t } = useTranslation();
  const query = useMissionRules(missionId);
  if (query.isPending) return <Skeleton height={120} />;
  if (!query.data) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return <p className="mission-rules">{query.data.rules || t('memberCentre.missions.noRules')}</p>;
}

function RewardPopup({ reward, onClose }: { reward: MissionClaim | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={reward !== null}
      onClose={onClose}
      title={t('memberCentre.missions.rewardTitle')}
      width="min(380px, 100%)"
    >
      {reward && (
        <div className="reward-popup" data-testid="reward-popup">
          <Icon name="gift" size={40} />
          <p>{t('memberCentre.missions.rewardText')}</p>
          <ul>
            {reward.rewards.map((r, i) => (
              <li key={i}>
                <strong>{r.name}</strong>
                <RewardText reward={{ ...r, turnoverMultiple: 0 }} />
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {t('memberCentre.missions.ok')}
          </button>
        </div>
      )}
    </Modal>
  );
}
