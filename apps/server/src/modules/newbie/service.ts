import type { NewbieRequiredField, RegisterPromotionInput } from '@portal/contract';
import { newbieFieldFlags, newbieRequiredField, registerPromotionInput } from '@portal/contract';
import { toMajor, toMinor } from '@portal/contract/money';
import type { Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { Tenant } from '../merchants/service.ts';
import type { Conditions } from '../rewards/conditions.ts';
import type { Grants } from '../wallet/grants.ts';
import type { Publish } from '../../lib/live-hub.ts';
import * as repo from './repository.ts';
import type { RegisterPromotionRow } from './repository.ts';

type Member = { id: number; merchantId: number; username: string; type: number };
const pick = (t: Partial<Record<string, string>>, lang: Lang) => t[lang] || t.TW || t.EN || '';
const ALL_FIELDS = newbieRequiredField.options;
/** Major units of the wire to minor units; more decimals than the currency has is bad input. */
export function minorOf(major: number, decimals: number): bigint {
  const m = toMinor(major, decimals);
  if (m === null) throw new AppError('request_param_err');
  return m;
}

/**
 * Newbie tasks (register promotions, inventory 1.4.1, decision 0045): complete the member information a
 * task requires, then claim its bonus and points once. A permanent task is for every member; a dated one
 * for members who registered on or after its start, claimable while it is open. The fields are measured
 * only by the rule engine (PROFILE_COMPLETE).
 */
export function createNewbieTasks(
  db: Db,
  deps: { conditions: Conditions; grants: Grants; publish?: Publish },
) {
  const { conditions, grants } = deps;

  function openness(p: RegisterPromotionRow, now: Date): 'OPEN' | 'NOT_YET' | 'CLOSED' {
    if (!p.start_at || !p.end_at) return 'OPEN';
    if (now < new Date(p.start_at)) return 'NOT_YET';
    return now < new Date(p.end_at) ? 'OPEN' : 'CLOSED';
  }
  /** Dated tasks are for members who joined during them (decision 0045). */
  const eligible = (p: RegisterPromotionRow, since: Date) => !p.start_at || since >= new Date(p.start_at);

  /** Which of the given fields the member has completed (one rule-engine evaluation per field). */
  async function accomplished(member: Member, fields: readonly NewbieRequiredField[]) {
    const done: NewbieRequiredField[] = [];
    for (const field of fields) {
      const r = await conditions.evaluate(member.id, {
        kind: 'PROFILE_COMPLETE',
        target: 1n,
        filter: { fields: [field] },
        window: { type: 'HISTORY' },
      });
      if (r.met) done.push(field);
    }
    return done;
  }

  /** The open tasks this member may take, with which are claimed. */
  async function standing(tenant: Tenant, member: Member) {
    const now = clock.now();
    const since = await repo.memberSince(db, member.id);
    const open = (await repo.openPromotions(db, tenant.id, now)).filter((p) => eligible(p, since));
    const claimed = await repo.claimedOf(
      db,
      member.id,
      open.map((p) => p.id),
    );
    return { open, claimed };
  }

  function boShape(tenant: Tenant, p: RegisterPromotionRow, claims: number) {
    const d = tenant.settings.currency.decimals;
    return {
      id: String(p.id),
      name: p.name as Record<string, string>,
      remark: p.remark as Record<string, string>,
      startTime: p.start_at ? new Date(p.start_at).toISOString() : null,
      endTime: p.end_at ? new Date(p.end_at).toISOString() : null,
      enabled: p.enabled,
      bonusAmount: toMajor(BigInt(p.bonus), d),
      turnoverMultiple: p.turnover_multiple,
      pointAmount: Number(p.points),
      requiredFields: p.required_fields as NewbieRequiredField[],
      claims,
    };
  }

  return {
    /** `getRegisterPromotionList`: the open tasks for this member and the fields the member has completed. */
    async list(tenant: Tenant, member: Member, lang: Lang) {
      const d = tenant.settings.currency.decimals;
      const { open, claimed } = await standing(tenant, member);
      const done = await accomplished(member, ALL_FIELDS);
      return {
        registerPromotion: open.map((p) => {
          const required = p.required_fields as NewbieRequiredField[];
          const flags = Object.fromEntries(
            ALL_FIELDS.map((f) => [newbieFieldFlags[f], required.includes(f)]),
          ) as Record<(typeof newbieFieldFlags)[NewbieRequiredField], boolean>;
          return {
            promotionId: String(p.id),
            promotionName: pick(p.name, lang),
            remark: pick(p.remark, lang),
            hasExpiry: !!p.start_at,
            startDate: p.start_at ? new Date(p.start_at).toISOString() : null,
            endDate: p.end_at ? new Date(p.end_at).toISOString() : null,
            bonusAmount: toMajor(BigInt(p.bonus), d),
            pointAmount: Number(p.points),
            turnoverMultiple: p.turnover_multiple,
            requiredFields: required,
            ...flags,
            claimed: claimed.has(p.id),
          };
        }),
        accomplishedFields: done,
      };
    },

    /**
     * `claimRegisterPromotion {promotionId}`: the task's reward, once per member. The claim row (unique per
     * member and task) and its grants (`register:<claimId>`, `register:<claimId>:points`) commit in one
     * transaction; a concurrent second claim finds the row and is refused.
     */
    async claim(tenant: Tenant, member: Member, promotionId: string) {
      if (member.type === 4) throw new AppError('trial.account.forbidden');
      const p = await repo.promotionById(db, tenant.id, Number(promotionId));
      if (!p || !p.enabled) throw new AppError('not.found');
      const open = openness(p, clock.now());
      if (open === 'NOT_YET') throw new AppError('newbie.not.open');
      if (open === 'CLOSED') throw new AppError('newbie.closed');
      if (!eligible(p, await repo.memberSince(db, member.id))) throw new AppError('newbie.not.eligible');
      if ((await repo.claimedOf(db, member.id, [p.id])).size) throw new AppError('newbie.already.claimed');
      const required = p.required_fields as NewbieRequiredField[];
      const done = await accomplished(member, required);
      const missing = required.filter((f) => !done.includes(f));
      if (missing.length)
        throw new AppError('required_member_information_incomplete', { requiredInformation: missing });
      const bonus = BigInt(p.bonus);
      const points = BigInt(p.points);
      await grants.prepare(tenant.id, member.id);
      await db.transaction().execute(async (trx) => {
        const row = await repo.insertClaim(trx, {
          merchantId: tenant.id,
          customerId: member.id,
          promotionId: p.id,
          bonus,
          points,
        });
        if (!row) throw new AppError('newbie.already.claimed');
        const meta = { registerPromotionClaim: String(row.id) };
        if (bonus > 0n)
          await grants.grantBonus(
            {
              merchantId: tenant.id,
              customerId: member.id,
              key: `register:${row.id}`,
              amount: bonus,
              required: bonus * BigInt(p.turnover_multiple),
              label: p.name as Record<string, string>,
              meta,
            },
            trx,
          );
        if (points > 0n)
          await grants.grantPoints(
            { merchantId: tenant.id, customerId: member.id, key: `register:${row.id}:points`, points, meta },
            trx,
          );
      });
      deps.publish?.(member.id, { type: 'reward', source: 'register' });
      const d = tenant.settings.currency.decimals;
      return {
        amount: toMajor(bonus, d),
        pointAmount: Number(points),
        turnoverMultiple: p.turnover_multiple,
      };
    },

    /** The REGISTER entry of `getAvailablePromotions`: offered while a task is open; count: claimable now. */
    async count(tenant: Tenant, member: Member) {
      const { open, claimed } = await standing(tenant, member);
      let count = 0;
      for (const p of open) {
        if (claimed.has(p.id)) continue;
        const required = p.required_fields as NewbieRequiredField[];
        if ((await accomplished(member, required)).length === required.length) count++;
      }
      return { enabled: open.length > 0, count };
    },

    // ---- back office ----
    async all(tenant: Tenant) {
      const rows = await repo.allPromotions(db, tenant.id);
      return rows.map((r) => boShape(tenant, r, Number(r.claims)));
    },
    async get(tenant: Tenant, id: number) {
      const p = await repo.promotionById(db, tenant.id, id);
      if (!p) throw new AppError('not.found');
      return boShape(tenant, p, Number((await repo.claimCount(db, p.id)).n));
    },
    async save(tenant: Tenant, id: number | null, raw: RegisterPromotionInput) {
      const input = registerPromotionInput.parse(raw);
      const d = tenant.settings.currency.decimals;
      const before = id === null ? null : await this.get(tenant, id);
      const savedId = await repo.savePromotion(db, tenant.id, id, {
        name: JSON.stringify(input.name),
        remark: JSON.stringify(input.remark),
        start_at: input.startTime ? new Date(input.startTime) : null,
        end_at: input.endTime ? new Date(input.endTime) : null,
        enabled: input.enabled,
        bonus: minorOf(input.bonusAmount, d),
        turnover_multiple: input.turnoverMultiple,
        points: BigInt(input.pointAmount),
        required_fields: JSON.stringify(input.requiredFields),
      });
      return { before, after: await this.get(tenant, savedId) };
    },
    async claims(tenant: Tenant, promotionId: number | null) {
      const d = tenant.settings.currency.decimals;
      return (await repo.claims(db, tenant.id, promotionId)).map((c) => ({
        id: String(c.id),
        username: c.username,
        sourceId: String(c.promotion_id),
        amount: toMajor(c.bonus, d),
        pointAmount: Number(c.points),
        createdAt: new Date(c.created_at).toISOString(),
      }));
    },
  };
}
export type NewbieTasks = ReturnType<typeof createNewbieTasks>;
