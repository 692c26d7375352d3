import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { useIsLoggedIn } from '@/lib/session';
import { FavoriteButton } from '../components/favorite-button';
import { GameStage, NoGame } from '../components/game-stage';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useGameSession } from '../hooks/use-game-session';
import './game-view.css';

/** `/game` (spec section 2): each navigation (a new launch) shows its own game. */
export default function GameViewRoute() {
  const { key } = useLocation();
  return <GameView key={key} />;
}

/**
 * The iframe game view with the portal's header: the game fills the content area under a bar with
 * its name, back, reload, fullscreen and the favourite heart.
 */
function GameView() {
  const { t } = useTranslation();
  const { game, close } = useGameSession();
  const loggedIn = useIsLoggedIn();
  const [reloadKey, setReloadKey] = useState(0);
  const fullscreen = useFullscreen<HTMLDivElement>();
  if (!game) return <NoGame onClose={close} />;
  const reload = () => setReloadKey((k) => k + 1);
  return (
    <section className="game-view" aria-labelledby="game-view-title">
      <div className="game-view__bar">
        <button type="button" className="game-view__btn" onClick={close} aria-label={t('games.view.back')}>
          <Icon name="arrowLeft" size={18} />
          <span className="game-view__btn-text">{t('games.view.back')}</span>
        </button>
        <h1 id="game-view-title" className="game-view__title" title={game.name}>
          {game.name || t('games.view.frameTitle')}
        </h1>
        <div className="game-view__tools">
          {loggedIn && game.nodeId && game.gameType && (
            <FavoriteButton
              className="game-view__fav"
              game={{ nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType }}
              name={game.name}
            />
          )}
          <button
            type="button"
            className="game-view__btn"
            onClick={reload}
            aria-label={t('games.view.reload')}
          >
            <Icon name="refresh" size={18} />
          </button>
          {fullscreen.supported && (
            <button
              type="button"
              className="game-view__btn"
              onClick={fullscreen.toggle}
              aria-pressed={fullscreen.active}
              aria-label={t('games.view.fullscreen')}
            >
              <Icon name={fullscreen.active ? 'minimize' : 'maximize'} size={18} />
            </button>
          )}
        </div>
      </div>
      <GameStage
        game={game}
        reloadKey={reloadKey}
        onRetry={reload}
        onClose={close}
        stageRef={fullscreen.ref}
      />
    </section>
  );
}
