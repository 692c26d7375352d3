import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorCard } from '@portal/contract';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { DEFAULT_VENDOR_IMAGE, ImageWithFallback } from '@/components/image-with-fallback';
import { Modal } from '@/components/modal';
import { QueryError } from '@/components/query-error';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll';
import { useInfiniteGameList } from '../api/get-game-list';
import { GameTile, GameTileSkeleton } from './game-tile';
import './vendor-games-modal.css';

/**
 * The popup list of a vendor's games (spec section 3: isGame VASSALAGE), with the same tiles as the
 * category pages; every category of the vendor (the house vendor has slots and originals).
 */
export default function VendorGamesModal({ card, onClose }: { card: VendorCard; onClose: () => void }) {
  const { t } = useTranslation();
  const list = useInfiniteGameList({ vassalage: card.vassalage });
  const games = useMemo(() => list.data?.pages.flatMap((p) => p.games) ?? [], [list.data]);
  const total = list.data?.pages[0]?.totalCount;
  const { fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const sentinelRef = useInfiniteScroll({
    enabled: Boolean(list.hasNextPage) && !list.isFetchingNextPage && !list.isPending,
    loadMore,
  });
  const note = !card.available
    ? t('games.vendorComingSoon')
    : card.maintenance
      ? card.maintenanceMessage || t('errors.vendor_under_maintenance')
      : null;

  return (
    <Modal
      open
      onClose={onClose}
      title={
        <span className="vendor-games__title">
          <span className="vendor-games__logo">
            <ImageWithFallback
              src={card.smallIcon || card.lagerIcon}
              fallback={DEFAULT_VENDOR_IMAGE}
              alt=""
            />
          </span>
          {card.displayName}
        </span>
      }
      width="min(980px, 100%)"
      delay={0}
      className="vendor-games"
    >
      <p className="vendor-games__count" aria-live="polite">
        {total === undefined ? '\u00a0' : t('games.count', { count: total })}
      </p>
      {note && (
        <p className="vendor-games__note">
          <Icon name="info" size={16} />
          {note}
        </p>
      )}
      {list.isError && games.length === 0 ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.isPending && games.length === 0 ? (
        <EmptyState icon="search" title={t('games.emptyTitle')} />
      ) : (
        <ul
          className="game-grid vendor-games__grid"
          aria-label={t('games.gridLabel', { name: card.displayName })}
          aria-busy={list.isFetching}
        >
          {games.map((game, index) => (
            <li key={game.nodeId}>
              <GameTile game={game} eager={index < 12} />
            </li>
          ))}
          {(list.isPending || list.isFetchingNextPage) &&
            Array.from({ length: list.isPending ? 8 : 4 }, (_, i) => (
              <li key={`s-${i}`} aria-hidden="true">
                <GameTileSkeleton />
              </li>
            ))}
        </ul>
      )}
      <div ref={sentinelRef} className="infinite-sentinel" aria-hidden="true" />
    </Modal>
  );
}
