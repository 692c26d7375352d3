import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { Skeleton } from '@/components/skeleton';
import { links } from '@/config/paths';
import { useSystemInfo } from '@/features/system';
import { setDocumentTitle } from '@/features/theme';
import { useDrawHistory } from '../api/get-draws';
import { useLotteryGame } from '../api/get-game';
import { useLotteryMenus } from '../api/get-menus';
import { useNearNumeros } from '../api/get-near';
import { useVnOpened } from '../api/get-opened';
import { Countdown } from '../components/countdown';
import { LotteryGameFrame } from '../components/lottery-game-frame';
import { VnBoard } from '../components/vn-board';
import { useLotteryLive } from '../hooks/use-lottery-live';
import { useNow } from '../hooks/use-now';
import { usePanelParam } from '../hooks/use-panel-param';
import { useNumeroClock } from '../hooks/use-numero-clock';
import { useResultsCatchUp } from '../hooks/use-results-catch-up';
import { lockDeadline, secondsLeft } from '../lib/countdown';
import { currentVnNumero } from '../lib/vn-numeros';
import './lottery.css';

const HISTORY = 10;
const regionOf = (code: string) =>
  code.includes('NORTH')
    ? 'north'
    : code.includes('CENTRAL')
      ? 'central'
      : code.includes('SOUTH')
        ? 'south'
        : null;

/**
 * `/vnlottery` (spec section 2; inventory 3.6): the regional draws (north, central, south) with their
 * next draw's countdown, the full results board of the latest draw (every tier, the special prize
 * highlighted), bets on lô, đề and xiên with the same slip, confirmation and orders as /lottery.
 */
export default function VnLotteryPage() {
  const { t } = useTranslation();
  const brand = useSystemInfo().brand;
  const [params] = useSearchParams();
  const menus = useLotteryMenus('VN');
  const opened = useVnOpened();
  const now = useNow();
  const games = useMemo(() => (menus.data ?? []).flatMap((g) => g.gameMenus), [menus.data]);
  const gameCode = params.get('gameCode') ?? games[0]?.code ?? null;
  const menuGame = games.find((g) => g.code === gameCode);
  const game = useLotteryGame(gameCode, 'LOTT');
  const near = useNearNumeros(gameCode);
  const history = useDrawHistory(gameCode, HISTORY);
  const clock = useNumeroClock(gameCode, near.data);
  const [shown, setShown] = useState<string | null>(null);
  useLotteryLive();
  useResultsCatchUp(gameCode, clock.previous, history.data?.[0]?.numero, () => void history.refetch());
  const name = game.data?.name ?? menuGame?.remark ?? t('sections.vnlottery');
  // The VN draws have no trend panel.
  const [panel, setPanel] = usePanelParam((p) => p !== 'trend');
  const draw = history.data?.find((d) => d.numero === shown) ?? history.data?.[0];

  useEffect(() => {
    setDocumentTitle(brand.name, name);
  }, [brand.name, name]);

  return (
    <div className="lott lott--vn">
      <nav className="vnregions" aria-label={t('lottery.vn.regionsLabel')}>
        {menus.isPending
          ? Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={86} />)
          : games.map((g) => {
              const o = opened.data && currentVnNumero(opened.data.value, g.code);
              const seconds = o && opened.data ? secondsLeft(lockDeadline(o, opened.data), now) : null;
              const region = regionOf(g.code);
              return (
                <Link
                  key={g.code}
                  to={links.vnlottery(g.code)}
                  className="vnregion"
                  aria-current={g.code === gameCode ? 'page' : undefined}
                >
                  <span className="vnregion__icon">
                    <ImageWithFallback src={g.icon} alt="" />
                  </span>
                  <span className="vnregion__text">
                    <span className="vnregion__region">
                      {region ? t(`lottery.vn.regions.${region}`) : g.remark}
                    </span>
                    <span className="vnregion__name">{g.remark}</span>
                    <span className="vnregion__next">
                      {t('lottery.vn.nextDraw')}
                      <Countdown seconds={seconds} label={t('lottery.clock.closesIn')} size="sm" />
                    </span>
                  </span>
                </Link>
              );
            })}
      </nav>

      {!gameCode ? (
        menus.isPending ? null : (
          <EmptyState icon="lottery" title={t('lottery.noGames')} />
        )
      ) : (
        <LotteryGameFrame
          key={gameCode}
          vn
          gameCode={gameCode}
          name={name}
          icon={menuGame?.icon}
          groupCode={game.data?.groupCode ?? 'VNC_27'}
          prizeMode="LOTT"
          game={game}
          clock={clock}
          history={history}
          prefill={{ play: params.get('play'), betParam: null, content: params.get('content') }}
          panel={panel}
          onPanel={setPanel}
          beforeBoard={
            <section className="vnresults" aria-labelledby="vn-results-title">
              <div className="vnresults__head">
                <h2 id="vn-results-title" className="vnresults__title">
                  {t('lottery.vn.results')}
                </h2>
                {history.data && history.data.length > 1 && (
                  <select
                    className="lselect vnresults__pick"
                    aria-label={t('lottery.vn.pickDraw')}
                    value={draw?.numero ?? ''}
                    onChange={(e) => setShown(e.target.value)}
                  >
                    {history.data.map((d) => (
                      <option key={d.numero} value={d.numero}>
                        {d.numero}
                      </option>
                    ))}
                  </select>
                )}
              </div>
              {history.isPending ? (
                <Skeleton height={300} />
              ) : (
                <VnBoard draw={draw} groupCode={game.data?.groupCode ?? menuGame?.groupCode ?? 'VNC_27'} />
              )}
            </section>
          }
        />
      )}
    </div>
  );
}
