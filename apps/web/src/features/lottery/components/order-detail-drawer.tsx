import { useTranslation } from 'react-i18next';
import { gameByCode } from '@portal/lottery/games';
import { Modal } from '@/components/modal';
import { useInFlight } from '@/hooks/use-in-flight';
import { useMoney } from '@/hooks/use-money';
import { dialogs } from '@/lib/dialogs';
import { formatDateTime } from '@/lib/format';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { useCancelLotteryOrders, type LotteryOrder } from '../api/orders';
import { DrawBalls } from './balls';
import { ContentText } from './content-text';
import { OrderStatus } from './order-status';
import './lottery-base.css';

/**
 * One order's detail (inventory 1.3.2): play and content, unit, multiple, series, rebate, stake, status,
 * win and the winning number as this play reads it; "Cancel order" while the order may still be withdrawn.
 */
export default function OrderDetailDrawer({ order, onClose }: { order: LotteryOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  const cancel = useCancelLotteryOrders();
  // One cancellation at a time, its confirmation included.
  const inFlight = useInFlight();
  const groupCode = gameByCode(order.gameCode)?.group ?? '';

  const onCancel = async () => {
    const ok = await dialogs.confirm(t('lottery.orders.cancelConfirm', { orderNo: order.orderNo }), {
      title: t('lottery.orders.cancel'),
      tone: 'warning',
      confirmLabel: t('lottery.orders.cancel'),
    });
    if (!ok) return;
    try {
      const result = await cancel.mutateAsync([order.orderId]);
      await dialogs.alert(t('lottery.orders.cancelled', { amount: money.major(result.refunded) }), {
        tone: 'success',
      });
      onClose();
    } catch (err) {
      await dialogs.alert(errorText(err), { tone: 'warning' });
    }
  };

  const rows: [string, React.ReactNode][] = [
    [t('lottery.orders.orderNo'), order.orderNo],
    [t('lottery.orders.game'), order.gameName],
    [t('lottery.orders.numero'), order.numero],
    [t('lottery.orders.betTime'), formatDateTime(order.betTime, lang)],
    [t('lottery.orders.play'), order.playName],
    [
      t('lottery.orders.content'),
      <ContentText key="c" content={order.content} className="ldetail__content" />,
    ],
    [t('lottery.orders.betCount'), order.betCount],
    [
      t('lottery.orders.unit'),
      `${t(`lottery.units.${order.bettingMode}` as 'lottery.units.1')} (${money.plain(order.unit)})`,
    ],
    [t('lottery.orders.multiple'), `×${order.multiple}`],
    [t('lottery.orders.series'), order.series],
    [t('lottery.orders.stake'), money.major(order.stake)],
    [t('lottery.orders.rebate'), money.major(order.rebate)],
    [t('lottery.orders.status'), <OrderStatus key="s" order={order} />],
    [t('lottery.orders.win'), money.major(order.win)],
    [
      t('lottery.orders.winNo'),
      order.winNo ? (
        <DrawBalls key="w" winNo={order.winNo} groupCode={groupCode} size="sm" />
      ) : (
        t('lottery.orders.notDrawn')
      ),
    ],
  ];
  if (order.chaseId)
    rows.push([t('lottery.orders.chase'), t('lottery.orders.chaseOf', { id: order.chaseId })]);
  if (order.settleTime) rows.push([t('lottery.orders.settleTime'), formatDateTime(order.settleTime, lang)]);

  return (
    <Modal
      open
      onClose={onClose}
      title={t('lottery.orders.detail')}
      delay={0}
      className="ldrawer"
      overlayClassName="ldrawer-overlay"
      width="min(420px, 100%)"
    >
      <dl className="ldetail">
        {rows.map(([label, value]) => (
          <div key={label} className="ldetail__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {order.cancellable && (
        <button
          type="button"
          className="btn btn--outline ldetail__cancel"
          disabled={cancel.isPending || inFlight.busy}
          onClick={() => void inFlight.run(onCancel)}
        >
          {t('lottery.orders.cancel')}
        </button>
      )}
    </Modal>
  );
}
