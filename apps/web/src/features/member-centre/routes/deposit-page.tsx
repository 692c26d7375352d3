import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { useDepositChannels } from '../api/deposit';
import { DepositForm } from '../components/deposit-form';
import { DepositOrderView } from '../components/deposit-order-view';
import { FormSkeleton } from '../components/form-skeleton';
import { IdGateNotice, useIdGate } from '../components/id-gate-notice';
import { useMemberCentreNav } from '../hooks/use-member-centre-nav';

const ORDER_ID = /^\d{1,18}$/;

/**
 * `depositv2` (inventory 1.2.2). In order: the result of an order the payment page returned to
 * (`&depositOrder=`), the closed mask, the pending manual transfer that blocks new deposits, the form.
 */
export default function DepositPage() {
  const { t } = useTranslation();
  const { params } = useMemberCentreNav();
  const returnedOrder = params.get('depositOrder');
  const gate = useDepositChannels();
  const idGate = useIdGate('deposit');

  if (returnedOrder !== null && ORDER_ID.test(returnedOrder))
    return <DepositOrderView key={returnedOrder} orderId={returnedOrder} />;
  if (gate.isPending || idGate.pending) return <FormSkeleton />;
  if (idGate.blocked) return <IdGateNotice gate="deposit" />;
  if (gate.isError) return <QueryError error={gate.error} onRetry={() => void gate.refetch()} />;
  const value = gate.data;
  if (!value.allowDeposit)
    return (
      <div className="mc-mask" role="status">
        <EmptyState icon="ban" title={t('memberCentre.deposit.closedTitle')}>
          {value.allowDepositMessage || t('memberCentre.deposit.closedText')}
        </EmptyState>
      </div>
    );
  if (value.pendingManualOrderId)
    return (
      <DepositOrderView key={value.pendingManualOrderId} orderId={value.pendingManualOrderId} pendingNotice />
    );
  if (value.channels.length === 0)
    return <EmptyState icon="wallet" title={t('memberCentre.deposit.noChannels')} />;
  return <DepositForm gate={value} />;
}
