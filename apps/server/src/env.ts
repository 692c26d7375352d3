import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The only place that reads process.env. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  trustedProxies: string[];
  logLevel: string;
  webDist: string;
  /** The back office's build (apps/admin/dist), served under /admin. */
  adminDist?: string;
  publicDir: string;
  /** The repository's root (other services of the repository are started from it). */
  repoRoot: string;
  adminPassword: string | undefined;
  houseVendorSecret: string | undefined;
  /** The house vendor's server-to-server address; unset: the platform starts it itself on `housePort`. */
  houseGamesUrl: string | undefined;
  housePort: number;
  /** Where browsers reach the house vendor's pages; `{host}` stands for the host name the portal was reached by. */
  housePublicUrl: string;
  /** PostgreSQL for the house vendor's own data; unset: embedded in `dataDir/house`. */
  houseDatabaseUrl: string | undefined;
  nodeEnv: string;
  /** `outbox` (messages stored for the operator and tests) or `http` (a real gateway). */
  smsProvider: 'outbox' | 'http';
  smsHttpUrl: string | undefined;
  smsHttpSecret: string | undefined;
  smsSignature: string;
  /** SMTP server for mail (`smtp://user:pass@host:port`); unset keeps mail in the mail outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Social login credentials; a provider without them is not offered. */
  googleClientId: string | undefined;
  googleClientSecret: string | undefined;
  facebookAppId: string | undefined;
  facebookAppSecret: string | undefined;
  /** Geetest v4 human verification instead of the image captcha, when both are set. */
  geetestId: string | undefined;
  geetestKey: string | undefined;
  /** The Geetest v4 widget script the web app loads (Geetest's own unless a mirror or a test stand-in). */
  geetestScriptUrl: string;
  /** Geetest's validate call the server checks a widget result with. */
  geetestValidateUrl: string;
}

/** A configuration the server cannot work with; main.ts prints the message and exits. */
export class ConfigError extends Error {}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const list = (v: string | undefined) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const port = Number(env.PORT ?? 8080);
  const geetestId = env.GEETEST_ID || undefined;
  const geetestKey = env.GEETEST_KEY || undefined;
  // Half a Geetest configuration would silently keep the image captcha: refused at start instead.
  if (Boolean(geetestId) !== Boolean(geetestKey))
    throw new ConfigError(
      'GEETEST_ID and GEETEST_KEY must be set together (Geetest v4 needs both), or neither.',
    );
  const url = (name: string, fallback: string) => {
    const value = env[name] || fallback;
    if (!/^https?:\/\/[^/?#]+/i.test(value))
      throw new ConfigError(`${name} must be an http(s) URL, not "${value}".`);
    return value;
  };
  const housePort = Number(env.HOUSE_PORT ?? port + 10);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    // `npm start` runs in apps/server; npm names the folder it was started from in INIT_CWD.
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.resolve(env.INIT_CWD ?? process.cwd(), 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    trustedProxies: list(env.TRUSTED_PROXIES),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: path.resolve(env.WEB_DIST ?? path.join(serverRoot, '../web/dist')),
    adminDist: path.resolve(env.ADMIN_DIST ?? path.join(serverRoot, '../admin/dist')),
    publicDir: path.join(serverRoot, 'public'),
    repoRoot: path.resolve(serverRoot, '../..'),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    houseVendorSecret: env.HOUSE_VENDOR_SECRET || undefined,
    houseGamesUrl: env.HOUSE_GAMES_URL || undefined,
    housePort,
    housePublicUrl: env.HOUSE_PUBLIC_URL || `http://{host}:${housePort}`,
    houseDatabaseUrl: env.HOUSE_DATABASE_URL || undefined,
    nodeEnv: env.NODE_ENV ?? 'development',
    smsProvider: env.SMS_PROVIDER === 'http' ? 'http' : 'outbox',
    smsHttpUrl: env.SMS_HTTP_URL || undefined,
    smsHttpSecret: env.SMS_HTTP_SECRET || undefined,
    smsSignature: env.SMS_SIGNATURE ?? '',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Portal <no-reply@localhost>',
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleClientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
    facebookAppId: env.FACEBOOK_APP_ID || undefined,
    facebookAppSecret: env.FACEBOOK_APP_SECRET || undefined,
    geetestId,
    geetestKey,
    geetestScriptUrl: url('GEETEST_SCRIPT_URL', 'https://static.geetest.com/v4/gt4.js'),
    geetestValidateUrl: url('GEETEST_VALIDATE_URL', 'https://gcaptcha4.geetest.com/validate'),
  };
}
