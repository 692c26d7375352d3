import type { VendorBetDetail, VendorWinDetail } from '@portal/contract';
import { toMajor, toMinor } from '@portal/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import { FISH_KINDS } from '../../../engine/fishing/fish.ts';
import type { HouseGameCode } from '../../../shared/api.ts';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { newId } from '../../lib/random.ts';
import * as roundsRepo from '../rounds/repository.ts';
import type { Seamless } from '../rounds/seamless.ts';
import type { HouseSession } from '../sessions/service.ts';
import * as repo from './repository.ts';

/** A batch takes the shots of this long, then becomes one seamless round. */
export const BATCH_MS = 1_000;
const TICK_MS = 250;
const CLOSE_AT_ONCE = 50;

type BatchOf = NonNullable<Awaited<ReturnType<typeof repo.batchById>>>;

const shotsLabel = (n: number) => ({ TW: `${n} 發子彈`, EN: `${n} shots`, VI: `${n} phát bắn` });
const resultText = (n: number, k: number) => ({
  TW: `${n} 發子彈，捕獲 ${k} 條`,
  EN: `${n} shots, ${k} catches`,
  VI: `${n} phát bắn, bắt được ${k} con`,
});

/** The win's lines: what each kind caught returned, in the scene's order of kinds. */
function catchLines(shots: repo.ShotRow[], decimals: number) {
  const byKind = new Map<string, { count: number; amount: bigint }>();
  for (const s of shots) {
    if (!s.caught) continue;
    const hit = byKind.get(s.kind) ?? { count: 0, amount: 0n };
    hit.count++;
    hit.amount += s.payout;
    byKind.set(s.kind, hit);
  }
  return FISH_KINDS.filter((k) => byKind.has(k.id)).map((k) => {
    const { count, amount } = byKind.get(k.id)!;
    return {
      label: {
        TW: `${k.names.TW} × ${count}`,
        EN: `${k.names.EN} × ${count}`,
        VI: `${k.names.VI} × ${count}`,
      },
      amount: toMajor(amount, decimals),
    };
  });
}

/**
 * Closing batches: each batch due (its second is over) is claimed by exactly one process (open → closing in
 * the transaction that writes its round and bet call), then its round goes through the seamless wallet: a
 * `bet` of the batch's bullets, then a `win` of its payouts. A refused or unanswered bet voids the batch:
 * its shots and catches are cancelled and the page is told (`voided`).
 */
