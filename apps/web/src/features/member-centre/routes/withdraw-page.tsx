import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawSettings } from '@portal/contract';
import { toMajor } from '@portal/contract/money';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { QueryError } from '@/components/query-error';
import { SummaryRow } from '@/components/summary-row';
import { FormMessage } from '@/components/text-field';
import { useBalance } from '@/features/accounts';
import { dialogs } from '@/lib/dialogs';
import { errorText } from '@/lib/i18n';
import { newRequestId } from '@/lib/request-id';
import {
  createWithdrawal,
  useBankCards,
  useWithdrawSettings,
  type BankCard,
  type Withdrawal,
} from '../api/withdraw';
import { OutgoingAmountField } from '../components/amount-field';
import { CardPicker } from '../components/card-picker';
import { IdGateNotice, useIdGate } from '../components/id-gate-notice';
import { FormSkeleton } from '../components/form-skeleton';
import { PaymentPasswordField } from '../components/payment-password-field';
import { RecentWithdrawals } from '../components/recent-withdrawals';
import { useMemberCentreNav } from '../hooks/use-member-centre-nav';
import { useMoney } from '@/hooks/use-money';
import { useMoneyMoved } from '@/hooks/use-money-moved';
import { useGameTypeLabel } from '../hooks/use-game-type-label';
import {
  checkOutgoingAmount,
  isPaymentPassword,
  mainWalletBalance,
  withdrawPreview,
} from '../lib/money-forms';

/**
 * `withdraw` (inventory 1.2.3). Gates in order: a payment password, a bound account, the time
 * window; then the turnover panel, the account, the amount with its limits and fee, the payment
 * password and a confirmation. Recent withdrawals under it.
 */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const { go } = useMemberCentreNav();
  const settings = useWithdrawSettings();
  const cards = useBankCards();
  const idGate = useIdGate('withdrawal');

  if (settings.isPending || cards.isPending || idGate.pending) return <FormSkeleton />;
  if (idGate.blocked) return <IdGateNotice gate="withdrawal" />;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  if (cards.isError) return <QueryError error={cards.error} onRetry={() => void cards.refetch()} />;
  const value = settings.data;
  if (!value.hasPaymentPassword)
    return (
      <Gate
        icon="key"
        title={t('memberCentre.withdraw.needPasswordTitle')}
        text={t('memberCentre.withdraw.needPasswordText')}
      >
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => void go('securityCenter', { section: 'paymentPassword' })}
        >
          {t('memberCentre.withdraw.setPassword')}
        </button>
      </Gate>
    );
  if (cards.data.cards.length === 0)
    return (
      <Gate
        icon="card"
        title={t('memberCentre.withdraw.needCardTitle')}
        text={t('memberCentre.withdraw.needCardText')}
      >
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => void go('securityCenter', { section: 'bankCards' })}
        >
          {t('memberCentre.withdraw.bindCard')}
        </button>
      </Gate>
    );
  if (!value.allowWithdraw || !value.window.open)
    return (
      <>
        <Gate
          icon="clock"
          title={t('memberCentre.withdraw.closedTitle')}
          text={t('memberCentre.withdraw.closedText', { ...value.window })}
        />
        <RecentWithdrawals />
      </>
    );
  return (
    <>
      <WithdrawForm settings={value} cards={cards.data.cards} />
      <RecentWithdrawals />
    </>
  );
}

function Gate({
  icon,
  title,
  text,
  children,
}: {
  icon: 'key' | 'card' | 'clock';
  title: string;
  text: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mc-mask" role="status">
      <EmptyState icon={icon} title={title} action={children}>
        {text}
      </EmptyState>
    </div>
  );
}

