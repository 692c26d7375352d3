import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  outcomeText,
  type BaccaratOutcome,
  type DragonTigerOutcome,
  type RouletteOutcome,
  type SicBoOutcome,
  type TableOutcome,
} from '../../../../src/engine/tables/index.ts';
import { tableGameOf, type TableGameCode } from '../../../../src/shared/api.ts';
import { HouseApiError } from '../../api/client.ts';
import { placeTableBets } from '../../api/tables.ts';
import { useI18n } from '../../i18n/react.tsx';
import { Drawer } from '../../shell/Drawer.tsx';
import { useAnimationFrame, useSpaceKey } from '../../shell/hooks.ts';
import { useHouse } from '../../shell/house.tsx';
import { CardReveal } from './CardReveal.tsx';
import {
  clearChips,
  confirmChips,
  doubleChips,
  emptyBoard,
  pendingBets,
  pendingSum,
  pendingTotals,
  placedSum,
  putChips,
  repeatChips,
  spotTotals,
  syncRound,
  undoChips,
  type BoardLimits,
  type ChipBoard,
  type Refusal,
} from './chip-board.ts';
import { ChipRack } from './ChipRack.tsx';
import { ResultsStrip, Roads } from './History.tsx';
import { BaccaratLayout, DragonTigerLayout, SicBoLayout } from './Layouts.tsx';
import { MyTableBets } from './MyBets.tsx';
import { RouletteLayout } from './RouletteLayout.tsx';
import { TableRules } from './Rules.tsx';
import { LayoutContext, type LayoutProps } from './SpotButton.tsx';
import { animationProgress, roundStage, roundTimes, type RoundStage } from './table-clock.ts';
import { capOf, winningSpots } from './table-spots.ts';
import { TableHeader } from './TableHeader.tsx';
import { useRoundResult } from './use-round-result.ts';
import { useTableFeed } from './use-table-feed.ts';
import { DiceReveal, WheelReveal } from './WheelReveal.tsx';
import '../games.css';
// tables.css last: its phone and reduced-motion rules override the parts' rules.
import './table-stage.css';
import './table-layouts.css';
import './table-roads.css';
import './tables.css';

const refusalCode = {
  limit: 'bet.outside.limits',
  balance: 'insufficient.balance',
  empty: 'bet.invalid',
} as const;

/** The server's clock, re-read every frame while something moves (the reveal), a few times a second otherwise. */
function useTableNow(now: () => number, fast: boolean): number {
  const [value, setValue] = useState(now);
  const last = useRef(0);
  useAnimationFrame((t) => {
    if (t - last.current < (fast ? 33 : 200)) return;
    last.current = t;
    setValue(now());
  }, true);
  return value;
}

/**
 * A casino table (issue 20) for the five kinds: baccarat, no-commission baccarat, dragon tiger, European
 * roulette and sic bo. Every player at the table shares the round: the page follows it live (socket, else
 * polling), lets the player put chips down while betting is open and sends them as one placement, then
 * reveals the outcome on the server's clock and shows this player's win when the reveal ends.
 */
