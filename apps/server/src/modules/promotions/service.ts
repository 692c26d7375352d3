import {
  type BoPromotionCategory,
  type PromotionCategoryEdit,
  PROMOTION_REMARKS_MAX,
  type AvailablePromotions,
  type BoApplicationRow,
  type BoPromotionRow,
  type PromotionApplication,
  type PromotionDetail,
  type PromotionSettingsEdit,
} from '@portal/contract';
import { toMajor } from '@portal/contract/money';
import type { Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import type { LocalizedText } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { UploadedImage } from '../../lib/image-upload.ts';
import type { Tenant } from '../merchants/service.ts';
import { localized } from '../system/service.ts';
import type { Grants } from '../wallet/grants.ts';
import * as repo from './repository.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const big = (v: bigint | string | number | null | undefined) =>
  v === null || v === undefined ? 0n : BigInt(v);

/** A promotion's rules; a PR announcement without saved settings takes no applications. */
function rulesOf(p: repo.LivePromotion) {
  const bonus = big(p.bonus);
  return {
    applyEnabled: p.apply_enabled ?? false,
    remarkRequired: p.remark_required ?? false,
    picturesRequired: p.pictures_required ?? false,
    bonus: toMajor(bonus),
    requiredTurnover: toMajor(bonus * BigInt(p.turnover_multiple ?? 0)),
    limit: p.per_member ?? 'ONCE',
  } as const;
}

const summaryOf = (p: repo.LivePromotion, lang: Lang) => ({
  id: p.id,
  category: p.category,
  title: localized(p.title, lang),
  image: p.image_url,
  startTime: new Date(p.start_at).toISOString(),
  endTime: iso(p.end_at),
});

/** True when approving one more bonus would go over the budget. */
const overBudget = (budget: bigint | string | null | undefined, spent: unknown, bonus: bigint) =>
  budget !== null && budget !== undefined && bonus > 0n && big(spent as bigint) + bonus > big(budget);

type ApplicationRow = Awaited<ReturnType<typeof repo.memberApplications>>[number];
const applicationOf = (r: ApplicationRow, lang: Lang): PromotionApplication => ({
  id: String(r.id),
  promotionId: r.announcement_id,
  title: localized(r.title, lang),
  remarks: r.remarks,
  pictures: r.pictures,
  status: r.status,
  reason: r.reason,
  bonus: r.bonus === null ? null : toMajor(big(r.bonus)),
  requiredTurnover: r.required_turnover === null ? null : toMajor(big(r.required_turnover)),
  createdAt: new Date(r.created_at).toISOString(),
  reviewedAt: iso(r.reviewed_at),
});

/** The staff member acting (request.staff). */
export interface Actor {
  id: number;
}

/**
 * Promotions for members (issue 16 item 2, decision 0038): list, detail, applications with pictures, and
 * the operator's review, whose approval grants the bonus through grants (decision 0037) in the same
 * transaction as the status change.
 */
export function createPromotions(
  db: Db,
  deps: {
    grants: Grants;
    /** The merchant's identity gate before promotion claims (decision 0065): throws when the member may not. */
    idGate?: (tenant: Tenant, customerId: number) => Promise<void>;
  },
) {
  const { grants } = deps;

  async function livePromotion(tenant: Tenant, id: number) {
    const [p] = await repo.livePromotions(db, tenant.id, clock.now(), { id });
    return p;
  }

  return {
    async categories(tenant: Tenant, lang: Lang) {
      const rows = await repo.listCategories(db, tenant.id);
      return rows.map((r) => ({ code: r.code, name: localized(r.name, lang) }));
    },

    // ---- back office: categories ----
    async categoriesAdmin(tenant: Tenant): Promise<BoPromotionCategory[]> {
      const rows = await repo.categoriesWithUse(db, tenant.id);
      return rows.map((r) => ({
        id: r.id,
        code: r.code,
        name: { TW: r.name.TW, EN: r.name.EN ?? '', VI: r.name.VI ?? '' },
        sort: r.sort,
        promotions: Number(r.promotions ?? 0),
      }));
    },
    /** Creates (id null) or edits a category; the code of an existing one is kept. */
    async saveCategory(tenant: Tenant, id: number | null, input: PromotionCategoryEdit) {
      const all = await this.categoriesAdmin(tenant);
      const before = id === null ? null : (all.find((c) => c.id === id) ?? null);
      if (id !== null && !before) throw new AppError('not.found');
      const name = JSON.stringify(input.name);
      let savedId = id;
      if (id === null) {
        savedId = await repo.insertCategory(db, tenant.id, { code: input.code, name, sort: input.sort });
        if (savedId === null) throw new AppError('promotion.category.exists');
      } else if (!(await repo.updateCategory(db, tenant.id, id, { name, sort: input.sort })))
        throw new AppError('not.found');
      const after = (await this.categoriesAdmin(tenant)).find((c) => c.id === savedId)!;
      return { before, after };
    },
    /** Deletes a category that no promotion is filed under. */
    async deleteCategory(tenant: Tenant, id: number) {
      const before = (await this.categoriesAdmin(tenant)).find((c) => c.id === id);
      if (!before) throw new AppError('not.found');
      if (!(await repo.deleteUnusedCategory(db, tenant.id, id)))
        throw new AppError(
          'promotion.category.in.use',
          { promotions: before.promotions },
          { promotions: before.promotions },
        );
      return { before, after: null };
    },

    async detail(tenant: Tenant, id: number, lang: Lang): Promise<PromotionDetail> {
      const p = await livePromotion(tenant, id);
      if (!p) throw new AppError('not.found');
      return { ...summaryOf(p, lang), content: localized(p.content, lang), rules: rulesOf(p) };
    },

    /** Live promotions taking applications now (and with budget left). */
    async available(tenant: Tenant, lang: Lang): Promise<AvailablePromotions> {
      const rows = await repo.livePromotions(db, tenant.id, clock.now());
      return rows
        .filter((p) => p.apply_enabled && !overBudget(p.budget, p.spent, big(p.bonus)))
        .map((p) => ({ ...summaryOf(p, lang), rules: rulesOf(p) }));
    },

    /**
     * A member applies: comment of at most 140 characters, up to 3 pictures (checked by the caller's
     * upload reader). A second application while one is pending answers the pending one (idempotent).
     */
    async apply(
      tenant: Tenant,
      member: { id: number },
      input: { promotionId: number; remarks: string; images: UploadedImage[] },
      lang: Lang,
    ): Promise<PromotionApplication> {
      const remarks = input.remarks.trim();
      if ([...remarks].length > PROMOTION_REMARKS_MAX)
        throw new AppError('request_param_err', { remarks: `at most ${PROMOTION_REMARKS_MAX}` });
      const p = await livePromotion(tenant, input.promotionId);
      if (!p || !p.apply_enabled) throw new AppError('promotion.not.available');
      await deps.idGate?.(tenant, member.id);
      if (p.remark_required && !remarks) throw new AppError('request_param_err', { remarks: 'required' });
      if (p.pictures_required && !input.images.length)
        throw new AppError('request_param_err', { pictures: 'required' });
      const pending = await repo.findPendingApplication(db, p.id, member.id);
      if (pending) return applicationOf({ ...pending, title: p.title }, lang);
      if ((p.per_member ?? 'ONCE') === 'ONCE' && (await repo.hasApproved(db, p.id, member.id)))
        throw new AppError('prom.claim.processed');
      if (overBudget(p.budget, p.spent, big(p.bonus))) throw new AppError('promotion.budget.exceeded');
      const row = await db.transaction().execute(async (trx) => {
        const created = await repo.insertApplication(trx, {
          merchantId: tenant.id,
          promotionId: p.id,
          customerId: member.id,
          remarks,
          pictures: input.images.length,
        });
        if (created) await repo.insertImages(trx, created.id, input.images);
        return created;
      });
      const answer = row ?? (await repo.findPendingApplication(db, p.id, member.id));
      if (!answer) throw new AppError('promotion.not.available');
      return applicationOf({ ...answer, title: p.title }, lang);
    },

    async applications(member: { id: number }, promotionId: number | undefined, lang: Lang) {
      const rows = await repo.memberApplications(db, member.id, promotionId);
      return rows.map((r) => applicationOf(r, lang));
    },

    // ---- back office ----

    async promotionsAdmin(tenant: Tenant): Promise<BoPromotionRow[]> {
      const rows = await repo.allPromotions(db, tenant.id);
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        category: r.category,
        imageUrl: r.image_url,
        startAt: new Date(r.start_at).toISOString(),
        endAt: iso(r.end_at),
        published: r.published,
        applyEnabled: r.apply_enabled ?? false,
        remarkRequired: r.remark_required ?? false,
        picturesRequired: r.pictures_required ?? false,
        bonus: String(big(r.bonus)),
        turnoverMultiple: r.turnover_multiple ?? 0,
        limit: r.per_member ?? 'ONCE',
        budget: r.budget === null || r.budget === undefined ? null : String(r.budget),
        spent: String(big(r.spent)),
        pending: Number(r.pending ?? 0),
      }));
    },

    async saveSettings(tenant: Tenant, id: number, edit: PromotionSettingsEdit) {
      const promotion = await repo.findPromotionAnnouncement(db, tenant.id, id);
      if (!promotion) throw new AppError('not.found');
      const before = (await this.promotionsAdmin(tenant)).find((r) => r.id === id) ?? null;
      await repo.saveSetting(db, {
        announcementId: id,
        merchantId: tenant.id,
        applyEnabled: edit.applyEnabled,
        remarkRequired: edit.remarkRequired,
        picturesRequired: edit.picturesRequired,
        bonus: BigInt(edit.bonus),
        turnoverMultiple: edit.turnoverMultiple,
        perMember: edit.limit,
        budget: edit.budget === null ? null : BigInt(edit.budget),
      });
      const after = (await this.promotionsAdmin(tenant)).find((r) => r.id === id)!;
      return { before, after };
    },

    async applicationsAdmin(
      tenant: Tenant,
      filter: { status?: 'PENDING' | 'APPROVED' | 'REJECTED'; promotionId?: number },
    ): Promise<BoApplicationRow[]> {
      const rows = await repo.listApplications(db, tenant.id, filter);
      return rows.map((r) => ({
        id: String(r.id),
        promotionId: r.announcement_id,
        promotionTitle: r.title,
        customerId: r.customer_id,
        username: r.username,
        remarks: r.remarks,
        pictures: r.pictures,
        status: r.status,
        reason: r.reason,
        bonus: r.bonus === null ? null : String(r.bonus),
        requiredTurnover: r.required_turnover === null ? null : String(r.required_turnover),
        createdAt: new Date(r.created_at).toISOString(),
        reviewedAt: iso(r.reviewed_at),
        reviewedBy: r.reviewer,
      }));
    },

    /**
     * Approves: the application row locked, the bonus granted (key `promo-app:<id>`, bonus × multiple of
     * turnover) and the budget charged in the same transaction as the status change. Approving again
     * answers the approved application and grants nothing.
     */
    async approve(tenant: Tenant, actor: Actor, id: bigint) {
      const found = await repo.findApplication(db, tenant.id, id);
      if (!found) throw new AppError('not.found');
      await grants.prepare(tenant.id, found.customer_id);
      return db.transaction().execute(async (trx) => {
        const a = (await repo.lockApplication(trx, tenant.id, id))!;
        const before = {
          status: a.status,
          reason: a.reason,
          bonus: a.bonus === null ? null : String(a.bonus),
        };
        if (a.status === 'APPROVED') return { before, after: before, replayed: true };
        if (a.status === 'REJECTED') throw new AppError('promotion.application.reviewed');
        const s = await repo.findSetting(trx, a.announcement_id, true);
        const perMember = s?.per_member ?? 'ONCE';
        if (perMember === 'ONCE' && (await repo.hasApproved(trx, a.announcement_id, a.customer_id)))
          throw new AppError('prom.claim.processed');
        const bonus = big(s?.bonus);
        const required = bonus * BigInt(s?.turnover_multiple ?? 0);
        if (bonus > 0n) {
          if (overBudget(s?.budget ?? null, s?.spent, bonus)) throw new AppError('promotion.budget.exceeded');
          const promotion = await repo.findPromotionAnnouncement(trx, tenant.id, a.announcement_id);
          const title: LocalizedText = promotion?.title ?? { TW: '優惠活動' };
          await grants.grantBonus(
            {
              merchantId: tenant.id,
              customerId: a.customer_id,
              key: `promo-app:${a.id}`,
              amount: bonus,
              required,
              label: { ...title },
              meta: { promotionId: a.announcement_id, applicationId: String(a.id) },
            },
            trx,
          );
          await repo.addSpent(trx, a.announcement_id, bonus);
        }
        await repo.review(trx, a.id, {
          status: 'APPROVED',
          reason: null,
          bonus,
          requiredTurnover: required,
          staffId: actor.id,
          at: clock.now(),
        });
        return {
          before,
          after: { status: 'APPROVED', reason: null, bonus: String(bonus) },
          replayed: false,
        };
      });
    },

    /** Rejects a pending application with the reason the member sees. */
    async reject(tenant: Tenant, actor: Actor, id: bigint, reason: string) {
      return db.transaction().execute(async (trx) => {
        const a = await repo.lockApplication(trx, tenant.id, id);
        if (!a) throw new AppError('not.found');
        if (a.status !== 'PENDING') throw new AppError('promotion.application.reviewed');
        await repo.review(trx, a.id, {
          status: 'REJECTED',
          reason,
          bonus: null,
          requiredTurnover: null,
          staffId: actor.id,
          at: clock.now(),
        });
        return { before: { status: a.status }, after: { status: 'REJECTED', reason } };
      });
    },

    async image(tenant: Tenant, applicationId: bigint, n: number) {
      const row = await repo.findImage(db, tenant.id, applicationId, n);
      if (!row) throw new AppError('not.found');
      return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
    },
  };
}
export type Promotions = ReturnType<typeof createPromotions>;
