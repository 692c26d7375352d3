import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gameByCode } from '@portal/lottery/games';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/skeleton';
import { links } from '@/config/paths';
import { useLatestDraws } from '../../api/get-draws';
import { DrawBalls, familyOf } from '../balls';

const SHOWN = 5;

/** The draw board (inventory 3.4): the 5 latest draws with their balls, Trend and Bet. */
export function DrawBoard() {
  const { t } = useTranslation();
  const draws = useLatestDraws();
  return (
    <section className="lhome__card" aria-labelledby="lhome-draws">
      <h3 id="lhome-draws" className="lhome__title">
        {t('lottery.home.draws')}
      </h3>
      {draws.isPending ? (
        <div className="lboard">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={48} />
          ))}
        </div>
      ) : !draws.data || draws.data.length === 0 ? (
        <EmptyState icon="clock" title={t('lottery.results.none')} />
      ) : (
        <ul className="lboard">
          {draws.data.slice(0, SHOWN).map((draw) => {
            const group = gameByCode(draw.gameCode)?.group ?? '';
            const vn = familyOf(group) === 'VNC';
            return (
              <li
                key={draw.gameCode}
                className={`lboard__row${draw.winNo.split(',').length > 6 ? ' lboard__row--wide' : ''}`}
              >
                <div className="lboard__game">
                  <span className="lboard__name">{draw.gameName}</span>
                  <span className="lboard__numero">{draw.numero}</span>
                </div>
                <DrawBalls winNo={draw.winNo} groupCode={group} size="sm" />
                <span className="lboard__actions">
                  {!vn && (
                    <Link
                      className="btn btn--ghost btn--sm"
                      to={links.lottery(draw.gameCode, { panel: 'trend' })}
                    >
                      {/* The name starts with the visible label (WCAG 2.5.3), then says which game. */}
                      {t('lottery.home.trend')}
                      <span className="visually-hidden"> {draw.gameName}</span>
                    </Link>
                  )}
                  <Link
                    className="btn btn--primary btn--sm"
                    to={vn ? links.vnlottery(draw.gameCode) : links.lottery(draw.gameCode, { playType: 1 })}
                    aria-label={t('lottery.home.betOn', { game: draw.gameName })}
                  >
                    {t('lottery.home.bet')}
                  </Link>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
