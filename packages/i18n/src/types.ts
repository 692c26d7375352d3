import type { zhHant } from './locales/zh-Hant.ts';

/** The same keys as the reference language, every value a string. */
type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type Messages = DeepStrings<typeof zhHant>;
