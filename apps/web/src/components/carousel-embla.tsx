import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { useMediaQuery } from '@/hooks/use-media-query';
import { AUTOPLAY_MS, CarouselView, type CarouselProps } from './carousel';

/**
 * One slide at a time, looping and autoplaying only with more than one item. Autoplay pauses while
 * the pointer is over the carousel or focus is inside it (WCAG 2.2.2) and is off for
 * prefers-reduced-motion, where the dots and arrows also jump instead of sliding.
 */
export default function SlidingCarousel<T>({
  startIndex = 0,
  ...props
}: CarouselProps<T> & { startIndex?: number }) {
  const many = props.items.length > 1;
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
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: many, align: 'center', active: many, startIndex },
    plugins,
  );
  const rootRef = useRef<HTMLElement>(null);
  const [selected, setSelected] = useState(startIndex);

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
    <CarouselView
      {...props}
      selected={selected}
      rootRef={rootRef}
      viewportRef={viewportRef}
      onPrev={() => embla?.scrollPrev(reducedMotion)}
      onNext={() => embla?.scrollNext(reducedMotion)}
      onDot={(index) => embla?.scrollTo(index, reducedMotion)}
    />
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
