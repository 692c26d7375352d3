import { toMajor } from '@portal/contract/money';
import type { TableGame } from '../../../shared/api.ts';
import type { TableSettingValue } from '../../../shared/tables-api.ts';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { HouseError } from '../../lib/errors.ts';
import { limitsFor } from '../rounds/limits.ts';
import { tableCodeOf, tableGames } from './config.ts';
import * as repo from './repository.ts';

/** How long a process keeps the settings it read: a change applies on every process within this. */
export const TABLE_SETTINGS_TTL_MS = 2_000;

export const BETTING_SECONDS = { min: 5, max: 60, default: 15 } as const;

/** The engine's stake range of a table chip, major units of a two-decimal currency (rounds/limits.ts). */
export function engineRange(game: TableGame) {
  const l = limitsFor(tableCodeOf(game), 2);
  return { min: toMajor(l.minBet, 2), max: toMajor(l.maxBet, 2) };
}

/** A table with no settings row: open, the engine's range, side bets up to a tenth of it, 15 s to bet. */
export function defaultTableSetting(game: TableGame): TableSettingValue {
  const { min, max } = engineRange(game);
  return {
    game,
    enabled: true,
    minBet: min,
    maxBet: max,
    sideMaxBet: Math.max(min, max / 10),
    bettingSeconds: BETTING_SECONDS.default,
  };
}

const cents = (v: number) => Number.isFinite(v) && Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** The bounds every setting keeps: min ≤ side max ≤ max within the engine's range, 5 to 60 s of betting. */
export function validSetting(s: TableSettingValue): boolean {
  const engine = engineRange(s.game);
  return (
    [s.minBet, s.maxBet, s.sideMaxBet].every(cents) &&
    s.minBet >= engine.min &&
    s.maxBet <= engine.max &&
    s.minBet <= s.sideMaxBet &&
    s.sideMaxBet <= s.maxBet &&
    Number.isInteger(s.bettingSeconds) &&
    s.bettingSeconds >= BETTING_SECONDS.min &&
    s.bettingSeconds <= BETTING_SECONDS.max
  );
}

/**
 * The operator's settings of the tables, one row per table in the house database, read through a short
 * cache so every process applies a change without a restart.
 */
export function createTableSettings(db: Db, opts: { ttlMs?: number } = {}) {
  const ttlMs = opts.ttlMs ?? TABLE_SETTINGS_TTL_MS;
  let cached: { at: number; value: Record<TableGame, TableSettingValue> } | null = null;

  async function load() {
    const rows = new Map((await repo.settingRows(db)).map((r) => [r.game, r]));
    const value = {} as Record<TableGame, TableSettingValue>;
    for (const game of tableGames) {
      const r = rows.get(game);
      const s: TableSettingValue = r
        ? {
            game,
            enabled: r.enabled,
            minBet: r.min_bet,
            maxBet: r.max_bet,
            sideMaxBet: r.side_max_bet,
            bettingSeconds: r.betting_seconds,
          }
        : defaultTableSetting(game);
      // A row edited by hand out of bounds: the defaults rather than a broken table.
      value[game] = validSetting(s) ? s : { ...defaultTableSetting(game), enabled: s.enabled };
    }
    return value;
  }

  return {
    async all(): Promise<Record<TableGame, TableSettingValue>> {
      const now = clock.nowMs();
      if (cached && now - cached.at < ttlMs) return cached.value;
      const value = await load();
      cached = { at: now, value };
      return value;
    },
    async of(game: TableGame) {
      return (await this.all())[game];
    },
    async update(game: TableGame, change: Omit<TableSettingValue, 'game'>): Promise<TableSettingValue> {
      const next = { ...change, game };
      if (!validSetting(next)) throw new HouseError('table.settings.invalid');
      await repo.saveSetting(
        db,
        {
          game,
          enabled: next.enabled,
          min_bet: next.minBet,
          max_bet: next.maxBet,
          side_max_bet: next.sideMaxBet,
          betting_seconds: next.bettingSeconds,
        },
        clock.now(),
      );
      cached = null;
      return next;
    },
  };
}
export type TableSettings = ReturnType<typeof createTableSettings>;