export default function TableGame() {
  const house = useHouse();
  const { t, lang } = useI18n();
  const game = tableGameOf(house.code as TableGameCode);
  const { fail } = house;
  const feed = useTableFeed(game, house.session.session, lang, fail);
  const { state } = feed;
  const round = state?.round ?? null;
  const times = useMemo(() => (round ? roundTimes(round) : null), [round]);
  const now = useTableNow(feed.now, !house.reducedMotion);
  const stage: RoundStage | null = round && times ? roundStage(round.phase, times, now) : null;

  const [board, setBoard] = useState<ChipBoard>(emptyBoard);
  const [chip, setChip] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [drawer, setDrawer] = useState<'rules' | 'mine' | null>(null);
  const [mineKey, setMineKey] = useState(0);

  const minor = house.minor;
  const chips = useMemo(() => (state?.limits.chips ?? []).map((c) => minor(c)), [state?.limits.chips, minor]);
  const chipValue = chip !== null && chips.includes(chip) ? chip : (chips[0] ?? 0);

  // A round is over for this page when the clock passed its reveal, or the table moved on.
  const isOver = useCallback(
    (roundId: string) => !round || round.id !== roundId || stage?.stage === 'settled',
    [round, stage?.stage],
  );
  const { result, track } = useRoundResult(game, isOver, () => setMineKey((k) => k + 1));

  const [previousRoundId, setPreviousRoundId] = useState<string | null>(null);
  const lastRoundId = useRef<string | null>(null);
  useEffect(() => {
    if (!round || round.id === lastRoundId.current) return;
    setPreviousRoundId(lastRoundId.current);
    lastRoundId.current = round.id;
  }, [round]);

  const mineBets = state?.mine?.bets;
  useEffect(() => {
    const mine = mineBets ? mineBets.map((b) => ({ spot: b.spot, amount: minor(b.amount) })) : null;
    setBoard((b) => syncRound(b, round?.id ?? null, mine));
    if (round && mine && mine.length > 0) track(round.id);
  }, [round, mineBets, minor, track]);

  const locked = !round || !state?.enabled || stage?.stage !== 'betting';
  // Chips not confirmed when betting closes were never bets: they leave the layout.
  useEffect(() => {
    if (locked) setBoard(clearChips);
  }, [locked]);
  const limits: BoardLimits | null = state
    ? {
        min: minor(state.limits.minBet),
        capOf: (spot) => capOf(game, spot, minor(state.limits.maxBet), minor(state.limits.sideMaxBet)),
        available: minor(house.balance),
      }
    : null;

  const apply = (change: (b: ChipBoard, l: BoardLimits) => { board: ChipBoard; refused: Refusal | null }) => {
    if (locked || !limits) return;
    const r = change(board, limits);
    if (r.refused) fail(new HouseApiError(refusalCode[r.refused], t(`tables.refused.${r.refused}`)));
    else {
      setBoard(r.board);
      house.cue('tick');
    }
  };

  const confirm = async () => {
    if (locked || sending || !round) return;
    const bets = pendingBets(board);
    if (bets.length === 0) return;
    setSending(true);
    try {
      const answer = await placeTableBets(
        game,
        house.session.session,
        lang,
        round.id,
        bets.map((b) => ({ spot: b.spot, amount: house.major(b.amount) })),
      );
      setBoard((b) => confirmChips(b, bets));
      house.setBalance(answer.balance);
      track(round.id);
      setMineKey((k) => k + 1);
      feed.refresh();
    } catch (e) {
      fail(e);
    } finally {
      setSending(false);
    }
  };
  useSpaceKey(() => void confirm(), !locked && board.pending.length > 0);

  // What the stage shows: this round's outcome once closed, else the last round's, at rest.
  const revealing = stage?.stage === 'revealing' || stage?.stage === 'settled';
  const current: TableOutcome | null = revealing ? (round?.outcome ?? null) : null;
  const shown = current ?? state?.history[0]?.outcome ?? null;
  const elapsed =
    current && stage?.stage === 'revealing' && !house.reducedMotion
      ? stage.elapsed
      : Number.POSITIVE_INFINITY;
  const duration = stage?.stage === 'revealing' ? stage.duration : 1;
  const animated = current !== null && animationProgress(elapsed, duration) >= 1;
  const winners = useMemo(
    () => (current && animated ? winningSpots(game, current) : new Set<string>()),
    [current, animated, game],
  );

  const layoutProps: LayoutProps = {
    game,
    totals: spotTotals(board),
    pending: pendingTotals(board),
    winners,
    locked,
    chips,
    onBet: (spot) => apply((b, l) => putChips(b, [{ spot, amount: chipValue }], l)),
  };

  const stageView = (() => {
    if (!shown) return <p className="muted">{t('tables.noHistory')}</p>;
    if (game === 'roulette')
      return <WheelReveal number={(shown as RouletteOutcome).number} elapsed={elapsed} duration={duration} />;
    if (game === 'sicbo')
      return <DiceReveal dice={(shown as SicBoOutcome).dice} elapsed={elapsed} duration={duration} />;
    return (
      <CardReveal
        game={game}
        outcome={shown as BaccaratOutcome | DragonTigerOutcome}
        elapsed={elapsed}
        duration={duration}
        winner={current !== null}
      />
    );
  })();

  const bettingSeconds = times ? Math.round((times.closesAt - times.opensAt) / 1000) : null;
  // This player's result shows from the end of its reveal until the next round's reveal starts.
  const myResult =
    result && (result.roundId === round?.id ? stage?.stage === 'settled' : result.roundId === previousRoundId)
      ? result
      : null;

  return (
    <div className={`tbl tbl--${game}`}>
      <TableHeader
        state={state}
        stage={stage}
        status={feed.status}
        onRules={() => setDrawer('rules')}
        onMine={() => setDrawer('mine')}
      />
      <div className="tbl-main">
        <section
          className={`tbl-stage${current ? '' : ' tbl-stage--rest'}`}
          aria-label={t('tables.stage')}
          aria-busy={current !== null && !animated}
        >
          {stageView}
          {shown && (current === null || animated) && (
            <p className="tbl-stage__result" aria-live="polite">
              {outcomeText(game, shown)[lang]}
            </p>
          )}
          {myResult && stage?.stage !== 'revealing' && (
            <p className={`tbl-stage__mine${myResult.win > 0 ? ' pos' : ''}`} role="status">
              {myResult.win > 0
                ? t('tables.youWin', { amount: house.money(myResult.win) })
                : t('tables.youLose')}
            </p>
          )}
        </section>
        <section className={`tbl-board${locked ? ' tbl-board--locked' : ''}`} aria-label={t('tables.layout')}>
          <LayoutContext.Provider value={layoutProps}>
            {game === 'baccarat' || game === 'baccarat-nc' ? (
              <BaccaratLayout noCommission={game === 'baccarat-nc'} />
            ) : game === 'dragon-tiger' ? (
              <DragonTigerLayout />
            ) : game === 'roulette' ? (
              <RouletteLayout />
            ) : (
              <SicBoLayout />
            )}
          </LayoutContext.Provider>
        </section>
        <ChipRack
          chips={chips}
          chip={chipValue}
          onChip={setChip}
          locked={locked}
          sending={sending}
          pendingMinor={pendingSum(board)}
          placedMinor={placedSum(board)}
          canRepeat={board.last.length > 0}
          canUndo={board.pending.length > 0}
          onRepeat={() => apply(repeatChips)}
          onDouble={() => apply(doubleChips)}
          onUndo={() => setBoard(undoChips)}
          onClear={() => setBoard(clearChips)}
          onConfirm={() => void confirm()}
        />
        <aside className="tbl-side">
          <ResultsStrip game={game} history={state?.history ?? []} />
          {state?.shoeResults && (game === 'baccarat' || game === 'baccarat-nc') && (
            <Roads results={state.shoeResults} />
          )}
        </aside>
      </div>
      <Drawer
        open={drawer === 'rules'}
        onClose={() => setDrawer(null)}
        title={t('tables.view.rules')}
        size="wide"
      >
        <TableRules game={game} limits={state?.limits ?? null} bettingSeconds={bettingSeconds} />
      </Drawer>
      <Drawer open={drawer === 'mine'} onClose={() => setDrawer(null)} title={t('tables.view.mine')}>
        {drawer === 'mine' && <MyTableBets game={game} refreshKey={mineKey} />}
      </Drawer>
    </div>
  );
}
