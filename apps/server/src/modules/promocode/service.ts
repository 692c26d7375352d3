import type { PromoCodeInput, PromoCodeReason } from '@portal/contract';
import { promoCodeInput } from '@portal/contract';
import { toMajor } from '@portal/contract/money';
import type { Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { Tenant } from '../merchants/service.ts';
import { minorOf } from '../newbie/service.ts';
import type { Conditions, Window } from '../rewards/conditions.ts';
import type { Grants } from '../wallet/grants.ts';
import type { Publish } from '../../lib/live-hub.ts';
import * as repo from './repository.ts';
import type { PromoCodeRow } from './repository.ts';

type Member = { id: number; merchantId: number; username: string; type: number };
const pick = (t: Partial<Record<string, string>>, lang: Lang) => t[lang] || t.TW || t.EN || '';

/**
 * Promo codes (inventory 1.4.1, decision 0045): the operator's codes, each redeemed once per member while
 * open and while its budget lasts, paying a bonus (with turnover) and/or points; an optional deposit
 * condition measured by the rule engine (DEPOSIT_AMOUNT from the code's start on, or ever).
 */
export function createPromoCodes(
  db: Db,
  deps: { conditions: Conditions; grants: Grants; publish?: Publish },
) {
  const { conditions, grants } = deps;

  const windowOf = (c: PromoCodeRow): Window =>
    c.start_at ? { type: 'AFTER_CLAIM', since: new Date(c.start_at) } : { type: 'HISTORY' };

  /** The first reason this member cannot redeem the code now, as an error; null when it can. */
  async function refusal(c: PromoCodeRow, member: Member, claimed: boolean, d: number) {
    const now = clock.now();
    if (c.start_at && now < new Date(c.start_at)) return new AppError('promocode.not.open');
    if (c.end_at && now >= new Date(c.end_at)) return new AppError('promocode.expired');
    if (claimed) return new AppError('promocode.already.claimed');
    if (c.max_uses !== null && c.uses >= c.max_uses) return new AppError('promocode.used.up');
    const deposit = BigInt(c.deposit_required);
    if (deposit > 0n) {
      const r = await conditions.evaluate(member.id, {
        kind: 'DEPOSIT_AMOUNT',
        target: deposit,
        window: windowOf(c),
      });
      if (!r.met)
        return new AppError('promocode.condition.unmet', {
          accumulatedDepositAmount: toMajor(r.actual, d),
          requiredDepositAmount: toMajor(r.target, d),
        });
    }
    return null;
  }
  const reasons: Partial<Record<string, PromoCodeReason>> = {
    'promocode.not.open': 'NOT_OPEN',
    'promocode.expired': 'EXPIRED',
    'promocode.already.claimed': 'CLAIMED',
    'promocode.used.up': 'USED_UP',
    'promocode.condition.unmet': 'CONDITION_UNMET',
  };

  function boShape(tenant: Tenant, c: PromoCodeRow, claims: number) {
    const d = tenant.settings.currency.decimals;
    return {
      id: String(c.id),
      code: c.code,
      description: c.description as Record<string, string>,
      enabled: c.enabled,
      listed: c.listed,
      startTime: c.start_at ? new Date(c.start_at).toISOString() : null,
      endTime: c.end_at ? new Date(c.end_at).toISOString() : null,
      maxUses: c.max_uses,
      uses: c.uses,
      bonusAmount: toMajor(BigInt(c.bonus), d),
      turnoverMultiple: c.turnover_multiple,
      pointAmount: Number(c.points),
      depositAmount: toMajor(BigInt(c.deposit_required), d),
      claims,
    };
  }

  return {
    /** `getPromoCodeEnable`: whether any enabled code is open now with redemptions left. */
    async enabled(tenant: Tenant) {
      return { enabled: await repo.anyOpen(db, tenant.id, clock.now()) };
    },

    /** `getPromoCode`: the listed codes; one the member cannot use now carries the reason. */
    async list(tenant: Tenant, member: Member, lang: Lang) {
      const d = tenant.settings.currency.decimals;
      const rows = await repo.listedCodes(db, tenant.id);
      const claimed = await repo.claimedOf(
        db,
        member.id,
        rows.map((r) => r.id),
      );
      const out = [];
      for (const c of rows) {
        const no = await refusal(c, member, claimed.has(c.id), d);
        out.push({
          promoCode: c.code,
          enabled: !no,
          description: pick(c.description, lang),
          promotionSettingId: String(c.id),
          bonusAmount: toMajor(BigInt(c.bonus), d),
          pointAmount: Number(c.points),
          endDate: c.end_at ? new Date(c.end_at).toISOString() : null,
          ...(no ? { reason: reasons[no.errorCode] } : {}),
        });
      }
      return out;
    },

    /**
     * `claimPromoCode {promoCode}`: once per member while the budget lasts. One transaction: the claim row
     * (unique per member and code), one use of the budget (conditional UPDATE), and the grants
     * (`promocode:<claimId>`, `promocode:<claimId>:points`); any refusal rolls all back.
     */
    async claim(tenant: Tenant, member: Member, text: string) {
      if (member.type === 4) throw new AppError('trial.account.forbidden');
      const c = await repo.codeByText(db, tenant.id, text.trim());
      if (!c) throw new AppError('promocode.not.found');
      const d = tenant.settings.currency.decimals;
      const claimed = (await repo.claimedOf(db, member.id, [c.id])).size > 0;
      const no = await refusal(c, member, claimed, d);
      if (no) throw no;
      const bonus = BigInt(c.bonus);
      const points = BigInt(c.points);
      await grants.prepare(tenant.id, member.id);
      await db.transaction().execute(async (trx) => {
        const row = await repo.insertClaim(trx, {
          merchantId: tenant.id,
          customerId: member.id,
          codeId: c.id,
          bonus,
          points,
        });
        if (!row) throw new AppError('promocode.already.claimed');
        if (!(await repo.takeUse(trx, c.id))) throw new AppError('promocode.used.up');
        const meta = { promoCodeClaim: String(row.id), promoCode: c.code };
        const label = {
          TW: `優惠碼 ${c.code}`,
          EN: `Promo code ${c.code}`,
          VI: `Mã khuyến mãi ${c.code}`,
        };
        if (bonus > 0n)
          await grants.grantBonus(
            {
              merchantId: tenant.id,
              customerId: member.id,
              key: `promocode:${row.id}`,
              amount: bonus,
              required: bonus * BigInt(c.turnover_multiple),
              label,
              meta,
            },
            trx,
          );
        if (points > 0n)
          await grants.grantPoints(
            { merchantId: tenant.id, customerId: member.id, key: `promocode:${row.id}:points`, points, meta },
            trx,
          );
      });
      deps.publish?.(member.id, { type: 'reward', source: 'promocode' });
      return {
        promoCode: c.code,
        amount: toMajor(bonus, d),
        pointAmount: Number(points),
        turnoverMultiple: c.turnover_multiple,
      };
    },

    // ---- back office ----
    async all(tenant: Tenant) {
      const rows = await repo.allCodes(db, tenant.id);
      return rows.map((r) => boShape(tenant, r, Number(r.claims)));
    },
    async get(tenant: Tenant, id: number) {
      const c = await repo.codeById(db, tenant.id, id);
      if (!c) throw new AppError('not.found');
      return boShape(tenant, c, Number((await repo.claimCount(db, c.id)).n));
    },
    async save(tenant: Tenant, id: number | null, raw: PromoCodeInput) {
      const input = promoCodeInput.parse(raw);
      const d = tenant.settings.currency.decimals;
      const before = id === null ? null : await this.get(tenant, id);
      if (await repo.sameText(db, tenant.id, input.code, id)) throw new AppError('promocode.exists');
      // The budget cannot drop below the redemptions already made.
      if (before && input.maxUses !== null && input.maxUses < before.uses)
        throw new AppError('request_param_err');
      const savedId = await repo.saveCode(db, tenant.id, id, {
        code: input.code,
        description: JSON.stringify(input.description),
        enabled: input.enabled,
        listed: input.listed,
        start_at: input.startTime ? new Date(input.startTime) : null,
        end_at: input.endTime ? new Date(input.endTime) : null,
        max_uses: input.maxUses,
        bonus: minorOf(input.bonusAmount, d),
        turnover_multiple: input.turnoverMultiple,
        points: BigInt(input.pointAmount),
        deposit_required: minorOf(input.depositAmount, d),
      });
      if (savedId === null) throw new AppError('promocode.exists');
      return { before, after: await this.get(tenant, savedId) };
    },
    async claims(tenant: Tenant, codeId: number | null) {
      const d = tenant.settings.currency.decimals;
      return (await repo.claims(db, tenant.id, codeId)).map((c) => ({
        id: String(c.id),
        username: c.username,
        sourceId: String(c.promo_code_id),
        amount: toMajor(c.bonus, d),
        pointAmount: Number(c.points),
        createdAt: new Date(c.created_at).toISOString(),
      }));
    },
  };
}
export type PromoCodes = ReturnType<typeof createPromoCodes>;
