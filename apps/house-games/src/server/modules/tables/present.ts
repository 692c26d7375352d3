import { toMajor } from '@portal/contract/money';
import type { TableOutcome } from '../../../engine/tables/index.ts';
import type { TableGame } from '../../../shared/api.ts';
import type { Placement, TablePhase, TableRoundState, TableRoundValue } from '../../../shared/tables-api.ts';
import { SHOE_CARDS } from '../../../engine/tables/index.ts';
import type * as repo from './repository.ts';

/** The phase a round is in at `now`: its times decide, the row only says whether the close was claimed. */
export function phaseAt(r: repo.TableRoundRow, nowMs: number): TablePhase {
  if (r.phase === 'betting' && nowMs < r.closes_at.getTime()) return 'betting';
  return nowMs < r.reveal_ends_at.getTime() ? 'revealing' : 'settled';
}

/** The round's seed once it may be shown: a seeded round's from its close, a shoe's once it is finished. */
export function revealedSeed(r: repo.TableRoundRow, shoe: repo.ShoeRow | undefined): string | null {
  if (r.shoe_id === null) return r.phase === 'betting' ? null : r.server_seed;
  return shoe && shoe.finished_at !== null ? shoe.server_seed : null;
}

const outcomeOf = (r: repo.TableRoundRow) =>
  r.phase === 'betting' ? null : ((r.outcome as unknown as TableOutcome | null) ?? null);

export function roundState(
  r: repo.TableRoundRow,
  shoe: repo.ShoeRow | undefined,
  nowMs: number,
): TableRoundState {
  return {
    id: r.id,
    number: r.number,
    phase: phaseAt(r, nowMs),
    opensAt: r.opens_at.toISOString(),
    closesAt: r.closes_at.toISOString(),
    revealEndsAt: r.reveal_ends_at.toISOString(),
    serverSeedHash: r.server_seed_hash,
    serverSeed: revealedSeed(r, shoe),
    outcome: outcomeOf(r),
    shoe:
      shoe && r.shoe_position !== null
        ? {
            id: shoe.id,
            number: shoe.number,
            position: r.shoe_position,
            cardsLeft: SHOE_CARDS - r.shoe_position,
            serverSeedHash: shoe.server_seed_hash,
          }
        : null,
  };
}

export function roundValue(
  r: repo.TableRoundRow,
  shoe: repo.ShoeRow | undefined,
  nowMs: number,
): TableRoundValue {
  const serverSeed = revealedSeed(r, shoe);
  return {
    id: r.id,
    game: r.game,
    number: r.number,
    phase: phaseAt(r, nowMs),
    opensAt: r.opens_at.toISOString(),
    closesAt: r.closes_at.toISOString(),
    revealEndsAt: r.reveal_ends_at.toISOString(),
    serverSeedHash: r.server_seed_hash,
    serverSeed,
    clientSeed: r.client_seed,
    nonce: r.nonce,
    shoe:
      shoe && r.shoe_position !== null
        ? { id: shoe.id, number: shoe.number, position: r.shoe_position }
        : null,
    outcome: outcomeOf(r),
    verifiable: serverSeed !== null && outcomeOf(r) !== null,
  };
}

export const isBaccarat = (game: TableGame) => game === 'baccarat' || game === 'baccarat-nc';

/** Stored bets (minor units as strings) in major units. */
export const betsOnWire = (bets: { spot: string; amount: string }[], decimals: number) =>
  bets.map((b) => ({ spot: b.spot, amount: toMajor(BigInt(b.amount), decimals) }));

export function placementValue(p: repo.PlacementView, nowMs: number): Placement {
  const status =
    p.status === 'settled' ? 'settled' : p.status === 'pending' || p.status === 'open' ? 'open' : 'void';
  const shown =
    nowMs >= p.closes_at.getTime() ? ((p.outcome as unknown as TableOutcome | null) ?? null) : null;
  return {
    id: p.id,
    roundId: p.table_round_id,
    roundNumber: p.round_number,
    game: p.game,
    bets: betsOnWire(p.bets, p.decimals),
    stake: toMajor(p.bet, p.decimals),
    win: status === 'settled' ? toMajor(p.win, p.decimals) : null,
    status,
    outcome: shown,
    placedAt: p.created_at.toISOString(),
    settledAt: p.settled_at ? p.settled_at.toISOString() : null,
  };
}
