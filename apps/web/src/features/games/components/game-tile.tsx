import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@portal/contract';
import { Icon } from '@/components/icon';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { Skeleton } from '@/components/skeleton';
import { useLaunchGame } from '../hooks/use-launch-game';
import './game-tile.css';

/** Game card: icon, vendor badge, name and a Play button that covers the whole card. */
export const GameTile = memo(function GameTile({ game, eager = false }: { game: Game; eager?: boolean }) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  return (
    // The whole card plays; the button is its keyboard and screen-reader control (clicks bubble here).
    <article
      className="game-tile"
      onClick={() =>
        launch({
          gameId: game.gameId,
          nodeId: game.nodeId,
          vassalage: game.vassalage,
          gameType: game.gameType,
          name: game.gameName,
        })
      }
    >
      <div className="game-tile__media">
        <ImageWithFallback
          src={game.icon}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          width={200}
          height={200}
        />
        <span className="game-tile__vendor">{game.vendorName || game.vassalage}</span>
        <span className="game-tile__overlay">
          <button
            type="button"
            className="game-tile__play"
            aria-label={t('games.playGame', { name: game.gameName })}
          >
            <Icon name="play" size={14} />
            {t('games.play')}
          </button>
        </span>
      </div>
      <div className="game-tile__info">
        <h3 className="game-tile__name" title={game.gameName}>
          {game.gameName}
        </h3>
      </div>
    </article>
  );
});

export function GameTileSkeleton() {
  return (
    <div className="game-tile game-tile--skeleton" aria-hidden="true">
      <Skeleton className="game-tile__media" />
      <div className="game-tile__info">
        <Skeleton height={14} width="80%" />
      </div>
    </div>
  );
}
