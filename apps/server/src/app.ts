import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { messageLanguages } from '@portal/contract';
import type { Lang } from '@portal/i18n';
import type { Config } from './env.ts';
import type { Db } from './db/client.ts';
import docs from './plugins/docs.ts';
import errors, { frameworkError } from './plugins/errors.ts';
import securityHeaders, { listeningHosts } from './plugins/security-headers.ts';
import tenant, { tenantPrefixes } from './plugins/tenant.ts';
import { webPlugin } from './plugins/web.ts';
import { adminWebPlugin } from './plugins/admin-web.ts';
import { createTenantService, type Tenant, type TenantService } from './modules/merchants/service.ts';
import { createGameCatalog, type GameCatalog } from './modules/games/service.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { gameRoutes } from './modules/games/routes.ts';
import { announcementRoutes } from './modules/announcements/routes.ts';
import { firstBannerImage } from './modules/announcements/service.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { authPolicy, createAccountService } from './modules/accounts/service.ts';
import auth from './plugins/auth.ts';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { createMailer } from './lib/mail.ts';
import { geetestCheck } from './lib/human-check.ts';
import { configuredOAuthProviders, type OAuthProvider } from './lib/oauth.ts';
import { createOAuth } from './modules/accounts/oauth.ts';
import { oauthRoutes } from './modules/accounts/oauth-routes.ts';
import { createCashier } from './modules/wallet/cashier.ts';
import { createLedger } from './modules/wallet/ledger.ts';
import { createGrants } from './modules/wallet/grants.ts';
import { promotionRoutes } from './modules/promotions/routes.ts';
import { createPromotions } from './modules/promotions/service.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { sandboxPaymentPage } from './modules/wallet/sandbox-page.ts';
import { createLiveHub, staffChannel, type LiveHub, type Publish } from './lib/live-hub.ts';
import { createRedisLiveHub } from './lib/live-hub-redis.ts';
import { closeStrayUpgrades, liveRoutes } from './modules/wallet/live-routes.ts';
import { walletJobs } from './modules/wallet/jobs.ts';
import { createPoints } from './modules/points/service.ts';
import { pointsAdminRoutes, pointsRoutes } from './modules/points/routes.ts';
import { pointsJobs } from './modules/points/jobs.ts';
import type { Job } from './jobs/runner.ts';
import { createProfitLoss } from './modules/wallet/profit-loss.ts';
import { createUplineTransfers } from './modules/wallet/upline.ts';
import { createWithdrawals } from './modules/wallet/withdrawals.ts';
import { createWalletService } from './modules/wallet/service.ts';
import { createStaffAccess, permissionsOfRole } from './modules/staff/service.ts';
import type { SessionUser } from './modules/accounts/service.ts';
import { createStaffAdmin } from './modules/staff/admin.ts';
import { staffAdminRoutes, staffSessionRoutes } from './modules/staff/routes.ts';
import { backofficeRoutes } from './modules/backoffice/routes.ts';
import staffAccess from './plugins/staff-access.ts';
import { createAuditLog } from './modules/audit/service.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { createReports } from './modules/reports/service.ts';
import { createMediaStore, type MediaStore } from './modules/media/service.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { createMembersAdmin } from './modules/members-admin/service.ts';
import { membersAdminRoutes } from './modules/members-admin/routes.ts';
import { createCashierAdmin } from './modules/cashier-admin/service.ts';
import { cashierAdminRoutes } from './modules/cashier-admin/routes.ts';
import { createOutboxReader } from './modules/backoffice/service.ts';
import { httpSmsProvider, outboxSmsProvider } from './lib/sms.ts';
import { createRegistration } from './modules/accounts/registration.ts';
import { registrationRoutes } from './modules/accounts/registration-routes.ts';
import { createProfile } from './modules/accounts/profile.ts';
import { profileRoutes } from './modules/accounts/profile-routes.ts';
import { createSmsCodes } from './modules/accounts/sms-codes.ts';
import { createSportsbookHouseClient } from './modules/sports-admin/house-client.ts';
import { houseTablesAdminRoutes } from './modules/house-tables-admin/routes.ts';
import { createHouseTablesAdmin } from './modules/house-tables-admin/service.ts';
import { createHouseTablesClient } from './lib/house-operator.ts';
import { sportsAdminRoutes } from './modules/sports-admin/routes.ts';
import { createSportsAdmin } from './modules/sports-admin/service.ts';
import { createVendorRegistry, type VendorRegistry } from './modules/games/vendors.ts';
import { createVendorProtocol } from './modules/games/protocol.ts';
import { vendorProtocolRoutes } from './modules/games/protocol-routes.ts';
import { createGameLauncher } from './modules/games/launch.ts';
import { createPlayerGames } from './modules/games/player-games.ts';
import { createJackpotReader } from './modules/games/jackpot.ts';
import { createTransferClient } from './modules/games/transfer-client.ts';
import { createVendorTransfers } from './modules/wallet/vendor-transfers.ts';
import { createBonuses } from './modules/wallet/bonuses.ts';
import { createTurnover } from './modules/wallet/turnover.ts';
import { createSettlement } from './modules/lottery/settlement.ts';
import { createDraws, type Draws } from './modules/lottery/draws.ts';
import { createLotteryOrders } from './modules/lottery/orders.ts';
import { createLotteryLobby } from './modules/lottery/lobby.ts';
import { lotteryRoutes } from './modules/lottery/routes.ts';
import { playerGameRoutes } from './modules/games/player-routes.ts';
import { createRoomList } from './modules/games/rooms.ts';
import { createOperations } from './modules/merchants/operations.ts';
import { localOpsRoutes } from './modules/merchants/local-routes.ts';
import { createBrands } from './modules/brands/service.ts';
import { brandRoutes } from './modules/brands/routes.ts';
import { createSettingsAdmin } from './modules/settings-admin/service.ts';
import { settingsAdminRoutes } from './modules/settings-admin/routes.ts';
import { createContentAdmin } from './modules/content-admin/service.ts';
import { createContentPreview } from './modules/content-admin/preview.ts';
import { contentAdminRoutes } from './modules/content-admin/routes.ts';
import { createGamesAdmin } from './modules/games-admin/service.ts';
import { gamesAdminRoutes } from './modules/games-admin/routes.ts';
import { createLotteryAdmin } from './modules/lottery-admin/service.ts';
import { lotteryAdminRoutes } from './modules/lottery-admin/routes.ts';
import { createConditions } from './modules/rewards/conditions.ts';
import { createMissions } from './modules/rewards/missions.ts';
import { createSignIn } from './modules/signin/service.ts';
import { signInAdminRoutes, signInRoutes } from './modules/signin/routes.ts';
import { createNewbieTasks } from './modules/newbie/service.ts';
import { newbieAdminRoutes, newbieRoutes } from './modules/newbie/routes.ts';
import { createPromoCodes } from './modules/promocode/service.ts';
import { promoCodeAdminRoutes, promoCodeRoutes } from './modules/promocode/routes.ts';
import { createTickets } from './modules/tickets/service.ts';
import { ticketAdminRoutes, ticketRoutes } from './modules/tickets/routes.ts';
import { createRebate } from './modules/rebate/service.ts';
import { createAgentTeam } from './modules/agent-team/service.ts';
import { agentTeamAdminRoutes, agentTeamRoutes } from './modules/agent-team/routes.ts';
import { rebateAdminRoutes, rebateRoutes } from './modules/rebate/routes.ts';
import { createAgentContracts } from './modules/agent-contracts/service.ts';
import { createContractSettlement } from './modules/agent-contracts/settlement.ts';
import { agentContractAdminRoutes, agentContractRoutes } from './modules/agent-contracts/routes.ts';
import { agentContractJobs } from './modules/agent-contracts/jobs.ts';
import { createIssuedRewards } from './modules/issued-rewards/service.ts';
import { issuedRewardAdminRoutes, issuedRewardRoutes } from './modules/issued-rewards/routes.ts';
import { issuedRewardJobs } from './modules/issued-rewards/jobs.ts';
import { missionRoutes } from './modules/rewards/routes.ts';
import { createMessages } from './modules/messages/service.ts';
import { messageAdminRoutes, messageRoutes } from './modules/messages/routes.ts';
import { createCustomerService } from './modules/customer-service/service.ts';
import { createLiveChat } from './modules/customer-service/chat.ts';
import { customerServiceRoutes, liveChatAdminRoutes } from './modules/customer-service/routes.ts';
import { createReferral, referralJobs } from './modules/referral/service.ts';
import { referralAdminRoutes, referralRoutes } from './modules/referral/routes.ts';
import { missionAdminRoutes } from './modules/rewards/admin-routes.ts';
import { createAgentReports } from './modules/agent-reports/service.ts';
import { agentReportRoutes } from './modules/agent-reports/routes.ts';
import { agentRebateJobs, createAgentRebates } from './modules/agent-reports/rebate-payouts.ts';
import { createVip } from './modules/vip/service.ts';
import { vipAdminRoutes, vipRoutes } from './modules/vip/routes.ts';
import { vipJobs } from './modules/vip/jobs.ts';
import { createFeedback } from './modules/feedback/service.ts';
import { feedbackAdminRoutes, feedbackRoutes } from './modules/feedback/routes.ts';
import { createKyc } from './modules/kyc/service.ts';
import { kycAdminRoutes, kycRoutes } from './modules/kyc/routes.ts';
import { CAPTCHA_COOKIE } from './modules/accounts/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tenant settings cache: invalidate after changing a merchant. */
    tenants: TenantService;
    /** Game catalog cache: invalidate after changing vendors or games. */
    catalog: GameCatalog;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs of the modules; main.ts runs them (tests call them directly). */
    jobs: Job[];
    /** Live pushes to members' open pages. */
    live: LiveHub;
    /** Game vendors and their credentials: invalidate after configuring one. */
    vendors: VendorRegistry;
    /** Uploaded images (banners, logos, icons), served under /media/. */
    media: MediaStore;
    /** The lottery's draws: main.ts runs their loop, tests drive them. */
    lotteryDraws: Draws;
  }
}

