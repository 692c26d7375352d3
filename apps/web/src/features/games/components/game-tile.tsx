import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@portal/contract';
import { Icon } from '@/components/icon';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { Skeleton } from '@/components/skeleton';
import { useIsLoggedIn } from '@/lib/session';
import { useLaunchGame } from '../hooks/use-launch-game';
import { FavoriteButton } from './favorite-button';
import './game-tile.css';

/**
 * Game card (inventory 4.2): icon, vendor badge, name, a Play now button that covers the whole card,
 * and the favourite heart for members. A game whose vendor is not configured is greyed with a
 * "coming soon" badge and cannot be played (decision 0009); one under maintenance says so.
 */
export const GameTile = memo(function GameTile({ game, eager = false }: { game: Game; eager?: boolean }) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const loggedIn = useIsLoggedIn();
  const playable = game.available;
  return (
    // The whole card plays; the button is its keyboard and screen-reader control (clicks bubble here).
    <article
      className={`game-tile${playable ? '' : ' game-tile--soon'}${game.maintenance ? ' game-tile--maintenance' : ''}`}
      onClick={
        playable
          ? () =>
              launch({
                gameId: game.gameId,
                nodeId: game.nodeId,
                vassalage: game.vassalage,
                gameType: game.gameType,
                playType: game.defaultPlayType,
                name: game.gameName,
                available: game.available,
                maintenance: game.maintenance,
              })
          : undefined
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
        {!playable ? (
          <span className="game-tile__badge game-tile__badge--soon">{t('games.comingSoon')}</span>
        ) : game.maintenance ? (
          <span className="game-tile__badge game-tile__badge--maintenance">
            <Icon name="wrench" size={12} />
            {t('games.maintenance')}
          </span>
        ) : null}
        {playable && (
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
        )}
      </div>
      <div className="game-tile__info">
        <h3 className="game-tile__name" title={game.gameName}>
          {game.gameName}
        </h3>
        {loggedIn && <FavoriteButton game={game} name={game.gameName} />}
      </div>
    </article>
  );
});

export function GameTileSkeleton() {
  return (
    <div className="game-tile game-tile--skeleton" aria-hidden="true">
      <Skeleton className="game-tile__media" />
      <div className="game-tile__info">
        <span className="game-tile__name">
          <Skeleton height={14} width="80%" />
        </span>
      </div>
    </div>
  );
}
