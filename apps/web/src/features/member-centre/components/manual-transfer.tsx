import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@portal/contract';
import { CopyButton } from '@/components/copy-button';
import { Icon } from '@/components/icon';
import { FormMessage, TextField } from '@/components/text-field';
import { useSecondsLeft } from '@/hooks/use-seconds-left';
import { dialogs } from '@/lib/dialogs';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';
import { cancelDeposit, updateDepositReference } from '../api/deposit';
import { useMemberCentreNav } from '../hooks/use-member-centre-nav';
import { useMoney } from '@/hooks/use-money';
import { SummaryRow } from '@/components/summary-row';

/** The contract's bounds of a transfer reference. */
const REFERENCE_MIN = 4;
const REFERENCE_MAX = 64;

/** 90 → "01:30"; an hour or more → "1:01:30". */
function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/**
 * A pending manual bank transfer (inventory 1.2.2, MT): the receiving account with copy buttons, a
 * countdown to the order's expiry, the transfer reference, and cancel. The operator approves it; the
 * page then shows the outcome by itself (the order is asked about now and then).
 */
export function ManualTransfer({ order, pendingNotice }: { order: DepositOrder; pendingNotice?: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token) ?? '';
  const { go } = useMemberCentreNav();
  const orderKey = queryKeys.depositOrder(token, order.orderId);
  const channelsKey = queryKeys.depositChannels(token, lang);
  const secondsLeft = useSecondsLeft(order.expiresAt ? Date.parse(order.expiresAt) : null);
  const expired = order.expiresAt !== null && secondsLeft === 0;
  const [reference, setReference] = useState(order.referenceNo ?? '');
  const [editing, setEditing] = useState(order.referenceNo === null);
  const [referenceError, setReferenceError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  // At expiry the server ends the order on its next look at the gate; then the outcome shows.
  useEffect(() => {
    if (!expired) return;
    void queryClient
      .refetchQueries({ queryKey: queryKeys.depositChannels(token, lang) })
      .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.depositOrder(token, order.orderId) }));
  }, [expired, queryClient, token, lang, order.orderId]);

  const sendReference = async (event: FormEvent) => {
    event.preventDefault();
    const referenceNo = reference.trim();
    if (referenceNo.length < REFERENCE_MIN || referenceNo.length > REFERENCE_MAX) {
      setReferenceError(t('memberCentre.deposit.manual.referenceInvalid'));
      return;
    }
    setReferenceError(null);
    setFailure(null);
    setSending(true);
    try {
      await updateDepositReference({ orderId: order.orderId, referenceNo });
      queryClient.setQueryData<DepositOrder>(orderKey, (old) => (old ? { ...old, referenceNo } : old));
      setEditing(false);
    } catch (err) {
      setFailure(err);
      void queryClient.invalidateQueries({ queryKey: orderKey });
    } finally {
      setSending(false);
    }
  };

  const cancel = async () => {
    const confirmed = await dialogs.confirm(t('memberCentre.deposit.manual.cancelConfirm'), {
      tone: 'warning',
      confirmLabel: t('memberCentre.deposit.manual.cancel'),
      cancelLabel: t('memberCentre.deposit.manual.keep'),
    });
    if (!confirmed) return;
    setFailure(null);
    setCancelling(true);
    try {
      await cancelDeposit(order.orderId);
    } catch (err) {
      setFailure(err);
    } finally {
      setCancelling(false);
    }
    // Cancelled, or already ended elsewhere: either way the order's own page tells which.
    await queryClient.invalidateQueries({ queryKey: orderKey });
    void queryClient.invalidateQueries({ queryKey: channelsKey });
    void go('depositv2', { depositOrder: order.orderId }, { replace: true });
  };

  const receiver = order.receiver;
  const receiverRows = receiver
    ? ([
        ['bankName', receiver.bankName],
        ['accountName', receiver.accountName],
        ['accountNumber', receiver.accountNumber],
        ['branch', receiver.branch],
      ] as const)
    : [];

  return (
    <div className="manual">
      {pendingNotice && (
        <p className="manual__notice" role="status">
          <Icon name="info" size={18} />
          {t('memberCentre.deposit.manual.pendingNotice')}
        </p>
      )}
      <div className="manual__head">
        <div className="manual__amount">
          <span className="manual__label">{t('memberCentre.deposit.manual.amount')}</span>
          <span className="manual__figure">
            <strong>{money.major(order.amount)}</strong>
            <CopyButton text={order.amount.toFixed(2)} label={t('memberCentre.deposit.manual.amount')} />
          </span>
        </div>
        {order.expiresAt && (
          <div className={`manual__timer${expired ? ' manual__timer--over' : ''}`}>
            <Icon name="clock" size={18} />
            <span>{t('memberCentre.deposit.manual.timeLeft')}</span>
            <strong role="timer">
              {expired ? t('memberCentre.deposit.manual.expired') : clock(secondsLeft)}
            </strong>
          </div>
        )}
      </div>
      <p className="manual__lead">
        {t('memberCentre.deposit.manual.lead', { amount: money.major(order.amount) })}
      </p>

      <section className="manual__receiver" aria-labelledby="manual-receiver-title">
        <h4 id="manual-receiver-title" className="deposit__label">
          {t('memberCentre.deposit.manual.receiver')}
        </h4>
        <dl className="receiver">
          {receiverRows.map(([key, value]) => (
            <div key={key} className="receiver__row">
              <dt>{t(`memberCentre.deposit.manual.${key}`)}</dt>
              <dd>
                <span className="receiver__value">{value}</span>
                <CopyButton text={value} label={t(`memberCentre.deposit.manual.${key}`)} />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <dl className="summary manual__summary">
        <SummaryRow label={t('memberCentre.deposit.order')} value={order.orderId} />
        <SummaryRow label={t('memberCentre.deposit.fee')} value={money.major(order.fee)} />
        <SummaryRow label={t('memberCentre.deposit.rebate')} value={money.major(order.rebate)} />
        <SummaryRow label={t('memberCentre.deposit.receive')} value={money.major(order.credit)} total />
      </dl>

      {order.referenceNo && !editing ? (
        <div className="manual__review" role="status">
          <p className="manual__sent">
            <Icon name="check" size={18} />
            {t('memberCentre.deposit.manual.referenceSent', { reference: order.referenceNo })}
          </p>
          <p className="manual__wait">{t('memberCentre.deposit.manual.waitingReview')}</p>
          <button type="button" className="link-button" onClick={() => setEditing(true)}>
            {t('memberCentre.deposit.manual.editReference')}
          </button>
        </div>
      ) : (
        <form className="manual__reference" onSubmit={(event) => void sendReference(event)} noValidate>
          <TextField
            label={t('memberCentre.deposit.manual.reference')}
            value={reference}
            onValueChange={setReference}
            maxLength={REFERENCE_MAX}
            autoComplete="off"
            placeholder={t('memberCentre.deposit.manual.referenceHint')}
            error={referenceError}
            disabled={expired}
          />
          <button type="submit" className="btn btn--primary" disabled={sending || expired}>
            {sending && <span className="spinner spinner--sm" aria-hidden="true" />}
            {t('memberCentre.deposit.manual.sendReference')}
          </button>
        </form>
      )}
      <FormMessage>{failure ? errorText(failure) : null}</FormMessage>
      <div className="manual__actions">
        <button
          type="button"
          className="btn btn--ghost manual__cancel"
          disabled={cancelling}
          onClick={() => void cancel()}
        >
          {t('memberCentre.deposit.manual.cancel')}
        </button>
      </div>
    </div>
  );
}
