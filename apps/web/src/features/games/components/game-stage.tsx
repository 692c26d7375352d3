import { useEffect, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import type { LaunchedGame } from '../lib/launch-routing';

/** A game page that has not loaded after this long is shown as failed, with a retry. */
export const GAME_LOAD_TIMEOUT_MS = 30_000;

/**
 * The vendor's game page in an iframe (its own origin, so it cannot read the portal's storage):
 * fullscreen and autoplay allowed, a loading state until it loads and an error state when it does not
 * (after the vendor's alternate address, when there is one, failed too). `reloadKey` loads it again.
 */
export function GameStage({
  game,
  reloadKey,
  onRetry,
  onClose,
  stageRef,
  children,
}: {
  game: LaunchedGame;
  reloadKey: number;
  onRetry: () => void;
  onClose: () => void;
  stageRef?: Ref<HTMLDivElement>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  // The vendor's alternate address (game_url2) takes over once the first one fails (decision 0016).
  const [onAlternate, setOnAlternate] = useState(false);
  const address = onAlternate && game.alternate ? game.alternate : game;
  const canFallBack = !onAlternate && game.alternate !== null;

  useEffect(() => {
    setState('loading');
    const timer = window.setTimeout(
      () => setState((s) => (s === 'loading' ? 'failed' : s)),
      GAME_LOAD_TIMEOUT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [reloadKey, address.url]);

  useEffect(() => {
    if (state === 'failed' && canFallBack) setOnAlternate(true);
  }, [state, canFallBack]);

  return (
    <div ref={stageRef} className="game-stage" aria-busy={state === 'loading'}>
      <iframe
        key={`${reloadKey}:${address.url}`}
        className="game-stage__frame"
        src={address.url}
        title={game.name || t('games.view.frameTitle')}
        allow="fullscreen; autoplay"
        allowFullScreen
        referrerPolicy="no-referrer"
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
      />
      {(state === 'loading' || (state === 'failed' && canFallBack)) && (
        <div className="game-stage__overlay" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('games.view.loading', { name: game.name })}</span>
        </div>
      )}
      {state === 'failed' && !canFallBack && (
        <div className="game-stage__overlay game-stage__overlay--error">
          <EmptyState
            icon="info"
            title={t('games.view.failedTitle')}
            action={
              <div className="game-stage__actions">
                <button type="button" className="btn btn--primary" onClick={onRetry}>
                  {t('common.retry')}
                </button>
                <button type="button" className="btn btn--ghost" onClick={onClose}>
                  {t('games.view.back')}
                </button>
              </div>
            }
          >
            {t('games.view.failedText')}
          </EmptyState>
        </div>
      )}
      {children}
    </div>
  );
}

/** The views opened without a launched game (a bookmark, another tab). */
export function NoGame({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="game-none">
      <EmptyState
        icon="dice"
        title={t('games.view.noGameTitle')}
        action={
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {t('games.view.browse')}
          </button>
        }
      >
        {t('games.view.noGameText')}
      </EmptyState>
    </div>
  );
}
