import type { TableGame } from '../../../shared/api.ts';
import { tableGames } from '../../../shared/tables-api.ts';

export { tableGames };

/** The tables' timings (issue 20); betting windows are operator settings, this one overrides them all. */
export interface TablesConfig {
  /** When set (HOUSE_TABLES_BETTING_MS), every table's betting window, whatever its setting says. */
  bettingMs: number | undefined;
  /** The reveal animation of each table: the outcome is known from the close, paid at the reveal's end. */
  revealMs: Record<TableGame, number>;
  /** How often each process moves rounds on, pays them and feeds its live sockets. */
  tickMs: number;
  /** A session counts as seated while it was seen (state poll, live socket) within this. */
  seatedWindowMs: number;
  /** Live sockets get the seated count this often (and their sessions' presence is touched). */
  seatedEveryMs: number;
  /** Revealed rounds in a state's history. */
  history: number;
}

export const defaultTablesConfig: TablesConfig = {
  bettingMs: undefined,
  revealMs: { baccarat: 9_000, 'baccarat-nc': 9_000, 'dragon-tiger': 5_000, roulette: 9_000, sicbo: 7_000 },
  tickMs: 250,
  seatedWindowMs: 10_000,
  seatedEveryMs: 3_000,
  history: 60,
};

export const tablesConfigWith = (over: Partial<TablesConfig> = {}): TablesConfig => ({
  ...defaultTablesConfig,
  ...over,
  bettingMs: over.bettingMs ?? defaultTablesConfig.bettingMs,
  revealMs: { ...defaultTablesConfig.revealMs, ...over.revealMs },
});

/** The public client seed of a shoe, and of a seeded table's rounds (their nonce is the round's number). */
export const shoeClientSeed = (game: TableGame, shoeNo: number) => `HOUSELC:${game}:${shoeNo}`;
export const roundClientSeed = (game: TableGame) => `HOUSELC:${game}`;

/** The catalog game code of a table (for the engine limits): HOUSELC_<GAME>. */
export const tableCodeOf = (game: TableGame) =>
  (
    ({
      baccarat: 'HOUSELC_BACCARAT',
      'baccarat-nc': 'HOUSELC_BACCARAT_NC',
      'dragon-tiger': 'HOUSELC_DRAGON_TIGER',
      roulette: 'HOUSELC_ROULETTE',
      sicbo: 'HOUSELC_SICBO',
    }) as const
  )[game];
