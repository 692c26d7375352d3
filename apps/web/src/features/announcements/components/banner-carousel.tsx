import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Banner, BannerGroup } from '@portal/contract';
import { Carousel } from '@/components/carousel';
import { ImageTitle } from '@/components/image-title';
import { Skeleton } from '@/components/skeleton';
import { links } from '@/config/paths';
import { isGameType } from '@portal/contract/constants';
import { isAbsoluteUrl } from '@/lib/format';
import { useLaunchGame } from '@/features/games';
import { useAnnouncements } from '../api/get-announcements';
import './banner-carousel.css';
import { imageUrl } from '@/lib/cdn';

/**
 * The route's banner carousel (spec section 2): shown only when the group has banners, one slide at
 * a time, loop and 5 s autoplay only with more than one banner; on home centred with 20 px spacing
 * and clickable dots. The layout remounts it on each route change (keyed by pathname).
 */
export function BannerCarousel({
  group,
  variant = 'page',
}: {
  group: BannerGroup;
  variant?: 'home' | 'page';
}) {
  const { data, isPending } = useAnnouncements(group);
  const banners = useMemo(() => (data?.banners ?? []).filter((b) => b.groupName === group), [data, group]);

  if (isPending) return <Skeleton className={`banner-skeleton banner-skeleton--${variant}`} />;
  if (banners.length === 0) return null;
  return <BannerSlides key={banners.map((b) => b.bannerId).join(',')} banners={banners} variant={variant} />;
}

function BannerSlides({ banners, variant }: { banners: Banner[]; variant: 'home' | 'page' }) {
  const { t } = useTranslation();
  const onBannerClick = useBannerClick();
  return (
    <Carousel
      className={`banner banner--${variant}`}
      label={t('home.bannerLabel')}
      items={banners}
      itemKey={(banner) => banner.bannerId}
      arrows
      dots={variant === 'home'}
      renderItem={(banner, index) => {
        const image = (
          <span className="banner__slide">
            <img
              className="banner__image"
              src={imageUrl(banner.url)}
              alt={banner.title}
              // The banners' 3:1 shape (its CSS), so the page keeps their room before the image arrives.
              width={1200}
              height={400}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              draggable={false}
            />
            {/* The picture has no words (decision 0025): its title, in the page's language, is laid
                over its calm left side. The image's alt already names it to assistive technology. */}
            {banner.title && <ImageTitle className="banner__title" title={banner.title} />}
            {banner.draft && <span className="draft-tag banner__draft">{t('preview.draft')}</span>}
          </span>
        );
        return banner.linkageType === null ? (
          image
        ) : (
          <button type="button" className="banner__link" onClick={() => onBannerClick(banner)}>
            {image}
          </button>
        );
      }}
    />
  );
}

/** Banner click routing by linkageType (inventory 4.1): URL, P (promotion) or G (game or category). */
function useBannerClick() {
  const navigate = useNavigate();
  const launch = useLaunchGame();
  return useCallback(
    (banner: Banner) => {
      const value = banner.linkageValue ?? '';
      switch (banner.linkageType) {
        case 'URL':
          if (isAbsoluteUrl(value)) window.open(value, '_blank', 'noopener,noreferrer');
          else if (value) navigate(value.startsWith('/') ? value : `/${value}`);
          break;
        case 'P':
          navigate(links.promotions(value || undefined));
          break;
        case 'G': {
          const code = value.toUpperCase();
          if (isGameType(code)) navigate(links.category(code));
          else if (value) launch({ nodeId: value, gameId: value, name: banner.title });
          break;
        }
        default:
          break;
      }
    },
    [navigate, launch],
  );
}
