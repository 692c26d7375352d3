import type { Game } from '@portal/contract';

/** The lists of a category page (inventory 4.2, RNG lobby): Recent and Favourites need login. */
export const gameTabs = ['all', 'hot', 'recent', 'favorites'] as const;
export type GameTab = (typeof gameTabs)[number];

export const isGameTab = (value: string): value is GameTab => (gameTabs as readonly string[]).includes(value);
export const tabNeedsLogin = (tab: GameTab): boolean => tab === 'recent' || tab === 'favorites';

/**
 * A loaded list narrowed to the page: its category, the chosen vendor and the name searched for
 * (letters in any case, anywhere in the name).
 */
export function filterGames(
  games: readonly Game[],
  { gameType, vassalage, gameName }: { gameType: string; vassalage: string; gameName: string },
): Game[] {
  const needle = gameName.trim().toLocaleLowerCase();
  return games.filter(
    (game) =>
      game.gameType === gameType &&
      (vassalage === '' || game.vassalage === vassalage) &&
      (needle === '' || game.gameName.toLocaleLowerCase().includes(needle)),
  );
}
