import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/skeleton';
import { links } from '@/config/paths';
import { useSystemInfo } from '@/features/system';
import { setDocumentTitle } from '@/features/theme';
import { useDrawHistory } from '../api/get-draws';
import { useLotteryGame } from '../api/get-game';
import { useLotteryMenus } from '../api/get-menus';
import { useNearNumeros } from '../api/get-near';
import type { BetBoardPrefill } from '../components/bet-board';
import { GameMenu } from '../components/game-menu';
import { LongDragonList } from '../components/long-dragon-list';
import type { Panel } from '../components/game-panels';
import { LotteryGameFrame } from '../components/lottery-game-frame';
import { useLotteryFavourites } from '../hooks/use-favourites';
import { useLotteryLive } from '../hooks/use-lottery-live';
import { usePanelParam } from '../hooks/use-panel-param';
import { useNumeroClock, type NumeroClock } from '../hooks/use-numero-clock';
import { useResultsCatchUp } from '../hooks/use-results-catch-up';
import { parseBetParam } from '../lib/quick-bet';
import './lottery.css';

const TREND_DRAWS = 30;
const DEFAULT_GAME = 'SSC1';
/** The original's code for the streak-betting view (inventory 3.3). */
const LONG_DRAGON = 'long_dragon';

/**
 * `/lottery` (spec section 2; inventory 3): the lottery lobby and bet page of LOTT (traditional,
 * playType 1) and ELOTT (entertainment, playType 2) games: the menu, the numero on sale with its
 * countdown and committed hash, play tabs with rules and ball pickers, the bet slip with chase, a
 * confirmation before money moves, results, trend and the member's orders. Visitors see everything and
 * get the login modal when they bet.
 */
export default function LotteryPage() {
  const { t } = useTranslation();
  const brand = useSystemInfo().brand;
  const [params, setParams] = useSearchParams();
  const playType = params.get('playType') === '2' ? 2 : 1;
  const prizeMode = playType === 2 ? 'ELOTT' : 'LOTT';
  const menus = useLotteryMenus(prizeMode);
  const elottMenus = useLotteryMenus('ELOTT');
  const { favourites, toggle } = useLotteryFavourites();
  const allGames = useMemo(() => (menus.data ?? []).flatMap((g) => g.gameMenus), [menus.data]);
  const requested = params.get('gameCode');
  const fallback =
    favourites.find((code) => allGames.some((g) => g.code === code)) ??
    allGames.find((g) => g.code === DEFAULT_GAME)?.code ??
    allGames[0]?.code ??
    null;
  const requestedGame = useLotteryGame(requested === LONG_DRAGON ? null : requested, prizeMode);
  // An unknown code (not in the menus, and the server does not know it) falls back to the default game
  // (spec section 2: gameCode is optional), instead of a page titled with the code and "not found".
  const unknownCode =
    requested !== null &&
    requested !== LONG_DRAGON &&
    !allGames.some((g) => g.code === requested) &&
    requestedGame.isError;
  const gameCode = requested !== null && !unknownCode ? requested : fallback;
  const menuGame = allGames.find((g) => g.code === gameCode);
  const fallbackGame = useLotteryGame(unknownCode && gameCode !== LONG_DRAGON ? gameCode : null, prizeMode);
  const game = unknownCode ? fallbackGame : requestedGame;
  const near = useNearNumeros(gameCode === LONG_DRAGON ? null : gameCode);
  const history = useDrawHistory(gameCode === LONG_DRAGON ? null : gameCode, TREND_DRAWS);
  const clock = useNumeroClock(gameCode, near.data);
  useLotteryLive();
  useResultsCatchUp(gameCode, clock.previous, history.data?.[0]?.numero, () => void history.refetch());
  const name = game.data?.name ?? menuGame?.remark ?? t('sections.lottery');
  const hasElott = (elottMenus.data ?? []).some((g) => g.gameMenus.some((m) => m.code === gameCode));

  useEffect(() => {
    setDocumentTitle(brand.name, name);
  }, [brand.name, name]);

  const hrefOf = (g: { code: string }) => links.lottery(g.code, { playType });
  const setMode = (next: 1 | 2) =>
    setParams(
      (prev) => {
        const q = new URLSearchParams(prev);
        if (gameCode) q.set('gameCode', gameCode);
        q.set('playType', String(next));
        q.delete('play');
        q.delete('content');
        q.delete('bet_param');
        return q;
      },
      { replace: true },
    );
  const [panel, setPanel] = usePanelParam();

  if (game.data && (game.data.groupCode === 'VNC_27' || game.data.groupCode === 'VNC_18'))
    return <Navigate to={links.vnlottery(game.data.code)} replace />;

  const prefill: BetBoardPrefill = {
    play: params.get('play'),
    betParam: parseBetParam(params.get('bet_param')),
    content: params.get('content'),
  };

  return (
    <div className="lott">
      <GameMenu
        menus={menus.data}
        loading={menus.isPending}
        current={gameCode}
        favourites={favourites}
        onToggleFavourite={toggle}
        hrefOf={hrefOf}
      />
      {gameCode === LONG_DRAGON ? (
        <section className="lott__dragon" aria-labelledby="long-dragon-title">
          <h1 id="long-dragon-title" className="page__title">
            {t('lottery.dragon.title')}
          </h1>
          <LongDragonList />
        </section>
      ) : !gameCode ? (
        menus.isPending ? (
          <Skeleton height={240} />
        ) : (
          <EmptyState icon="lottery" title={t('lottery.noGames')} />
        )
      ) : (
        <LotteryGameView
          key={`${gameCode}:${prizeMode}`}
          gameCode={gameCode}
          name={name}
          icon={menuGame?.icon}
          prizeMode={prizeMode}
          playType={playType}
          hasElott={hasElott}
          onMode={setMode}
          game={game}
          clock={clock}
          history={history}
          prefill={prefill}
          panel={panel}
          onPanel={setPanel}
        />
      )}
    </div>
  );
}

function LotteryGameView({
  gameCode,
  name,
  icon,
  prizeMode,
  playType,
  hasElott,
  onMode,
  game,
  clock,
  history,
  prefill,
  panel,
  onPanel,
}: {
  gameCode: string;
  name: string;
  icon: string | undefined;
  prizeMode: 'LOTT' | 'ELOTT';
  playType: 1 | 2;
  hasElott: boolean;
  onMode: (next: 1 | 2) => void;
  game: ReturnType<typeof useLotteryGame>;
  clock: NumeroClock;
  history: ReturnType<typeof useDrawHistory>;
  prefill: BetBoardPrefill;
  panel: Panel;
  onPanel: (next: Panel) => void;
}) {
  const { t } = useTranslation();
  return (
    <LotteryGameFrame
      gameCode={gameCode}
      name={name}
      icon={icon}
      groupCode={game.data?.groupCode ?? ''}
      prizeMode={prizeMode}
      game={game}
      clock={clock}
      history={history}
      prefill={prefill}
      panel={panel}
      onPanel={onPanel}
      headerExtra={
        <div className="lmode" role="group" aria-label={t('lottery.mode.label')}>
          <button
            type="button"
            className="lmode__btn"
            aria-pressed={playType === 1}
            onClick={() => onMode(1)}
          >
            {t('lottery.mode.LOTT')}
          </button>
          <button
            type="button"
            className="lmode__btn"
            aria-pressed={playType === 2}
            disabled={!hasElott && playType !== 2}
            title={hasElott ? undefined : t('lottery.mode.noElott')}
            onClick={() => onMode(2)}
          >
            {t('lottery.mode.ELOTT')}
          </button>
        </div>
      }
    />
  );
}
