import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

const motionQuery = '(prefers-reduced-motion: reduce)';

function subscribeMotion(onChange: () => void): () => void {
  const mq = window.matchMedia(motionQuery);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

/** True when the player asked the system for less motion; follows changes live. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(motionQuery).matches,
    () => false,
  );
}

/** A ref to the value of the latest render: effects read it without re-running when it changes. */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

const interactive = 'input, textarea, select, button, a, summary, [contenteditable], [role="slider"]';

/**
 * Space (and Enter on the page itself) starts the game's main action, unless focus is on a control that
 * handles the key itself or a dialog is open.
 */
export function useSpaceKey(action: () => void, enabled: boolean): void {
  const ref = useLatest(action);
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.code !== 'Space' && e.key !== ' ') return;
      if (e.repeat || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as Element | null;
      if (target?.closest?.(interactive)) return;
      if (document.querySelector('dialog[open]')) return;
      e.preventDefault();
      ref.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, ref]);
}

/** Calls `fn` on every animation frame while `active`, with the frame's timestamp. */
export function useAnimationFrame(fn: (now: number) => void, active: boolean): void {
  const ref = useLatest(fn);
  useEffect(() => {
    if (!active) return;
    let id = 0;
    const loop = (now: number) => {
      ref.current(now);
      id = requestAnimationFrame(loop);
    };
    id = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(id);
  }, [active, ref]);
}

/** Width and height of an element in CSS pixels, updated on resize. */
export function useElementSize<T extends Element>(): [
  RefObject<T | null>,
  { width: number; height: number },
] {
  const ref = useRef<T | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () =>
      setSize((old) => {
        const width = Math.round(el.clientWidth);
        const height = Math.round(el.clientHeight);
        return old.width === width && old.height === height ? old : { width, height };
      });
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, size];
}

/** Sizes a canvas's pixels to its CSS size at the screen's density (2x at most, to bound the work). */
export function fitCanvas(el: HTMLCanvasElement, width: number, height: number): number {
  const dpr = Math.min(2, window.devicePixelRatio || 1);
  el.width = Math.round(width * dpr);
  el.height = Math.round(height * dpr);
  return dpr;
}

/** True while the media query matches (layouts that change structure, not only style, between widths). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mq = window.matchMedia(query);
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
