import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/pagination';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { useAuthModal } from '@/features/auth';
import { useMoney } from '@/hooks/use-money';
import { useIsLoggedIn } from '@/lib/session';
import { useLotteryOrders, type LotteryOrder } from '../api/orders';
import { DrawBalls } from './balls';
import { ContentText } from './content-text';
import { OrderStatus } from './order-status';

const OrderDetailDrawer = lazy(() => import('./order-detail-drawer'));
const PAGE_SIZE = 8;

/** "My orders" of this game (last 7 days), newest first, with the detail and cancel where allowed. */
export function MyOrders({
  gameCode,
  groupCode,
  drawnUpTo,
  vn = false,
}: {
  gameCode: string;
  groupCode: string;
  /** The last numero drawn: pending orders up to it are being settled, so the list asks again. */
  drawnUpTo: string | null;
  vn?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const loggedIn = useIsLoggedIn();
  const { open } = useAuthModal();
  const [pageNo, setPageNo] = useState(1);
  const [detail, setDetail] = useState<LotteryOrder | null>(null);
  const query = useLotteryOrders(
    { gameCode, pageNo, pageSize: PAGE_SIZE },
    {
      refetchWhile: (data) =>
        drawnUpTo !== null && data.rows.some((o) => o.status === 'PENDING' && o.numero <= drawnUpTo),
    },
  );
  const recordHref = { search: `?mc=personalHistoryCopy&section=${vn ? 'vnlottery' : 'lottery'}` };

  if (!loggedIn)
    return (
      <EmptyState
        icon="lock"
        title={t('lottery.orders.loginTitle')}
        action={
          <button type="button" className="btn btn--primary" onClick={() => open('login')}>
            {t('lottery.orders.login')}
          </button>
        }
      />
    );
  if (query.isPending)
    return (
      <div className="lorders" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={64} />
        ))}
      </div>
    );
  if (!query.data) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  return (
    <div className="lorders">
      {data.rows.length === 0 ? (
        <EmptyState icon="receipt" title={t('lottery.orders.empty')} />
      ) : (
        <ul className="lorders__list" aria-label={t('lottery.orders.title')}>
          {data.rows.map((order) => (
            <li key={order.orderId} className="lorder" data-order={order.orderNo}>
              <button type="button" className="lorder__main" onClick={() => setDetail(order)}>
                <span className="lorder__top">
                  <span className="lorder__play">{order.playName}</span>
                  <OrderStatus order={order} />
                </span>
                <ContentText content={order.content} className="lorder__content" />
                <span className="lorder__meta">
                  <span>{order.orderNo}</span>
                  <span>{order.numero}</span>
                  <span>{money.major(order.stake)}</span>
                </span>
                {order.winNo && (
                  <span className="lorder__winno">
                    <span className="lorder__winno-label">{t('lottery.orders.winNo')}</span>
                    <DrawBalls winNo={order.winNo} groupCode={groupCode} size="sm" />
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="lorders__foot">
        <Link className="lorders__all" to={recordHref}>
          {t('lottery.orders.all')}
        </Link>
        <Pagination page={pageNo} total={data.totalPages} onChange={setPageNo} />
      </div>
      {detail && (
        <Suspense fallback={null}>
          <OrderDetailDrawer
            order={data.rows.find((o) => o.orderId === detail.orderId) ?? detail}
            onClose={() => setDetail(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
