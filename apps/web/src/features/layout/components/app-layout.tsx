import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DialogHost } from '@/components/dialog-host';
import { EmptyState } from '@/components/empty-state';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageSkeleton } from '@/components/skeleton';
import { QueryError } from '@/components/query-error';
import { ChunkLoadError } from '@/lib/lazy-chunk';
import { AccountsRuntime, GoHomeGuard } from '@/features/accounts';
import { AnnouncementModalHost, BannerCarousel } from '@/features/announcements';
import { AuthModalHost } from '@/features/auth';
import { useSystemInfo } from '@/features/system';
import { DownloadModalHost } from '@/features/download';
import { GameLaunchHost } from '@/features/games';
import { ChatHost } from '@/features/live-chat';
import {
  LiveNotices,
  MemberCentreHost,
  RaffleTip,
  ReferralProgramHost,
  FeedbackHost,
  VipLevelUpHost,
} from '@/features/member-centre';
import { AgentCentreHost, ContractRequestsHost } from '@/features/agent-centre';
import { useLayoutStore } from '../stores/layout-store';
import { useChrome } from '../hooks/use-route-handle';
import { useMediaQuery } from '@/hooks/use-media-query';
import { getPreview } from '@/lib/preview';
import { FloatingMenu } from './floating-menu';
import { Footer } from './footer';
import { Header } from './header';
import { LeftMenu } from './left-menu';
import { PreviewBar } from './preview-bar';
import './layout.css';

/** The site shell around every route: which parts show comes from the route's handle. */
export function AppLayout({ routes }: { routes: RouteObject[] }) {
  const { t } = useTranslation();
  const { chrome, header, leftMenu, footer, floating, handle } = useChrome(routes);
  const mobile = useMediaQuery('(max-width: 767px)');
  const collapsed = useLayoutStore((s) => s.collapsed);
  const { pathname } = useLocation();
  const whitelabel = useSystemInfo().whitelabel;
  const banner = handle.bannerWhen && !handle.bannerWhen(whitelabel) ? undefined : handle.banner;

  // A new page starts at the top (filters that only change the query keep the position).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div
      className={`app app--${chrome}${header ? ' app--header' : ''}${leftMenu && !mobile ? ' app--menu' : ''}${collapsed ? ' app--collapsed' : ''}${getPreview() ? ' app--preview' : ''}`}
    >
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <PreviewBar />
      {header && <Header withMenuButton={leftMenu && mobile} />}
      <div className="app__body">
        {leftMenu && <LeftMenu mobile={mobile} />}
        <div className="app__main">
          <main id="main" className="app__content" tabIndex={-1}>
            {banner && (
              <BannerCarousel
                key={`banner:${pathname}`}
                group={banner}
                variant={handle.bannerVariant ?? 'page'}
              />
            )}
            <ErrorBoundary
              key={`page:${pathname}`}
              fallback={(reset, error) =>
                // A page script that timed out or failed to arrive is fetched again in place.
                error instanceof ChunkLoadError ? (
                  <QueryError error={error} onRetry={reset} />
                ) : (
                  <EmptyState
                    icon="info"
                    title={t('errors.internal.error' as 'errors.network')}
                    action={
                      <button
                        type="button"
                        className="btn btn--primary"
                        onClick={() => window.location.reload()}
                      >
                        {t('common.reload')}
                      </button>
                    }
                  />
                )
              }
            >
              <Suspense fallback={<PageSkeleton />}>
                <GoHomeGuard>
                  <Outlet />
                </GoHomeGuard>
              </Suspense>
            </ErrorBoundary>
          </main>
          {footer && <Footer />}
        </div>
      </div>
      {floating && <FloatingMenu />}
      {floating && <RaffleTip />}
      <AccountsRuntime />
      <AuthModalHost />
      <AnnouncementModalHost />
      <DownloadModalHost />
      <GameLaunchHost />
      <MemberCentreHost />
      <ReferralProgramHost />
      <FeedbackHost />
      <AgentCentreHost />
      <ContractRequestsHost />
      <LiveNotices />
      <ChatHost />
      <VipLevelUpHost />
      <DialogHost />
    </div>
  );
}
