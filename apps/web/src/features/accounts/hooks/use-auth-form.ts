import { useState, type FormEvent } from 'react';

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

  return { errors, setErrors, formError, setFormError, submitting, setSubmitting, begin };
}
