import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Config } from './env.ts';
import type { Db } from './db/client.ts';
import docs from './plugins/docs.ts';
import errors, { frameworkError } from './plugins/errors.ts';
import securityHeaders, { listeningHosts } from './plugins/security-headers.ts';
import tenant, { tenantPrefixes } from './plugins/tenant.ts';
import { webPlugin } from './plugins/web.ts';
import { createTenantService, type TenantService } from './modules/merchants/service.ts';
import { createGameCatalog, type GameCatalog } from './modules/games/service.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { gameRoutes } from './modules/games/routes.ts';
import { announcementRoutes } from './modules/announcements/routes.ts';
import { firstBannerImage } from './modules/announcements/service.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { createAccountService } from './modules/accounts/service.ts';
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
import { walletRoutes } from './modules/wallet/routes.ts';
import { sandboxPaymentPage } from './modules/wallet/sandbox-page.ts';
import { createLiveHub, type LiveHub } from './lib/live-hub.ts';
import { createRedisLiveHub } from './lib/live-hub-redis.ts';
import { closeStrayUpgrades, liveRoutes } from './modules/wallet/live-routes.ts';
import { walletJobs } from './modules/wallet/jobs.ts';
import type { Job } from './jobs/runner.ts';
import { createProfitLoss } from './modules/wallet/profit-loss.ts';
import { createUplineTransfers } from './modules/wallet/upline.ts';
import { createWithdrawals } from './modules/wallet/withdrawals.ts';
import { createWalletService } from './modules/wallet/service.ts';
import { createStaffAuth } from './modules/accounts/staff.ts';
import { backofficeRoutes } from './modules/backoffice/routes.ts';
import { createOutboxReader } from './modules/backoffice/service.ts';
import { httpSmsProvider, outboxSmsProvider } from './lib/sms.ts';
import { createRegistration } from './modules/accounts/registration.ts';
import { registrationRoutes } from './modules/accounts/registration-routes.ts';
import { createProfile } from './modules/accounts/profile.ts';
import { profileRoutes } from './modules/accounts/profile-routes.ts';
import { createSmsCodes } from './modules/accounts/sms-codes.ts';
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
import { createOperations } from './modules/merchants/operations.ts';
import { localOpsRoutes } from './modules/merchants/local-routes.ts';

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
  const accounts = createAccountService(db, {
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
  const staff = createStaffAuth(db, accounts);
  // Several nodes relay live pushes through Redis; one process needs no broker.
  const hub = config.redisUrl
    ? createRedisLiveHub({ url: config.redisUrl, log: app.log, channelPrefix: liveChannelPrefix })
    : createLiveHub();
  app.decorate('live', hub);
  app.addHook('onClose', () => hub.close());
  const cashier = createCashier(db, ledger, hub);
  const oauth = createOAuth(db, accounts, oauthProviders ?? configuredOAuthProviders(config));
  const registration = createRegistration(db, {
    oauth,
    accounts,
    smsCodes: createSmsCodes(db, sms),
    mailer,
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

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  await app.register(systemRoutes, { db });
  await app.register(gameRoutes, { catalog });
  app.decorate('vendors', vendors);
  await app.register(playerGameRoutes, {
    launcher: createGameLauncher(db, vendors),
    playerGames: createPlayerGames(db, catalog, vendors),
    jackpot: createJackpotReader(vendors),
  });
  await app.register(vendorProtocolRoutes, { protocol: createVendorProtocol(db, ledger, vendors) });
  await app.register(announcementRoutes, { db });
  await app.register(accountRoutes, { accounts, registration, geetest });
  await app.register(registrationRoutes, { registration });
  await app.register(oauthRoutes, { oauth, tenants });
  await app.register(profileRoutes, { profile: createProfile(db) });
  const turnover = createTurnover(db);
  const withdrawals = createWithdrawals(db, ledger, accounts, turnover, hub);
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
  app.decorate('lotteryDraws', createDraws(db, settlement));
  await app.register(lotteryRoutes, {
    lobby: createLotteryLobby(db, catalog),
    orders: createLotteryOrders(db, ledger, settlement, hub),
  });
  await app.register(sandboxPaymentPage, { cashier });
  await app.register(liveRoutes, { hub, accounts, tenants, authTimeoutMs: liveAuthTimeoutMs });
  if (localAdminToken) {
    const operations = createOperations(db, {
      tenants,
      resetToDefaultPassword: (tenant, username) => accounts.resetToDefaultPassword(tenant, username),
    });
    await app.register(localOpsRoutes, { operations, token: localAdminToken });
  }
  await app.register(backofficeRoutes, { staff, outbox: createOutboxReader(db), cashier, withdrawals });
  await app.register(webPlugin, {
    webDist: config.webDist,
    publicDir: config.publicDir,
    tenants,
    firstBannerImage: (tenant, group) => firstBannerImage(db, tenant, group),
  });
  return app;
}
