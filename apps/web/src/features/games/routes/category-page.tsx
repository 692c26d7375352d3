import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Game, GameType } from '@portal/contract';
import { EmptyState } from '@/components/empty-state';
import { gameTypeIcons, Icon, type IconName } from '@/components/icon';
import { QueryError } from '@/components/query-error';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll';
import { useAuthModal } from '@/features/auth';
import { setDocumentTitle } from '@/features/theme';
import { useSystemInfo } from '@/features/system';
import { useIsLoggedIn } from '@/lib/session';
import { useMemberGames } from '../api/favorites';
import { useInfiniteGameList } from '../api/get-game-list';
import { useHotGames } from '../api/get-hot-games';
import { useClassifies } from '../api/get-vass-game-type';
import { useVendors } from '../api/get-vendors';
import { GameTile, GameTileSkeleton } from '../components/game-tile';
import { RoomList } from '../components/room-list';
import { filterGames, gameTabs, isGameTab, tabNeedsLogin, type GameTab } from '../lib/game-tabs';
import './category-page.css';

const SKELETONS = 18;
const tabIcons: Record<GameTab, IconName> = { all: 'apps', hot: 'fire', recent: 'clock', favorites: 'heart' };

/**
 * Game category page (/rng, /live...): tabs All / Hot / Recent / Favourites (the last two for members),
 * vendor chips, classify filter, name search and the grid; /pvp adds the list of open rooms.
 */
export function CategoryPage({ gameType }: { gameType: GameType }) {
  // Filters live in the URL so a filtered list can be linked to; the page resets per category.
  return <CategoryView key={gameType} gameType={gameType} />;
}

