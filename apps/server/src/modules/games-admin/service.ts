import { houseGameDeclared, type HouseGameNameCode } from '@portal/contract/house-games';
import { lotteryVendors } from '@portal/contract/constants';
import type { Db } from '../../db/client.ts';
import type { LocalizedText } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import type { GameCatalog } from '../games/service.ts';
import type { VendorRegistry } from '../games/vendors.ts';
import type { MediaStore } from '../media/service.ts';
import * as repo from './repository.ts';

type Message = Partial<LocalizedText>;
const walletModesOf = (v: {
  wallet_mode: 'seamless' | 'transfer';
  wallet_modes: ('seamless' | 'transfer')[] | null;
}) => (v.wallet_modes?.length ? v.wallet_modes : [v.wallet_mode]);

/** Only the languages with text: an empty message is no message. */
function cleanMessage(m: Message | null | undefined): Message | null {
  if (!m) return null;
  const kept = Object.fromEntries(
    Object.entries(m).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  );
  return Object.keys(kept).length ? (kept as Message) : null;
}

const isHouseGame = (code: string): code is HouseGameNameCode => Object.hasOwn(houseGameDeclared, code);

/**
 * The back office's games (issue 15 item 7, decision 0032): a merchant's vendors and games, the platform's
 * vendor credentials and wallet modes, the house games' settings. Every change drops the caches it affects
 * on this node; other nodes read the change within the caches' 5 s.
 */
