import { toMajor } from '@portal/contract/money';
import { houseGameCodes, type HouseGameCode, type RoundValue } from '../../../shared/api.ts';
import type { RoundWithSeed } from './repository.ts';

const isGameCode = (code: string): code is HouseGameCode =>
  (houseGameCodes as readonly string[]).includes(code);

/**
 * A round as the pages and the public verify page see it. The server seed appears only once revealed;
 * for crash rounds the chain hash stands in for it once the round crashed (api.ts explains the mapping).
 */
export function roundValueOf(r: RoundWithSeed): RoundValue {
  const crash = r.crash_round_id !== null;
  const crashed = crash && r.crash_phase === 'crashed';
  const serverSeed = crash
    ? crashed
      ? (r.crash_hash ?? null)
      : null
    : r.revealed_at
      ? (r.server_seed ?? null)
      : null;
  return {
    roundId: r.id,
    game: isGameCode(r.game_code) ? r.game_code : 'HOUSE_DICE',
    bet: toMajor(r.bet, r.decimals),
    win: toMajor(r.win, r.decimals),
    // A crash round's point is part of its outcome once the round crashed (never before).
    outcome: crashed ? { ...r.outcome, crashPoint: r.crash_point } : r.outcome,
    params: r.params,
    serverSeedHash: r.server_seed_hash,
    serverSeed,
    clientSeed: r.client_seed,
    nonce: r.nonce,
    jackpotWin: toMajor(r.jackpot_win, r.decimals),
    time: r.created_at.toISOString(),
    currency: r.currency,
    decimals: r.decimals,
  };
}