export interface AppDeps {
  db: Db;
  config: Pick<
    Config,
    | 'trustedProxies'
    | 'logLevel'
    | 'webDist'
    | 'adminDist'
    | 'publicDir'
    | 'smsProvider'
    | 'smsHttpUrl'
    | 'smsHttpSecret'
    | 'smsSignature'
    | 'smtpUrl'
    | 'mailFrom'
    | 'googleClientId'
    | 'googleClientSecret'
    | 'facebookAppId'
    | 'facebookAppSecret'
    | 'geetestId'
    | 'geetestKey'
    | 'geetestScriptUrl'
    | 'geetestValidateUrl'
    | 'redisUrl'
    | 'housePublicUrl'
    | 'host'
  >;
  /** pino options; false for silence in tests. */
  logger?: boolean | object;
  /** Tests fix the captcha text; production draws it at random. */
  captchaText?: () => string;
  /** Social sign-in providers; by default those with credentials in the configuration. */
  oauthProviders?: OAuthProvider[];
  /** Start of the live pushes' Redis channel; tests give each run its own. */
  liveChannelPrefix?: string;
  /** Token of the ops CLI's local admin call; set when this process holds an embedded database folder. */
  localAdminToken?: string;
  /** How long a live socket may wait before its auth message; tests shorten it. */
  liveAuthTimeoutMs?: number;
}

