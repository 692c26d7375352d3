import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toMajor } from '@portal/contract/money';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { FormMessage, TextField } from '@/components/text-field';
import { useBalance } from '@/features/accounts';
import { dialogs } from '@/lib/dialogs';
import { formatDateTime } from '@/lib/format';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { newRequestId } from '@/lib/request-id';
import { useSessionStore } from '@/lib/session';
import { transferUpline, useUplineTransfers, type UplineTransfer } from '../api/upline';
import { OutgoingAmountField } from '../components/amount-field';
import { FormSkeleton } from '../components/form-skeleton';
import { PaymentPasswordField } from '../components/payment-password-field';
import { useMoney } from '@/hooks/use-money';
import { useMoneyMoved } from '@/hooks/use-money-moved';
import { checkOutgoingAmount, isPaymentPassword, mainWalletBalance } from '../lib/money-forms';

const REMARK_MAX = 100;

/**
 * `transferUpline` (inventory 1.2.5): money from the main wallet to the member's direct upline, with
 * the payment password and a confirmation; the recent transfers under the form.
 */
export default function TransferUplinePage() {
  const { t } = useTranslation();
  const query = useUplineTransfers();
  if (query.isPending) return <FormSkeleton />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const { upline, transfers } = query.data;
  if (upline === null)
    return (
      <div className="mc-mask" role="status">
        <EmptyState icon="users" title={t('memberCentre.upline.noUpline')}>
          {t('memberCentre.upline.noUplineText')}
        </EmptyState>
      </div>
    );
  return (
    <>
      <UplineForm upline={upline} />
      <UplineLog transfers={transfers} />
    </>
  );
}

function UplineForm({ upline }: { upline: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const moneyMoved = useMoneyMoved();
  const token = useSessionStore((s) => s.token) ?? '';
  const available = mainWalletBalance(useBalance().data);
  const [amountText, setAmountText] = useState('');
  const [remark, setRemark] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<UplineTransfer | null>(null);
  const requestId = useRef<string | null>(null);
  const inFlight = useRef(false);
  const check = checkOutgoingAmount(amountText, { available });
  const passwordOk = isPaymentPassword(password);
  const remarkTooLong = remark.trim().length > REMARK_MAX;

  const changeAttempt = () => {
    requestId.current = null;
    setFailure(null);
    setDone(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (check.amount === undefined || !passwordOk || remarkTooLong || inFlight.current) return;
    inFlight.current = true;
    try {
      const confirmed = await dialogs.confirm(t('memberCentre.upline.confirmText'), {
        title: t('memberCentre.upline.confirmTitle'),
        confirmLabel: t('memberCentre.shared.confirm'),
        details: [
          { label: t('memberCentre.upline.upline'), value: upline },
          ...(remark.trim() ? [{ label: t('memberCentre.upline.remark'), value: remark.trim() }] : []),
          { label: t('memberCentre.upline.amount'), value: money.minor(check.amount) },
        ],
      });
      if (!confirmed) return;
      requestId.current ??= newRequestId();
      setBusy(true);
      setFailure(null);
      const result = await transferUpline({
        amount: toMajor(check.amount),
        paymentPassword: password,
        remark: remark.trim() || undefined,
        requestId: requestId.current,
      });
      requestId.current = null;
      setDone(result);
      setAmountText('');
      setPassword('');
      setRemark('');
      setTouched(false);
      moneyMoved([queryKeys.uplineTransfers(token)]);
    } catch (err) {
      setFailure(err);
    } finally {
      setBusy(false);
      inFlight.current = false;
    }
  };

  return (
    <form className="deposit upline" onSubmit={(event) => void submit(event)} noValidate>
      <p className="mc-hint">
        {t('memberCentre.upline.to')} <strong data-testid="upline-name">{upline}</strong>
      </p>
      <OutgoingAmountField
        label={t('memberCentre.upline.amount')}
        value={amountText}
        onChange={(text) => {
          setAmountText(text);
          changeAttempt();
        }}
        all={available}
        problem={touched || amountText !== '' ? (check.problem ?? null) : null}
        hint={t('memberCentre.shared.mainWallet', { amount: money.major(available) })}
      />
      <TextField
        label={t('memberCentre.upline.remark')}
        value={remark}
        onValueChange={(value) => {
          setRemark(value);
          changeAttempt();
        }}
        maxLength={REMARK_MAX}
        markOptional
        error={remarkTooLong ? t('memberCentre.upline.remarkTooLong', { max: REMARK_MAX }) : null}
      />
      <PaymentPasswordField
        value={password}
        onChange={(value) => {
          setPassword(value);
          setFailure(null);
        }}
        error={touched && !passwordOk ? t('memberCentre.shared.paymentPasswordDigits') : null}
      />
      <FormMessage>{failure ? errorText(failure) : null}</FormMessage>
      <FormMessage tone="info">
        {done
          ? t('memberCentre.upline.success', { amount: money.major(done.amount), upline: done.upline })
          : null}
      </FormMessage>
      <button type="submit" className="btn btn--primary btn--lg" disabled={busy}>
        {busy && <span className="spinner spinner--sm" aria-hidden="true" />}
        {t('memberCentre.upline.submit')}
      </button>
    </form>
  );
}

function UplineLog({ transfers }: { transfers: UplineTransfer[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  return (
    <section className="mc-section" aria-labelledby="upline-log">
      <h4 id="upline-log" className="deposit__label">
        {t('memberCentre.upline.recent')}
      </h4>
      {transfers.length === 0 ? (
        <EmptyState icon="receipt" title={t('memberCentre.upline.recentEmpty')} />
      ) : (
        <ul className="tx-cards" data-testid="upline-log">
          {transfers.map((row) => (
            <li key={row.transferId} className="tx-card">
              <div className="tx-card__main">
                <span className="tx-card__type">
                  {t('memberCentre.upline.toName', { upline: row.upline })}
                </span>
                <span className="tx-amount tx-amount--out">{money.signed(-row.amount)}</span>
              </div>
              <div className="tx-card__meta">
                <span>{formatDateTime(row.time, lang)}</span>
                <span>
                  {t('memberCentre.shared.balanceAfter')} {money.major(row.balance)}
                </span>
              </div>
              {row.remark && <div className="tx-card__meta">{row.remark}</div>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
