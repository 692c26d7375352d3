import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { Modal } from '@/components/modal';
import { useRequireLogin } from '@/features/auth';
import { useMoney } from '@/hooks/use-money';
import { useMediaQuery } from '@/hooks/use-media-query';
import { dialogs } from '@/lib/dialogs';
import type { LotteryGame } from '../api/get-game';
import type { NumeroClock } from '../hooks/use-numero-clock';
import { DEFAULT_CHASE, planChase, type ChaseSettings } from '../lib/chase-plan';
import { sumAmounts } from '../lib/stake';
import { MAX_SLIP_LINES, useSlipStore } from '../stores/slip-store';
import type { NewSlipLine } from './bet-board';
import { BetSlip } from './bet-slip';
import { OrderConfirmDialog, type OrderDraft } from './order-confirm-dialog';

export interface SlipActions {
  /** Keeps a selection in the slip. */
  addToSlip: (line: NewSlipLine) => void;
  /** Places one selection at once (after the confirmation). */
  betNow: (line: NewSlipLine) => void;
  /** Counts the selections placed with "Bet now", so the board can clear its picks. */
  placed: number;
}

/**
 * The bet page's layout around the bet slip: the slip beside the page on a wide screen; on a phone a bar
 * at the bottom (count and total) that opens the slip as a bottom sheet. It owns the chase setup and
 * the confirmation; a visitor gets the login modal instead.
 */
export function SlipLayout({
  gameCode,
  gameName,
  game,
  clock,
  onPlaced,
  children,
}: {
  gameCode: string;
  gameName: string;
  game: LotteryGame | undefined;
  clock: NumeroClock;
  onPlaced: () => void;
  children: (actions: SlipActions) => ReactNode;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const wide = useMediaQuery('(min-width: 1200px)');
  const requireLogin = useRequireLogin();
  const allLines = useSlipStore((s) => s.lines);
  const add = useSlipStore((s) => s.add);
  const remove = useSlipStore((s) => s.remove);
  const clear = useSlipStore((s) => s.clear);
  const lines = useMemo(() => allLines.filter((l) => l.gameCode === gameCode), [allLines, gameCode]);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [chaseOn, setChaseOn] = useState(false);
  const [chase, setChase] = useState<ChaseSettings>(DEFAULT_CHASE);
  const [draft, setDraft] = useState<(OrderDraft & { fromSlip: boolean }) | null>(null);
  const [added, setAdded] = useState(0);
  const [placed, setPlaced] = useState(0);

  const open = clock.phase === 'open' && clock.numero !== null;
  const limits = { maxPeriods: game?.maxChasePeriods ?? 1, maxMultiple: game?.maxMultiple ?? 1 };
  const slipStake = sumAmounts(lines.map((l) => l.stake));
  const plan = chaseOn && clock.numero ? planChase(gameCode, clock.numero, chase, slipStake, limits) : null;

  const placeSlip = () =>
    requireLogin(() => {
      if (!open || !clock.numero) {
        void dialogs.alert(t('lottery.slip.closed'), { tone: 'warning' });
        return;
      }
      setSheetOpen(false);
      setDraft({
        gameCode,
        gameName,
        numero: clock.numero,
        lines,
        chase:
          chaseOn && plan?.ok ? { rows: plan.rows, total: plan.total, stopOnWin: chase.stopOnWin } : null,
        fromSlip: true,
      });
    });

  const actions: SlipActions = {
    placed,
    addToSlip: (line) => {
      if (lines.length >= MAX_SLIP_LINES) {
        void dialogs.alert(t('lottery.slip.full', { max: MAX_SLIP_LINES }), { tone: 'warning' });
        return;
      }
      add(line);
      setAdded((n) => n + 1);
    },
    betNow: (line) =>
      requireLogin(() => {
        if (!open || !clock.numero) {
          void dialogs.alert(t('lottery.slip.closed'), { tone: 'warning' });
          return;
        }
        setDraft({ gameCode, gameName, numero: clock.numero, lines: [line], chase: null, fromSlip: false });
      }),
  };

  const slip = (
    <BetSlip
      onClose={wide ? undefined : () => setSheetOpen(false)}
      lines={lines}
      numero={clock.numero}
      canPlace={open}
      chaseOn={chaseOn}
      onChaseOn={setChaseOn}
      chase={chase}
      onChase={setChase}
      plan={plan}
      maxPeriods={limits.maxPeriods}
      maxMultiple={limits.maxMultiple}
      onRemove={remove}
      onClear={() => clear(gameCode)}
      onPlace={placeSlip}
    />
  );
  const total = chaseOn && plan?.ok ? plan.total : slipStake;

  return (
    <div className="lott__layout">
      <div className="lott__main">{children(actions)}</div>
      {wide ? (
        <aside className="lott__aside">{slip}</aside>
      ) : (
        <>
          <div className="lslipbar">
            <button
              type="button"
              className="lslipbar__open"
              onClick={() => setSheetOpen(true)}
              aria-haspopup="dialog"
            >
              <span key={added} className={`lslipbar__count${added ? ' lslipbar__count--bump' : ''}`}>
                {lines.length}
              </span>
              <span className="lslipbar__label">{t('lottery.slip.title')}</span>
              <strong className="lslipbar__total">{money.major(total)}</strong>
              <Icon name="chevronRight" size={18} />
            </button>
          </div>
          <Modal
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
            label={t('lottery.slip.title')}
            showClose={false}
            delay={0}
            width="min(520px, 100%)"
            className="lslipsheet"
          >
            {slip}
          </Modal>
        </>
      )}
      {draft && (
        <OrderConfirmDialog
          draft={draft}
          onClose={() => setDraft(null)}
          onPlaced={() => {
            if (draft.fromSlip) {
              clear(gameCode);
              setChaseOn(false);
            } else setPlaced((n) => n + 1);
            onPlaced();
          }}
        />
      )}
    </div>
  );
}
