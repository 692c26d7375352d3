import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RangeChips, RecordPager, RecordResult } from '@/components/record-result';
import { useMoney } from '@/hooks/use-money';
import { useMediaQuery } from '@/hooks/use-media-query';
import { presetRange, type RangePreset } from '@/lib/date-range';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { useLotteryMenus } from '../api/get-menus';
import {
  LOTTERY_ORDER_STATUSES,
  useLotteryOrders,
  type LotteryOrder,
  type LotteryOrders,
  type LotteryOrderStatus,
} from '../api/orders';
import { ContentText } from './content-text';
import { OrderStatus } from './order-status';
import './lottery-base.css';

const OrderDetailDrawer = lazy(() => import('./order-detail-drawer'));
const PAGE_SIZE = 13;
type Chase = '' | 'chase' | 'single';

/**
 * The betting record's lottery tabs (inventory 1.3.2, `lottHistory` and `vlottHistory`):
 * `ODSFE2_lottMemBet` by date range, game, status and chase, with the columns game, order number, play,
 * content, numero, stake, status (with the win) and time; a row opens its detail, where a pending order
 * can be cancelled while allowed. One tab of the one betting record (the member centre's
 * `personalHistoryCopy`), which the lottery page opens on this tab.
 */
export default function LotteryBetRecord({ vn }: { vn: boolean }) {
  const { t } = useTranslation();
  const gameId = useId();
  const statusId = useId();
  const chaseId = useId();
  const narrow = useMediaQuery('(max-width: 767px)');
  const menus = useLotteryMenus(vn ? 'VN' : 'LOTT');
  const [preset, setPreset] = useState<RangePreset>('last7');
  const [range, setRange] = useState(() => presetRange('last7', new Date()));
  const [gameCode, setGameCode] = useState('');
  const [status, setStatus] = useState<LotteryOrderStatus | ''>('');
  const [chase, setChase] = useState<Chase>('');
  const [pageNo, setPageNo] = useState(1);
  const [detail, setDetail] = useState<LotteryOrder | null>(null);
  const query = useLotteryOrders({
    vn,
    gameCode,
    status,
    chase: chase === '' ? undefined : chase === 'chase',
    ...range,
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const games = useMemo(() => (menus.data ?? []).flatMap((g) => g.gameMenus), [menus.data]);
  const filter =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      set(value);
      setPageNo(1);
    };

  return (
    <div className="record lrecord">
      <div className="record__filters" role="group" aria-label={t('memberCentre.record.filters')}>
        <RangeChips
          value={preset}
          onChange={(next) => {
            setPreset(next);
            setRange(presetRange(next, new Date()));
            setPageNo(1);
          }}
        />
        <div className="bets__selects">
          <div className="record__type">
            <label htmlFor={gameId} className="record__type-label">
              {t('lottery.orders.game')}
            </label>
            <select
              id={gameId}
              className="select"
              value={gameCode}
              onChange={(e) => filter(setGameCode)(e.target.value)}
            >
              <option value="">{t('lottery.record.allGames')}</option>
              {games.map((g) => (
                <option key={g.code} value={g.code}>
                  {g.remark}
                </option>
              ))}
            </select>
          </div>
          <div className="record__type">
            <label htmlFor={statusId} className="record__type-label">
              {t('lottery.orders.status')}
            </label>
            <select
              id={statusId}
              className="select"
              value={status}
              onChange={(e) => filter(setStatus)(e.target.value as LotteryOrderStatus | '')}
            >
              <option value="">{t('memberCentre.bets.allStatuses')}</option>
              {LOTTERY_ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`lottery.orders.statuses.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="record__type">
            <label htmlFor={chaseId} className="record__type-label">
              {t('lottery.record.chase')}
            </label>
            <select
              id={chaseId}
              className="select"
              value={chase}
              onChange={(e) => filter(setChase)(e.target.value as Chase)}
            >
              <option value="">{t('lottery.record.chaseAll')}</option>
              <option value="chase">{t('lottery.record.chaseOnly')}</option>
              <option value="single">{t('lottery.record.chaseNone')}</option>
            </select>
          </div>
        </div>
      </div>

      <RecordResult query={query} icon="lottery" emptyText={t('lottery.record.emptyText')}>
        {(data) => (
          <>
            {narrow ? (
              <OrderCards data={data} onOpen={setDetail} />
            ) : (
              <OrderTable data={data} onOpen={setDetail} />
            )}
            <RecordPager page={pageNo} data={data} onChange={setPageNo} />
          </>
        )}
      </RecordResult>
      {detail && (
        <Suspense fallback={null}>
          <OrderDetailDrawer
            order={query.data?.rows.find((o) => o.orderId === detail.orderId) ?? detail}
            onClose={() => setDetail(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

function OrderTable({ data, onOpen }: { data: LotteryOrders; onOpen: (o: LotteryOrder) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  return (
    <div className="table-wrap">
      <table className="table lrecord__table">
        <thead>
          <tr>
            <th scope="col">{t('lottery.orders.game')}</th>
            <th scope="col">{t('lottery.orders.orderNo')}</th>
            <th scope="col">{t('lottery.orders.play')}</th>
            <th scope="col">{t('lottery.orders.content')}</th>
            <th scope="col">{t('lottery.orders.numero')}</th>
            <th scope="col" className="table__num">
              {t('lottery.orders.stake')}
            </th>
            <th scope="col">{t('lottery.orders.status')}</th>
            <th scope="col">{t('lottery.orders.betTime')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('lottery.orders.detail')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((o) => (
            <tr key={o.orderId} data-order={o.orderNo}>
              <td>{o.gameName}</td>
              <td className="lrecord__no">{o.orderNo}</td>
              <td>{o.playName}</td>
              <td className="lrecord__content">
                <ContentText content={o.content} />
              </td>
              <td className="table__time">{o.numero}</td>
              <td className="table__num">{money.major(o.stake)}</td>
              <td>
                <OrderStatus order={o} />
              </td>
              <td className="table__time">{formatDateTime(o.betTime, lang)}</td>
              <td>
                <button
                  type="button"
                  className="bet-verify"
                  onClick={() => onOpen(o)}
                  aria-label={t('lottery.orders.detailOf', { orderNo: o.orderNo })}
                >
                  {t('lottery.orders.details')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5}>
              {t('memberCentre.pnl.total')}
            </th>
            <td className="table__num">{money.major(data.summary.stake)}</td>
            <td colSpan={3}>
              {t('lottery.record.totals', {
                win: money.major(data.summary.win),
                rebate: money.major(data.summary.rebate),
              })}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function OrderCards({ data, onOpen }: { data: LotteryOrders; onOpen: (o: LotteryOrder) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = useMoney();
  return (
    <ul className="tx-cards">
      {data.rows.map((o) => (
        <li key={o.orderId} className="tx-card" data-order={o.orderNo}>
          <button type="button" className="lrecord__card" onClick={() => onOpen(o)}>
            <span className="tx-card__main">
              <span className="tx-card__type">
                {o.gameName} · {o.playName}
              </span>
              <OrderStatus order={o} />
            </span>
            <ContentText content={o.content} className="lrecord__card-content" />
            <span className="tx-card__meta">
              <span>
                {o.orderNo} · {o.numero}
              </span>
              <strong>{money.major(o.stake)}</strong>
            </span>
            <span className="tx-card__meta">
              <span>{formatDateTime(o.betTime, lang)}</span>
              <span className="bet-verify">{t('lottery.orders.details')}</span>
            </span>
          </button>
        </li>
      ))}
      <li className="tx-card tx-card--total">
        <div className="tx-card__main">
          <span className="tx-card__type">{t('memberCentre.pnl.total')}</span>
          <strong>{money.major(data.summary.stake)}</strong>
        </div>
        <div className="tx-card__meta">
          <span>
            {t('lottery.record.totals', {
              win: money.major(data.summary.win),
              rebate: money.major(data.summary.rebate),
            })}
          </span>
        </div>
      </li>
    </ul>
  );
}
