import { z } from 'zod';
import { INT4_MAX } from './bounds.ts';

/**
 * Identity verification (KYC, inventory 1.1 and 1.8, decision 0065): a member sends a document with
 * its pictures; staff approve or reject with a reason; the merchant's gates ask for an approved one
 * before deposits, withdrawals or promotion claims, and a minimum age is checked against the birth date.
 */

export const kycDocumentTypes = ['ID_CARD', 'PASSPORT', 'DRIVING_LICENCE'] as const;
export type KycDocumentType = (typeof kycDocumentTypes)[number];
/** NONE: never sent. The original's P (pending) and R (rejected), and approved. */
export const kycStatuses = ['NONE', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type KycStatus = (typeof kycStatuses)[number];
export const kycImageSides = ['FRONT', 'BACK', 'SELFIE'] as const;
export type KycImageSide = (typeof kycImageSides)[number];
/** The multipart file field of each picture. */
export const kycImageFields = { FRONT: 'front', BACK: 'back', SELFIE: 'selfie' } as const;
export const KYC_MIN_AGES = [18, 19, 20, 21, 25] as const;
export const KYC_NAME_MAX = 100;
export const KYC_NUMBER_MAX = 40;
export const KYC_REASON_MAX = 200;

/** Text fields of a submission (the pictures come as multipart files). */
export const kycSubmitFields = z.object({
  documentType: z.enum(kycDocumentTypes),
  documentNumber: z
    .string()
    .trim()
    .min(4)
    .max(KYC_NUMBER_MAX)
    .regex(/^[A-Za-z0-9-]+$/),
  fullName: z.string().trim().min(2).max(KYC_NAME_MAX),
  birthDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    ),
});
export type KycSubmitFields = z.infer<typeof kycSubmitFields>;

export const kycGates = z.object({
  deposit: z.boolean(),
  withdrawal: z.boolean(),
  promotion: z.boolean(),
});
export type KycGates = z.infer<typeof kycGates>;
export const kycPolicy = z.object({
  gates: kycGates,
  /** Members younger than this (by the birth date) are refused. */
  minAge: z.number().int().min(18).max(25),
  selfieRequired: z.boolean(),
  backRequired: z.boolean(),
});
export type KycPolicy = z.infer<typeof kycPolicy>;

export const kycSubmission = z.object({
  id: z.number().int(),
  documentType: z.enum(kycDocumentTypes),
  /** Shown to the member masked but for its last 4 characters. */
  documentNumber: z.string(),
  fullName: z.string(),
  birthDate: z.string(),
  images: z.array(z.enum(kycImageSides)),
  submitTime: z.string(),
});
export const kycValue = z.object({
  status: z.enum(kycStatuses),
  rejectReason: z.string().nullable(),
  submission: kycSubmission.nullable(),
  policy: kycPolicy,
});
export type KycValue = z.infer<typeof kycValue>;
export const kycImageParam = z.object({ side: z.enum(kycImageSides) });

// ---- back office ----
export const boKycQuery = z.object({
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']).optional(),
  username: z.string().trim().max(32).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type BoKycQuery = z.input<typeof boKycQuery>;
export const boKycRow = z.object({
  id: z.number().int(),
  username: z.string(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  documentType: z.enum(kycDocumentTypes),
  documentNumber: z.string(),
  fullName: z.string(),
  birthDate: z.string(),
  age: z.number().int(),
  images: z.array(z.enum(kycImageSides)),
  submitTime: z.string(),
  rejectReason: z.string().nullable(),
  reviewer: z.string().nullable(),
  reviewTime: z.string().nullable(),
});
export type BoKycRow = z.infer<typeof boKycRow>;
export const boKycListValue = z.object({ rows: z.array(boKycRow), total: z.number().int() });
export type BoKycListValue = z.infer<typeof boKycListValue>;
export const boKycIdParam = z.object({ id: z.coerce.number().int().min(1).max(INT4_MAX) });
export const boKycImageParam = boKycIdParam.extend({ side: z.enum(kycImageSides) });
export const boKycRejectRequest = z.object({ reason: z.string().trim().min(1).max(KYC_REASON_MAX) });
