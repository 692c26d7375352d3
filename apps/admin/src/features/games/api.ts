import { getMerchant, getToken } from '../../lib/session';
import { ApiError, errorMessage } from '../../lib/api';

/** Answers of /bo/v1/games (packages/contract/src/backoffice-games.ts). */
export interface LocalizedMessage {
  TW?: string;
  EN?: string;
  VI?: string;
}
export type WalletMode = 'seamless' | 'transfer';
export interface VendorRow {
  code: string;
  name: string;
  /** The name players see in each language; null: `name` everywhere. */
  names: { TW: string; EN?: string; VI?: string } | null;
  gameType: string;
  enabled: boolean;
  isHot: boolean;
  sort: number;
  maintenance: boolean;
  maintenanceMessage: LocalizedMessage | null;
  walletMode: WalletMode;
  walletModes: WalletMode[];
  launchView: 'game' | 'seamless';
  available: boolean;
  games: number;
}
export interface Credential {
  configured: boolean;
  secret: 'set' | 'not set';
  apiUrl: string | null;
  launchUrl: string | null;
  altLaunchUrl: string | null;
  updatedAt: string | null;
}
export interface GameRow {
  id: number;
  vendor: string;
  code: string;
  name: { TW: string; EN?: string; VI?: string };
  gameType: string;
  classify: string;
  icon: string;
  enabled: boolean;
  isHot: boolean;
  sort: number;
  vendorEnabled: boolean;
}
export interface HouseGame {
  code: string;
  name: string;
  rtpVariants: number[];
  rtp: number;
  minBet: string;
  maxBet: string;
  floorMinBet: string;
  ceilingMaxBet: string;
}

/** Uploads a game's icon (multipart `image`); the answer is the game row with its new icon. */
export async function uploadIcon(gameId: number, file: File): Promise<GameRow> {
  const form = new FormData();
  form.append('image', file);
  const headers: Record<string, string> = { Merchant: getMerchant() };
  const token = getToken();
  if (token) headers.Authorization = token;
  const res = await fetch(`/bo/v1/games/games/${gameId}/icon`, { method: 'POST', headers, body: form });
  const payload = (await res.json().catch(() => ({}))) as {
    success?: boolean;
    value?: GameRow;
    errorCode?: string;
    message?: string;
  };
  if (payload.success && payload.value) return payload.value;
  const code = payload.errorCode ?? 'internal.error';
  throw new ApiError(code, errorMessage(code, payload.message), res.status);
}

/** A vendor's name in the staff member's language, as players see it; `name` where none is set. */
export const vendorName = (v: Pick<VendorRow, 'name' | 'names'>, lang: 'TW' | 'EN' | 'VI') =>
  v.names?.[lang] || v.names?.TW || v.name;
