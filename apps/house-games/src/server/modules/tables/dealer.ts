import type { RoundLine, VendorWinDetail } from '@portal/contract';
import { toMajor } from '@portal/contract/money';
import { floats, hashSeed, newServerSeed } from '../../../engine/fair.ts';
import {
  type Card,
  dealShoeRound,
  drawDiceRound,
  isShoeGame,
  outcomeText,
  SHOE_FLOATS,
  shoeFinished,
  shuffleShoe,
  spotName,
  spotReturn,
  tableFloats,
  type TableOutcome,
} from '../../../engine/tables/index.ts';
import type { TableGame } from '../../../shared/api.ts';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { newId, random } from '../../lib/random.ts';
import type { Seamless } from '../rounds/seamless.ts';
import { roundClientSeed, shoeClientSeed, type TablesConfig, tableGames } from './config.ts';
import * as repo from './repository.ts';
import type { TableSettings } from './settings.ts';

/**
 * A table with nothing due is looked at again after this at the latest (a table the operator enabled opens
 * its round then), and payments are looked for this often (a bet the platform accepted late).
 */
const IDLE_MS = 1_000;

/** Placements paid at once per pass (each claims its own round, so two processes never pay one twice). */
const PAY_CONCURRENCY = 8;

const shuffled = new Map<string, Card[]>();
/** The shoe's card order: the engine's shuffle of the shoe seed's floats (kept while the shoe is dealt). */
export function shoeCards(shoe: Pick<repo.ShoeRow, 'id' | 'server_seed' | 'client_seed'>): Card[] {
  let cards = shuffled.get(shoe.id);
  if (!cards) {
    cards = shuffleShoe(floats(shoe.server_seed, shoe.client_seed, 0, SHOE_FLOATS));
    if (shuffled.size > 20) shuffled.clear();
    shuffled.set(shoe.id, cards);
  }
  return cards;
}

/** A round's outcome: dealt from its shoe at its position, or drawn from its own seed; `used` cards. */
export function drawOutcome(
  r: Pick<repo.TableRoundRow, 'game' | 'server_seed' | 'client_seed' | 'nonce' | 'shoe_position'>,
  shoe: Pick<repo.ShoeRow, 'id' | 'server_seed' | 'client_seed'> | undefined,
): { outcome: TableOutcome; used: number } {
  const game = r.game;
  if (isShoeGame(game)) {
    if (!shoe || r.shoe_position === null) throw new Error(`table round of ${game} without a shoe`);
    return dealShoeRound(game, shoeCards(shoe), r.shoe_position);
  }
  const drawn = floats(r.server_seed!, r.client_seed, r.nonce, tableFloats(game));
  return { outcome: drawDiceRound(game, drawn), used: 0 };
}

/** What each spot of a placement returned (stake included) and the total. */
export function returnsOf(game: TableGame, outcome: TableOutcome, bets: { spot: string; amount: bigint }[]) {
  const lines = bets.map((b) => ({ ...b, returned: spotReturn(game, outcome, b.spot, b.amount) }));
  return { lines, total: lines.reduce((sum, l) => sum + l.returned, 0n) };
}

/**
 * The tables' rounds (issue 20), shared by every process on the database: each step is a claim, so one
 * process makes, closes, reveals and pays each round. Time comes from `clock`; `tick()` does what is due.
 */
