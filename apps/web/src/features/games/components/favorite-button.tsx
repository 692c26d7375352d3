import { useTranslation } from 'react-i18next';
import type { Game } from '@portal/contract';
import { Icon } from '@/components/icon';
import { useIsFavorite } from '../api/favorites';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle';

/**
 * The favourite heart of a game (members only): a toggle button whose pressed state is the favourite,
 * so a keyboard or screen-reader user hears and changes it like anyone else.
 */
export function FavoriteButton({
  game,
  name,
  className = '',
}: {
  game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;
  name: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const favorite = useIsFavorite(game.nodeId);
  const toggle = useFavoriteToggle();
  return (
    <button
      type="button"
      className={`fav-btn${favorite ? ' fav-btn--on' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={favorite ?? false}
      aria-label={t('games.favorite.toggle', { name })}
      title={t(favorite ? 'games.favorite.remove' : 'games.favorite.add')}
      disabled={favorite === undefined}
      onClick={(event) => {
        // The card around it plays the game on click.
        event.stopPropagation();
        void toggle(game);
      }}
    >
      <Icon name="heart" size={16} />
    </button>
  );
}
