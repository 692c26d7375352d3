import { toMajor } from '@portal/contract/money';
import type { Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import type { LiveHub } from '../../lib/live-hub.ts';
import type { Tenant } from '../merchants/service.ts';
import * as repo from './bonuses-repository.ts';
import type { Ledger } from './ledger.ts';
import type { Turnover } from './turnover.ts';

interface Member {
  id: number;
  type: number;
}

/**
 * Promotion bonuses (decision 0010): a bonus waits in the bonus wallet until its turnover requirement is
 * met (counted by turnover.ts, decision 0020), then moves to the main wallet once.
 */
export function createBonuses(db: Db, ledger: Ledger, turnover: Turnover, hub?: LiveHub) {
  const progress = async (merchantId: number, customerId: number) =>
    (await turnover.progress(merchantId, customerId)).bonuses.filter((b) => b.bonus > 0n);

  /** Moves every bonus whose requirement is met to the main wallet; each once (its row and its transfer commit together). */
  async function release(merchantId: number, customerId: number): Promise<number> {
    let released = 0;
    for (const p of await progress(merchantId, customerId)) {
      if (p.releasedAt || p.achieved < p.required) continue;
      await ledger.prepare(merchantId, [
        { kind: 'bonus', ownerId: customerId },
        { kind: 'cash', ownerId: customerId },
      ]);
      const done = await db.transaction().execute(async (trx) => {
        if (!(await repo.markReleased(trx, p.id, clock.now()))) return false;
        await ledger.transfer(
          {
            merchantId,
            key: `bonus-release:${p.id}`,
            type: 'bonus_release',
            from: { kind: 'bonus', ownerId: customerId },
            to: { kind: 'cash', ownerId: customerId },
            amount: p.bonus,
            meta: { orderId: p.orderId === null ? null : String(p.orderId) },
          },
          trx,
        );
        return true;
      });
      if (done) released++;
    }
    if (released) hub?.publish(customerId, { type: 'balance' });
    return released;
  }

  return {
    release,

    /** The member's promotion bonuses with their turnover progress (released ones are released first). */
    async details(tenant: Tenant, member: Member, lang: Lang) {
      if (member.type !== 4) await release(tenant.id, member.id);
      const d = tenant.settings.currency.decimals;
      const rows = await progress(tenant.id, member.id);
      return {
        bonuses: rows.reverse().map((p) => ({
          id: String(p.id),
          orderId: p.orderId === null ? null : String(p.orderId),
          promotionName: p.promotion ? (p.promotion[lang] ?? p.promotion.TW ?? null) : null,
          bonus: toMajor(p.bonus, d),
          requiredTurnover: toMajor(p.required, d),
          achievedTurnover: toMajor(p.achieved, d),
          status: p.releasedAt ? ('RELEASED' as const) : ('IN_PROGRESS' as const),
          grantedAt: p.grantedAt.toISOString(),
          releasedAt: p.releasedAt?.toISOString() ?? null,
        })),
      };
    },

    /** The job: members with open bonuses get theirs released when due. */
    async releaseDue(limit = 500): Promise<number> {
      const members = await repo.membersWithOpenBonuses(db, limit);
      let released = 0;
      for (const m of members) released += await release(m.merchant_id, m.id);
      return released;
    },
  };
}
export type Bonuses = ReturnType<typeof createBonuses>;
