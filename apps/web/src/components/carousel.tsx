import { lazy, Suspense, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
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

// The sliding (embla) is a chunk of its own: the home page paints its first banner without it.
const SlidingCarousel = lazy(() => import('./carousel-embla'));

/**
 * One slide at a time, looping and autoplaying only with more than one item (see carousel-embla.tsx).
 * Until the sliding code is in, the same markup shows the slides without sliding: its dots and arrows
 * already switch slides, and the sliding carousel starts where they left it.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const [start, setStart] = useState(0);
  const count = props.items.length;
  return (
    <Suspense
      fallback={
        <CarouselView
          {...props}
          selected={start}
          onPrev={() => setStart((i) => (i - 1 + count) % count)}
          onNext={() => setStart((i) => (i + 1) % count)}
          onDot={setStart}
        />
      }
    >
      <SlidingCarousel {...(props as CarouselProps<unknown>)} startIndex={start} />
    </Suspense>
  );
}

/** The carousel's markup: slides, arrows and dots; the handlers move it once it can slide. */
export function CarouselView<T>({
  items,
  itemKey,
  renderItem,
  label,
  arrows = false,
  dots = false,
  className,
  selected,
  rootRef,
  viewportRef,
  onPrev,
  onNext,
  onDot,
}: CarouselProps<T> & {
  selected: number;
  rootRef?: Ref<HTMLElement>;
  viewportRef?: Ref<HTMLDivElement>;
  onPrev?: () => void;
  onNext?: () => void;
  onDot?: (index: number) => void;
}) {
  const { t } = useTranslation();
  const many = items.length > 1;
  return (
    <section
      ref={rootRef}
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className="carousel__viewport" ref={viewportRef}>
        <div
          className="carousel__track"
          // Without the sliding code the chosen slide is shown by moving the track (embla moves it after).
          style={viewportRef ? undefined : { transform: `translateX(${-100 * selected}%)` }}
        >
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
            onClick={onPrev}
          >
            <Icon name="chevronLeft" />
          </button>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--next"
            aria-label={t('common.next')}
            onClick={onNext}
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
              onClick={() => onDot?.(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