export function createDealer(
  db: Db,
  deps: { seamless: Seamless; settings: TableSettings; config: TablesConfig },
) {
  const { seamless, settings, config } = deps;
  /** Per table: nothing happens on it before this (this process's view; every step is still a claim). */
  const dueAt = new Map<TableGame, number>();
  let lastPayMs = -Infinity;

  async function bettingMsOf(game: TableGame) {
    return config.bettingMs ?? (await settings.of(game)).bettingSeconds * 1_000;
  }

  /** The shoe a new round deals from: the open one, else the next (made once whoever asks first). */
  async function shoeFor(game: TableGame): Promise<repo.ShoeRow> {
    const open = await repo.openShoe(db, game);
    if (open) return open;
    const number = (await repo.lastShoeNumber(db, game)) + 1;
    const seed = newServerSeed(random.bytes(32));
    return repo.insertShoeIfNone(db, {
      id: newId('sh'),
      game,
      number,
      server_seed: seed,
      server_seed_hash: hashSeed(seed),
      client_seed: shoeClientSeed(game, number),
      position: 0,
    });
  }

  /** Opens the table's next round when the last one closed (at its reveal's end, or now if that passed). */
  async function ensureRound(game: TableGame, nowMs: number): Promise<boolean> {
    const latest = await repo.latestRound(db, game);
    if (latest?.phase === 'betting') return false;
    if (!(await settings.of(game)).enabled) return false;
    const opensAt = Math.max(latest ? latest.reveal_ends_at.getTime() : nowMs, nowMs);
    const closesAt = opensAt + (await bettingMsOf(game));
    const number = (latest?.number ?? 0) + 1;
    const timing = {
      id: newId('t'),
      game,
      number,
      phase: 'betting' as const,
      opens_at: new Date(opensAt),
      closes_at: new Date(closesAt),
      reveal_ends_at: new Date(closesAt + config.revealMs[game]),
    };
    if (isShoeGame(game)) {
      const shoe = await shoeFor(game);
      return repo.insertRoundIfNone(db, {
        ...timing,
        server_seed: null,
        server_seed_hash: shoe.server_seed_hash,
        client_seed: shoe.client_seed,
        nonce: 0,
        shoe_id: shoe.id,
        shoe_position: shoe.position,
      });
    }
    const seed = newServerSeed(random.bytes(32));
    return repo.insertRoundIfNone(db, {
      ...timing,
      server_seed: seed,
      server_seed_hash: hashSeed(seed),
      client_seed: roundClientSeed(game),
      nonce: number,
      shoe_id: null,
      shoe_position: null,
    });
  }

  /** Closes betting: the outcome is drawn (and the shoe moved on; at the cut card it ends, seed revealed). */
  async function closeDue(game: TableGame, nowMs: number) {
    const now = new Date(nowMs);
    return db.transaction().execute(async (trx) => {
      const closed = await repo.claimClose(trx, game, now);
      for (const r of closed) {
        const shoe = r.shoe_id ? await repo.findShoe(trx, r.shoe_id) : undefined;
        const { outcome, used } = drawOutcome(r, shoe);
        await repo.setOutcome(trx, r.id, outcome);
        if (shoe && r.shoe_position !== null) {
          const position = r.shoe_position + used;
          await repo.advanceShoe(trx, shoe.id, position, shoeFinished(position) ? now : null);
        }
      }
      return closed.length;
    });
  }

  /** Every accepted placement of a round whose reveal ended: its `win` (0 when nothing won), exactly once. */
  async function payDue(nowMs: number): Promise<number> {
    let paid = 0;
    for (;;) {
      const due = await repo.payablePlacements(db, 200);
      if (due.length === 0) return paid;
      let progressed = 0;
      const payOne = async (p: (typeof due)[number]) => {
        const game = p.table_game;
        const outcome = p.table_outcome as unknown as TableOutcome;
        const bets = p.bets.map((b) => ({ spot: b.spot, amount: BigInt(b.amount) }));
        const { lines, total } = returnsOf(game, outcome, bets);
        const token = await repo.betToken(db, p.id);
        const stored = {
          tableRoundId: p.table_round_id,
          number: p.table_number,
          outcome,
          returns: lines.map((l) => ({
            spot: l.spot,
            amount: String(l.amount),
            returned: String(l.returned),
          })),
        };
        const winLines: RoundLine[] = lines
          .filter((l) => l.returned > 0n)
          .map((l) => ({ label: spotName(game, l.spot), amount: toMajor(l.returned, p.decimals) }));
        const detail: VendorWinDetail = {
          kind: 'lines',
          result: outcomeText(game, outcome),
          lines: winLines,
        };
        const win = await db.transaction().execute(async (trx) => {
          if (!(await repo.claimPayment(trx, p.id, total, stored, new Date(nowMs)))) return null;
          return seamless.queueWin(trx, p, token, total, 'win', detail);
        });
        if (win) {
          seamless.sendSoon([win]);
          paid++;
        }
        progressed++;
      };
      let next = 0;
      await Promise.all(
        Array.from({ length: PAY_CONCURRENCY }, async () => {
          while (next < due.length) await payOne(due[next++]!);
        }),
      );
      if (progressed === 0) return paid;
    }
  }

  return {
    ensureRound,
    closeDue,
    payDue,
    bettingMsOf,

    /**
     * Everything due by `nowMs` on every table: closes, reveal ends, next rounds, payments. `visited`: the
     * tables whose due time came (another process may have done the work: `changed` are those this one did).
     */
    async tick(nowMs = clock.nowMs()) {
      const changed: TableGame[] = [];
      const visited: TableGame[] = [];
      for (const game of tableGames) {
        if (nowMs < (dueAt.get(game) ?? -Infinity)) continue;
        visited.push(game);
        const closed = await closeDue(game, nowMs);
        const revealed = (await repo.claimRevealed(db, game, new Date(nowMs))).length;
        const opened = await ensureRound(game, nowMs);
        if (closed + revealed > 0 || opened) changed.push(game);
        const next = (await repo.nextDue(db, game))?.getTime() ?? Infinity;
        dueAt.set(game, Math.min(next, nowMs + IDLE_MS));
      }
      let paid = 0;
      if (changed.length > 0 || nowMs - lastPayMs >= IDLE_MS) {
        lastPayMs = nowMs;
        paid = await payDue(nowMs);
      }
      return { changed, visited, paid };
    },
  };
}
export type Dealer = ReturnType<typeof createDealer>;
