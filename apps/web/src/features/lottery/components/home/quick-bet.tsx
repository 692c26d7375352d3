import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/skeleton';
import { links } from '@/config/paths';
import { useLotteryMenus } from '../../api/get-menus';
import { useNearNumeros } from '../../api/get-near';
import { useNowSelect } from '../../hooks/use-now';
import { useRefetchAtZero } from '../../hooks/use-refetch-at-zero';
import { lockDeadline } from '../../lib/countdown';
import { quickBetGames, randomNumbers } from '../../lib/quick-bet';
import { Ball } from '../balls';
import { LiveCountdown } from '../countdown';

/**
 * Quick bet (inventory 3.4, `wzQuickbet`): up to 5 SSC and 11X5 games, the current numero with its
 * countdown ("--:--:--" when not on sale), random numbers (SSC five digits, 11X5 five different of
 * 01-11) that "Change" rolls again, and "Bet", which opens the game with the numbers filled in.
 */
export function QuickBet() {
  const { t } = useTranslation();
  const menus = useLotteryMenus('LOTT');
  const games = useMemo(() => quickBetGames((menus.data ?? []).flatMap((g) => g.gameMenus)), [menus.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const game = games.find((g) => g.code === chosen) ?? games[0];
  const [rolls, setRolls] = useState<Record<string, string[]>>({});
  const numbers = game ? (rolls[game.code] ?? null) : null;
  const near = useNearNumeros(game?.code ?? null);
  const current = near.data?.value.currentNumero;
  const lockAt = near.data && current?.isSale ? lockDeadline(current, near.data) : null;
  // Re-renders when the sale closes, not every second: the countdown ticks by itself.
  const closed = useNowSelect((now) => lockAt !== null && lockAt <= now);
  useRefetchAtZero(closed || (current !== undefined && !current.isSale), () => void near.refetch());
  const shown = numbers ?? [];
  const roll = () => game && setRolls((r) => ({ ...r, [game.code]: randomNumbers(game.groupCode) }));
  // Each game gets its first random numbers when it is first shown.
  useEffect(() => {
    if (game && !rolls[game.code]) setRolls((r) => ({ ...r, [game.code]: randomNumbers(game.groupCode) }));
  }, [game, rolls]);

  return (
    <section className="lhome__card lquick" aria-labelledby="lhome-quick">
      <h3 id="lhome-quick" className="lhome__title">
        {t('lottery.home.quickBet')}
      </h3>
      {menus.isPending ? (
        <Skeleton height={120} />
      ) : !game ? null : (
        <>
          <div className="lquick__games" role="tablist" aria-label={t('lottery.home.quickGames')}>
            {games.map((g) => (
              <button
                key={g.code}
                type="button"
                role="tab"
                aria-selected={g.code === game.code}
                className="chip chip--small"
                onClick={() => setChosen(g.code)}
              >
                {g.remark}
              </button>
            ))}
          </div>
          <div className="lquick__issue">
            <span>{t('lottery.clock.numero', { numero: current?.numero ?? '—' })}</span>
            <LiveCountdown until={lockAt} label={t('lottery.clock.closesIn')} size="sm" />
          </div>
          <div className="lquick__balls" aria-live="polite" aria-label={t('lottery.home.quickNumbers')}>
            {shown.map((n, i) => (
              <Ball key={`${i}:${n}`} value={n} size="lg" />
            ))}
          </div>
          <div className="lquick__actions">
            <button type="button" className="btn btn--ghost" onClick={roll}>
              {t('lottery.home.change')}
            </button>
            <Link
              className="btn btn--primary"
              to={links.lottery(game.code, { playType: 1, betParam: shown })}
              aria-label={t('lottery.home.betOn', { game: game.remark })}
            >
              {t('lottery.home.bet')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
