import { z } from 'zod';
import { pageQuery } from './backoffice.ts';

/**
 * Back office: games and vendors (issue 15 item 7) and the lottery (item 10), decision 0032. Money is in
 * integer minor units as decimal strings; a vendor secret never leaves the server (only whether one is set).
 */
const langText = z.string().trim().max(500);
/** A text per language; an empty or missing language falls back to TW, then to any written one. */
export const boLocalizedMessage = z.object({
  TW: langText.optional(),
  EN: langText.optional(),
  VI: langText.optional(),
});
const minor = z.string().regex(/^\d{1,18}$/);
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const walletMode = z.enum(['seamless', 'transfer']);
const code = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/);

export const boVendorParams = z.object({ code });
export const boVendorQuery = pageQuery.extend({
  gameType: z.string().trim().max(20).optional(),
  enabled: flag.optional(),
  maintenance: flag.optional(),
});
export const boVendorRow = z.object({
  code: z.string(),
  name: z.string(),
  /** The vendor's name in each language (the player site's); null: `name` everywhere. */
  names: z.object({ TW: z.string(), EN: z.string().optional(), VI: z.string().optional() }).nullable(),
  gameType: z.string(),
  enabled: z.boolean(),
  isHot: z.boolean(),
  sort: z.number().int(),
  maintenance: z.boolean(),
  maintenanceMessage: boLocalizedMessage.nullable(),
  walletMode,
  /** The wallet modes the vendor supports; the mode can be switched within them. */
  walletModes: z.array(walletMode),
  launchView: z.enum(['game', 'seamless']),
  /** A vendor without a credential is "coming soon" to players (decision 0009). */
  available: z.boolean(),
  games: z.number().int(),
});
export const boVendorUpdate = z
  .object({
    enabled: z.boolean().optional(),
    isHot: z.boolean().optional(),
    sort: z.number().int().min(-100_000).max(100_000).optional(),
    maintenance: z.boolean().optional(),
    maintenanceMessage: boLocalizedMessage.nullable().optional(),
  })
  .strict();
export const boCredential = z.object({
  configured: z.boolean(),
  /** Whether a secret is stored: the secret itself is never sent back. */
  secret: z.enum(['set', 'not set']),
  apiUrl: z.string().nullable(),
  launchUrl: z.string().nullable(),
  altLaunchUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
const address = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/\S+$/);
export const boCredentialUpdate = z
  .object({
    /** Leave out to keep the stored secret; required when the vendor has none yet. */
    secret: z.string().min(8).max(500).optional(),
    apiUrl: address,
    launchUrl: address,
    altLaunchUrl: address.nullable().optional(),
  })
  .strict();
export const boWalletModeUpdate = z.object({ walletMode }).strict();

export const boGameParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const boGameQuery = pageQuery.extend({
  vendor: z.string().trim().max(40).optional(),
  gameType: z.string().trim().max(20).optional(),
  classify: z.string().trim().max(40).optional(),
  enabled: flag.optional(),
  hot: flag.optional(),
  name: z.string().trim().max(100).optional(),
});
export const boGameRow = z.object({
  id: z.number().int(),
  vendor: z.string(),
  code: z.string(),
  name: z.object({ TW: z.string(), EN: z.string().optional(), VI: z.string().optional() }),
  gameType: z.string(),
  classify: z.string(),
  icon: z.string(),
  enabled: z.boolean(),
  isHot: z.boolean(),
  sort: z.number().int(),
  vendorEnabled: z.boolean(),
});
export const boGameUpdate = z
  .object({
    enabled: z.boolean().optional(),
    isHot: z.boolean().optional(),
    sort: z.number().int().min(-100_000).max(100_000).optional(),
    classify: z.string().trim().min(1).max(40).optional(),
  })
  .strict();
export const boCategories = z.array(
  z.object({
    gameType: z.string(),
    classifies: z.array(z.object({ code: z.string(), games: z.number().int() })),
  }),
);

export const boHouseParams = z.object({ code });
export const boHouseGame = z.object({
  code: z.string(),
  name: z.string(),
  /** The RTP variants the game declares, in percent (the first is the default). */
  rtpVariants: z.array(z.number()),
  rtp: z.number(),
  minBet: minor,
  maxBet: minor,
  /** The engine's own limits: the chosen limits stay within them. */
  floorMinBet: minor,
  ceilingMaxBet: minor,
});
export const boHouseUpdate = z
  .object({ rtp: z.number().min(0).max(100).optional(), minBet: minor.optional(), maxBet: minor.optional() })
  .strict();

export const boLotteryGameParams = z.object({ code });
export const boLotteryGame = z.object({
  code: z.string(),
  name: z.string(),
  vendor: z.string(),
  schedule: z.object({
    kind: z.enum(['interval', 'daily']),
    minutes: z.number().int().nullable(),
    time: z.string().nullable(),
    timeZone: z.string(),
  }),
  lockSeconds: z.number().int(),
  /** Offered to this merchant's players (menus and orders). */
  enabled: z.boolean(),
  /** Platform-wide: the draw loop makes no new draws while paused. */
  paused: z.boolean(),
  next: z.object({ numero: z.string(), closeAt: z.string(), drawAt: z.string() }).nullable(),
});
export const boLotteryGameUpdate = z
  .object({ enabled: z.boolean().optional(), paused: z.boolean().optional() })
  .strict();
export const boDrawStatus = z.enum(['OPEN', 'DRAWING', 'SETTLED', 'VOID']);
export const boDrawQuery = pageQuery.extend({
  gameCode: z.string().trim().max(40).optional(),
  status: boDrawStatus.optional(),
  numero: z.string().trim().max(40).optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});
export const boDrawParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });
export const boDrawRow = z.object({
  id: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  status: boDrawStatus,
  openAt: z.string(),
  closeAt: z.string(),
  drawAt: z.string(),
  commitHash: z.string(),
  /** Revealed once the draw is drawn or voided; null before. */
  serverSeed: z.string().nullable(),
  winNo: z.string().nullable(),
  result: z.unknown(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  /** This merchant's orders of the draw. */
  orders: z.number().int(),
  stake: minor,
  payout: minor,
});
export const boVoidDraw = z
  .object({
    /** The draw's numero typed again: a confirmation that names the draw. */
    numero: z.string().trim().min(1).max(40),
    reason: z.string().trim().min(1).max(500),
  })
  .strict();
export const boVoidResult = z.object({
  drawId: z.string(),
  status: boDrawStatus,
  refunded: z.number().int(),
});
export const boExposureRow = z.object({
  drawId: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  closeAt: z.string(),
  drawAt: z.string(),
  orders: z.number().int(),
  stake: minor,
  /** The most the draw can pay this merchant's orders: every bet of every order wins its top prize. */
  worstPayout: minor,
});
