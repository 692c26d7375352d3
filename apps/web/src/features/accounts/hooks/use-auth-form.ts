import { useState, type FormEvent } from 'react';
import type { RegisterFieldRule } from '@portal/contract';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/i18n';
import { paramFieldErrors } from '../lib/param-field-errors';

export type FieldErrors = Record<string, string | null>;

/** The errors and the submitting flag of an account form, and the checks every submit starts with. */
export function useAuthForm() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  /**
   * The start of a submit: no second request while one runs, the field errors shown, and the form
   * marked submitting only when there are none. True when the request may go.
   */
  const begin = (event: FormEvent, validate: () => FieldErrors): boolean => {
    event.preventDefault();
    if (submitting) return false;
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.values(found).some(Boolean)) return false;
    setSubmitting(true);
    return true;
  };

  /**
   * After a refused request: its message under the field it is about (`fieldOf` maps error codes to
   * fields; a request_param_err names its own), else above the button.
   */
  const fail = (
    err: unknown,
    rules: readonly RegisterFieldRule[],
    labels: Record<string, string>,
    fieldOf: Record<string, string> = {},
  ) => {
    setSubmitting(false);
    if (err instanceof ApiError && Object.hasOwn(fieldOf, err.errorCode)) {
      setErrors({ [fieldOf[err.errorCode]!]: errorText(err) });
      return;
    }
    const fields = paramFieldErrors(err, rules, labels);
    if (fields) setErrors(fields);
    else setFormError(errorText(err));
  };

  return { errors, setErrors, formError, setFormError, submitting, setSubmitting, begin, fail };
}
