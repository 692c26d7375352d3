import { useLayoutEffect, useRef } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { tweenAmount } from '../lib/tween';

/**
 * Moves the figure in the returned ref's element smoothly from the previous real figure to the next one
 * over `durationMs` (at once with reduced motion). Each frame writes the element's text itself: React
 * renders the component once per real figure, not 70 times a second (docs/decisions/0017). The element's
 * rendered text is the real figure, which the first frame replaces before it is painted.
 */
export function useTweenedAmount<E extends HTMLElement>(
  target: number | null,
  format: (amount: number) => string,
  durationMs = 1_200,
) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const ref = useRef<E>(null);
  const shown = useRef<number | null>(target);

  useLayoutEffect(() => {
    const el = ref.current;
    const from = shown.current;
    const write = (amount: number | null) => {
      shown.current = amount;
      if (el && amount !== null) el.textContent = format(amount);
    };
    if (target === null || from === null || from === target || reducedMotion || !el) {
      write(target);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const progress = (now - start) / durationMs;
      write(tweenAmount(from, target, progress));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    write(from);
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      // Interrupted (a newer figure, or the element goes): the next tween starts from what is shown.
    };
  }, [target, format, durationMs, reducedMotion]);

  return ref;
}
