import { useTranslation } from 'react-i18next';
import { ScrollRow } from '@/components/scroll-row';
import { SectionHeader } from '@/components/section-header';
import { GameTile, GameTileSkeleton, useHotGames } from '@/features/games';

export function HotGamesSection() {
  const { t } = useTranslation();
  const { data, isPending } = useHotGames();
  if (!isPending && (!data || data.length === 0)) return null;
  return (
    <section className="home-section" aria-labelledby="home-hot">
      <SectionHeader id="home-hot" icon="fire" title={t('home.hotGames')} />
      <ScrollRow label={t('home.hotGames')} size="sm">
        {isPending
          ? Array.from({ length: 8 }, (_, i) => (
              <li key={i}>
                <GameTileSkeleton />
              </li>
            ))
          : data.map((game, index) => (
              <li key={game.nodeId}>
                <GameTile game={game} eager={index < 6} />
              </li>
            ))}
      </ScrollRow>
    </section>
  );
}