function TurnoverPanel({ turnover }: { turnover: WithdrawSettings['turnover'] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const gameTypeLabel = useGameTypeLabel();
  const met = turnover.remaining <= 0;
  const ratio = turnover.required > 0 ? Math.min(1, turnover.actual / turnover.required) : 1;
  return (
    <section
      className={`turnover${met ? ' turnover--met' : ' turnover--open'}`}
      aria-labelledby="turnover-title"
      data-testid="turnover"
    >
      <div className="turnover__head">
        <h4 id="turnover-title" className="deposit__label">
          {t('memberCentre.withdraw.turnover')}
        </h4>
        <span className={`tx-status tx-status--${met ? 'success' : 'rejected'}`}>
          <Icon name={met ? 'check' : 'info'} size={14} />
          {t(met ? 'memberCentre.withdraw.turnoverMet' : 'memberCentre.withdraw.turnoverNotMet')}
        </span>
      </div>
      <div
        className="turnover__bar"
        role="progressbar"
        aria-label={t('memberCentre.withdraw.turnover')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(ratio * 100)}
      >
        <span style={{ width: `${ratio * 100}%` }} />
      </div>
      <dl className="summary summary--compact">
        <SummaryRow label={t('memberCentre.withdraw.required')} value={money.major(turnover.required)} />
        <SummaryRow label={t('memberCentre.withdraw.actual')} value={money.major(turnover.actual)} />
        <SummaryRow
          label={t('memberCentre.withdraw.remaining')}
          value={money.major(turnover.remaining)}
          total
        />
      </dl>
      {turnover.byCategory.length > 0 && (
        <ul className="turnover__cats">
          {turnover.byCategory.map((row) => (
            <li key={row.gameType}>
              <span>{gameTypeLabel(row.gameType)}</span>
              <span>{money.major(row.actual)}</span>
            </li>
          ))}
        </ul>
      )}
      {!met && (
        <p className="mc-hint">
          {t('memberCentre.withdraw.turnoverHint', { amount: money.major(turnover.remaining) })}
        </p>
      )}
    </section>
  );
}

function WithdrawForm({ settings, cards }: { settings: WithdrawSettings; cards: BankCard[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const moneyMoved = useMoneyMoved();
  const balance = useBalance();
  const available = mainWalletBalance(balance.data);
  const [cardId, setCardId] = useState(cards[0]!.cardId);
  const card = cards.find((c) => c.cardId === cardId) ?? cards[0]!;
  const limit = settings.limits.find((l) => l.type === card.type);
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const requestId = useRef<string | null>(null);
  const inFlight = useRef(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const max = limit ? Math.min(limit.max, settings.remainingAmount) : settings.remainingAmount;
  const check = checkOutgoingAmount(amountText, { min: limit?.min, max, available });
  const preview = check.amount !== undefined ? withdrawPreview(check.amount, settings.feePercent) : null;
  const passwordOk = isPaymentPassword(password);
  const turnoverMet = settings.turnover.remaining <= 0;
  const noneLeft = settings.remainingCount <= 0;

  const changeAttempt = () => {
    requestId.current = null;
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (check.amount === undefined || !preview) return amountRef.current?.focus();
    if (!passwordOk) return passwordRef.current?.focus();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const confirmed = await dialogs.confirm(t('memberCentre.withdraw.confirmText'), {
        title: t('memberCentre.withdraw.confirmTitle'),
        confirmLabel: t('memberCentre.shared.confirm'),
        details: [
          { label: t('memberCentre.withdraw.toAccount'), value: `${card.bankName} ${card.accountNumber}` },
          { label: t('memberCentre.withdraw.amount'), value: money.minor(check.amount) },
          { label: t('memberCentre.shared.fee'), value: money.minor(preview.fee) },
          { label: t('memberCentre.withdrawSummary.receive'), value: money.minor(preview.payout) },
        ],
      });
      if (!confirmed) return;
      requestId.current ??= newRequestId();
      setBusy(true);
      setFailure(null);
      const result = await createWithdrawal({
        cardId: card.cardId,
        amount: toMajor(check.amount),
        paymentPassword: password,
        requestId: requestId.current,
      });
      requestId.current = null;
      setDone(result);
      moneyMoved();
    } catch (err) {
      setFailure(err);
    } finally {
      setBusy(false);
      inFlight.current = false;
    }
  };

  if (done)
    return (
      <div className="deposit-result deposit-result--success" role="status">
        <div className="deposit-result__head">
          <span className="deposit-result__icon">
            <Icon name="check" size={26} />
          </span>
          <h4 className="deposit-result__title">{t('memberCentre.withdraw.successTitle')}</h4>
        </div>
        <p className="deposit-result__text">{t('memberCentre.withdraw.successText')}</p>
        <dl className="summary deposit-result__details">
          <SummaryRow label={t('memberCentre.withdrawSummary.order')} value={done.withdrawalId} />
          <SummaryRow
            label={t('memberCentre.withdraw.toAccount')}
            value={`${done.bankName} ${done.accountNumber}`}
          />
          <SummaryRow label={t('memberCentre.withdraw.amount')} value={money.major(done.amount)} />
          <SummaryRow label={t('memberCentre.shared.fee')} value={money.major(done.fee)} />
          <SummaryRow
            label={t('memberCentre.withdrawSummary.receive')}
            value={money.major(done.payout)}
            total
          />
        </dl>
        <div className="deposit-result__actions">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => {
              setDone(null);
              setAmountText('');
              setPassword('');
              setTouched(false);
            }}
          >
            {t('memberCentre.withdraw.again')}
          </button>
        </div>
      </div>
    );

  return (
    <form className="deposit" onSubmit={(event) => void submit(event)} noValidate>
      <TurnoverPanel turnover={settings.turnover} />
      <CardPicker
        cards={cards}
        value={card.cardId}
        onChange={(id) => {
          setCardId(id);
          changeAttempt();
        }}
      />
      <div className="deposit__main">
        <div className="withdraw__fields">
          <OutgoingAmountField
            ref={amountRef}
            label={t('memberCentre.withdraw.amount')}
            value={amountText}
            onChange={(text) => {
              setAmountText(text);
              changeAttempt();
            }}
            all={available}
            min={limit?.min}
            max={max}
            problem={touched || amountText !== '' ? (check.problem ?? null) : null}
            hint={
              <>
                {t('memberCentre.withdraw.balance', { amount: money.major(available) })}
                {' · '}
                {limit &&
                  t('memberCentre.withdraw.limits', {
                    min: money.plain(limit.min),
                    max: money.plain(limit.max),
                  })}
                <br />
                {t('memberCentre.withdraw.remainingToday', {
                  count: settings.remainingCount,
                  total: settings.dailyCount,
                  amount: money.major(settings.remainingAmount),
                })}
              </>
            }
          />
          <PaymentPasswordField
            ref={passwordRef}
            value={password}
            onChange={(text) => {
              setPassword(text);
              setFailure(null);
            }}
            error={touched && !passwordOk ? t('memberCentre.shared.paymentPasswordDigits') : null}
          />
        </div>
        <div className="deposit__summary">
          <h4 className="deposit__label">{t('memberCentre.withdrawSummary.title')}</h4>
          <dl className="summary" aria-live="polite">
            <SummaryRow
              label={t('memberCentre.withdraw.amount')}
              value={preview && money.minor(check.amount!)}
            />
            <SummaryRow
              label={`${t('memberCentre.shared.fee')} (${settings.feePercent}%)`}
              value={preview && money.minor(preview.fee)}
            />
            <SummaryRow
              label={t('memberCentre.withdrawSummary.receive')}
              value={preview && money.minor(preview.payout)}
              total
            />
          </dl>
          {!turnoverMet && <FormMessage tone="info">{t('errors.withdraw_turnover_not_enough')}</FormMessage>}
          {noneLeft && <FormMessage tone="info">{t('errors.withdraw.daily.limit')}</FormMessage>}
          <FormMessage>{failure ? errorText(failure) : null}</FormMessage>
          <button
            type="submit"
            className="btn btn--primary btn--lg deposit__submit"
            disabled={busy || !turnoverMet || noneLeft}
          >
            {busy && <span className="spinner spinner--sm" aria-hidden="true" />}
            {t('memberCentre.withdraw.submit')}
          </button>
        </div>
      </div>
    </form>
  );
}
