import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorBoundary } from '@/components/error-boundary';
import { Icon } from '@/components/icon';
import { Modal } from '@/components/modal';
import { VipMark } from '@/components/vip-mark';
import { useMemberInfo } from '@/features/accounts';
import { useSystemInfo } from '@/features/system';
import { useUnreadMessages } from '@/hooks/use-unread-messages';
import { useSessionStore } from '@/lib/session';
import { useMemberCentreNav } from '../hooks/use-member-centre-nav';
import { useMissionCount } from '../api/missions';
import { useRewardCentreCounts } from '../api/sign-in';
import { FormSkeleton } from './form-skeleton';
import {
  DEFAULT_PAGE,
  isMemberCentrePage,
  isPageShown,
  memberCentrePages,
  pageIcons,
  pageLabelKey,
  type MemberCentrePage,
} from '../lib/pages';
import '@/components/panel.css';
import './amount-field.css';
import './member-centre.css';

/** Each page its own chunk; a page key without one (none today) would say honestly that it is not open. */
const builtPages: Partial<Record<MemberCentrePage, ComponentType>> = {
  transferFund: lazy(() => import('../routes/my-wallet-page')),
  depositv2: lazy(() => import('../routes/deposit-page')),
  transactionHistory: lazy(() => import('../routes/transaction-history-page')),
  withdraw: lazy(() => import('../routes/withdraw-page')),
  securityCenter: lazy(() => import('../routes/security-center-page')),
  transferUpline: lazy(() => import('../routes/transfer-upline-page')),
  personalProfit: lazy(() => import('../routes/personal-profit-page')),
  bonusDetails: lazy(() => import('../routes/bonus-details-page')),
  personalHistoryCopy: lazy(() => import('../routes/betting-record-page')),
  missionLeaderboard: lazy(() => import('../routes/missions-page')),
  rewardCenter: lazy(() => import('../routes/reward-centre-page')),
  manualRebate: lazy(() => import('../routes/manual-rebate-page')),
  messageV2: lazy(() => import('../routes/messages-page')),
  benefits: lazy(() => import('../routes/vip-page')),
  referral: lazy(() => import('../routes/referral-page')),
  feedback: lazy(() => import('../routes/feedback-page')),
};

/**
 * The member centre (spec section 2 "Personal (member) centre"): a modal panel with the menu on the
 * left and the page on the right, the page in the address (`?mc=<page key>`). On a phone it fills the
 * screen and the menu becomes a strip of tabs that scrolls sideways.
 */
export default function MemberCentrePanel() {
  const { t } = useTranslation();
  const info = useSystemInfo();
  const { page, hrefOf, go, close } = useMemberCentreNav();
  const current = isMemberCentrePage(page) ? page : DEFAULT_PAGE;
  const toUpline = useSessionStore((s) => s.toUpline);
  const entries = memberCentrePages.filter(
    (key) => key === current || isPageShown(key, info.whitelabel, { toUpline }),
  );
  const navRef = useRef<HTMLElement>(null);
  // The badge on the mission entry: claimable milestones (spec section 2).
  const missionCount = useMissionCount().data?.count ?? 0;
  // Unread messages (inventory 1.5.1), also on the avatar and the menu's Messages entry.
  const unread = useUnreadMessages();
  // The reward-centre badge (inventory 1.4.8): the claimable counts of these kinds together.
  const counts = useRewardCentreCounts().data;
  const rewardCount = counts
    ? (['MANUAL', 'RAFFLE', 'TICKET', 'REGISTER', 'LOGIN', 'SAVIOR', 'MISSION_MANUAL'] as const).reduce(
        (sum, k) => sum + counts[k].count,
        0,
      )
    : 0;

  // An unknown page key opens the default page, with the address telling the truth.
  useEffect(() => {
    if (!isMemberCentrePage(page)) void go(DEFAULT_PAGE, {}, { replace: true });
  }, [page, go]);

  // The strip of tabs on a phone keeps the open page in view. The open entry is not focused on opening:
  // a focus ring belongs to the keyboard, and the gold highlight already marks it.
  useEffect(() => {
    navRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current]);

  const Page = builtPages[current];
  const title = t(pageLabelKey(current));
  const clubLabel = useMemberInfo().data?.clubLabel ?? null;
  return (
    <Modal
      open
      onClose={close}
      title={
        <span className="mc-panel__heading">
          {t('memberCentre.title')}
          <VipMark label={clubLabel} />
        </span>
      }
      width="min(1120px, 100%)"
      delay={0}
      closeOnOverlayClick={false}
      className="mc-panel"
      overlayClassName="mc-overlay"
    >
      <div className="mc">
        <nav ref={navRef} className="mc__nav" aria-label={t('memberCentre.menu')}>
          <ul className="mc__menu">
            {entries.map((key) => (
              <li key={key}>
                <Link
                  to={hrefOf(key)}
                  className="mc__link"
                  aria-current={key === current ? 'page' : undefined}
                >
                  <Icon name={pageIcons[key]} size={18} />
                  <span>{t(pageLabelKey(key))}</span>
                  {key === 'rewardCenter' && rewardCount > 0 && (
                    <span className="mc__badge" data-testid="reward-badge">
                      {rewardCount}
                    </span>
                  )}
                  {key === 'messageV2' && unread > 0 && (
                    <span className="mc__badge" data-testid="message-badge">
                      {unread}
                    </span>
                  )}
                  {key === 'missionLeaderboard' && missionCount > 0 && (
                    <span className="mc__badge" data-testid="mission-badge">
                      {missionCount}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section key={current} className="mc__content" aria-labelledby="mc-page-title">
          <h3 id="mc-page-title" className="mc__title">
            {title}
          </h3>
          <ErrorBoundary
            fallback={(reset) => (
              <EmptyState
                icon="info"
                title={t('errors.internal.error' as 'errors.network')}
                action={
                  <button type="button" className="btn btn--ghost" onClick={reset}>
                    {t('common.retry')}
                  </button>
                }
              />
            )}
          >
            <Suspense fallback={<FormSkeleton />}>
              {Page ? (
                <Page />
              ) : (
                <EmptyState icon="info" title={t('common.notOpenTitle')}>
                  {t('common.notOpenText')}
                </EmptyState>
              )}
            </Suspense>
          </ErrorBoundary>
        </section>
      </div>
    </Modal>
  );
}
