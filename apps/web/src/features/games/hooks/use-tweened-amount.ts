import { useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { tweenAmount } from '../lib/tween';

/**
 * A figure that moves smoothly from the previous real figure to the next one over `durationMs`
 * (at once with reduced motion); null until the first real figure, which shows as it is.
 */
export function useTweenedAmount(target: number | null, durationMs = 1_200): number | null {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [shown, setShown] = useState<number | null>(target);
  const previous = useRef<number | null>(target);

  useEffect(() => {
    const from = previous.current;
    previous.current = target;
    if (target === null || from === null || from === target || reducedMotion) {
      setShown(target);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const progress = (now - start) / durationMs;
      setShown(tweenAmount(from, target, progress));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, reducedMotion]);

  return shown;
}
