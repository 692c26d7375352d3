import { useTranslation } from 'react-i18next';
import { useMoney } from '@/hooks/use-money';
import type { LotteryOrder } from '../api/orders';

/** An order's status chip; a won order shows its win beside it. */
export function OrderStatus({ order }: { order: Pick<LotteryOrder, 'status' | 'win' | 'cancelReason'> }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <span className="lstatus-wrap">
      <span className={`lstatus lstatus--${order.status.toLowerCase()}`}>
        {order.status === 'CANCELLED' && order.cancelReason === 'chase_stop'
          ? t('lottery.orders.chaseStopped')
          : t(`lottery.orders.statuses.${order.status}`)}
      </span>
      {order.status === 'WON' && <strong className="lstatus__win">+{money.major(order.win)}</strong>}
    </span>
  );
}
