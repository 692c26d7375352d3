import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import { CREDENTIAL_KEY_NAME, newSecretKey, openCredential, sealCredential } from '../../lib/secret-box.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import * as repo from './vendor-repository.ts';

/** The key vendor secrets are encrypted under (AES-256-GCM, `platform_secret`; migration 0031). */
export const credentialKey = (db: Db) => repo.platformSecret(db, CREDENTIAL_KEY_NAME, newSecretKey);

/** The in-house vendor (seamless wallet) and its transfer-wallet twin (decision 0009). */
export const HOUSE_VENDOR = 'HOUSE';
export const HOUSE_TRANSFER_VENDOR = 'HOUSEX';
/** The house sportsbook's lobbies, one seamless vendor per category (decision 0071). */
export const houseSportsbookVendors = ['HOUSESB', 'HOUSEES', 'HOUSECF'] as const;
/** The house's casino tables, card rooms and fishing (issue 20, decision 0075), seamless like HOUSE. */
export const houseTableVendors = ['HOUSELC', 'HOUSEPK', 'HOUSEFH'] as const;
/** Every vendor the house server plays: all take the house credentials. */
export const houseVendors = [
  HOUSE_VENDOR,
  HOUSE_TRANSFER_VENDOR,
  ...houseSportsbookVendors,
  ...houseTableVendors,
] as const;

export interface VendorCredential {
  secret: string;
  /** Server-to-server base address. */
  apiUrl: string;
  /** Launch address template: `{host}` is the portal's host name, the game page follows. */
  launchUrl: string;
  /** The vendor's alternate launch address (another domain or CDN), same form; sent as `game_url2`. */
  altLaunchUrl: string | null;
}

export interface VendorInfo {
  code: string;
  name: string;
  walletMode: 'seamless' | 'transfer';
  launchView: 'game' | 'seamless';
  accountTypeId: number | null;
  /** Null: the deployment has not configured this vendor, so it is unavailable. */
  credential: VendorCredential | null;
}

/** Vendors as the platform reaches them; read from the database, kept for 5 s like the catalog. */
export function createVendorRegistry(db: Db) {
  // The key never changes once made: read once per process, not at every reload.
  let keyOnce: Promise<string> | undefined;
  const key = () =>
    (keyOnce ??= credentialKey(db).catch((error: unknown) => {
      keyOnce = undefined;
      throw error;
    }));
  const all = ttlCache(5_000, async (_: 'all') => {
    const [rows, sealKey] = await Promise.all([repo.listVendorsWithCredentials(db), key()]);
    return new Map(
      rows.map((r): [string, VendorInfo] => [
        r.code,
        {
          code: r.code,
          name: r.name,
          walletMode: r.wallet_mode,
          launchView: r.launch_view,
          accountTypeId: r.account_type_id,
          credential:
            r.secret && r.api_url && r.launch_url
              ? {
                  secret: openCredential(sealKey, r.code, r.secret),
                  apiUrl: r.api_url,
                  launchUrl: r.launch_url,
                  altLaunchUrl: r.alt_launch_url,
                }
              : null,
        },
      ]),
    );
  });
  return {
    get: async (code: string): Promise<VendorInfo | undefined> => (await all.get('all')).get(code),
    list: async (): Promise<VendorInfo[]> => [...(await all.get('all')).values()],
    /** The loaded registry without waiting (hot paths); undefined before the first load. */
    peek: () => all.peek('all')?.value,
    invalidate: () => all.invalidate(),
    /**
     * Stores a vendor's credential, its secret encrypted; without `secret` the stored one is kept (the back
     * office never sees it, so it can change the addresses without retyping it). False when a new credential
     * comes without a secret.
     */
    async saveCredential(c: {
      vendorCode: string;
      secret?: string;
      apiUrl: string;
      launchUrl: string;
      altLaunchUrl: string | null;
    }): Promise<boolean> {
      const sealed = c.secret === undefined ? undefined : sealCredential(await key(), c.vendorCode, c.secret);
      const saved = await repo.saveCredential(db, { ...c, secret: sealed });
      all.invalidate();
      return saved;
    },
    /** The stored credential's addresses and whether a secret is set (never the secret itself). */
    credentialInfo: (vendorCode: string) => repo.credentialInfo(db, vendorCode),
  };
}
export type VendorRegistry = ReturnType<typeof createVendorRegistry>;

/**
 * The house vendors' credentials come from the configuration at every start: the signing secret is
 * HOUSE_VENDOR_SECRET, or one generated at first start and kept in the database.
 */
export async function configureHouseVendors(
  db: Db,
  config: Pick<Config, 'houseVendorSecret' | 'houseGamesUrl' | 'housePort' | 'housePublicUrl'>,
): Promise<{ secret: string; apiUrl: string }> {
  const secret =
    config.houseVendorSecret ??
    (await repo.platformSecret(db, 'house-vendor-secret', () => randomBytes(32).toString('hex')));
  const apiUrl = (config.houseGamesUrl ?? `http://127.0.0.1:${config.housePort}`).replace(/\/$/, '');
  for (const vendorCode of houseVendors) {
    if (await repo.vendorExists(db, vendorCode))
      await repo.upsertCredential(db, {
        vendorCode,
        secret: sealCredential(await credentialKey(db), vendorCode, secret),
        apiUrl,
        launchUrl: config.housePublicUrl.replace(/\/$/, ''),
      });
  }
  return { secret, apiUrl };
}

/** The origin a launch address template resolves to for a request's host name. */
export function launchBase(template: string, host: string): string {
  return template.replaceAll('{host}', host);
}