/** Builds the whole server: infrastructure plugins first, then the feature modules. */
export async function buildApp({
  db,
  config,
  logger,
  captchaText,
  oauthProviders,
  liveChannelPrefix,
  localAdminToken,
  liveAuthTimeoutMs,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.query.token'],
    },
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // Request lines only at debug: at info a busy node would log every call.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    bodyLimit: 1_048_576,
    // A malformed URL or an over-long path segment, refused before any route: in the envelope too.
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Responses are declared with zod for the OpenAPI document; the tests check them against those schemas,
  // so production only serialises (docs/decisions/0002-response-serialisation.md).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const tenants = createTenantService(db);
  const catalog = createGameCatalog(db);
  const { geetestId, geetestKey } = config;
  // What the web app needs to show the Geetest widget (the captcha id is public, the key never leaves).
  const geetest =
    geetestId && geetestKey ? { captchaId: geetestId, scriptUrl: config.geetestScriptUrl } : null;
  const ledger = createLedger(db);
  const sms =
    config.smsProvider === 'http' && config.smsHttpUrl && config.smsHttpSecret
      ? httpSmsProvider({
          url: config.smsHttpUrl,
          secret: config.smsHttpSecret,
          signature: config.smsSignature,
        })
      : outboxSmsProvider(db);
  const mailer = createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  // The member info's labels come from the VIP module, wired below once it exists (decision 0062).
  const memberLabels: NonNullable<Parameters<typeof createAccountService>[1]>['labels'] = {};
  const accounts = createAccountService(db, {
    labels: memberLabels,
    notify: { sms, mailer },
    grantTrialMoney: async (tenant, customerId) => {
      await ledger.transfer({
        merchantId: tenant.id,
        ledger: 'trial',
        key: `trial-grant:${customerId}`,
        type: 'trial_grant',
        from: { kind: 'source', ref: 'free-play' },
        to: { kind: 'cash', ownerId: customerId },
        amount: BigInt(tenant.settings.freePlayBalance ?? 200_000),
      });
    },
    captchaText,
    humanCheck:
      geetestId && geetestKey
        ? () =>
            geetestCheck({
              captchaId: geetestId,
              captchaKey: geetestKey,
              endpoint: config.geetestValidateUrl,
            })
        : undefined,
  });
  const staff = createStaffAccess(db, accounts);
  // Several nodes relay live pushes through Redis; one process needs no broker.
  const hub = config.redisUrl
    ? createRedisLiveHub({ url: config.redisUrl, log: app.log, channelPrefix: liveChannelPrefix })
    : createLiveHub();
  app.decorate('live', hub);
  app.addHook('onClose', () => hub.close());
  // Identity verification (decision 0065): its gates stand in front of deposits, withdrawals and promotion
  // claims; the member hears of a review by a platform message (messages, created further down).
  // The notice is written in every language (a member reads its language's version, decision 0067); the
  // main text is the member's stored language.
  const platformNotice = async (
    tenant: Tenant,
    staffId: number,
    to: { username: string; language: Lang },
    text: (lang: Lang) => { subject: string; content: string },
  ) => {
    await messages.boSend(tenant, staffId, {
      audience: 'MEMBER',
      username: to.username,
      ...text(to.language),
      translations: Object.fromEntries(messageLanguages.map((l) => [l, text(l)])),
    });
  };
  const kyc = createKyc(db, { notify: platformNotice });
  const idGate = (gate: 'deposit' | 'withdrawal' | 'promotion') => (tenant: Tenant, customerId: number) =>
    kyc.requireVerified(tenant, customerId, gate);
  const cashier = createCashier(db, ledger, hub, idGate('deposit'));
  const oauth = createOAuth(db, accounts, oauthProviders ?? configuredOAuthProviders(config));
  // Features that act on a new member (the tickets' "issue on registration", decision 0047) add themselves
  // here once they exist; registration calls them after the account is created.
  const registeredHooks: ((tenant: Tenant, customerId: number) => Promise<void>)[] = [];
  const smsCodes = createSmsCodes(db, sms);
  // The agent centre's team part (issue 17 item 1, decision 0054); registration reads its invitation links.
  const agentTeam = createAgentTeam(db, {
    ledger,
    accounts,
    hub,
    sessionIdleMinutes: authPolicy.sessionIdleMinutes,
  });
  // Invite friends (decision 0063): registration records a friend's referrer.
  const referral = createReferral(db, {
    grants: createGrants(db, ledger),
    ledger,
    publish: (customerId, event) => hub.publish(customerId, event),
  });
  const registration = createRegistration(db, {
    agentLinks: agentTeam,
    referrals: referral,
    oauth,
    accounts,
    smsCodes,
    mailer,
    onRegistered: async (tenant, customerId) => {
      for (const hook of registeredHooks)
        await hook(tenant, customerId).catch((err: unknown) =>
          app.log.error({ err, customerId }, 'a registration hook failed; the account stays registered'),
        );
    },
  });
  app.decorate('tenants', tenants);
  app.decorate('catalog', catalog);

  await app.register(errors);
  app.addHook('onRequest', closeStrayUpgrades);
  // Game pages are framed from their vendors' origins only (each configured vendor's launch address, read
  // at start); a `{host}` origin only for the merchants' domains and this server's own host names.
  const vendors = createVendorRegistry(db);
  const frameTemplates = [
    config.housePublicUrl,
    ...(await vendors.list()).flatMap((v) =>
      v.credential
        ? [v.credential.launchUrl, ...(v.credential.altLaunchUrl ? [v.credential.altLaunchUrl] : [])]
        : [],
    ),
  ];
  await app.register(securityHeaders, {
    apiPrefixes: tenantPrefixes,
    frameTemplates,
    scriptUrls: geetest ? [geetest.scriptUrl] : [],
    frameHosts: tenants.domainHosts,
    listeningHosts: listeningHosts(config.host),
  });
  await app.register(docs);
  await app.register(tenant, { tenants });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(auth, { accounts, staff });
  const audit = createAuditLog(db);
  await app.register(staffAccess, { audit });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  // Customer service (decision 0066): the member's entries by position, VIP routing on the member's
  // clubLabel, type 3 addresses sealed at rest by the brand editor.
  const rankLevelOf = async (user: SessionUser) =>
    (await accounts.memberInfo(user)).clubLabel?.rankLevel ?? null;
  const customerService = createCustomerService(db, { rankLevelOf });
  const contentPreview = createContentPreview(db);
  // Brands, settings and content in the back office (issue 15 items 4-6); each change invalidates the tenant.
  // The player site reads the footer's draft through it in a preview (decision 0036).
  const brands = createBrands(db, {
    tenants,
    catalogInvalidate: (merchantId) => catalog.invalidate(merchantId),
    customerServiceSealer: (merchantId) => customerService.sealer(merchantId),
  });
  await app.register(systemRoutes, { db, preview: contentPreview, footer: brands });
  await app.register(gameRoutes, { catalog });
  app.decorate('vendors', vendors);
  await app.register(playerGameRoutes, {
    launcher: createGameLauncher(db, vendors),
    playerGames: createPlayerGames(db, catalog, vendors),
    jackpot: createJackpotReader(vendors),
    roomList: createRoomList(catalog, createHouseTablesClient(vendors)),
  });
  const media = createMediaStore(db);
  const gamesAdmin = createGamesAdmin(db, { catalog, vendors, media });
  await app.register(vendorProtocolRoutes, {
    protocol: createVendorProtocol(db, ledger, vendors, {
      stakeLimits: (merchantId, gameCode) => gamesAdmin.houseLimits(merchantId, gameCode),
      rtp: (merchantId, gameCode) => gamesAdmin.houseRtp(merchantId, gameCode),
    }),
  });
  await app.register(announcementRoutes, { db, preview: contentPreview });
  await app.register(accountRoutes, { accounts, registration, geetest });
  await app.register(registrationRoutes, { registration });
  await app.register(oauthRoutes, { oauth, tenants });
  await app.register(profileRoutes, { profile: createProfile(db, { smsCodes }) });
  const turnover = createTurnover(db);
  const withdrawals = createWithdrawals(db, ledger, accounts, turnover, hub, idGate('withdrawal'));
  const vendorTransfers = createVendorTransfers(db, ledger, vendors, createTransferClient(vendors), hub);
  const bonuses = createBonuses(db, ledger, turnover, hub);
  app.decorate('jobs', walletJobs({ ledger, cashier, withdrawals, vendorTransfers, bonuses }));
  await app.register(walletRoutes, {
    wallet: createWalletService(db, ledger, vendorTransfers.vendorBalances),
    vendorTransfers,
    bonuses,
    cashier,
    withdrawals,
    upline: createUplineTransfers(db, ledger, accounts, hub),
    profitLoss: createProfitLoss(db),
  });
  const settlement = createSettlement(db, ledger, hub);
  const lotteryDraws = createDraws(db, settlement);
  app.decorate('lotteryDraws', lotteryDraws);
  await app.register(lotteryRoutes, {
    lobby: createLotteryLobby(db, catalog),
    orders: createLotteryOrders(db, ledger, settlement, hub),
  });
  await app.register(sandboxPaymentPage, { cashier });
  await app.register(liveRoutes, {
    hub,
    accounts,
    tenants,
    authTimeoutMs: liveAuthTimeoutMs,
    staffMerchant: async (merchant, token) => {
      const tenant = await tenants.get(merchant);
      const user = tenant ? await staff.authenticate(token, tenant.id, false).catch(() => null) : null;
      const can = new Set(user?.permissions ?? []);
      const queues = new Set(
        (
          [
            ['deposits', 'deposits.read'],
            ['withdrawals', 'withdrawals.read'],
            ['manual-bonuses', 'rewards.read'],
            ['chat', 'chat.read'],
          ] as const
        )
          .filter(([, permission]) => can.has(permission))
          .map(([queue]) => queue),
      );
      return tenant && queues.size > 0 && !user!.passwordChangeRequired
        ? { merchantId: tenant.id, queues }
        : null;
    },
  });
  if (localAdminToken) {
    const operations = createOperations(db, {
      tenants,
      resetToDefaultPassword: (tenant, username) => accounts.resetToDefaultPassword(tenant, username),
      audit,
    });
    await app.register(localOpsRoutes, { operations, token: localAdminToken });
  }
  await app.register(staffSessionRoutes, { access: staff });
  await app.register(staffAdminRoutes, { admin: createStaffAdmin(db) });
  await app.register(backofficeRoutes, { outbox: createOutboxReader(db), cashier, withdrawals });
  await app.register(auditRoutes, { audit });
  // Members and cashier in the back office (issue 15 items 8 and 9, decision 0030).
  const membersAdmin = createMembersAdmin(db, { ledger, accounts, turnover });
  await app.register(membersAdminRoutes, { members: membersAdmin });
  await app.register(cashierAdminRoutes, {
    cashierAdmin: createCashierAdmin(db, { turnover, pendingAdjustments: membersAdmin.pendingAdjustments }),
  });
  await app.register(reportRoutes, {
    reports: createReports(db, { sessionIdleMinutes: authPolicy.sessionIdleMinutes }),
  });
  app.decorate('media', media);
  await app.register(mediaRoutes, { media });
  await app.register(brandRoutes, { brands, media });
  await app.register(settingsAdminRoutes, { settings: createSettingsAdmin(db, { tenants }) });
  await app.register(contentAdminRoutes, {
    content: createContentAdmin(db, { tenants }),
    footer: brands,
    media,
    preview: contentPreview,
    tenants,
  });
  await app.register(gamesAdminRoutes, { gamesAdmin });
  await app.register(lotteryAdminRoutes, {
    lotteryAdmin: createLotteryAdmin(db, { settlement, draws: lotteryDraws, catalog, gamesAdmin }),
  });
  await app.register(sportsAdminRoutes, {
    sportsAdmin: createSportsAdmin(createSportsbookHouseClient(app.vendors)),
  });
  await app.register(houseTablesAdminRoutes, {
    houseTables: createHouseTablesAdmin(createHouseTablesClient(app.vendors)),
  });
  // Promotions for members and their review (issue 16 item 2, decision 0038).
  const grants = createGrants(db, ledger);
  await app.register(promotionRoutes, {
    promotions: createPromotions(db, { grants, idGate: idGate('promotion') }),
  });
  // Points and the points mall, with the operator's side (issue 16 item 7, decision 0039).
  const points = createPoints(db, { ledger, grants, accounts });
  app.jobs.push(...pointsJobs(points));
  await app.register(pointsRoutes, { points });
  await app.register(pointsAdminRoutes, { points, media });
  // Rewards rule engine and missions (issue 16 items 1 and 5, decision 0040).
  // Live pushes of the rewards (a reward paid, a bonus issued) to the member's open pages.
  const publish: Publish = (customerId, event) => hub.publish(customerId, event);
  const missions = createMissions(db, { conditions: createConditions(db), grants, publish });
  await app.register(missionRoutes, { missions });
  await app.register(missionAdminRoutes, { missions });
  // Rescue fund and manual bonuses (issue 16, decision 0046).
  const issued = createIssuedRewards(db, {
    conditions: createConditions(db),
    grants,
    publish,
    publishStaff: (merchantId, event) => hub.publish(staffChannel(merchantId), event),
  });
  app.jobs.push(...issuedRewardJobs(issued));
  await app.register(issuedRewardRoutes, { issued });
  await app.register(issuedRewardAdminRoutes, { issued });
  // Newbie tasks and promo codes of the reward centre (issue 16, decision 0045).
  const newbie = createNewbieTasks(db, { conditions: createConditions(db), grants, publish });
  await app.register(newbieRoutes, { newbie });
  await app.register(newbieAdminRoutes, { newbie });
  const promoCodes = createPromoCodes(db, { conditions: createConditions(db), grants, publish });
  await app.register(promoCodeRoutes, { promoCodes });
  await app.register(promoCodeAdminRoutes, { promoCodes });
  // Tickets: golden eggs, red-envelope rain, prize wheels, cash vouchers, gift codes (issue 16 item 4,
  // decision 0047).
  const tickets = createTickets(db, { conditions: createConditions(db), grants, publish });
  registeredHooks.push((tenant, customerId) => tickets.onRegistered(tenant, customerId));
  await app.register(ticketRoutes, { tickets });
  await app.register(ticketAdminRoutes, { tickets });
  // The reward centre's sign-in and its menu counts (issue 16 item 3, decision 0042).
  const signIn = createSignIn(db, {
    conditions: createConditions(db),
    grants,
    publish,
    kinds: {
      MISSION: async (_tenant, member) => ({ enabled: true, count: (await missions.count(member)).count }),
      SAVIOR: (tenant, member) => issued.count(tenant, member, 'SAVIOR'),
      MANUAL: (tenant, member) => issued.count(tenant, member, 'MANUAL'),
      REGISTER: (tenant, member) => newbie.count(tenant, member),
      TICKET: (tenant, member) => tickets.count(tenant, member),
      RAFFLE: (tenant, member) => tickets.raffleCount(tenant, member),
    },
  });
  await app.register(signInRoutes, { signIn });
  await app.register(signInAdminRoutes, { signIn });
  // Manual rebate (issue 16 item 6, decision 0043).
  const rebate = createRebate(db, { conditions: createConditions(db), grants, publish });
  await app.register(rebateRoutes, { rebate });
  await app.register(rebateAdminRoutes, { rebate });
  await app.register(agentTeamRoutes, { team: agentTeam });
  await app.register(agentTeamAdminRoutes, { team: agentTeam });
  // The agent centre's reports (issue 17 item 2, decision 0055).
  await app.register(agentReportRoutes, {
    reports: createAgentReports(db, { sessionIdleMinutes: authPolicy.sessionIdleMinutes }),
  });
  // Agent rebates on settled bets, every 5 minutes from a persisted cursor (decisions 0055, 0058).
  const agentRebates = createAgentRebates(db, ledger);
  app.jobs.push(...agentRebateJobs(agentRebates));
  // Agent contracts and their settlement (issue 17 items 3-4, decision 0056).
  const agentContracts = {
    contracts: createAgentContracts(db),
    settlement: createContractSettlement(db, ledger),
  };
  await app.register(agentContractRoutes, agentContracts);
  await app.register(agentContractAdminRoutes, { ...agentContracts, rebates: agentRebates });
  app.jobs.push(...agentContractJobs(agentContracts.settlement));
  // Messages: inbox, outbox, compose to the downline or upline, the platform's messages (decision 0060).
  const messages = createMessages(db, { publish });
  await app.register(messageRoutes, { messages });
  await app.register(messageAdminRoutes, { messages });
  // Customer service and the built-in live chat (issue 18 item 6, decision 0066).
  const liveChat = createLiveChat(db, {
    publish,
    publishStaff: (merchantId, event) => hub.publish(staffChannel(merchantId), event),
    rankLevelOf,
    permissionsOfRole,
  });
  await app.register(customerServiceRoutes, { cs: customerService, chat: liveChat });
  await app.register(liveChatAdminRoutes, { chat: liveChat });
  // VIP ranks: levels, rank computation and its job, upgrade bonus, rank rewards, labels (decision 0062).
  const vip = createVip(db, {
    conditions: createConditions(db),
    grants,
    publish,
    staffLabels: (customerId) => membersAdmin.labelsOf(customerId),
  });
  memberLabels!.source = (merchantId, customerId, lang) => vip.labels(merchantId, customerId, lang);
  app.jobs.push(...vipJobs(vip));
  await app.register(vipRoutes, { vip });
  await app.register(vipAdminRoutes, { vip });
  // Invite friends: codes, friends, incomes, the program's settings and report (decision 0063).
  app.jobs.push(...referralJobs(referral));
  await app.register(referralRoutes, { referral });
  await app.register(referralAdminRoutes, { referral });
  // Feedback (decision 0064) and identity verification (decision 0065); staff answers reach the member
  // as platform messages.
  const feedback = createFeedback(db, {
    checkCaptcha: (captchaId, text) => accounts.checkCaptcha(captchaId, text),
    notify: platformNotice,
  });
  await app.register(feedbackRoutes, { feedback, captchaIdOf: (request) => request.cookies[CAPTCHA_COOKIE] });
  await app.register(feedbackAdminRoutes, { feedback });
  await app.register(kycRoutes, { kyc });
  await app.register(kycAdminRoutes, { kyc });
  // The back office's app under /admin (its own CSP and headers), before the player site's catch-all.
  await app.register(adminWebPlugin, {
    adminDist: config.adminDist ?? path.join(config.webDist, '../../admin/dist'),
    tenants,
  });
  await app.register(webPlugin, {
    webDist: config.webDist,
    publicDir: config.publicDir,
    tenants,
    firstBannerImage: (tenant, group) => firstBannerImage(db, tenant, group),
  });
  return app;
}
