import type { RegisterFieldRule } from '@portal/contract';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from './form-rules';

// Apart from form-rules.ts, which the unit tests load without the app's `@/` paths.
/** The field errors of an answer when it is a `request_param_err` that names fields, else null. */
export function paramFieldErrors(
  err: unknown,
  rules: readonly RegisterFieldRule[],
  labels: Record<string, string> = {},
): Record<string, string> | null {
  if (!(err instanceof ApiError) || err.errorCode !== 'request_param_err') return null;
  const fields = serverFieldErrors(rules, err.value, labels);
  return Object.keys(fields).length ? fields : null;
}
