import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BankCards } from '@portal/contract';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { FormMessage, TextField } from '@/components/text-field';
import { dialogs } from '@/lib/dialogs';
import { errorText } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';
import { bindCard, deleteCard, useBankList, type BankCard } from '../api/withdraw';
import { isPaymentPassword, normalizeAccountNumber } from '../lib/money-forms';
import { PaymentPasswordField } from './payment-password-field';
import { useSubmitState } from '../hooks/use-submit-state';

/** Bound bank cards and e-wallets (inventory 1.2.4): the list (masked), count of the maximum, bind and delete. */
export function BankCardsSection({ value }: { value: BankCards }) {
  const { t } = useTranslation();
  const [binding, setBinding] = useState(false);
  const [deleting, setDeleting] = useState<BankCard | null>(null);
  const full = value.cards.length >= value.maxCards;
  return (
    <div className="sec-cards">
      {value.cards.length === 0 ? (
        <EmptyState icon="card" title={t('memberCentre.security.noCards')} />
      ) : (
        <ul className="bank-cards">
          {value.cards.map((card) => (
            <li key={card.cardId} className="bank-card">
              <Icon name={card.type === 'B' ? 'card' : 'wallet'} size={22} />
              <span className="bank-card__text">
                <span className="bank-card__name">{card.bankName}</span>
                <span className="bank-card__number">{card.accountNumber}</span>
                <span className="bank-card__payee">{card.payeeName}</span>
              </span>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                aria-label={t('memberCentre.security.deleteCardOf', {
                  name: `${card.bankName} ${card.accountNumber}`,
                })}
                onClick={() => setDeleting(card)}
              >
                {t('memberCentre.security.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {deleting && <DeleteCardForm card={deleting} onDone={() => setDeleting(null)} />}
      {binding ? (
        <BindCardForm payeeName={value.payeeName} onDone={() => setBinding(false)} />
      ) : (
        <button
          type="button"
          className="btn btn--outline"
          disabled={full || !value.hasPaymentPassword}
          onClick={() => setBinding(true)}
        >
          <Icon name="card" size={18} />
          {t('memberCentre.security.bind')}
        </button>
      )}
      {!value.hasPaymentPassword && (
        <p className="mc-hint">{t('memberCentre.security.needPaymentPassword')}</p>
      )}
      {full && <p className="mc-hint">{t('errors.bank.card.limit')}</p>}
    </div>
  );
}

function useCardsChanged() {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token) ?? '';
  return () => void queryClient.invalidateQueries({ queryKey: queryKeys.withdrawals(token) });
}

function DeleteCardForm({ card, onDone }: { card: BankCard; onDone: () => void }) {
  const { t } = useTranslation();
  const changed = useCardsChanged();
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, failure, run } = useSubmitState();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!isPaymentPassword(password)) return;
    const confirmed = await dialogs.confirm(t('memberCentre.security.deleteConfirm'), {
      title: t('memberCentre.security.deleteTitle'),
      tone: 'warning',
      confirmLabel: t('memberCentre.security.delete'),
      details: [{ label: card.bankName, value: card.accountNumber }],
    });
    if (!confirmed) return;
    await run(async () => {
      await deleteCard({ cardId: card.cardId, paymentPassword: password });
      changed();
      onDone();
    });
  };
  return (
    <form className="sec-form sec-form--boxed" onSubmit={(event) => void submit(event)} noValidate>
      <p className="deposit__label">
        {t('memberCentre.security.deleteTitle')}: {card.bankName} {card.accountNumber}
      </p>
      <PaymentPasswordField
        value={password}
        onChange={setPassword}
        error={touched && !isPaymentPassword(password) ? t('memberCentre.security.sixDigitsError') : null}
      />
      <FormMessage>{failure ? errorText(failure) : null}</FormMessage>
      <FormActions busy={busy} onCancel={onDone} label={t('memberCentre.security.delete')} />
    </form>
  );
}

function BindCardForm({ payeeName, onDone }: { payeeName: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  const bankId = useId();
  const banks = useBankList();
  const changed = useCardsChanged();
  const [type, setType] = useState<'B' | 'E'>('B');
  const [bankCode, setBankCode] = useState('');
  const [number, setNumber] = useState('');
  const [payee, setPayee] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, failure, run } = useSubmitState();

  if (banks.isPending) return <Skeleton height={180} />;
  if (banks.isError) return <QueryError error={banks.error} onRetry={() => void banks.refetch()} />;
  const options = banks.data.banks.filter((bank) => bank.type === type);
  const accountNumber = normalizeAccountNumber(type, number);
  const problems = {
    bank: !options.some((bank) => bank.bankCode === bankCode),
    number: accountNumber === null,
    payee: payeeName === null && payee.trim() === '',
    password: !isPaymentPassword(password),
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(problems).some(Boolean) || accountNumber === null) return;
    await run(async () => {
      await bindCard({
        type,
        bankCode,
        accountNumber,
        ...(payeeName === null ? { payeeName: payee.trim() } : {}),
        paymentPassword: password,
      });
      changed();
      onDone();
    });
  };
  return (
    <form className="sec-form sec-form--boxed" onSubmit={(event) => void submit(event)} noValidate>
      <div className="chip-row" role="radiogroup" aria-label={t('memberCentre.security.accountType')}>
        {(['B', 'E'] as const).map((key) => (
          <label key={key} className="chip chip--radio">
            <input
              type="radio"
              name="bind-type"
              className="visually-hidden"
              checked={type === key}
              onChange={() => {
                setType(key);
                setBankCode('');
              }}
            />
            {t(`memberCentre.security.types.${key}`)}
          </label>
        ))}
      </div>
      <div className="field">
        <label htmlFor={bankId} className="field__label">
          {t(type === 'B' ? 'memberCentre.security.bank' : 'memberCentre.security.ewallet')}
        </label>
        <select
          id={bankId}
          className="select"
          value={bankCode}
          onChange={(event) => setBankCode(event.target.value)}
          aria-invalid={touched && problems.bank ? true : undefined}
        >
          <option value="">{t('memberCentre.security.choose')}</option>
          {options.map((bank) => (
            <option key={bank.bankCode} value={bank.bankCode}>
              {bank.name}
            </option>
          ))}
        </select>
        {touched && problems.bank && <p className="field__error">{t('memberCentre.security.chooseBank')}</p>}
      </div>
      <TextField
        label={t(type === 'B' ? 'memberCentre.security.cardNumber' : 'memberCentre.security.ewalletAccount')}
        value={number}
        onValueChange={setNumber}
        inputMode={type === 'B' ? 'numeric' : 'text'}
        autoComplete="off"
        markRequired
        error={
          touched && problems.number
            ? t(type === 'B' ? 'memberCentre.security.cardNumberError' : 'memberCentre.security.ewalletError')
            : null
        }
      />
      {payeeName === null ? (
        <TextField
          label={t('memberCentre.security.realName')}
          value={payee}
          onValueChange={setPayee}
          autoComplete="name"
          markRequired
          error={touched && problems.payee ? t('memberCentre.security.realNameRequired') : null}
        />
      ) : (
        <p className="mc-hint">
          {t('memberCentre.security.realName')}: <strong>{payeeName}</strong>
        </p>
      )}
      {payeeName === null && <p className="mc-hint">{t('memberCentre.security.realNameLocks')}</p>}
      <PaymentPasswordField
        value={password}
        onChange={setPassword}
        error={touched && problems.password ? t('memberCentre.security.sixDigitsError') : null}
      />
      <FormMessage>{failure ? errorText(failure) : null}</FormMessage>
      <FormActions busy={busy} onCancel={onDone} label={t('memberCentre.security.bind')} />
    </form>
  );
}

/** Cancel and submit at the foot of a boxed form. */
function FormActions({ busy, onCancel, label }: { busy: boolean; onCancel: () => void; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="sec-form__actions">
      <button type="button" className="btn btn--ghost" onClick={onCancel}>
        {t('memberCentre.security.cancel')}
      </button>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy && <span className="spinner spinner--sm" aria-hidden="true" />}
        {label}
      </button>
    </div>
  );
}
