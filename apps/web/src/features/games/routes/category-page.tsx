import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameType } from '@portal/contract';
import { EmptyState } from '@/components/empty-state';
import { gameTypeIcons, Icon } from '@/components/icon';
import { QueryError } from '@/components/query-error';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll';
import { setDocumentTitle } from '@/features/theme';
import { useSystemInfo } from '@/features/system';
import { useInfiniteGameList } from '../api/get-game-list';
import { useClassifies } from '../api/get-vass-game-type';
import { useVendors } from '../api/get-vendors';
import { GameTile, GameTileSkeleton } from '../components/game-tile';
import './category-page.css';

const SKELETONS = 18;

/** Game category page (/rng, /live...): vendor chips, classify filter, name search, infinite grid. */
export function CategoryPage({ gameType }: { gameType: GameType }) {
  // Filters live in the URL so a filtered list can be linked to; the page resets per category.
  return <CategoryView key={gameType} gameType={gameType} />;
}

function CategoryView({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const brand = useSystemInfo().brand;
  const [params, setParams] = useSearchParams();
  const vassalage = params.get('vassalage') ?? '';
  const classify = params.get('classify') ?? '';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const gameName = useDebouncedValue(search.trim(), 350);
  const title = t(`games.types.${gameType}`);

  useEffect(() => {
    setDocumentTitle(brand.name, title);
  }, [brand.name, title]);

  const setParam = useCallback(
    (key: string, value: string) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          if (key === 'vassalage') next.delete('classify');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  useEffect(() => {
    if ((params.get('q') ?? '') !== gameName) setParam('q', gameName);
  }, [gameName, params, setParam]);

  const vendors = useVendors();
  const lane = vendors.data?.lanes.find((l) => l.gameClassify === gameType);
  const classifies = useClassifies(gameType, vassalage);
  const list = useInfiniteGameList({ gameType, vassalage, gameClassify: classify, gameName });
  const games = useMemo(() => list.data?.pages.flatMap((p) => p.games) ?? [], [list.data]);
  const total = list.data?.pages[0]?.totalCount ?? 0;

  const { fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const sentinelRef = useInfiniteScroll({
    enabled: Boolean(list.hasNextPage) && !list.isFetchingNextPage && !list.isPending,
    loadMore,
  });

  return (
    <section className="page category-page">
      <header className="category-page__head">
        <h1 className="page__title">
          <span className="page__title-icon">
            <Icon name={gameTypeIcons[gameType]} size={22} />
          </span>
          {title}
        </h1>
        <label className="search-field">
          <Icon name="search" size={18} />
          <span className="visually-hidden">{t('games.searchLabel')}</span>
          <input
            type="search"
            value={search}
            placeholder={t('games.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
            maxLength={64}
          />
        </label>
      </header>

      {lane && lane.cards.length > 0 && (
        <div className="chip-bar" role="group" aria-label={t('games.vendors')}>
          <button
            type="button"
            className="chip"
            aria-pressed={vassalage === ''}
            onClick={() => setParam('vassalage', '')}
          >
            {t('games.all')}
          </button>
          {lane.cards.map((card) => (
            <button
              key={card.vassalage}
              type="button"
              className="chip"
              aria-pressed={vassalage === card.vassalage}
              onClick={() => setParam('vassalage', card.vassalage)}
            >
              {card.displayName}
            </button>
          ))}
        </div>
      )}

      {classifies.data && classifies.data.length > 1 && (
        <div className="chip-bar chip-bar--small" role="group" aria-label={t('games.classifyLabel')}>
          <button
            type="button"
            className="chip chip--small"
            aria-pressed={classify === ''}
            onClick={() => setParam('classify', '')}
          >
            {t('games.all')}
          </button>
          {classifies.data.map((c) => (
            <button
              key={c.code}
              type="button"
              className="chip chip--small"
              aria-pressed={classify === c.code}
              onClick={() => setParam('classify', c.code)}
            >
              {t(`games.classify.${c.code}`, { defaultValue: c.code })}
            </button>
          ))}
        </div>
      )}

      <p className="category-page__count" aria-live="polite">
        {list.isPending ? '\u00a0' : t('games.count', { count: total })}
      </p>

      {list.isError && games.length === 0 ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.isPending && games.length === 0 ? (
        <EmptyState icon="search" title={t('games.emptyTitle')}>
          {t('games.emptyText')}
        </EmptyState>
      ) : (
        <ul
          className="game-grid"
          aria-label={t('games.gridLabel', { name: title })}
          aria-busy={list.isFetching}
        >
          {games.map((game, index) => (
            <li key={game.nodeId}>
              <GameTile game={game} eager={index < 12} />
            </li>
          ))}
          {(list.isPending || list.isFetchingNextPage) &&
            Array.from({ length: list.isPending ? SKELETONS : 6 }, (_, i) => (
              <li key={`s-${i}`} aria-hidden="true">
                <GameTileSkeleton />
              </li>
            ))}
        </ul>
      )}
      <div ref={sentinelRef} className="infinite-sentinel" aria-hidden="true" />
      {!list.hasNextPage && games.length > 0 && !list.isPending && (
        <p className="category-page__end">{t('games.end')}</p>
      )}
    </section>
  );
}

export default CategoryPage;
