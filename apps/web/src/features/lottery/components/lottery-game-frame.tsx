import type { ReactNode } from 'react';
import type { useDrawHistory } from '../api/get-draws';
import type { useLotteryGame } from '../api/get-game';
import type { NumeroClock } from '../hooks/use-numero-clock';
import { LoadingBetBoard, type BetBoardPrefill } from './bet-board';
import { DrawHeader } from './draw-header';
import { GamePanels, type Panel } from './game-panels';
import { SlipLayout } from './slip-layout';

/**
 * One lottery game's screen, the same on /lottery and /vnlottery: the slip around the draw header,
 * the bet board and the panels (orders, results); a placed bet opens the orders panel.
 */
export function LotteryGameFrame({
  gameCode,
  name,
  icon,
  groupCode,
  prizeMode,
  game,
  clock,
  history,
  prefill,
  panel,
  onPanel,
  vn = false,
  headerExtra,
  beforeBoard,
}: {
  gameCode: string;
  name: string;
  icon: string | undefined;
  groupCode: string;
  prizeMode: 'LOTT' | 'ELOTT';
  game: ReturnType<typeof useLotteryGame>;
  clock: NumeroClock;
  history: ReturnType<typeof useDrawHistory>;
  prefill: BetBoardPrefill;
  panel: Panel;
  onPanel: (next: Panel) => void;
  /** The VN draws have no trend panel. */
  vn?: boolean;
  /** Inside the draw header (the prize-mode switch). */
  headerExtra?: ReactNode;
  /** Between the header and the bet board (the VN results board). */
  beforeBoard?: ReactNode;
}) {
  return (
    <SlipLayout
      gameCode={gameCode}
      gameName={name}
      game={game.data}
      clock={clock}
      onPlaced={() => onPanel('orders')}
    >
      {({ addToSlip, betNow, placed }) => (
        <>
          <DrawHeader
            gameCode={gameCode}
            name={name}
            icon={icon}
            groupCode={groupCode}
            clock={clock}
            latest={history.data?.[0]}
          >
            {headerExtra}
          </DrawHeader>
          {beforeBoard}
          <LoadingBetBoard
            game={game}
            prizeMode={prizeMode}
            prefill={prefill}
            onAdd={addToSlip}
            onBetNow={betNow}
            placed={placed}
          />
          <GamePanels
            vn={vn}
            panel={panel}
            onPanel={onPanel}
            gameCode={gameCode}
            groupCode={groupCode}
            draws={history.data}
            loading={history.isPending}
            drawnUpTo={clock.previous}
          />
        </>
      )}
    </SlipLayout>
  );
}
