import type { ReactNode } from 'react';
import { FormMessage } from '@/components/text-field';

/** The end of an account form: its error, if any, and the submit button with a spinner while it runs. */
export function FormSubmit({
  error,
  submitting,
  children,
}: {
  error: string | null;
  submitting: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <FormMessage>{error}</FormMessage>
      <button type="submit" className="btn btn--primary btn--lg auth-form__submit" disabled={submitting}>
        {submitting && <span className="spinner spinner--sm" aria-hidden="true" />}
        {children}
      </button>
    </>
  );
}
