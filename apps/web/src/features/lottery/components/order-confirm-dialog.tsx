import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { Modal } from '@/components/modal';
import { useMoney } from '@/hooks/use-money';
import { errorText } from '@/lib/i18n';
import { newRequestId } from '@/lib/request-id';
import { usePlaceLotteryOrder, type PlacedOrders } from '../api/orders';
import type { ChaseRow } from '../lib/chase-plan';
import { sumAmounts } from '../lib/stake';
import type { SlipLine } from '../stores/slip-store';
import { ContentText } from './content-text';

export interface OrderDraft {
  gameCode: string;
  gameName: string;
  numero: string;
  lines: readonly Omit<SlipLine, 'id'>[];
  chase: { rows: readonly ChaseRow[]; total: number; stopOnWin: boolean } | null;
}

type State =
  | { step: 'review' }
  | { step: 'sending' }
  | { step: 'done'; placed: PlacedOrders[] }
  | { step: 'failed'; error: unknown };

/**
 * The confirmation before money moves: the numero (or the chase's periods), each line and the total.
 * Confirming places one order request per prize mode (traditional and entertainment lines are separate
 * lanes), each with its own request id kept for a retry, then shows what was placed or why not.
 */
export function OrderConfirmDialog({
  draft,
  onClose,
  onPlaced,
}: {
  draft: OrderDraft;
  onClose: () => void;
  onPlaced: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const place = usePlaceLotteryOrder();
  const [state, setState] = useState<State>({ step: 'review' });
  const lanes = (['LOTT', 'ELOTT'] as const).filter((mode) => draft.lines.some((l) => l.prizeMode === mode));
  // One request id per lane for this confirmation: a retry after a failure replays what already went in.
  const [requestIds] = useState(() => Object.fromEntries(lanes.map((lane) => [lane, newRequestId()])));
  const stake = sumAmounts(draft.lines.map((l) => l.stake));
  const total = draft.chase ? draft.chase.total : stake;

  const confirm = async () => {
    setState({ step: 'sending' });
    const placed: PlacedOrders[] = [];
    try {
      for (const lane of lanes)
        placed.push(
          await place.mutateAsync({
            gameCode: draft.gameCode,
            numero: draft.numero,
            prizeMode: lane,
            lines: draft.lines
              .filter((l) => l.prizeMode === lane)
              .map((l) => ({
                playCode: l.playCode,
                content: l.content,
                bettingMode: l.bettingMode,
                multiple: l.multiple,
                series: l.series,
              })),
            ...(draft.chase
              ? {
                  chase: {
                    periods: draft.chase.rows.map((r) => ({ numero: r.numero, multiple: r.multiple })),
                    stopOnWin: draft.chase.stopOnWin,
                  },
                }
              : {}),
            requestId: requestIds[lane]!,
          }),
        );
      setState({ step: 'done', placed });
      onPlaced();
    } catch (error) {
      setState({ step: 'failed', error });
    }
  };

  const orders = state.step === 'done' ? state.placed.flatMap((p) => p.orders) : [];
  const placedTotal = state.step === 'done' ? sumAmounts(state.placed.map((p) => p.totalStake)) : 0;
  return (
    <Modal
      open
      onClose={state.step === 'sending' ? () => undefined : onClose}
      title={t(state.step === 'done' ? 'lottery.confirm.doneTitle' : 'lottery.confirm.title')}
      width="min(520px, 100%)"
      delay={0}
      closeOnOverlayClick={state.step !== 'sending'}
      className="lconfirm"
    >
      {state.step === 'done' ? (
        <div className="lconfirm__result lconfirm__result--ok" role="status">
          <span className="lconfirm__icon" aria-hidden="true">
            <Icon name="check" size={28} />
          </span>
          <p className="lconfirm__headline">
            {t('lottery.confirm.done', { count: orders.length, amount: money.major(placedTotal) })}
          </p>
          <ul className="lconfirm__orders">
            {orders.slice(0, 8).map((o) => (
              <li key={o.orderId}>
                <span>{o.orderNo}</span>
                <span>{o.numero}</span>
                <span>{o.playName}</span>
                <span>{money.major(o.stake)}</span>
              </li>
            ))}
            {orders.length > 8 && <li>{t('lottery.confirm.more', { count: orders.length - 8 })}</li>}
          </ul>
          <div className="lconfirm__actions">
            <button type="button" className="btn btn--primary" data-autofocus="" onClick={onClose}>
              {t('lottery.confirm.ok')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <dl className="lconfirm__facts">
            <div>
              <dt>{t('lottery.confirm.game')}</dt>
              <dd>{draft.gameName}</dd>
            </div>
            <div>
              <dt>{t(draft.chase ? 'lottery.confirm.periods' : 'lottery.confirm.numero')}</dt>
              <dd>
                {draft.chase
                  ? t('lottery.confirm.periodRange', {
                      count: draft.chase.rows.length,
                      from: draft.chase.rows[0]?.numero ?? '',
                      to: draft.chase.rows.at(-1)?.numero ?? '',
                    })
                  : draft.numero}
              </dd>
            </div>
            {draft.chase && (
              <div>
                <dt>{t('lottery.chase.stopOnWin')}</dt>
                <dd>{t(draft.chase.stopOnWin ? 'lottery.confirm.yes' : 'lottery.confirm.no')}</dd>
              </div>
            )}
          </dl>
          <ul className="lconfirm__lines">
            {draft.lines.map((l, i) => (
              <li key={i} className="lconfirm__line">
                <div>
                  <span className="lconfirm__play">{l.playName}</span>
                  <ContentText content={l.content} className="lconfirm__content" />
                  <span className="lconfirm__meta">
                    {t('lottery.slip.lineMeta', {
                      count: l.betCount,
                      unit: l.unitName,
                      multiple: l.multiple,
                      series: l.series,
                    })}
                  </span>
                </div>
                <strong>{money.major(l.stake)}</strong>
              </li>
            ))}
          </ul>
          <p className="lconfirm__total">
            <span>{t('lottery.confirm.total')}</span>
            <strong data-testid="confirm-total">{money.major(total)}</strong>
          </p>
          {state.step === 'failed' && (
            <p className="lconfirm__error" role="alert">
              <Icon name="info" size={18} />
              {errorText(state.error)}
            </p>
          )}
          <div className="lconfirm__actions">
            <button
              type="button"
              className="btn btn--ghost"
              onClick={onClose}
              disabled={state.step === 'sending'}
            >
              {t('lottery.confirm.cancel')}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              data-autofocus=""
              disabled={state.step === 'sending'}
              onClick={() => void confirm()}
            >
              {state.step === 'sending'
                ? t('lottery.confirm.sending')
                : state.step === 'failed'
                  ? t('lottery.confirm.retry')
                  : t('lottery.confirm.confirm')}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
