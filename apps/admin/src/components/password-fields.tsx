import { useState } from 'react';
import { useT } from '../lib/i18n';
import { componentMessages } from './messages';
import { Field } from './ui';

export type Passwords = { current: string; next: string; confirm: string };

/** The state of a password form: the three values, a setter per field, whether it may be sent, a reset. */
export function usePasswords({ withCurrent }: { withCurrent: boolean }) {
  const [value, setValue] = useState<Passwords>({ current: '', next: '', confirm: '' });
  return {
    value,
    set: (field: keyof Passwords, text: string) => setValue((v) => ({ ...v, [field]: text })),
    valid: Boolean((!withCurrent || value.current) && value.next && value.next === value.confirm),
    reset: () => setValue({ current: '', next: '', confirm: '' }),
    withCurrent,
  };
}

/**
 * The password fields every staff form uses (first owner, forced change, account page): the current
 * password when asked, the new one and its confirmation, which says at once when the two differ.
 */
export function PasswordFields({
  form,
  firstPassword = false,
}: {
  form: ReturnType<typeof usePasswords>;
  firstPassword?: boolean;
}) {
  const t = useT(componentMessages);
  const { value, set } = form;
  const mismatch = value.confirm.length > 0 && value.confirm !== value.next;
  return (
    <>
      {form.withCurrent && (
        <Field label={t('currentPassword')}>
          <input
            className="input"
            type="password"
            autoComplete="current-password"
            value={value.current}
            onChange={(e) => set('current', e.target.value)}
          />
        </Field>
      )}
      <Field label={t(firstPassword ? 'password' : 'newPassword')}>
        <input
          className="input"
          type="password"
          autoComplete="new-password"
          value={value.next}
          onChange={(e) => set('next', e.target.value)}
        />
      </Field>
      <Field label={t('confirmPassword')} error={mismatch ? t('passwordMismatch') : undefined}>
        <input
          className="input"
          type="password"
          autoComplete="new-password"
          value={value.confirm}
          onChange={(e) => set('confirm', e.target.value)}
        />
      </Field>
    </>
  );
}
