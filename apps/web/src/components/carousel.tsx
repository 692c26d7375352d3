import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { useMediaQuery } from '@/hooks/use-media-query';
import { Icon } from './icon';
import './carousel.css';

/** Spec section 2: carousels autoplay every 5000 ms, and only with more than one slide. */
export const AUTOPLAY_MS = 5000;

export interface CarouselProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the carousel region. */
  label: string;
  /** Previous and next buttons (shown on hover, hidden on narrow screens). */
  arrows?: boolean;
  /** Clickable pagination dots under the slides. */
  dots?: boolean;
  className?: string;
}

/**
 * One slide at a time, looping and autoplaying only with more than one item. Autoplay pauses while
 * the pointer is over the carousel or focus is inside it (WCAG 2.2.2) and is off for
 * prefers-reduced-motion, where the dots and arrows also jump instead of sliding.
 */
export function Carousel<T>({
  items,
  itemKey,
  renderItem,
  label,
  arrows = false,
  dots = false,
  className,
}: CarouselProps<T>) {
  const { t } = useTranslation();
  const many = items.length > 1;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const plugins = useMemo(
    () =>
      many && !reducedMotion
        ? [
            // Pausing is handled below, for the dots and arrows as well as the slides.
            Autoplay({
              delay: AUTOPLAY_MS,
              stopOnInteraction: false,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ]
        : [],
    [many, reducedMotion],
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: many, align: 'center', active: many }, plugins);
  const rootRef = useRef<HTMLElement>(null);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  usePauseWhileEngaged(embla, rootRef, plugins);

  return (
    <section
      ref={rootRef}
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className="carousel__viewport" ref={viewportRef}>
        <div className="carousel__track">
          {items.map((item, index) => (
            <div
              className="carousel__slide"
              key={itemKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={t('common.slideOf', { index: index + 1, total: items.length })}
            >
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      </div>
      {many && arrows && (
        <>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            aria-label={t('common.previous')}
            onClick={() => embla?.scrollPrev(reducedMotion)}
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--next"
            aria-label={t('common.next')}
            onClick={() => embla?.scrollNext(reducedMotion)}
          >
            <Icon name="chevronRight" />
          </button>
        </>
      )}
      {many && dots && (
        <div className="carousel__dots">
          {items.map((item, index) => (
            <button
              key={itemKey(item)}
              type="button"
              className="carousel__dot"
              aria-label={t('common.goToSlide', { index: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(index, reducedMotion)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

type EmblaApi = ReturnType<typeof useEmblaCarousel>[1];

/** Stops autoplay while the carousel is hovered or holds focus; starts it again once neither. */
function usePauseWhileEngaged(
  embla: EmblaApi,
  rootRef: RefObject<HTMLElement | null>,
  plugins: readonly unknown[],
) {
  useEffect(() => {
    const root = rootRef.current;
    // An inactive carousel (a single slide) has no plugins at all.
    const autoplay = embla?.plugins()?.autoplay;
    if (!embla || !root || !autoplay) return;
    const hovered = () => root.matches(':hover');
    const focused = () => root.contains(document.activeElement);
    const pause = () => autoplay.stop();
    const onMouseLeave = () => {
      if (!focused()) autoplay.play();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null) && !hovered()) autoplay.play();
    };
    // The plugin restarts itself when a drag ends; a carousel still hovered or focused stays paused.
    const onPointerUp = () => {
      if (hovered() || focused()) autoplay.stop();
    };
    if (hovered() || focused()) pause();
    root.addEventListener('mouseenter', pause);
    root.addEventListener('mouseleave', onMouseLeave);
    root.addEventListener('focusin', pause);
    root.addEventListener('focusout', onFocusOut);
    embla.on('pointerUp', onPointerUp);
    return () => {
      root.removeEventListener('mouseenter', pause);
      root.removeEventListener('mouseleave', onMouseLeave);
      root.removeEventListener('focusin', pause);
      root.removeEventListener('focusout', onFocusOut);
      embla.off('pointerUp', onPointerUp);
    };
  }, [embla, rootRef, plugins]);
}
