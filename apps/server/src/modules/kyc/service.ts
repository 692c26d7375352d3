import {
  kycImageFields,
  kycImageSides,
  kycSubmitFields,
  type BoKycListValue,
  type KycImageSide,
  type KycPolicy,
  type KycValue,
  type boKycQuery,
} from '@portal/contract';
import { translate, type Lang } from '@portal/i18n';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { UploadedImage } from '../../lib/image-upload.ts';
import { localDay, timeZoneOf } from '../../lib/time-zone.ts';
import type { Tenant } from '../merchants/service.ts';
import * as repo from './repository.ts';

/** The actions a merchant may put behind an approved identity (decision 0065). */
export type KycGate = 'deposit' | 'withdrawal' | 'promotion';
/** Each gate's refusal: the original's codes (inventory 1.8). */
const gateErrors = {
  deposit: 'required_id_not_verified',
  withdrawal: 'required_id_not_verified',
  promotion: 'id_not_verified',
} as const;

export const DEFAULT_KYC_POLICY: KycPolicy = {
  gates: { deposit: false, withdrawal: false, promotion: false },
  minAge: 18,
  selfieRequired: false,
  backRequired: true,
};

/** Whole years from a birth date (YYYY-MM-DD) to a day (YYYY-MM-DD): calendar arithmetic, no time zone. */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export interface KycDeps {
  /** Tells the member the review's outcome (a platform message with its live push). */
  notify?: (
    tenant: Tenant,
    staffId: number,
    to: { username: string; language: Lang },
    text: (lang: Lang) => { subject: string; content: string },
  ) => Promise<void>;
}

/** Pictures in the form's order: front, back, selfie. */
const bySideOrder = (sides: { side: KycImageSide }[]) =>
  sides.map((s) => s.side).sort((a, b) => kycImageSides.indexOf(a) - kycImageSides.indexOf(b));
const mask = (n: string) =>
  n.length <= 4 ? '*'.repeat(n.length) : `${'*'.repeat(n.length - 4)}${n.slice(-4)}`;
const iso = (d: Date) => new Date(d).toISOString();

