import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipConditionsProgress, VipRewardDetail, VipRewardType } from '@portal/contract';
import { vipConditionKeys } from '@portal/contract';
import { BUSINESS_TIME_ZONE } from '@portal/contract/constants';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { Pagination } from '@/components/pagination';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { vipGradient } from '@/components/vip-mark';
import { useMoney } from '@/hooks/use-money';
import { dialogs } from '@/lib/dialogs';
import { errorText } from '@/lib/i18n';
import { presetDays } from '@/lib/date-range';
import { useLanguage } from '@/lib/language';
import {
  useClaimVipReward,
  useVipBenefits,
  useVipClaimHistory,
  useVipLevels,
  useVipProgress,
  useVipRewards,
  useVipRule,
} from '../api/vip';
import './vip.css';

type Tab = 'rank' | 'rewards' | 'records' | 'rules';

/**
 * The VIP page (`benefits`, inventory 1.6, decision 0062): the rank and its progress, keep-rank, the
 * ladder with each level's benefits, rank rewards with their countdowns, claim records and the rules.
 */
export default function VipPage() {
  const { t } = useTranslation();
  const rewards = useVipRewards();
  const hasRewards =
    !!rewards.data && !!(rewards.data.dailyConfig || rewards.data.weeklyConfig || rewards.data.monthlyConfig);
  const tabs: Tab[] = ['rank', ...(hasRewards ? (['rewards'] as const) : []), 'records', 'rules'];
  const [asked, setTab] = useState<Tab>('rank');
  const tab = tabs.includes(asked) ? asked : 'rank';
  return (
    <div className="vip">
      <div className="vip__tabs" role="tablist" aria-label={t('vip.tabsLabel')}>
        {tabs.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`vip-tab-${k}`}
            aria-selected={tab === k}
            aria-controls={`vip-panel-${k}`}
            className="vip__tab"
            onClick={() => setTab(k)}
          >
            {t(`vip.tabs.${k}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`vip-panel-${tab}`} aria-labelledby={`vip-tab-${tab}`}>
        {tab === 'rank' && <RankTab />}
        {tab === 'rewards' && <RewardsTab />}
        {tab === 'records' && <RecordsTab />}
        {tab === 'rules' && <RulesTab />}
      </div>
    </div>
  );
}

function Conditions({ c, testId }: { c: VipConditionsProgress; testId: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ul className="vip-conds" data-testid={testId}>
      {vipConditionKeys.map((k) => {
        const v = c[k];
        const on = v.enabled === 'Y';
        const shown = (x: number) => (k === 'totalDepositCount' ? String(x) : money.plain(x));
        const pct = on ? (v.expected <= 0 ? 100 : Math.min(100, (v.actual / v.expected) * 100)) : 0;
        const done = on && v.actual >= v.expected;
        return (
          <li key={k} className={`vip-cond${on ? '' : ' vip-cond--off'}${done ? ' vip-cond--done' : ''}`}>
            <span className="vip-cond__name">
              {done && <Icon name="check" size={14} />}
              {t(`vip.conditions.${k}`)}
            </span>
            <span className="vip-cond__figure">
              {on ? `${shown(v.actual)} / ${shown(v.expected)}` : t('vip.notRequired')}
            </span>
            <span
              className="vip-cond__bar"
              role="progressbar"
              aria-label={t(`vip.conditions.${k}`)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(pct)}
            >
              <span style={{ width: `${pct}%` }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function RankTab() {
  const { t } = useTranslation();
  const money = useMoney();
  const progress = useVipProgress();
  const levels = useVipLevels();
  const benefits = useVipBenefits();
  const [picked, setPicked] = useState<number | null>(null);
  if (progress.isPending || levels.isPending)
    return (
      <div className="vip__stack" aria-busy="true">
        <Skeleton height={120} />
        <Skeleton height={180} />
        <Skeleton height={110} />
      </div>
    );
  if (!progress.data || !levels.data)
    return (
      <QueryError
        error={progress.error ?? levels.error}
        onRetry={() => {
          void progress.refetch();
          void levels.refetch();
        }}
      />
    );
  const p = progress.data;
  const ladder = levels.data.levels;
  if (ladder.length === 0) return <EmptyState icon="crown" title={t('vip.noLevels')} />;
  const next = p.playerRankProgress;
  const selectedId = picked ?? p.current?.labelId ?? ladder[0]!.labelId;
  const selected = ladder.find((l) => l.labelId === selectedId) ?? ladder[0]!;
  const selectedBenefits = benefits.data?.find((b) => b.labelId === selected.labelId)?.benefits ?? [];
  return (
    <div className="vip__stack">
      <section
        className="vip-hero"
        style={
          p.current
            ? ({ background: vipGradient(p.current.rankColor, p.current.rankColor2) } as CSSProperties)
            : undefined
        }
        data-testid="vip-current"
      >
        <Icon name="crown" size={36} />
        <div>
          <p className="vip-hero__label">{t('vip.currentRank')}</p>
          <strong className="vip-hero__name">{p.current ? p.current.labelName : t('vip.noRank')}</strong>
          {p.current && (
            <span className="vip-hero__level">{t('vip.levelN', { n: p.current.rankLevel })}</span>
          )}
        </div>
      </section>

      <section className="vip-card" aria-labelledby="vip-up-title">
        <h4 id="vip-up-title" className="vip-card__title">
          {next.labelName ? t('vip.nextRank', { name: next.labelName }) : t('vip.maxRank')}
        </h4>
        {next.condition && next.conditionType && (
          <>
            <p className="mc-hint">{t(`vip.levelUpRule.${next.conditionType}`)}</p>
            <p className="vip-card__count">
              {t('vip.completed', {
                done: p.currentProgress.completedConditions,
                total: p.currentProgress.totalExpectedConditions,
              })}
            </p>
            <Conditions c={next.condition} testId="vip-progress" />
          </>
        )}
      </section>

      <section className="vip-card" aria-labelledby="vip-keep-title">
        <h4 id="vip-keep-title" className="vip-card__title">
          {t('vip.keepTitle')}
        </h4>
        {next.demoteCondition && next.demoteConditionType ? (
          <>
            <p className="mc-hint">{t(`vip.keepRule.${next.demoteConditionType}`)}</p>
            <Conditions c={next.demoteCondition} testId="vip-keep" />
          </>
        ) : (
          <p className="mc-hint">{t('vip.noKeep')}</p>
        )}
      </section>

      <section aria-labelledby="vip-ladder-title">
        <h4 id="vip-ladder-title" className="vip-card__title">
          {t('vip.ladder')}
        </h4>
        <ul className="vip-ladder" aria-label={t('vip.ladder')}>
          {ladder.map((l) => (
            <li key={l.labelId}>
              <button
                type="button"
                className="vip-step"
                aria-pressed={l.labelId === selected.labelId}
                style={{ background: vipGradient(l.rankColor, l.rankColor2) } as CSSProperties}
                onClick={() => setPicked(l.labelId)}
              >
                <span className="vip-step__level">{t('vip.levelN', { n: l.rankLevel })}</span>
                <strong>{l.labelName}</strong>
                {l.labelId === levels.data.currentPlayerRankLabelId && (
                  <span className="vip-step__you">{t('vip.you')}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
        <div className="vip-card" data-testid="vip-benefits">
          <h5 className="vip-card__sub">{t('vip.benefitsOf', { name: selected.labelName })}</h5>
          {selected.upgradeBonus > 0 && (
            <p className="vip-card__bonus">
              <Icon name="gift" size={16} />{' '}
              {t('vip.upgradeBonus', { amount: money.major(selected.upgradeBonus) })}
            </p>
          )}
          {selectedBenefits.length > 0 ? (
            <ul className="vip-benefits">
              {selectedBenefits.map((b) => (
                <li key={b.benefit}>
                  <Icon name="check" size={14} /> {b.benefitName}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mc-hint">{t('vip.noBenefits')}</p>
          )}
          <p className="mc-hint">{t(`vip.levelUpRule.${selected.conditionType}`)}</p>
          <Conditions c={selected.condition} testId="vip-level-conditions" />
        </div>
      </section>
    </div>
  );
}

/** Days and HH:mm:ss until an instant, ticking every second. */
function useCountdown(until: string, onZero: () => void) {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [left]);
  useEffect(() => {
    if (left === 0 && Date.parse(until) > Date.now() - 2000) onZero();
    // Only when it reaches zero.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left === 0]);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    left,
    days: Math.floor(left / 86_400),
    time: `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`,
  };
}

function RewardsTab() {
  const { t } = useTranslation();
  const rewards = useVipRewards();
  const [asked, setType] = useState<VipRewardType | null>(null);
  if (rewards.isPending) return <Skeleton height={220} />;
  if (!rewards.data) return <QueryError error={rewards.error} onRetry={() => void rewards.refetch()} />;
  const configs = [rewards.data.dailyConfig, rewards.data.weeklyConfig, rewards.data.monthlyConfig].filter(
    (c): c is VipRewardDetail => c !== null,
  );
  if (configs.length === 0) return <EmptyState icon="gift" title={t('vip.rewards.none')} />;
  const current = configs.find((c) => c.type === asked) ?? configs[0]!;
  return (
    <div className="vip__stack">
      <div className="vip__tabs vip__tabs--small" role="tablist" aria-label={t('vip.rewards.title')}>
        {configs.map((c) => (
          <button
            key={c.type}
            type="button"
            role="tab"
            aria-selected={c.type === current.type}
            className="vip__tab"
            onClick={() => setType(c.type)}
          >
            {t(`vip.rewards.types.${c.type}`)}
          </button>
        ))}
      </div>
      <RewardCard key={current.type} detail={current} onUnlock={() => void rewards.refetch()} />
    </div>
  );
}

function RewardCard({ detail, onUnlock }: { detail: VipRewardDetail; onUnlock: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const claim = useClaimVipReward();
  const countdown = useCountdown(detail.unlockTime, onUnlock);
  const reward = detail.rewards[0]!;
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const onClaim = async () => {
    setNotice(null);
    const amount = [
      reward.bonus > 0 ? money.major(reward.bonus) : null,
      reward.point > 0 ? t('vip.rewards.points', { n: reward.point }) : null,
    ]
      .filter(Boolean)
      .join(' + ');
    const confirmed = await dialogs.confirm(t('vip.rewards.confirmText', { amount }), {
      title: t('vip.rewards.confirmTitle'),
      confirmLabel: t('vip.rewards.claim'),
    });
    if (!confirmed) return;
    claim.mutate(detail.type, {
      onSuccess: () => setNotice({ ok: true, text: t('vip.rewards.claimed', { amount }) }),
      onError: (e) => setNotice({ ok: false, text: errorText(e) }),
    });
  };
  const locked = countdown.left > 0;
  return (
    <section className="vip-card vip-reward" data-testid="vip-reward">
      <h4 className="vip-card__title">{reward.name}</h4>
      {detail.announcementContent && <p className="vip-reward__note">{detail.announcementContent}</p>}
      <dl className="vip-reward__figures">
        <div>
          <dt>{t('vip.rewards.bonus')}</dt>
          <dd>{money.major(reward.bonus)}</dd>
        </div>
        {reward.point > 0 && (
          <div>
            <dt>{t('vip.rewards.pointsLabel')}</dt>
            <dd>{reward.point}</dd>
          </div>
        )}
      </dl>
      <p className="vip-reward__req">
        {t('vip.rewards.requirement', {
          deposit: money.plain(reward.requiredDepositAmount),
          bet: money.plain(reward.requiredBetAmount),
        })}
      </p>
      <p className="mc-hint">
        {t('vip.rewards.yours', {
          deposit: money.plain(reward.depositAmount),
          bet: money.plain(reward.betAmount),
        })}
      </p>
      {locked ? (
        <p className="vip-reward__countdown" data-testid="vip-countdown">
          <Icon name="clock" size={16} /> {t('vip.rewards.remaining')}{' '}
          <strong>{t('vip.rewards.countdown', { days: countdown.days, time: countdown.time })}</strong>
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn--primary vip-reward__claim"
        disabled={!detail.claimable || claim.isPending || locked}
        onClick={() => void onClaim()}
      >
        {detail.claimed ? t('vip.rewards.done') : locked ? t('vip.rewards.locked') : t('vip.rewards.claim')}
      </button>
      {!detail.claimed && !locked && !detail.claimable && (
        <p className="mc-hint">{t('vip.rewards.notMet')}</p>
      )}
      {notice && (
        <p className={notice.ok ? 'vip-notice vip-notice--ok' : 'vip-notice vip-notice--error'} role="status">
          {notice.text}
        </p>
      )}
    </section>
  );
}

/**
 * The last 30 days of the merchant's business calendar: the server reads the dates as its days. UTC days
 * (what this was) left out a claim made after 16:00 UTC, already tomorrow in Taipei.
 */
function last30Days() {
  const { startDate, endDate } = presetDays('last30', new Date(), BUSINESS_TIME_ZONE);
  return { from: startDate, to: endDate };
}

function RecordsTab() {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useLanguage();
  const [range, setRange] = useState(last30Days);
  const [page, setPage] = useState(1);
  const history = useVipClaimHistory({ claimDateFrom: range.from, claimDateTo: range.to, page, size: 13 });
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'TW' ? 'zh-TW' : lang === 'VI' ? 'vi-VN' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));
  const invalid = range.from > range.to;
  return (
    <div className="vip__stack">
      <div className="vip-filter">
        <label>
          {t('vip.records.from')}
          <input
            type="date"
            value={range.from}
            max={range.to}
            onChange={(e) => {
              setRange((r) => ({ ...r, from: e.target.value }));
              setPage(1);
            }}
          />
        </label>
        <label>
          {t('vip.records.to')}
          <input
            type="date"
            value={range.to}
            min={range.from}
            onChange={(e) => {
              setRange((r) => ({ ...r, to: e.target.value }));
              setPage(1);
            }}
          />
        </label>
      </div>
      {invalid ? (
        <p className="vip-notice vip-notice--error">{t('vip.records.badRange')}</p>
      ) : history.isPending ? (
        <Skeleton height={160} />
      ) : !history.data ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.content.length === 0 ? (
        <EmptyState icon="receipt" title={t('vip.records.empty')} />
      ) : (
        <>
          <ul className="vip-records" data-testid="vip-records">
            {history.data.content.map((r) => (
              <li key={r.id} className="vip-record">
                <span className="vip-record__name">
                  <strong>{r.promoName}</strong> · {t(`vip.rewards.types.${r.type}`)}
                </span>
                <span className="vip-record__when">{when(r.claimDate)}</span>
                <span className="vip-record__amount">
                  {money.signed(r.bonusAmount)}
                  {r.pointAmount > 0 && ` · ${t('vip.rewards.points', { n: r.pointAmount })}`}
                </span>
              </li>
            ))}
          </ul>
          {history.data.totalPages > 1 && (
            <Pagination page={page} total={history.data.totalPages} onChange={setPage} />
          )}
        </>
      )}
    </div>
  );
}

function RulesTab() {
  const { t } = useTranslation();
  const rule = useVipRule();
  if (rule.isPending) return <Skeleton height={160} />;
  if (!rule.data) return <QueryError error={rule.error} onRetry={() => void rule.refetch()} />;
  return (
    <section className="vip-card" data-testid="vip-rules">
      <h4 className="vip-card__title">{t('vip.rulesTitle')}</h4>
      {rule.data.content ? (
        <div className="vip-rules">{rule.data.content}</div>
      ) : (
        <p className="mc-hint">{t('vip.noRules')}</p>
      )}
    </section>
  );
}
