import {
  SPORT_IDS,
  type SportsSettingGroup,
  type SportsSettings,
  sportsSettings,
  type SportsSettingsUpdate,
} from '@portal/contract/sports-operator';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { HouseError } from '../../lib/errors.ts';
import { defaultTuning } from '../../tuning.ts';
import { defaultSportsConfig } from './config.ts';
import * as repo from './repository.ts';

/** How long a process keeps the settings it read: a change applies everywhere within this (decision 0072). */
export const SETTINGS_TTL_MS = defaultTuning.sportsSettingsTtlMs;

/** Today's static values (config.ts) as operator settings: what migration 0005 writes. */
export function defaultSportsSettings(): SportsSettings {
  const c = defaultSportsConfig;
  const byKind: Record<string, { min: number; max: number }> = {};
  for (const [kind, range] of Object.entries(c.stakeMajor.byKind)) if (range) byKind[kind] = { ...range };
  return {
    margins: Object.fromEntries(SPORT_IDS.map((s) => [s, c.pricing.margin])) as SportsSettings['margins'],
    stakes: { default: { ...c.stakeMajor.default }, byKind },
    payout: { maxMajor: c.maxPayoutMajor },
    schedules: Object.fromEntries(
      SPORT_IDS.map((s) => [s, { paused: false }]),
    ) as SportsSettings['schedules'],
  };
}

/** A stake range of a market kind: its own, else the default. */
export const stakeLimitOf = (s: SportsSettings, kind: string) => s.stakes.byKind[kind] ?? s.stakes.default;

/**
 * The sportsbook's operator settings, one row per group in the house database, read through a cache of
 * `ttlMs` so every house process on the database applies a change without a restart.
 */
export function createSportsSettings(db: Db, opts: { ttlMs?: number } = {}) {
  const ttlMs = opts.ttlMs ?? SETTINGS_TTL_MS;
  let cached: { at: number; value: SportsSettings } | null = null;

  async function load(): Promise<SportsSettings> {
    const rows = await repo.settingRows(db);
    const value: Record<string, unknown> = { ...defaultSportsSettings() };
    for (const r of rows) value[r.setting_group] = r.value;
    // A row that no longer reads (edited by hand) falls back to the defaults rather than stopping bets.
    const parsed = sportsSettings.safeParse(value);
    return parsed.success ? parsed.data : defaultSportsSettings();
  }

  return {
    async current(): Promise<SportsSettings> {
      const now = clock.nowMs();
      if (cached && now - cached.at < ttlMs) return cached.value;
      const value = await load();
      cached = { at: now, value };
      return value;
    },

    /** Writes whole groups; bounds are checked on the merged result. Answers the settings before and after. */
    async update(change: SportsSettingsUpdate) {
      const before = await load();
      const merged = sportsSettings.safeParse({ ...before, ...change });
      if (!merged.success) throw new HouseError('sports.settings.invalid');
      const after = merged.data;
      const groups = Object.keys(change) as SportsSettingGroup[];
      await repo.saveSettings(
        db,
        groups.map((g) => ({ group: g, value: after[g] })),
        clock.now(),
      );
      cached = { at: clock.nowMs(), value: after };
      return { before, after };
    },
  };
}
export type SportsSettingsService = ReturnType<typeof createSportsSettings>;
