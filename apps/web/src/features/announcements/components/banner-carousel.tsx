import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import type { Banner, BannerGroup } from '@portal/contract';
import { Icon } from '@/components/icon';
import { Skeleton } from '@/components/skeleton';
import { links } from '@/config/paths';
import { isGameType } from '@portal/contract/constants';
import { isAbsoluteUrl } from '@/lib/format';
import { useLaunchGame } from '@/features/games';
import { useAnnouncements } from '../api/get-announcements';
import './banner-carousel.css';

const AUTOPLAY_MS = 5000;

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
  return <Carousel key={banners.map((b) => b.bannerId).join(',')} banners={banners} variant={variant} />;
}

function Carousel({ banners, variant }: { banners: Banner[]; variant: 'home' | 'page' }) {
  const { t } = useTranslation();
  const many = banners.length > 1;
  const plugins = useMemo(
    () => (many ? [Autoplay({ delay: AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true })] : []),
    [many],
  );
  const [emblaRef, embla] = useEmblaCarousel({ loop: many, align: 'center', active: many }, plugins);
  const [selected, setSelected] = useState(0);
  const onBannerClick = useBannerClick();

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const goTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);

  return (
    <section
      className={`banner banner--${variant}`}
      aria-roledescription="carousel"
      aria-label={t('home.bannerLabel')}
    >
      <div className="banner__viewport" ref={emblaRef}>
        <div className="banner__track">
          {banners.map((banner, index) => {
            const clickable = banner.linkageType !== null;
            const image = (
              <img
                className="banner__image"
                src={banner.url}
                alt={banner.title}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                draggable={false}
              />
            );
            return (
              <div
                className="banner__slide"
                key={banner.bannerId}
                role="group"
                aria-roledescription="slide"
                aria-label={t('home.slideOf', { index: index + 1, total: banners.length })}
              >
                {clickable ? (
                  <button type="button" className="banner__link" onClick={() => onBannerClick(banner)}>
                    {image}
                  </button>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {many && (
        <>
          <button
            type="button"
            className="banner__arrow banner__arrow--prev"
            aria-label={t('common.previous')}
            onClick={() => embla?.scrollPrev()}
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className="banner__arrow banner__arrow--next"
            aria-label={t('common.next')}
            onClick={() => embla?.scrollNext()}
          >
            <Icon name="chevronRight" />
          </button>
        </>
      )}
      {many && variant === 'home' && (
        <div className="banner__dots">
          {banners.map((banner, index) => (
            <button
              key={banner.bannerId}
              type="button"
              className="banner__dot"
              aria-label={t('home.goToSlide', { index: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      )}
    </section>
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
