import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DepositOrder, DepositStatus } from '@portal/contract';
import { Icon, type IconName } from '@/components/icon';
import { QueryError } from '@/components/query-error';
import { useLanguage } from '@/lib/language';
import { queryKeys } from '@/lib/query-keys';
import { useSessionStore } from '@/lib/session';
import { useDepositOrder } from '../api/deposit';
import { useMemberCentreNav } from '../hooks/use-member-centre-nav';
import { useMoney } from '@/hooks/use-money';
import { paymentPageUrl } from '../lib/deposit-amount';
import { FormSkeleton } from './form-skeleton';
import { ManualTransfer } from './manual-transfer';
import { SummaryRow } from '@/components/summary-row';

/** A gateway order is asked about every 2 s while pending, for about a minute. */
const GATEWAY_POLL_MS = 2_000;
const GATEWAY_POLL_FOR_MS = 60_000;
/** A manual transfer waits for the operator: asked about now and then while the page is open. */
const MANUAL_POLL_MS = 10_000;

const statusIcons: Record<DepositStatus, IconName> = {
  SUCCESS: 'check',
  FAILED: 'close',
  CANCELLED: 'ban',
  EXPIRED: 'clock',
  PENDING: 'clock',
};

/**
 * One deposit order: a pending manual transfer (where to pay, the reference, cancel), a gateway
 * payment being confirmed (polled), or the outcome with "deposit again" and the account record.
 */
export function DepositOrderView({ orderId, pendingNotice }: { orderId: string; pendingNotice?: boolean }) {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token) ?? '';
  const lang = useLanguage();
  const [pollSince, setPollSince] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const order = useDepositOrder(orderId, (value) => {
    if (!value || value.status !== 'PENDING') return false;
    if (value.method === 'MT') return MANUAL_POLL_MS;
    return Date.now() - pollSince < GATEWAY_POLL_FOR_MS ? GATEWAY_POLL_MS : false;
  });
  const status = order.data?.status;
  const gatewayPending = status === 'PENDING' && order.data?.method === 'PG';

  useEffect(() => {
    if (!gatewayPending) return;
    const timer = window.setTimeout(() => setGaveUp(true), pollSince + GATEWAY_POLL_FOR_MS - Date.now());
    return () => window.clearTimeout(timer);
  }, [gatewayPending, pollSince]);

  // An order that ended moves money and lifts the gate: the header balance and records follow.
  useEffect(() => {
    if (!status || status === 'PENDING') return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.depositChannels(token, lang) });
    if (status === 'SUCCESS') {
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.transactions(token) });
    }
  }, [status, queryClient, token, lang]);

  if (order.isPending) return <FormSkeleton />;
  if (order.isError) return <QueryError error={order.error} onRetry={() => void order.refetch()} />;
  const value = order.data;
  if (value.status === 'PENDING' && value.method === 'MT')
    return <ManualTransfer order={value} pendingNotice={pendingNotice} />;
  return (
    <OrderOutcome
      order={value}
      slow={gatewayPending && gaveUp}
      onCheckAgain={() => {
        setGaveUp(false);
        setPollSince(Date.now());
        void order.refetch();
      }}
    />
  );
}

function OrderOutcome({
  order,
  slow,
  onCheckAgain,
}: {
  order: DepositOrder;
  slow: boolean;
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  const { go } = useMemberCentreNav();
  const pending = order.status === 'PENDING';
  const payPage = pending && order.payUrl ? paymentPageUrl(order.payUrl, lang, window.location.origin) : null;
  const tone = order.status === 'SUCCESS' ? 'success' : order.status === 'PENDING' ? 'pending' : 'failure';
  return (
    <div className={`deposit-result deposit-result--${tone}`}>
      <div className="deposit-result__head" role="status">
        <span className="deposit-result__icon" aria-hidden="true">
          {pending && !slow ? (
            <span className="spinner" />
          ) : (
            <Icon name={statusIcons[order.status]} size={30} />
          )}
        </span>
        <h4 className="deposit-result__title">
          {slow ? t('memberCentre.deposit.slowTitle') : t(`memberCentre.deposit.result.${order.status}`)}
        </h4>
        <p className="deposit-result__text">
          {slow
            ? t('memberCentre.deposit.slowText')
            : t(`memberCentre.deposit.resultText.${order.status}`, { amount: money.major(order.credit) })}
        </p>
      </div>
      <dl className="summary deposit-result__details">
        <SummaryRow label={t('memberCentre.deposit.order')} value={order.orderId} />
        <SummaryRow label={t('memberCentre.deposit.amount')} value={money.major(order.amount)} />
        <SummaryRow label={t('memberCentre.deposit.fee')} value={money.major(order.fee)} />
        <SummaryRow label={t('memberCentre.deposit.rebate')} value={money.major(order.rebate)} />
        {(order.status === 'SUCCESS' || pending) && (
          <SummaryRow
            label={t(pending ? 'memberCentre.deposit.receive' : 'memberCentre.deposit.credited')}
            value={money.major(order.credit)}
            total
          />
        )}
      </dl>
      {order.bonusRefused && (
        <p className="deposit-result__text" role="note">
          {t(`memberCentre.depositBonus.refused.${order.bonusRefused}`)}
        </p>
      )}
      <div className="deposit-result__actions">
        {slow && (
          <button type="button" className="btn btn--primary" onClick={onCheckAgain}>
            {t('memberCentre.deposit.checkAgain')}
          </button>
        )}
        {pending && payPage && (
          <a className="btn btn--ghost" href={payPage}>
            {t('memberCentre.deposit.continuePay')}
          </a>
        )}
        {!pending && (
          <button type="button" className="btn btn--primary" onClick={() => void go('depositv2')}>
            {t('memberCentre.deposit.again')}
          </button>
        )}
        <button type="button" className="btn btn--ghost" onClick={() => void go('transactionHistory')}>
          {t('memberCentre.deposit.toRecord')}
        </button>
      </div>
    </div>
  );
}
