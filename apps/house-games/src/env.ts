import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The only place that reads process.env (the platform starts this process with these variables). */
export interface HouseConfig {
  port: number;
  host: string;
  /** The platform's server-to-server address (vendor wallet protocol). */
  platformUrl: string;
  /** Signs every protocol call and checks the platform's transfer calls. */
  vendorSecret: string;
  /** Embedded database folder (`memory://` for a throwaway one). */
  dataDir: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl: string | undefined;
  logLevel: string;
  /** CSP `frame-ancestors` sources allowed to frame the game pages ('self' is always added). */
  portalOrigins: string[];
  /** The built game pages (`npm run build -w apps/house-games`). */
  webDist: string;
  /**
   * The sportsbook's schedules run this many times faster (1: a football round every 3 minutes). For
   * demonstrations and the browser tests, which watch events settle without waiting minutes.
   */
  sportsPace: number;
  /** HOUSE_TABLES_BETTING_MS: every casino table's betting window (ms), over the operator's settings. */
  tablesBettingMs: number | undefined;
}

export class ConfigError extends Error {}

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): HouseConfig {
  const vendorSecret = env.HOUSE_VENDOR_SECRET;
  if (!vendorSecret)
    throw new ConfigError(
      'HOUSE_VENDOR_SECRET is not set: the house vendor signs its wallet calls with the secret the platform holds for it (npm start passes it on).',
    );
  const list = (v: string | undefined) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const origins = list(env.PORTAL_ORIGINS);
  const sportsPace = Number(env.HOUSE_SPORTS_PACE ?? 1);
  if (!Number.isInteger(sportsPace) || sportsPace < 1 || sportsPace > 60)
    throw new ConfigError('HOUSE_SPORTS_PACE must be a whole number from 1 to 60.');
  const tablesBettingMs = env.HOUSE_TABLES_BETTING_MS ? Number(env.HOUSE_TABLES_BETTING_MS) : undefined;
  if (
    tablesBettingMs !== undefined &&
    (!Number.isInteger(tablesBettingMs) || tablesBettingMs < 1_000 || tablesBettingMs > 60_000)
  )
    throw new ConfigError(
      'HOUSE_TABLES_BETTING_MS must be a whole number of milliseconds from 1000 to 60000.',
    );
  return {
    port: Number(env.PORT ?? 8090),
    host: env.HOST ?? '0.0.0.0',
    platformUrl: (env.PLATFORM_URL || 'http://127.0.0.1:8080').replace(/\/$/, ''),
    vendorSecret,
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.resolve('data/house'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    // Any portal host may frame the games by default: the portal's own CSP decides what it frames.
    portalOrigins: origins.length > 0 ? origins : ['http://*:*', 'https://*:*'],
    webDist: path.resolve(env.HOUSE_WEB_DIST ?? path.join(appRoot, 'dist')),
    sportsPace,
    tablesBettingMs,
  };
}
