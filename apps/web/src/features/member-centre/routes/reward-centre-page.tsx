import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { walletAccountTypes } from '@portal/contract';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { CopyButton } from '@/components/copy-button';
import { Icon } from '@/components/icon';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { useBalance } from '@/hooks/use-balance';
import { useMoney } from '@/hooks/use-money';
import { useLanguage } from '@/lib/language';
import { useSessionStore } from '@/lib/session';
import { useSystemInfo } from '@/features/system';
import { usePointBalance, usePromoReward, useRewardCentreCounts } from '../api/sign-in';
import { useMemberCentreNav } from '../hooks/use-member-centre-nav';
import { rewardTabs } from './reward-centre/tabs';
import './reward-centre.css';

/**
 * `rewardCenter` (inventory 1.4.1, decision 0042): the member's name, cash and points with a
 * link to the points mall; the menu of reward kinds with their counts (`getAvailablePromotions`); the
 * chosen tab (`?section=`, dropped when the panel leaves the page) below. Missions link to their own page.
 */
export default function RewardCentrePage() {
  const { t } = useTranslation();
  const counts = useRewardCentreCounts();
  const { hrefOf, params } = useMemberCentreNav();
  const shown = rewardTabs.filter(
    (tab) => !tab.kind || tab.kind === 'LOGIN' || counts.data?.[tab.kind].enabled,
  );
  const active = shown.find((tab) => tab.id === params.get('section')) ?? shown[0]!;
  const Tab = active.Component;
  return (
    <div className="rc">
      <Header />
      <nav className="rc__tabs" aria-label={t('memberCentre.rewards.menu')}>
        {shown.map((tab) => {
          const count = tab.kind ? counts.data?.[tab.kind].count : 0;
          return (
            <Link
              key={tab.id}
              className="rc__tab"
              aria-current={tab.id === active.id ? 'page' : undefined}
              to={hrefOf('rewardCenter', { section: tab.id })}
              replace
              data-testid={`rc-tab-${tab.id}`}
            >
              <Icon name={tab.icon} size={16} />
              {t(tab.label)}
              {!!count && (
                <span className="mc__badge" data-testid={`rc-count-${tab.id}`}>
                  {count}
                </span>
              )}
            </Link>
          );
        })}
        {counts.data?.MISSION.enabled && (
          <Link className="rc__tab" to={hrefOf('missionLeaderboard')}>
            <Icon name="fire" size={16} />
            {t('memberCentre.rewards.missions')}
            {!!counts.data.MISSION.count && <span className="mc__badge">{counts.data.MISSION.count}</span>}
          </Link>
        )}
      </nav>
      <Suspense fallback={<Skeleton height={200} />}>
        <Tab />
      </Suspense>
    </div>
  );
}

function Header() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  const username = useSessionStore((s) => s.username);
  const balance = useBalance();
  const points = usePointBalance();
  const showEarned = isModuleEnabled(useSystemInfo().whitelabel, modIds.totalPromoEarnings);
  const earned = usePromoReward(showEarned);
  // The cash balance is every wallet together (as the header shows it); a bonus waiting for its turnover
  // is named under it, so a sign-in bonus is visible at once.
  const cash = balance.data?.sumBalance;
  const bonus =
    balance.data?.balance.find((w) => w.accountTypeId === walletAccountTypes.bonus)?.availBalance ?? 0;
  return (
    <div className="rc__head">
      <div className="rc__who">
        <Icon name="user" size={20} />
        <strong>{username}</strong>
        {username && <CopyButton text={username} label={t('memberCentre.rewards.copyName')} />}
      </div>
      <dl className="rc__figures">
        <div>
          <dt>{t('memberCentre.rewards.cash')}</dt>
          <dd data-testid="rc-cash">{cash === undefined ? '—' : money.major(cash)}</dd>
          {bonus > 0 && (
            <dd className="rc__sub" data-testid="rc-bonus">
              {t('memberCentre.rewards.bonusWallet', { amount: money.major(bonus) })}
            </dd>
          )}
        </div>
        <div>
          <dt>{t('memberCentre.rewards.points')}</dt>
          <dd data-testid="rc-points">{points.data ? points.data.pointBalance.toLocaleString(lang) : '—'}</dd>
        </div>
        {showEarned && (
          <div>
            <dt>{t('memberCentre.rewards.totalEarned')}</dt>
            <dd data-testid="rc-earned">
              {earned.data
                ? t('memberCentre.rewards.totalEarnedValue', {
                    amount: money.major(earned.data.totalAmount),
                    points: earned.data.totalPoint.toLocaleString(lang),
                  })
                : '—'}
            </dd>
          </div>
        )}
      </dl>
      <Link className="btn btn--ghost btn--sm" to={paths.pointMall.path}>
        <Icon name="gift" size={14} /> {t('memberCentre.rewards.pointMall')}
      </Link>
    </div>
  );
}
