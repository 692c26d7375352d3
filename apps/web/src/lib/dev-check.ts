type Contract = typeof import('@portal/contract');
type SchemaName = {
  [K in keyof Contract]: Contract[K] extends { safeParse: (value: unknown) => unknown } ? K : never;
}[keyof Contract];

/**
 * In development, checks a response against the contract's zod schema and warns on a mismatch.
 * Production builds drop this (zod must stay out of the page bundles). Unit tests skip it: its
 * import would still be loading when a test file ends (Vitest then reports a teardown error).
 */
export function devCheck<T>(schema: SchemaName, value: T, label: string): T {
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') {
    void import('@portal/contract').then((contract) => {
      const result = (
        contract[schema] as { safeParse: (v: unknown) => { success: boolean; error?: unknown } }
      ).safeParse(value);
      if (!result.success) console.warn(`[portal] ${label} does not match ${String(schema)}`, result.error);
    });
  }
  return value;
}
