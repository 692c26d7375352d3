import { lazy } from 'react';
// Everything of the lottery is loaded on demand: the home page carries only these lazy handles.

/** The home page's lottery widgets (draw board, quick bet, countdowns, hot list, long dragon). */
export const LotteryHomeWidgets = lazy(() => import('./components/home/lottery-home'));
/** One lottery order's detail with its cancel button (the member centre's betting record). */
export const LotteryOrderDetail = lazy(() => import('./components/order-detail-drawer'));
/** The betting record's lottery and Vietnam lottery tabs. */
export const LotteryBetRecord = lazy(() => import('./components/lottery-bet-record'));
