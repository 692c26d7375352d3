import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/carousel';
import { ImageTitle } from '@/components/image-title';
import { Skeleton } from '@/components/skeleton';
import { bannerGroupOf, links } from '@/config/paths';
import { useAnnouncements } from '../api/get-announcements';
import './new-player-promotions.css';

/** Promotion category shown in the register form (spec section 3, Promotion). */
const NEW_PLAYER = 'new_player';

/**
 * New-player promotions of the register form (spec section 2): a carousel autoplaying every 5 s when
 * there is more than one; a slide opens the promotions page at that promotion. `onNavigate` closes
 * the register popup. Nothing shows when there are none.
 */
export function NewPlayerPromotions({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  // The register page's banner group: on /register it is the same call as the banner's.
  const { data, isPending } = useAnnouncements(bannerGroupOf.register);
  const promotions = useMemo(() => (data?.promotion ?? []).filter((p) => p.category === NEW_PLAYER), [data]);

  if (isPending) return <Skeleton className="new-player-promos__skeleton" />;
  if (promotions.length === 0) return null;
  return (
    <Carousel
      key={promotions.map((p) => p.id).join(',')}
      className="new-player-promos"
      label={t('announcements.newPlayerPromotions')}
      items={promotions}
      itemKey={(promotion) => promotion.id}
      dots
      renderItem={(promotion, index) => (
        <Link
          to={links.promotions(promotion.id)}
          className="new-player-promos__link"
          draggable={false}
          onClick={onNavigate}
        >
          {promotion.image ? (
            <span className="new-player-promos__slide">
              <img
                className="new-player-promos__image"
                src={promotion.image}
                alt={promotion.title}
                loading={index === 0 ? 'eager' : 'lazy'}
                draggable={false}
              />
              {/* A wordless picture (decision 0025): the title is laid over it in the page's language. */}
              <ImageTitle className="new-player-promos__title" title={promotion.title} />
            </span>
          ) : (
            <span className="new-player-promos__text">{promotion.title}</span>
          )}
        </Link>
      )}
    />
  );
}