export function createGamesAdmin(
  db: Db,
  deps: { catalog: GameCatalog; vendors: VendorRegistry; media: MediaStore },
) {
  // The vendor protocol asks for limits on every bet: read once per few seconds per merchant.
  const houseRows = ttlCache(5_000, (merchantId: number) => repo.houseSettings(db, merchantId));
  const vendorView = (r: Awaited<ReturnType<typeof repo.listVendors>>['rows'][number]) => ({
    code: r.code,
    name: r.name,
    names: r.name_i18n ?? null,
    gameType: r.game_type,
    enabled: r.enabled,
    isHot: r.is_hot,
    sort: r.sort,
    maintenance: r.maintenance,
    maintenanceMessage: r.maintenance_message ?? null,
    walletMode: r.wallet_mode,
    walletModes: walletModesOf(r),
    launchView: r.launch_view,
    // The lottery is the platform's own: always available; other vendors need a credential.
    available: r.has_credential || (lotteryVendors as readonly string[]).includes(r.code),
    games: Number(r.games),
  });
  const gameView = (r: Awaited<ReturnType<typeof repo.listGames>>['rows'][number]) => ({
    id: r.id,
    vendor: r.vendor_code,
    code: r.game_code,
    name: r.name,
    gameType: r.game_type,
    classify: r.classify,
    icon: r.icon,
    enabled: r.enabled,
    isHot: r.is_hot,
    sort: Number(r.sort),
    vendorEnabled: r.vendor_enabled,
  });

  async function vendorOf(merchantId: number, code: string) {
    const { rows } = await repo.listVendors(
      db,
      merchantId,
      { code },
      { limit: 1, offset: 0, column: 'v.code', direction: 'asc' },
    );
    if (!rows[0]) throw new AppError('not.found');
    return vendorView(rows[0]);
  }
  async function gameOf(merchantId: number, id: number) {
    const { rows } = await repo.listGames(
      db,
      merchantId,
      { id },
      { limit: 1, offset: 0, sort: 'id', direction: 'asc' },
    );
    if (!rows[0]) throw new AppError('not.found');
    return gameView(rows[0]);
  }
  async function credentialOf(code: string) {
    const c = await deps.vendors.credentialInfo(code);
    return {
      configured: c !== null,
      secret: c?.secret_set ? ('set' as const) : ('not set' as const),
      apiUrl: c?.api_url ?? null,
      launchUrl: c?.launch_url ?? null,
      altLaunchUrl: c?.alt_launch_url ?? null,
      updatedAt: c ? new Date(c.updated_at).toISOString() : null,
    };
  }

  return {
    async vendors(
      merchantId: number,
      f: Parameters<typeof repo.listVendors>[2],
      page: Parameters<typeof repo.listVendors>[3],
    ) {
      const { rows, total } = await repo.listVendors(db, merchantId, f, page);
      return { rows: rows.map(vendorView), total };
    },

    vendor: vendorOf,

    async updateVendor(
      merchantId: number,
      code: string,
      u: {
        enabled?: boolean;
        isHot?: boolean;
        sort?: number;
        maintenance?: boolean;
        maintenanceMessage?: Message | null;
      },
    ) {
      const before = await vendorOf(merchantId, code);
      const message = u.maintenanceMessage === undefined ? undefined : cleanMessage(u.maintenanceMessage);
      await repo.updateMerchantVendor(db, merchantId, code, {
        ...(u.enabled === undefined ? {} : { enabled: u.enabled }),
        ...(u.isHot === undefined ? {} : { is_hot: u.isHot }),
        ...(u.sort === undefined ? {} : { sort: u.sort }),
        ...(u.maintenance === undefined ? {} : { maintenance: u.maintenance }),
        ...(message === undefined
          ? {}
          : { maintenance_message: message === null ? null : JSON.stringify(message) }),
      });
      deps.catalog.invalidate(merchantId);
      return { before, after: await vendorOf(merchantId, code) };
    },

    async credential(merchantId: number, code: string) {
      await vendorOf(merchantId, code);
      return credentialOf(code);
    },

    /** Platform-wide: the caller checked the staff member's scope. */
    async saveCredential(
      merchantId: number,
      code: string,
      c: { secret?: string; apiUrl: string; launchUrl: string; altLaunchUrl?: string | null },
    ) {
      await vendorOf(merchantId, code);
      const before = await credentialOf(code);
      const saved = await deps.vendors.saveCredential({
        vendorCode: code,
        secret: c.secret,
        apiUrl: c.apiUrl,
        launchUrl: c.launchUrl,
        altLaunchUrl: c.altLaunchUrl ?? null,
      });
      if (!saved) throw new AppError('vendor.credential.secret.required');
      // Availability of the vendor's games changes in every merchant's catalog.
      deps.catalog.invalidate();
      return { before, after: await credentialOf(code) };
    },

    /** Platform-wide: switches within the modes the vendor supports, never while members hold money there. */
    async setWalletMode(merchantId: number, code: string, mode: 'seamless' | 'transfer') {
      await vendorOf(merchantId, code);
      const v = (await repo.findVendor(db, code))!;
      if (!walletModesOf(v).includes(mode)) throw new AppError('vendor.wallet.mode.unsupported');
      const before = { walletMode: v.wallet_mode };
      if (v.wallet_mode !== mode) {
        const use = await repo.vendorWalletUse(db, code);
        if (use.accountsHolding > 0 || use.pendingTransfers > 0)
          throw new AppError('vendor.wallet.mode.busy');
        await repo.setWalletMode(db, code, mode);
        deps.vendors.invalidate();
        deps.catalog.invalidate();
      }
      return { before, after: { walletMode: mode } };
    },

    async games(
      merchantId: number,
      f: Parameters<typeof repo.listGames>[2],
      page: Parameters<typeof repo.listGames>[3],
    ) {
      const { rows, total } = await repo.listGames(db, merchantId, f, page);
      return { rows: rows.map(gameView), total };
    },

    async updateGame(
      merchantId: number,
      id: number,
      u: { enabled?: boolean; isHot?: boolean; sort?: number; classify?: string; icon?: string },
    ) {
      const before = await gameOf(merchantId, id);
      await repo.upsertMerchantGame(db, merchantId, id, {
        ...(u.enabled === undefined ? {} : { enabled: u.enabled }),
        ...(u.isHot === undefined ? {} : { is_hot: u.isHot }),
        ...(u.sort === undefined ? {} : { sort: u.sort }),
        ...(u.classify === undefined ? {} : { game_classify: u.classify }),
        ...(u.icon === undefined ? {} : { icon: u.icon }),
      });
      deps.catalog.invalidate(merchantId);
      return { before, after: await gameOf(merchantId, id) };
    },

    async uploadIcon(merchantId: number, id: number, bytes: Buffer) {
      await gameOf(merchantId, id);
      const icon = await deps.media.put(merchantId, bytes);
      return this.updateGame(merchantId, id, { icon });
    },

    async categories(merchantId: number) {
      const rows = await repo.categories(db, merchantId);
      const byType = new Map<string, { code: string; games: number }[]>();
      for (const r of rows)
        byType.set(r.game_type, [
          ...(byType.get(r.game_type) ?? []),
          { code: r.classify, games: Number(r.n) },
        ]);
      return [...byType].map(([gameType, classifies]) => ({ gameType, classifies }));
    },

    async houseGames(merchantId: number) {
      const [settings, { rows }] = await Promise.all([
        repo.houseSettings(db, merchantId),
        repo.listGames(
          db,
          merchantId,
          { vendor: undefined },
          { limit: 500, offset: 0, sort: 'id', direction: 'asc' },
        ),
      ]);
      const byCode = new Map(settings.map((s) => [s.game_code, s]));
      return rows
        .filter((g) => isHouseGame(g.game_code))
        .map((g) => {
          const declared = houseGameDeclared[g.game_code as HouseGameNameCode];
          const s = byCode.get(g.game_code);
          const variants: readonly number[] = declared.rtpVariants;
          return {
            code: g.game_code,
            name: g.name.TW,
            rtpVariants: [...variants],
            rtp: s?.rtp_variant ?? variants[0] ?? 0,
            minBet: String(s?.min_bet ?? declared.minBet),
            maxBet: String(s?.max_bet ?? declared.maxBet),
            floorMinBet: String(declared.minBet),
            ceilingMaxBet: String(declared.maxBet),
          };
        });
    },

    async updateHouseGame(
      merchantId: number,
      code: string,
      u: { rtp?: number; minBet?: string; maxBet?: string },
    ) {
      if (!isHouseGame(code)) throw new AppError('not.found');
      const list = await this.houseGames(merchantId);
      const before = list.find((g) => g.code === code);
      if (!before) throw new AppError('not.found');
      const declared = houseGameDeclared[code];
      const variants: readonly number[] = declared.rtpVariants;
      const min = BigInt(u.minBet ?? before.minBet);
      const max = BigInt(u.maxBet ?? before.maxBet);
      if (
        (u.rtp !== undefined && !variants.includes(u.rtp)) ||
        min < declared.minBet ||
        max > declared.maxBet ||
        min > max
      )
        throw new AppError('house.setting.invalid');
      await repo.upsertHouseSetting(db, merchantId, code, {
        ...(u.rtp === undefined ? {} : { rtp_variant: u.rtp }),
        min_bet: min,
        max_bet: max,
      });
      houseRows.invalidate(merchantId);
      const after = (await this.houseGames(merchantId)).find((g) => g.code === code)!;
      return { before, after };
    },

    /** The stake limits of a house game for a merchant, in minor units (the vendor protocol enforces them). */
    async houseLimits(merchantId: number, code: string): Promise<{ min: bigint; max: bigint } | null> {
      if (!isHouseGame(code)) return null;
      const s = (await houseRows.get(merchantId)).find((r) => r.game_code === code);
      return s
        ? {
            min: s.min_bet ?? houseGameDeclared[code].minBet,
            max: s.max_bet ?? houseGameDeclared[code].maxBet,
          }
        : null;
    },

    /**
     * The RTP variant (percent) a merchant plays of a house game: its choice, else the declared default.
     * Sent as stored, even if no longer declared: the house side refuses it rather than play another.
     */
    async houseRtp(merchantId: number, code: string): Promise<number | null> {
      if (!isHouseGame(code)) return null;
      const s = (await houseRows.get(merchantId)).find((r) => r.game_code === code);
      const variants: readonly number[] = houseGameDeclared[code].rtpVariants;
      return s?.rtp_variant ?? variants[0] ?? null;
    },
  };
}
export type GamesAdmin = ReturnType<typeof createGamesAdmin>;
