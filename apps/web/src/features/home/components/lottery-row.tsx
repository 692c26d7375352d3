import { useTranslation } from 'react-i18next';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { ScrollRow } from '@/components/scroll-row';
import { useLaunchGame, useLotteryMenus } from '@/features/games';

/** Lottery games of `/lgw/games/game_menus`, with their HOT/NEW tags. */
export function LotteryRow() {
  const { t } = useTranslation();
  const { data } = useLotteryMenus();
  const launch = useLaunchGame();
  if (!data || data.length === 0) return null;
  return (
    <div className="home-section__games">
      <ScrollRow label={t('home.lotteryGames')} size="md">
        {data.map((entry) => (
          <li key={entry.gameCode}>
            <button
              type="button"
              className="lottery-card"
              onClick={() =>
                launch({
                  gameId: entry.gameCode,
                  nodeId: entry.nodeId,
                  vassalage: entry.vassalage,
                  gameType: 'ELOTT',
                  name: entry.gameName,
                })
              }
            >
              <span className="lottery-card__media">
                <ImageWithFallback src={entry.icon} alt="" />
              </span>
              <span className="lottery-card__name">{entry.gameName}</span>
              {entry.tag && (
                <span className={`lottery-card__tag lottery-card__tag--${entry.tag.toLowerCase()}`}>
                  {t(`games.tags.${entry.tag}`)}
                </span>
              )}
            </button>
          </li>
        ))}
      </ScrollRow>
    </div>
  );
}
