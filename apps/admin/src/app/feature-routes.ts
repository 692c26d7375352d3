import type { AdminRoute } from './types';
import { routes as dashboard } from '../features/dashboard/routes';
import { routes as reports } from '../features/reports/routes';
import { routes as access } from '../features/access/routes';
import { routes as members } from '../features/members/routes';
import { routes as cashier } from '../features/cashier/routes';
import { routes as brands } from '../features/brands/routes';
import { routes as settings } from '../features/settings/routes';
import { routes as content } from '../features/content/routes';
import { routes as games } from '../features/games/routes';
import { routes as lottery } from '../features/lottery/routes';
import { routes as sportsbook } from '../features/sportsbook/routes';
import { routes as houseTables } from '../features/house-tables/routes';
import { routes as promotions } from '../features/promotions/routes';
import { routes as points } from '../features/points/routes';
import { routes as missions } from '../features/missions/routes';
import { routes as signIn } from '../features/sign-in/routes';
import { routes as rebate } from '../features/rebate/routes';
import { routes as agentContracts } from '../features/agent-contracts/routes';
import { routes as rescueFund } from '../features/rescue-fund/routes';
import { routes as manualBonus } from '../features/manual-bonus/routes';
import { routes as newbieTasks } from '../features/newbie-tasks/routes';
import { routes as promoCodes } from '../features/promo-codes/routes';
import { routes as tickets } from '../features/tickets/routes';
import { routes as raffles } from '../features/raffles/routes';
import { routes as agentTree } from '../features/agent-tree/routes';
import { routes as platformMessages } from '../features/messages/routes';
import { routes as liveChat } from '../features/live-chat/routes';
import { routes as vip } from '../features/vip/routes';
import { routes as referral } from '../features/referral/routes';
import { routes as feedback } from '../features/feedback/routes';
import { routes as kyc } from '../features/kyc/routes';

/**
 * Every feature's pages, one import line per feature (in navigation order). A feature adds itself here
 * and nowhere else in the shell. The home page ('') is the dashboard's: the access feature's overview
 * placeholder is left out.
 */
export const featureRoutes: AdminRoute[] = [
  ...dashboard,
  ...reports,
  ...members,
  ...agentTree,
  ...cashier,
  ...games,
  ...lottery,
  ...sportsbook,
  ...houseTables,
  ...promotions,
  ...points,
  ...missions,
  ...signIn,
  ...newbieTasks,
  ...promoCodes,
  ...tickets,
  ...raffles,
  ...rebate,
  ...agentContracts,
  ...rescueFund,
  ...manualBonus,
  ...platformMessages,
  ...liveChat,
  ...vip,
  ...referral,
  ...feedback,
  ...kyc,
  ...content,
  ...settings,
  ...brands,
  ...access.filter((r) => r.path !== ''),
];
