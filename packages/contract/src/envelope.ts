import { z } from 'zod';

/** Success envelope of API.md: `{success: true, value, message?}`. */
export const successEnvelope = <T extends z.ZodType>(value: T) =>
  z.object({ success: z.literal(true), value, message: z.string().optional() });

/** Failure envelope: a stable errorCode, a translated message, and value where the client needs data. */
export const errorEnvelope = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  value: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type Envelope<T> = { success: true; value: T; message?: string } | ErrorEnvelope;

/** Languages of the `Language` header. */
export const languageCodes = ['TW', 'EN', 'VI'] as const;
export const languageCode = z.enum(languageCodes);
export type LanguageCode = z.infer<typeof languageCode>;
export const defaultLanguage: LanguageCode = 'TW';
