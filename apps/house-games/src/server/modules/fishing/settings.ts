import { fishingSettings, type FishingSettings } from '../../../shared/fishing-api.ts';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { HouseError } from '../../lib/errors.ts';
import type { BetLimits } from '../rounds/limits.ts';
import * as repo from './repository.ts';

/** The engine's bullet range (limits.ts: 0.10 to 100) and fishing open: what a database without a row plays. */
export const defaultFishingSettings: FishingSettings = { enabled: true, bulletMin: 0.1, bulletMax: 100 };

const SETTINGS_TTL_MS = 2_000;

/** Hundredths of a two-decimal amount in a currency of `decimals`: up for a minimum, down for a maximum. */
function scaled(major: number, decimals: number, up: boolean): bigint {
  const hundredths = BigInt(Math.round(major * 100));
  if (decimals >= 2) return hundredths * 10n ** BigInt(decimals - 2);
  const div = 10n ** BigInt(2 - decimals);
  return up ? (hundredths + div - 1n) / div : hundredths / div;
}

/**
 * The bullets a session may fire: its limits (the engine's within the merchant's) narrowed to the operator's
 * range; null when nothing is left. The chips are the session's within the range, with its ends.
 */
export function bulletRange(limits: BetLimits, s: FishingSettings, decimals: number): BetLimits | null {
  const opMin = scaled(s.bulletMin, decimals, true);
  const opMax = scaled(s.bulletMax, decimals, false);
  const minBet = limits.minBet > opMin ? limits.minBet : opMin;
  const maxBet = limits.maxBet < opMax ? limits.maxBet : opMax;
  if (minBet > maxBet) return null;
  const chips = new Set(limits.chips.filter((c) => c >= minBet && c <= maxBet));
  chips.add(minBet);
  chips.add(maxBet);
  return { minBet, maxBet, chips: [...chips].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) };
}

/** The operator's fishing settings (`/operator/v1/fishing`), read through a short cache by every process. */
export function createFishingSettings(db: Db) {
  let cached: { at: number; value: FishingSettings } | null = null;
  async function load(): Promise<FishingSettings> {
    const row = await repo.settingsRow(db);
    const parsed = fishingSettings.safeParse(row?.value);
    return parsed.success ? parsed.data : defaultFishingSettings;
  }
  return {
    async current(): Promise<FishingSettings> {
      if (cached && clock.nowMs() - cached.at < SETTINGS_TTL_MS) return cached.value;
      const value = await load();
      cached = { at: clock.nowMs(), value };
      return value;
    },
    /** Answers the settings before and after (the back office's audit log). */
    async update(change: unknown): Promise<{ before: FishingSettings; after: FishingSettings }> {
      const parsed = fishingSettings.safeParse(change);
      if (!parsed.success) throw new HouseError('request.invalid');
      const before = await load();
      await repo.saveSettings(db, parsed.data, clock.now());
      cached = { at: clock.nowMs(), value: parsed.data };
      return { before, after: parsed.data };
    },
  };
}
export type FishingSettingsService = ReturnType<typeof createFishingSettings>;
