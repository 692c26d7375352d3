import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links } from '@/config/paths';
import { useLotteryLive } from '../../hooks/use-lottery-live';
import { LongDragonList } from '../long-dragon-list';
import { CountdownList } from './countdown-list';
import { DrawBoard } from './draw-board';
import { HotLottery } from './hot-lottery';
import { QuickBet } from './quick-bet';
import './lottery-home.css';

const DRAGONS_SHOWN = 4;

/**
 * The home page's lottery (inventory 3.4), a chunk of its own: the hot lottery list, the draw board,
 * quick bet, the countdown list of numeros on sale and the long-dragon streaks.
 */
export default function LotteryHome() {
  const { t } = useTranslation();
  useLotteryLive();
  return (
    <div className="lhome">
      <HotLottery />
      <div className="lhome__grid">
        <DrawBoard />
        <QuickBet />
        <CountdownList />
        <section className="lhome__card" aria-labelledby="lhome-dragon">
          <div className="lhome__head">
            <h3 id="lhome-dragon" className="lhome__title">
              {t('lottery.dragon.title')}
            </h3>
            <Link className="section-head__more" to={links.lottery('long_dragon')}>
              {t('lottery.home.more')}
            </Link>
          </div>
          <LongDragonList limit={DRAGONS_SHOWN} />
        </section>
      </div>
    </div>
  );
}