function CategoryView({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation();
  const brand = useSystemInfo().brand;
  const loggedIn = useIsLoggedIn();
  const { open: openAuthModal } = useAuthModal();
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('tab') ?? '';
  // A visitor following a link to a members' tab sees all games (the tab asks for login when chosen).
  const tab: GameTab = isGameTab(rawTab) && (loggedIn || !tabNeedsLogin(rawTab)) ? rawTab : 'all';
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

  const chooseTab = (next: GameTab) => {
    if (tabNeedsLogin(next) && !loggedIn) openAuthModal('login');
    else setParam('tab', next === 'all' ? '' : next);
  };

  const vendors = useVendors();
  const lane = vendors.data?.lanes.find((l) => l.gameClassify === gameType);
  const classifies = useClassifies(gameType, vassalage);

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

      <div className="category-page__tabs" role="group" aria-label={t('games.tabs.label')}>
        {gameTabs.map((key) => (
          <button
            key={key}
            type="button"
            className="category-tab"
            aria-pressed={tab === key}
            onClick={() => chooseTab(key)}
          >
            {tabNeedsLogin(key) && !loggedIn ? (
              <Icon name="lock" size={15} className="category-tab__lock" />
            ) : (
              <Icon name={tabIcons[key]} size={15} />
            )}
            {t(`games.tabs.${key}`)}
          </button>
        ))}
      </div>

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

      {tab === 'all' && classifies.data && classifies.data.length > 1 && (
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

      {gameType === 'PVP' && tab === 'all' && <RoomList />}

      {tab === 'all' ? (
        <AllGames
          gameType={gameType}
          title={title}
          vassalage={vassalage}
          classify={classify}
          gameName={gameName}
        />
      ) : (
        <TabGames tab={tab} gameType={gameType} title={title} vassalage={vassalage} gameName={gameName} />
      )}
    </section>
  );
}

/** Every game of the category, filtered on the server, 42 a page with infinite scroll. */
function AllGames({
  gameType,
  title,
  vassalage,
  classify,
  gameName,
}: {
  gameType: GameType;
  title: string;
  vassalage: string;
  classify: string;
  gameName: string;
}) {
  const { t } = useTranslation();
  const list = useInfiniteGameList({ gameType, vassalage, gameClassify: classify, gameName });
  const games = useMemo(() => list.data?.pages.flatMap((p) => p.games) ?? [], [list.data]);
  const total = list.data?.pages[0]?.totalCount ?? 0;
  const { fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  return (
    <GameGrid
      title={title}
      games={games}
      count={list.isPending ? null : total}
      pending={list.isPending}
      fetching={list.isFetching}
      fetchingNext={list.isFetchingNextPage}
      hasNext={Boolean(list.hasNextPage)}
      loadMore={loadMore}
      error={list.isError && games.length === 0 ? list.error : null}
      onRetry={() => void list.refetch()}
      empty={
        <EmptyState icon="search" title={t('games.emptyTitle')}>
          {t('games.emptyText')}
        </EmptyState>
      }
    />
  );
}

/** Hot, recent or favourite games of the category; vendor and name filter the loaded list. */
function TabGames({
  tab,
  gameType,
  title,
  vassalage,
  gameName,
}: {
  tab: Exclude<GameTab, 'all'>;
  gameType: GameType;
  title: string;
  vassalage: string;
  gameName: string;
}) {
  const { t } = useTranslation();
  const hot = useHotGames();
  const member = useMemberGames(tab === 'favorites' ? 'favorites' : 'recent', gameType, tab !== 'hot');
  const source: Game[] | undefined = tab === 'hot' ? hot.data : member.data?.pages.flatMap((p) => p.games);
  const games = useMemo(
    () => filterGames(source ?? [], { gameType, vassalage, gameName }),
    [source, gameType, vassalage, gameName],
  );
  const query = tab === 'hot' ? hot : member;
  const { fetchNextPage } = member;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const filtered = vassalage !== '' || gameName !== '';
  return (
    <GameGrid
      title={title}
      games={games}
      count={query.isPending ? null : games.length}
      pending={query.isPending}
      fetching={query.isFetching}
      fetchingNext={member.isFetchingNextPage}
      hasNext={tab !== 'hot' && Boolean(member.hasNextPage)}
      loadMore={loadMore}
      error={query.isError && games.length === 0 ? query.error : null}
      onRetry={() => void query.refetch()}
      empty={
        filtered ? (
          <EmptyState icon="search" title={t('games.emptyTitle')}>
            {t('games.emptyText')}
          </EmptyState>
        ) : (
          <EmptyState icon={tabIcons[tab]} title={t(`games.tabs.empty.${tab}.title`)}>
            {t(`games.tabs.empty.${tab}.text`)}
          </EmptyState>
        )
      }
    />
  );
}

function GameGrid({
  title,
  games,
  count,
  pending,
  fetching,
  fetchingNext,
  hasNext,
  loadMore,
  error,
  onRetry,
  empty,
}: {
  title: string;
  games: Game[];
  count: number | null;
  pending: boolean;
  fetching: boolean;
  fetchingNext: boolean;
  hasNext: boolean;
  loadMore: () => void;
  error: unknown;
  onRetry: () => void;
  empty: React.ReactNode;
}) {
  const { t } = useTranslation();
  const sentinelRef = useInfiniteScroll({ enabled: hasNext && !fetchingNext && !pending, loadMore });
  return (
    <>
      <h2 className="visually-hidden">{t('games.gridLabel', { name: title })}</h2>
      <p className="category-page__count" aria-live="polite">
        {count === null ? '\u00a0' : t('games.count', { count })}
      </p>
      {error ? (
        <QueryError error={error} onRetry={onRetry} />
      ) : !pending && games.length === 0 ? (
        empty
      ) : (
        <ul className="game-grid" aria-label={t('games.gridLabel', { name: title })} aria-busy={fetching}>
          {games.map((game, index) => (
            <li key={game.nodeId}>
              <GameTile game={game} eager={index < 12} />
            </li>
          ))}
          {(pending || fetchingNext) &&
            Array.from({ length: pending ? SKELETONS : 6 }, (_, i) => (
              <li key={`s-${i}`} aria-hidden="true">
                <GameTileSkeleton />
              </li>
            ))}
        </ul>
      )}
      <div ref={sentinelRef} className="infinite-sentinel" aria-hidden="true" />
      {!hasNext && games.length > 0 && !pending && <p className="category-page__end">{t('games.end')}</p>}
    </>
  );
}

export default CategoryPage;
