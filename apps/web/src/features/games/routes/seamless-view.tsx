import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { GameStage, NoGame } from '../components/game-stage';
import { useGameSession } from '../hooks/use-game-session';
import './game-view.css';

/** `/seamless` (spec section 2): each navigation (a new launch) shows its own game. */
export default function SeamlessViewRoute() {
  const { key } = useLocation();
  return <SeamlessView key={key} />;
}

/**
 * The full-screen game view (phones, and vendors that ask for it): the game fills the screen, the
 * portal's bars stay hidden unless the address turns them on, and a small floating control goes back.
 */
function SeamlessView() {
  const { t } = useTranslation();
  const { game, close } = useGameSession();
  const [reloadKey, setReloadKey] = useState(0);
  if (!game) return <NoGame onClose={close} />;
  return (
    <section className="seamless-view" aria-label={game.name || t('games.view.frameTitle')}>
      <GameStage game={game} reloadKey={reloadKey} onRetry={() => setReloadKey((k) => k + 1)} onClose={close}>
        <button
          type="button"
          className="seamless-view__close"
          onClick={close}
          aria-label={t('games.view.close')}
        >
          <Icon name="arrowLeft" size={18} />
        </button>
      </GameStage>
    </section>
  );
}
