import { useRoutes, type RouteObject } from 'react-router';
import type { GameType } from '@portal/contract';
import { bannerGroupOf, categoryPaths, paths } from '@/config/paths';
import { gameTypes } from '@portal/contract/constants';
import { HomePage } from '@/features/home';
import { openRegistrationWays } from '@/features/auth';
import { AppLayout, type RouteHandle } from '@/features/layout';
import { lazyChunk } from '@/lib/lazy-chunk';
import { LoginRoute } from './routes/login';

// Every route but home is its own chunk, loaded with the script timeout and a retry. Paths match case-insensitively (React Router's default).
const NotFoundRoute = lazyChunk(() => import('./routes/not-found'));
const CategoryPage = lazyChunk(() => import('@/features/games/routes/category-page'));
const HelpPage = lazyChunk(() => import('@/features/help/routes/help-page'));
const PromotionsPage = lazyChunk(() => import('@/features/promotions/routes/promotions-page'));
const PromoDetailPage = lazyChunk(() => import('@/features/promotions/routes/promo-detail-page'));
const DownloadPage = lazyChunk(() => import('@/features/download/routes/download-page'));
const RegisterPage = lazyChunk(() => import('@/features/accounts/routes/register-page'));
const GameView = lazyChunk(() => import('@/features/games/routes/game-view'));
const SeamlessView = lazyChunk(() => import('@/features/games/routes/seamless-view'));
const LotteryPage = lazyChunk(() => import('@/features/lottery/routes/lottery-page'));
const PointMallPage = lazyChunk(() => import('@/features/points/routes/point-mall-page'));
const VnLotteryPage = lazyChunk(() => import('@/features/lottery/routes/vn-lottery-page'));
const LotteryVerifyPage = lazyChunk(() => import('@/features/lottery/routes/verify-page'));
const AgentSitePage = lazyChunk(() => import('@/features/agent-centre/routes/agent-site-page'));

const homeHandle: RouteHandle = { banner: bannerGroupOf.home, bannerVariant: 'home' };

const route = (path: string, element: RouteObject['element'], handle: RouteHandle = {}): RouteObject => ({
  path,
  element,
  handle,
});
const withAliases = (
  main: string,
  aliases: readonly string[],
  element: RouteObject['element'],
  handle?: RouteHandle,
) => [main, ...aliases].map((path) => route(path, element, handle));
const categoryRoute = (type: GameType) =>
  // /cockfight shows no banner although its group is w_hot (spec section 2).
  route(categoryPaths[type], <CategoryPage gameType={type} />, {
    banner: type === 'COCKFIGHT' ? undefined : bannerGroupOf.category,
  });

const pages: RouteObject[] = [
  ...withAliases(paths.home.path, paths.home.aliases, <HomePage />, homeHandle),
  route(paths.login.path, <LoginRoute />, homeHandle),
  ...withAliases(paths.register.path, paths.register.aliases, <RegisterPage />, {
    banner: bannerGroupOf.register,
    // A sign-up banner above "registration is closed" would contradict it.
    bannerWhen: (whitelabel) => openRegistrationWays(whitelabel).length > 0,
  }),
  ...gameTypes.map(categoryRoute),
  route(paths.lottery.path, <LotteryPage />),
  route(paths.lotteryVerify.path, <LotteryVerifyPage />),
  route(paths.vnlottery.path, <VnLotteryPage />),
  route(paths.pointMall.path, <PointMallPage />, { banner: bannerGroupOf.pointMall }),
  route(paths.promotions.path, <PromotionsPage />, { banner: bannerGroupOf.promotions }),
  route(paths.promoDetail.path, <PromoDetailPage />),
  route(paths.seamless.path, <SeamlessView />, { chrome: 'seamless' }),
  route(paths.game.path, <GameView />, { chrome: 'game' }),
  route(paths.help.path, <HelpPage />, { banner: bannerGroupOf.help }),
  route(paths.helpmc.path, <HelpPage />, { chrome: 'bare' }),
  route(paths.down.path, <DownloadPage />, { banner: bannerGroupOf.down }),
  ...withAliases(paths.agent.path, paths.agent.aliases, <AgentSitePage />, { chrome: 'bare' }),
  route('*', <NotFoundRoute />),
];

export const routes: RouteObject[] = [{ element: <AppLayout routes={pages} />, children: pages }];

export function AppRoutes() {
  return useRoutes(routes);
}
