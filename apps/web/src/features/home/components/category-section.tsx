import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameType } from '@portal/contract';
import { gameTypeIcons } from '@/components/icon';
import { ScrollRow } from '@/components/scroll-row';
import { SectionHeader } from '@/components/section-header';
import { WhenNear } from '@/components/when-near';
import { links } from '@/config/paths';
import { GameTile, GameTileSkeleton, useGameList, VendorCard, useVendorAction } from '@/features/games';
import { LotteryHomeWidgets } from '@/features/lottery';
import type { HomeSection } from '../lib/home-sections';

/** Categories whose home section also shows a row of games (brief: RNG, INHOUSE, FISH). */
const WITH_GAMES: readonly GameType[] = ['RNG', 'INHOUSE', 'FISH'];
const HOME_GAMES = 12;

export function CategorySection({ section }: { section: HomeSection }) {
  const { t } = useTranslation();
  const onVendor = useVendorAction();
  const type = section.gameType;
  const blockchain = section.key === 'blockchain';
  const title = blockchain ? t('games.blockchain') : t(`games.types.${type}`);
  const id = `home-${section.key.toLowerCase()}`;
  const only = section.cards.length === 1 ? section.cards[0]?.vassalage : undefined;
  return (
    <section className="home-section" aria-labelledby={id}>
      <SectionHeader
        id={id}
        icon={gameTypeIcons[type]}
        title={title}
        moreTo={links.category(type, blockchain ? only : undefined)}
      />
      {section.cards.length > 0 && (
        <ScrollRow label={t('games.vendorsOf', { name: title })} size="lg">
          {section.cards.map((card) => (
            <li key={card.vassalage}>
              <VendorCard card={card} onSelect={onVendor} />
            </li>
          ))}
        </ScrollRow>
      )}
      {type === 'ELOTT' && (
        <WhenNear placeholder={<div className="home-lottery-placeholder" aria-busy="true" />}>
          <Suspense fallback={<div className="home-lottery-placeholder" aria-busy="true" />}>
            <LotteryHomeWidgets />
          </Suspense>
        </WhenNear>
      )}
      {!blockchain && WITH_GAMES.includes(type) && <CategoryGames type={type} title={title} />}
    </section>
  );
}

function CategoryGames({ type, title }: { type: GameType; title: string }) {
  const { t } = useTranslation();
  const { data, isPending } = useGameList({ gameType: type, pageSize: HOME_GAMES });
  if (!isPending && (!data || data.games.length === 0)) return null;
  return (
    <div className="home-section__games">
      <ScrollRow label={t('games.gridLabel', { name: title })} size="sm">
        {isPending
          ? Array.from({ length: 8 }, (_, i) => (
              <li key={i}>
                <GameTileSkeleton />
              </li>
            ))
          : data.games.map((game) => (
              <li key={game.nodeId}>
                <GameTile game={game} />
              </li>
            ))}
      </ScrollRow>
    </div>
  );
}
