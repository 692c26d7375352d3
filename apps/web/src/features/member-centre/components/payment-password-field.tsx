import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import { paymentPasswordText } from '../lib/money-forms';

/** The six-digit payment password: masked, numeric keypad on a phone, digits only. */
export function PaymentPasswordField({
  value,
  onChange,
  error,
  label,
  ref,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  label?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      ref={ref}
      type="password"
      label={label ?? t('memberCentre.security.paymentPassword')}
      value={value}
      onValueChange={(typed) => onChange(paymentPasswordText(typed))}
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={6}
      autoComplete="off"
      placeholder={t('memberCentre.security.sixDigits')}
      error={error}
      markRequired
    />
  );
}
