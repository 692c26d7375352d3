import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormMessage, TextField } from '@/components/text-field';
import { errorText } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';
import { changePaymentPassword, setPaymentPassword } from '../api/withdraw';
import { isPaymentPassword } from '../lib/money-forms';
import { PaymentPasswordField } from './payment-password-field';
import { useSubmitState } from '../hooks/use-submit-state';

/**
 * Sets the payment password (proved by the login password) or changes it (proved by the old one),
 * inventory 1.1 "Payment (transaction) password".
 */
export function PaymentPasswordForm({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token) ?? '';
  const [proof, setProof] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, failure, run } = useSubmitState();
  const [saved, setSaved] = useState(false);

  const problems = {
    proof: proof === '' || (isSet && !isPaymentPassword(proof)),
    next: !isPaymentPassword(next),
    confirm: confirm !== next,
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setSaved(false);
    if (problems.proof || problems.next || problems.confirm) return;
    await run(async () => {
      if (isSet)
        await changePaymentPassword({
          oldPaymentPassword: proof,
          paymentPassword: next,
          confirmPaymentPassword: confirm,
        });
      else
        await setPaymentPassword({
          loginPassword: proof,
          paymentPassword: next,
          confirmPaymentPassword: confirm,
        });
      setSaved(true);
      setProof('');
      setNext('');
      setConfirm('');
      setTouched(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.withdrawals(token) });
    });
  };

  return (
    <form className="sec-form" onSubmit={(event) => void submit(event)} noValidate>
      {isSet ? (
        <PaymentPasswordField
          label={t('memberCentre.security.oldPaymentPassword')}
          value={proof}
          onChange={setProof}
          error={touched && problems.proof ? t('memberCentre.security.sixDigitsError') : null}
        />
      ) : (
        <TextField
          type="password"
          label={t('memberCentre.security.loginPassword')}
          value={proof}
          onValueChange={setProof}
          autoComplete="current-password"
          markRequired
          error={touched && problems.proof ? t('memberCentre.security.loginPasswordRequired') : null}
        />
      )}
      <PaymentPasswordField
        label={t('memberCentre.security.newPaymentPassword')}
        value={next}
        onChange={setNext}
        error={touched && problems.next ? t('memberCentre.security.sixDigitsError') : null}
      />
      <PaymentPasswordField
        label={t('memberCentre.security.confirmPaymentPassword')}
        value={confirm}
        onChange={setConfirm}
        error={touched && problems.confirm ? t('memberCentre.security.mismatch') : null}
      />
      <FormMessage>{failure ? errorText(failure) : null}</FormMessage>
      <FormMessage tone="info">{saved ? t('memberCentre.security.paymentPasswordSaved') : null}</FormMessage>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy && <span className="spinner spinner--sm" aria-hidden="true" />}
        {t(isSet ? 'memberCentre.security.change' : 'memberCentre.security.set')}
      </button>
    </form>
  );
}
