import { useTranslation } from 'react-i18next';

/** A game category's name as the left menu shows it, or the server's code for one this build does not know. */
export function useGameTypeLabel() {
  const { t, i18n } = useTranslation();
  return (gameType: string) => {
    const key = `games.types.${gameType}`;
    return i18n.exists(key) ? t(key as 'games.types.LIVE') : gameType;
  };
}