/** Identity verification (inventory 1.1, 1.8, decision 0065): member submissions, review, gates. */
export function createKyc(db: Db, deps: KycDeps = {}) {
  async function policy(merchantId: number): Promise<KycPolicy> {
    const p = await repo.policyOf(db, merchantId);
    if (!p) return DEFAULT_KYC_POLICY;
    return {
      gates: { deposit: p.deposit_gate, withdrawal: p.withdrawal_gate, promotion: p.promotion_gate },
      minAge: p.min_age,
      selfieRequired: p.selfie_required,
      backRequired: p.back_required,
    };
  }
  const today = (tenant: Tenant) => localDay(clock.now(), timeZoneOf(tenant.settings));

  return {
    policy,

    /**
     * Refuses the action when the merchant's gate asks for an approved identity the member does not
     * have (or whose birth date is now under the minimum age). Called by deposits, withdrawals and
     * promotion claims (wired in app.ts).
     */
    async requireVerified(tenant: Tenant, customerId: number, gate: KycGate) {
      const p = await policy(tenant.id);
      if (!p.gates[gate]) return;
      const latest = await repo.latestOf(db, customerId);
      if (latest?.status !== 'APPROVED')
        throw new AppError(gateErrors[gate], { kycStatus: latest?.status ?? 'NONE' });
      if (ageOn(latest.birth_date, today(tenant)) < p.minAge)
        throw new AppError('kyc.under.age', { minAge: p.minAge }, { minAge: p.minAge });
    },

    async status(tenant: Tenant, member: { id: number }): Promise<KycValue> {
      const [p, latest] = await Promise.all([policy(tenant.id), repo.latestOf(db, member.id)]);
      const sides = latest ? await repo.sidesOf(db, [latest.id]) : [];
      return {
        status: latest?.status ?? 'NONE',
        rejectReason: latest?.status === 'REJECTED' ? latest.reject_reason : null,
        submission: latest
          ? {
              id: latest.id,
              documentType: latest.document_type,
              documentNumber: mask(latest.document_number),
              fullName: latest.full_name,
              birthDate: latest.birth_date,
              images: bySideOrder(sides),
              submitTime: iso(latest.created_at),
            }
          : null,
        policy: p,
      };
    },

    /** A submission: none pending or approved, old enough, the pictures the merchant asks for. */
    async submit(
      tenant: Tenant,
      member: { id: number; type: number },
      fields: Record<string, string>,
      images: UploadedImage[],
    ) {
      if (member.type === 4) throw new AppError('trial.account.forbidden');
      const parsed = kycSubmitFields.safeParse(fields);
      if (!parsed.success)
        throw new AppError(
          'request_param_err',
          Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'request'), 'invalid'])),
        );
      const input = parsed.data;
      const p = await policy(tenant.id);
      const latest = await repo.latestOf(db, member.id);
      if (latest && latest.status !== 'REJECTED') throw new AppError('invalid_id_verification_status');
      if (ageOn(input.birthDate, today(tenant)) < p.minAge)
        throw new AppError('kyc.under.age', { minAge: p.minAge }, { minAge: p.minAge });
      const bySide = new Map<KycImageSide, UploadedImage>();
      for (const image of images) {
        const side = (Object.keys(kycImageFields) as KycImageSide[]).find(
          (s) => kycImageFields[s] === image.field,
        )!;
        if (bySide.has(side)) throw new AppError('request_param_err', { [image.field!]: 'at most 1' });
        bySide.set(side, image);
      }
      const required: KycImageSide[] = [
        'FRONT',
        ...(p.backRequired ? (['BACK'] as const) : []),
        ...(p.selfieRequired ? (['SELFIE'] as const) : []),
      ];
      for (const side of required)
        if (!bySide.has(side))
          throw new AppError('request_param_err', { [kycImageFields[side]]: 'validation.required' });
      try {
        const id = await repo.insertSubmission(db, {
          merchantId: tenant.id,
          customerId: member.id,
          ...input,
          images: [...bySide].map(([side, i]) => ({ side, contentType: i.contentType, bytes: i.bytes })),
          now: clock.now(),
        });
        return { id, status: 'PENDING' as const };
      } catch (error) {
        // Two submissions at once: the unique index on open ones lets one through.
        if ((error as { code?: string }).code === '23505')
          throw new AppError('invalid_id_verification_status');
        throw error;
      }
    },

    /** A picture of the member's latest submission (the member's own only). */
    async ownImage(tenant: Tenant, member: { id: number }, side: KycImageSide) {
      const latest = await repo.latestOf(db, member.id);
      const row = latest ? await repo.image(db, tenant.id, latest.id, side) : undefined;
      if (!row) throw new AppError('kyc.not.found');
      return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
    },

    async boImage(tenant: Tenant, id: number, side: KycImageSide) {
      const row = await repo.image(db, tenant.id, id, side);
      if (!row) throw new AppError('kyc.not.found');
      return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
    },

    async boList(tenant: Tenant, q: z.output<typeof boKycQuery>): Promise<BoKycListValue> {
      const { rows, total } = await repo.list(db, {
        merchantId: tenant.id,
        status: q.status,
        username: q.username || undefined,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      const sides = await repo.sidesOf(
        db,
        rows.map((r) => r.id),
      );
      const day = today(tenant);
      return {
        rows: rows.map((r) => ({
          id: r.id,
          username: r.username,
          status: r.status,
          documentType: r.document_type,
          documentNumber: r.document_number,
          fullName: r.full_name,
          birthDate: r.birth_date,
          age: ageOn(r.birth_date, day),
          images: bySideOrder(sides.filter((s) => s.submission_id === r.id)),
          submitTime: iso(r.created_at),
          rejectReason: r.reject_reason,
          reviewer: r.reviewer,
          reviewTime: r.reviewed_at ? iso(r.reviewed_at) : null,
        })),
        total,
      };
    },

    /** Approves or rejects a pending submission and tells the member (in its language). */
    async review(
      tenant: Tenant,
      staffId: number,
      id: number,
      decision: { approve: boolean; reason?: string },
    ) {
      const s = await repo.findForReview(db, tenant.id, id);
      if (!s) throw new AppError('kyc.not.found');
      if (s.status !== 'PENDING') throw new AppError('invalid_id_verification_status');
      const p = await policy(tenant.id);
      if (decision.approve && ageOn(s.birth_date, today(tenant)) < p.minAge)
        throw new AppError('kyc.under.age', { minAge: p.minAge }, { minAge: p.minAge });
      const status = decision.approve ? ('APPROVED' as const) : ('REJECTED' as const);
      const reason = decision.approve ? null : (decision.reason ?? '');
      if (!(await repo.decide(db, id, { status, reason, staffId, now: clock.now() })))
        throw new AppError('invalid_id_verification_status');
      if (deps.notify) {
        const key = decision.approve ? 'approved' : 'rejected';
        await deps.notify(
          tenant,
          staffId,
          { username: s.username, language: s.language ?? tenant.settings.defaultLanguage },
          (lang) => ({
            subject: translate(lang, `kyc.notice.${key}Subject`),
            content: translate(lang, `kyc.notice.${key}Body`, { reason: reason ?? '' }),
          }),
        );
      }
      return { before: { status: 'PENDING' }, after: { status, reason } };
    },

    async savePolicy(tenant: Tenant, next: KycPolicy) {
      const before = await policy(tenant.id);
      await repo.savePolicy(db, {
        merchantId: tenant.id,
        ...next.gates,
        minAge: next.minAge,
        selfieRequired: next.selfieRequired,
        backRequired: next.backRequired,
        now: clock.now(),
      });
      return { before, after: next };
    },
  };
}

export type Kyc = ReturnType<typeof createKyc>;
