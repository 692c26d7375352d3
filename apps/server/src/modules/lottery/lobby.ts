import type { LotteryMenuGame, LotteryMenus, VnNumero } from '@portal/contract';
import { lotteryVendors } from '@portal/contract/constants';
import { toMajor } from '@portal/contract/money';
import type { Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/app-error.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import type { Tenant } from '../merchants/service.ts';
import type { GameCatalog } from '../games/service.ts';
import * as lobbyRepo from './lobby-repository.ts';
import { drawInputs } from '@portal/lottery/draw';
import { GAMES, gameByCode, type GameDef } from '@portal/lottery/games';
import {
  GROUPS,
  PRIZE_MODE_ID,
  PRIZE_MODES,
  vnNumbers,
  type DrawResult,
  type PrizeMode,
} from '@portal/lottery/groups';
import { BETTING_MODES, DEFAULT_MAX_MULTIPLE, maxSeriesFor, stakeLimitsFor } from '@portal/lottery/order';
import { DEFAULT_MAX_CHASE_PERIODS } from '@portal/lottery/chase';
import { impliedRebate, oddsTable, percentText } from '@portal/lottery/odds';
import { gamePlays } from '@portal/lottery/plays/index';
import { isOnSale, nearNumeros, slotAt, type NumeroSlot } from '@portal/lottery/schedule';
import { unitBaseMinor } from './orders.ts';
import * as repo from './repository.ts';

const isVn = (g: GameDef) => g.group === 'VNC_27' || g.group === 'VNC_18';
/** A game's current numero and its countdown, as both draw lists (`opened`, the VN list) show it. */
const currentNumero = (game: GameDef, gameId: string, slot: NumeroSlot, lang: Lang, now: number) => ({
  gameId,
  gameCode: game.code,
  remark: game.name[lang],
  numero: slot.numero,
  remainTime: Math.max(0, slot.drawTime - now),
  lockTime: game.lockSeconds,
  defaultPlayType: 1 as const,
  groupCode: game.group,
});
const intervalOf = (g: GameDef) => (g.schedule.kind === 'interval' ? g.schedule.minutes : null);
const groupIds: Record<string, number> = { SSC: 1, '11X5': 2, PK10: 3, K3: 4, LF: 5, VNC_27: 6, VNC_18: 6 };
const groupLabels: Record<string, Record<Lang, string>> = {
  SSC: { TW: '時時彩', EN: 'SSC', VI: 'SSC' },
  '11X5': { TW: '11選5', EN: '11 x 5', VI: '11 chọn 5' },
  PK10: { TW: 'PK10 賽車', EN: 'PK10 Racing', VI: 'Đua xe PK10' },
  K3: { TW: '快3', EN: 'Fast 3', VI: 'Nhanh 3' },
  LF: { TW: '低頻彩', EN: 'Daily games', VI: 'Xổ số hằng ngày' },
  VNC_27: { TW: '越南彩', EN: 'Vietnam lottery', VI: 'Xổ số Việt Nam' },
  VNC_18: { TW: '越南彩', EN: 'Vietnam lottery', VI: 'Xổ số Việt Nam' },
};
/** What long-dragon streaks look at per group: a figure of the result and where "big" starts. */
const streakSubjects: Partial<
  Record<string, { subject: string; value: (balls: readonly number[]) => number; bigFrom: number }[]>
> = {
  SSC: [
    { subject: 'total', value: (b) => b.reduce((s, x) => s + x, 0), bigFrom: 23 },
    { subject: 'first', value: (b) => b[0]!, bigFrom: 5 },
  ],
  PK10: [{ subject: 'champion', value: (b) => b[0]!, bigFrom: 6 }],
  K3: [{ subject: 'total', value: (b) => b.reduce((s, x) => s + x, 0), bigFrom: 11 }],
  '11X5': [{ subject: 'total', value: (b) => b.reduce((s, x) => s + x, 0), bigFrom: 31 }],
};
type StreakValue = 'big' | 'small' | 'odd' | 'even';
/** A streak shows from this many draws in a row. */
export const LONG_DRAGON_MIN = 3;

/** Tags of the menus (inventory 3.4): the newest games and the busiest ones. */
const NEW_GAMES = new Set(['K3_1', 'PK10_1']);
/** How many games the recent list holds. */
export const RECENT_LOTTERY_GAMES = 20;

/**
 * The prize mode a lottery call asked for (decision 0016): LOTT and ELOTT are the platform's traditional
 * and entertainment plays; ZY (smart-win odds) and SEA (an outside vendor's overseas lotteries) are not
 * offered here and are refused.
 */
export function servedPrizeMode(mode: PrizeMode | 'ZY' | 'SEA' | undefined): PrizeMode | undefined {
  if (mode === 'ZY' || mode === 'SEA') throw new AppError('lottery.prize.mode.unavailable');
  return mode;
}

/** The play type a game's tile opens in a mode: that mode's when the game has plays in it, else traditional. */
const playTypeIn = (game: GameDef, mode: PrizeMode | undefined) =>
  mode === 'ELOTT' && gamePlays(game, 'ELOTT').length > 0 ? 2 : 1;

/**
 * The lottery lobby's reads: menus, numeros on sale, results, play types with their odds, the verify
 * data, and long-dragon streaks, all from the engine's games and the real draws.
 */
export function createLotteryLobby(db: Db, catalog: GameCatalog) {
  // Results change once a draw: the latest per game are read at most once a second.
  const latest = ttlCache(1_000, async (_: 'all') => lobbyRepo.latestSettledDraws(db));

  /** The merchant's lottery games in the catalog (node ids, enabled vendors). */
  async function offered(tenant: Tenant, lang: Lang) {
    const byCode = new Map(
      (await catalog.gamesOfVendors(tenant, lotteryVendors, lang)).map((g) => [g.gameCode, g]),
    );
    return GAMES.filter((g) => byCode.has(g.code)).map((g) => ({ game: g, entry: byCode.get(g.code)! }));
  }

  const drawView = (
    row: { game_code: string; numero: string; win_no: string | null; result: unknown; draw_at: Date },
    lang: Lang,
  ) => {
    const game = gameByCode(row.game_code)!;
    const result = row.result as DrawResult | null;
    return {
      gameCode: row.game_code,
      gameName: game.name[lang],
      numero: row.numero,
      winNo:
        result && 'prizes' in result
          ? (vnNumbers(result).find((n) => n.tier === 'DB')?.number ?? row.win_no ?? '')
          : (row.win_no ?? ''),
      prizes:
        result && 'prizes' in result
          ? result.prizes.map((p) => ({ tier: p.tier, numbers: [...p.numbers] }))
          : null,
      drawTime: new Date(row.draw_at).toISOString(),
    };
  };

  const menuGame = (
    game: GameDef,
    entry: { nodeId: string; icon: string },
    lang: Lang,
    mode: PrizeMode | undefined,
  ): LotteryMenuGame => ({
    code: game.code,
    remark: game.name[lang],
    gameId: entry.nodeId,
    groupCode: game.group,
    defaultPlayType: playTypeIn(game, mode),
    tag: [
      ...(NEW_GAMES.has(game.code) ? (['new'] as const) : []),
      ...(intervalOf(game) === 1 ? (['hot'] as const) : []),
    ],
    intervalMinutes: intervalOf(game),
    icon: entry.icon,
  });

  return {
    async menus(tenant: Tenant, lang: Lang, opts: { vn: boolean; prizeMode?: PrizeMode }) {
      const games = (await offered(tenant, lang)).filter((o) => isVn(o.game) === opts.vn);
      const groups = new Map<string, LotteryMenus[number]>();
      for (const { game, entry } of games) {
        // Vietnam's prize mode names the lane its vendor sits in (inventory 3.1), not a set of plays.
        if (!opts.vn && opts.prizeMode && gamePlays(game, opts.prizeMode).length === 0) continue;
        const code = isVn(game) ? 'VNC' : game.group;
        let group = groups.get(code);
        if (!group)
          groups.set(
            code,
            (group = {
              gameGroupId: groupIds[game.group]!,
              gameGroupCode: code,
              labelName: groupLabels[game.group]![lang],
              gameMenus: [],
            }),
          );
        group.gameMenus.push(menuGame(game, entry, lang, opts.prizeMode));
      }
      return [...groups.values()];
    },

    /** The lottery games the member ordered, latest first (DECISIONS.md 8), Vietnam apart. */
    async recent(tenant: Tenant, member: { id: number }, lang: Lang, opts: { vn: boolean }) {
      const byCode = new Map((await offered(tenant, lang)).map((o) => [o.game.code, o]));
      return (await repo.recentOrderedGames(db, member.id, RECENT_LOTTERY_GAMES)).flatMap((code) => {
        const o = byCode.get(code);
        return o && isVn(o.game) === opts.vn ? [menuGame(o.game, o.entry, lang, undefined)] : [];
      });
    },

    /**
     * The Vietnamese draw list (`/lgw/vn/numeros/opened/game`): each game's current numero, on sale or
     * locked until its draw, then the drawn numeros with their results, newest first, `count` in all.
     */
    async vnNumeros(tenant: Tenant, lang: Lang, count: number): Promise<VnNumero[]> {
      const now = clock.nowMs();
      const games = (await offered(tenant, lang)).filter((o) => isVn(o.game));
      const byCode = new Map(games.map((o) => [o.game.code, o]));
      const current = games.map(({ game, entry }): VnNumero => {
        const slot = slotAt(game, now);
        return {
          ...currentNumero(game, entry.nodeId, slot, lang, now),
          status: isOnSale(slot, now) ? 'SALE' : 'LOCKED',
          drawTime: new Date(slot.drawTime).toISOString(),
          winNo: null,
          prizes: null,
        };
      });
      const drawn = (await repo.latestDrawsOf(db, [...byCode.keys()], count)).map((row): VnNumero => {
        const { entry } = byCode.get(row.game_code)!;
        const view = drawView(row, lang);
        return {
          gameId: entry.nodeId,
          gameCode: row.game_code,
          remark: view.gameName,
          numero: row.numero,
          remainTime: 0,
          lockTime: gameByCode(row.game_code)!.lockSeconds,
          defaultPlayType: 1,
          groupCode: gameByCode(row.game_code)!.group,
          status: 'DRAWN',
          drawTime: view.drawTime,
          winNo: view.winNo,
          prizes: view.prizes,
        };
      });
      // A current numero whose draw just ran is listed once, as drawn.
      const drawnKeys = new Set(drawn.map((d) => `${d.gameCode}:${d.numero}`));
      return [...current.filter((c) => !drawnKeys.has(`${c.gameCode}:${c.numero}`)), ...drawn]
        .sort((a, b) => b.drawTime.localeCompare(a.drawTime))
        .slice(0, count);
    },

    /** Games members bet on most over the last week, then the rest in menu order (`/lgw/games/popular`). */
    async popular(tenant: Tenant, lang: Lang, count: number) {
      const since = new Date(clock.nowMs() - 7 * 86_400_000);
      const counts = await lobbyRepo.orderCountsSince(db, tenant.id, since);
      return (await offered(tenant, lang))
        .filter((o) => !isVn(o.game))
        .sort((a, b) => (counts.get(b.game.code) ?? 0) - (counts.get(a.game.code) ?? 0))
        .slice(0, count)
        .map(({ game, entry }) => ({
          gameId: entry.nodeId,
          gameCode: game.code,
          remark: game.name[lang],
          webIconUrl: entry.icon,
          defaultPlayType: 1,
          gameGroupCode: game.group,
        }));
    },

    /** Numeros on sale now with their countdowns (`opened/numero`). */
    async opened(tenant: Tenant, lang: Lang, opts: { vn: boolean; count: number }) {
      const now = clock.nowMs();
      return (await offered(tenant, lang))
        .filter((o) => isVn(o.game) === opts.vn)
        .map(({ game, entry }) => {
          const slot = slotAt(game, now);
          return {
            ...currentNumero(game, entry.nodeId, slot, lang, now),
            onSale: isOnSale(slot, now),
          };
        })
        .filter((o) => o.onSale)
        .slice(0, opts.count)
        .map(({ onSale: _, ...o }) => o);
    },

    async near(gameCode: string) {
      const game = gameByCode(gameCode);
      if (!game) throw new AppError('not.found');
      const now = clock.nowMs();
      const n = nearNumeros(game, now);
      const draw = await repo.findDraw(db, game.code, n.currentNumero.numero);
      const entry = (e: typeof n.currentNumero) => ({
        numero: e.numero,
        isSale: e.isSale,
        remainTime: e.remainTime,
        lockTime: e.lockTime,
        closeTime: new Date(e.closeTime).toISOString(),
        drawTime: new Date(e.drawTime).toISOString(),
      });
      return {
        gameCode: game.code,
        currentNumero: entry(n.currentNumero),
        nextNumero: entry(n.nextNumero),
        previousNumero: entry(n.previousNumero),
        commitHash: draw?.commit_hash ?? null,
      };
    },

    async latestDraws(lang: Lang) {
      return (await latest.get('all'))
        .map((r) => drawView(r, lang))
        .sort((a, b) => b.drawTime.localeCompare(a.drawTime));
    },

    async history(gameCode: string, lang: Lang, limit: number) {
      if (!gameByCode(gameCode)) throw new AppError('not.found');
      const rows = await lobbyRepo.settledDraws(db, gameCode, limit);
      return rows.map((r) => drawView(r, lang));
    },

    /**
     * Long dragon (streak betting): fast games whose big/small or odd/even result has repeated in the
     * latest real draws, longest first, with the numero on sale to bet against or along the streak.
     */
    async longDragon(tenant: Tenant, lang: Lang) {
      const now = clock.nowMs();
      const out = [];
      for (const { game } of await offered(tenant, lang)) {
        const subjects = streakSubjects[game.group];
        if (!subjects || game.schedule.kind !== 'interval') continue;
        const rows = await lobbyRepo.settledDraws(db, game.code, 30);
        const ballsOf = rows.map((r) => (r.result as { balls?: number[] } | null)?.balls ?? []);
        const slot = slotAt(game, now);
        for (const { subject, value, bigFrom } of subjects)
          for (const [kind, label] of [
            ['size', (n: number): StreakValue => (n >= bigFrom ? 'big' : 'small')],
            ['parity', (n: number): StreakValue => (n % 2 ? 'odd' : 'even')],
          ] as const) {
            const labels = ballsOf.filter((b) => b.length).map((b) => label(value(b)));
            let streak = 0;
            while (streak < labels.length && labels[streak] === labels[0]) streak++;
            if (streak >= LONG_DRAGON_MIN && isOnSale(slot, now))
              out.push({
                gameCode: game.code,
                gameName: game.name[lang],
                subject: `${subject}.${kind}`,
                value: labels[0]!,
                streak,
                numero: slot.numero,
                remainTime: Math.max(0, slot.drawTime - now),
                lockTime: game.lockSeconds,
              });
          }
      }
      return out.sort((a, b) => b.streak - a.streak);
    },

    async verify(gameCode: string, numero: string) {
      const draw = await repo.findDraw(db, gameCode, numero);
      const game = gameByCode(gameCode);
      if (!draw || !game) throw new AppError('not.found');
      const inputs = drawInputs(gameCode, numero, game.group);
      const drawn = draw.win_no !== null;
      return {
        gameCode,
        numero,
        groupCode: game.group,
        commitHash: draw.commit_hash,
        // The seed stays secret until the result is out.
        serverSeed: drawn ? draw.server_seed : null,
        clientSeed: inputs.clientSeed,
        nonce: inputs.nonce,
        winNo: draw.win_no,
        drawTime: new Date(draw.draw_at).toISOString(),
      };
    },

    /** A game and its play types with odds at the max series, in the member's language. */
    async game(tenant: Tenant, gameCode: string, lang: Lang, prizeMode: PrizeMode) {
      const game = gameByCode(gameCode);
      const entry = game && (await offered(tenant, lang)).find((o) => o.game.code === game.code);
      if (!game || !entry) throw new AppError('not.found');
      const decimals = tenant.settings.currency.decimals;
      const base = unitBaseMinor(decimals);
      return {
        code: game.code,
        name: game.name[lang],
        groupCode: game.group,
        gameId: entry.entry.nodeId,
        intervalMinutes: intervalOf(game),
        lockSeconds: game.lockSeconds,
        allowDrawback: game.allowDrawback,
        series: { base: game.series.base, min: game.series.min, max: game.series.max },
        units: Object.entries(BETTING_MODES).map(([mode, m]) => ({
          bettingMode: Number(mode),
          unit: toMajor(base / m.divisor, decimals),
          name: m.name[lang],
        })),
        maxMultiple: DEFAULT_MAX_MULTIPLE,
        maxChasePeriods: DEFAULT_MAX_CHASE_PERIODS,
        plays: gamePlays(game, prizeMode).map((play) => {
          const limits = stakeLimitsFor(play, { unitBaseMinor: base });
          return {
            id: play.id,
            code: play.code,
            prizeMode: play.prizeMode,
            name: play.name[lang],
            grammar: play.grammar[lang],
            how: play.how[lang],
            wins: play.wins[lang],
            rules: play.rules[lang],
            example: play.example,
            odds: oddsTable(play.levels, base, game.series.max, GROUPS[game.group].series.base).map(
              (row) => ({
                level: row.level,
                name: row.name[lang],
                prize: toMajor(row.prize, decimals),
                odds: row.odds,
              }),
            ),
            minStake: toMajor(limits.min, decimals),
            maxStake: toMajor(limits.max, decimals),
          };
        }),
      };
    },

    /**
     * Bonus details (inventory 1.4.5, decision 0041): a tab per game group and prize mode (the merchant's
     * first game of the group stands for it; each LF game is its own tab, as the original adds its code),
     * and the chosen tab's prizes at `series` with the rebate it implies. The prizes come from the same odds
     * table the orders are settled with.
     */
    /** The member's own lottery series cap (`customer_rebate` LOTT), or null: the bet page's slider ends there. */
    async memberSeries(member: { id: number }): Promise<{ maxSeries: number | null }> {
      return { maxSeries: (await repo.memberMaxSeries(db, [member.id])).get(member.id) ?? null };
    },

    async bonusDetails(
      tenant: Tenant,
      lang: Lang,
      q: { tab?: string; series?: number },
      member?: { id: number },
    ) {
      const tabs: { tab: string; game: GameDef; mode: PrizeMode }[] = [];
      for (const { game } of await offered(tenant, lang)) {
        const family = GROUPS[game.group].family;
        for (const mode of PRIZE_MODES) {
          if (gamePlays(game, mode).length === 0) continue;
          const tab = `${family === 'LF' ? `LF_${game.code}` : family}_${PRIZE_MODE_ID[mode]}`;
          if (!tabs.some((t) => t.tab === tab)) tabs.push({ tab, game, mode });
        }
      }
      const summary = (t: (typeof tabs)[number]) => ({
        tab: t.tab,
        gameGroupCode: GROUPS[t.game.group].family,
        gameCode: t.game.code,
        gameName: t.game.name[lang],
        prizeModeId: PRIZE_MODE_ID[t.mode],
        prizeModeName: t.mode,
      });
      const chosen = q.tab === undefined ? tabs[0] : tabs.find((t) => t.tab === q.tab);
      if (!chosen)
        throw new AppError(q.tab === undefined ? 'not.found' : 'request_param_err', { tab: 'unknown' });
      const { game, mode } = chosen;
      // The member's own series caps what it may bet and measures the rebate (decision 0055).
      const own = member ? (await repo.memberMaxSeries(db, [member.id])).get(member.id) : undefined;
      const maxBet = maxSeriesFor(game, own);
      const series = q.series ?? maxBet;
      if (series < game.series.min || series > maxBet)
        throw new AppError('request_param_err', { series: `${game.series.min}..${maxBet}` });
      const decimals = tenant.settings.currency.decimals;
      const unit = unitBaseMinor(decimals);
      return {
        tabs: tabs.map(summary),
        selected: {
          ...summary(chosen),
          base: game.series.base,
          minSeries: game.series.min,
          maxBetSeries: maxBet,
          maxSeries: game.series.max,
          series,
          impliedRebate: percentText(impliedRebate(series, maxBet, game.series.base)),
          unit: toMajor(unit, decimals),
          plays: gamePlays(game, mode).map((play) => ({
            playId: play.id,
            playCode: play.code,
            name: play.name[lang],
            levels: oddsTable(play.levels, unit, series, GROUPS[game.group].series.base).map((row) => ({
              prizeType: row.level,
              name: row.name[lang],
              bonus: toMajor(row.prize, decimals),
              odds: row.odds,
            })),
          })),
        },
      };
    },
  };
}
export type LotteryLobby = ReturnType<typeof createLotteryLobby>;