export function createFishingBatches(
  db: Db,
  deps: { seamless: Seamless; log: FastifyBaseLogger; balanceOf: (s: HouseSession) => Promise<number> },
) {
  const { seamless, log } = deps;
  let timer: ReturnType<typeof setInterval> | null = null;
  let busy: Promise<void> | null = null;

  /** The platform's balance of the batch's player (after a refusal), or null if it cannot be had. */
  async function platformBalance(b: BatchOf): Promise<bigint | null> {
    const s = {
      vendor: b.vendor_code,
      platformToken: b.platform_token,
      game: b.game_code as HouseGameCode,
      player: { platformPlayerId: '', name: '', currency: b.currency, decimals: b.decimals, trial: false },
    } as HouseSession;
    try {
      return toMinor(await deps.balanceOf(s), b.decimals);
    } catch {
      return null;
    }
  }

  async function voidBatch(b: BatchOf, reason: string) {
    const balance = reason === 'insufficient.balance' ? await platformBalance(b) : null;
    await db.transaction().execute(async (trx) => {
      await repo.finishBatch(trx, b.id, 'void', clock.now(), reason);
      if (balance !== null) await repo.setBalance(trx, b.session_id, balance);
    });
  }

  /** Claims and settles one batch; false when another process has it (or it was not due). */
  async function close(batchId: string): Promise<boolean> {
    const b = await repo.batchById(db, batchId);
    if (!b || b.status !== 'open') return false;
    const shots = await repo.shotsOfBatch(db, batchId);
    const first = shots[0];
    const roundId = newId('r');
    const claimed = await db.transaction().execute(async (trx) => {
      const mine = await repo.claimBatch(trx, batchId, null);
      if (!mine || mine.shots === 0) return null;
      // Shots are only added while the batch is open: the claimed row's totals are final.
      const round = await roundsRepo.insertRound(trx, {
        id: roundId,
        player_id: mine.player_id,
        vendor_code: b.vendor_code,
        game_code: b.game_code,
        request_id: batchId,
        protocol_round_id: roundId,
        currency: b.currency,
        decimals: b.decimals,
        bet: mine.bullets,
        win: 0n,
        params: JSON.stringify({ fishingBatchId: batchId, shots: mine.shots }),
        outcome: JSON.stringify({}),
        seed_id: null,
        server_seed_hash: first?.server_seed_hash ?? '',
        client_seed: first?.client_seed ?? '',
        nonce: first?.nonce ?? 0,
        crash_round_id: null,
        status: 'pending',
        created_at: clock.now(),
      });
      await repo.setBatchRound(trx, batchId, roundId);
      const detail: VendorBetDetail = {
        kind: 'lines',
        lines: [{ label: shotsLabel(mine.shots), amount: toMajor(mine.bullets, b.decimals) }],
        verify: { name: 'fish', id: batchId },
      };
      return { batch: mine, round, betCall: await seamless.queueBet(trx, round, b.platform_token, detail) };
    });
    if (!claimed) return false;
    const { batch, round, betCall } = claimed;
    // Every shot of the batch was recorded before the claim (the session lock orders them): read them again.
    const all = await repo.shotsOfBatch(db, batchId);
    const placed = await seamless.placeBet(round, betCall, b.platform_token, async (trx, answer) => {
      await roundsRepo.settleRound(trx, roundId, {
        win: batch.payouts,
        jackpotWin: 0n,
        outcome: { fishingBatchId: batchId, shots: batch.shots, catches: batch.catches },
        now: clock.now(),
      });
      await repo.finishBatch(trx, batchId, 'settled', clock.now());
      const after = toMinor(answer.balance, b.decimals);
      if (after !== null) await repo.setBalance(trx, b.session_id, after + batch.payouts);
      const detail: VendorWinDetail = {
        kind: 'lines',
        result: resultText(batch.shots, batch.catches),
        lines: catchLines(all, b.decimals),
      };
      return seamless.queueWin(trx, round, b.platform_token, batch.payouts, 'win', detail);
    });
    if (placed.kind === 'accepted') seamless.sendSoon([placed.value]);
    else await voidBatch(b, placed.kind === 'refused' ? placed.error : 'platform.unavailable');
    return true;
  }

  /** Batches a stopped process left closing whose round already ended: finished like their round. */
  async function recoverStranded(): Promise<number> {
    let n = 0;
    for (const s of await repo.strandedBatches(db)) {
      await db
        .transaction()
        .execute((trx) =>
          s.round_status === 'settled'
            ? repo.finishBatch(trx, s.id, 'settled', clock.now())
            : repo.finishBatch(trx, s.id, 'void', clock.now(), s.void_reason ?? 'platform.unavailable'),
        );
      n++;
    }
    return n;
  }

  /** One pass: every due batch closed (by whichever process claims it), stranded ones finished. */
  async function closeDue(nowMs = clock.nowMs()): Promise<number> {
    let n = 0;
    for (const id of await repo.dueBatchIds(db, new Date(nowMs), CLOSE_AT_ONCE)) if (await close(id)) n++;
    await recoverStranded();
    return n;
  }

  return {
    close,
    closeDue,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (busy) return;
        busy = closeDue()
          .then(() => undefined)
          .catch((error: unknown) => log.error({ err: error }, 'fishing batch tick failed'))
          .finally(() => {
            busy = null;
          });
      }, TICK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await busy;
    },
  };
}
export type FishingBatches = ReturnType<typeof createFishingBatches>;
