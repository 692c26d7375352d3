import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Mounts its children once their place comes within `rootMargin` of the viewport (and keeps them):
 * live widgets below the fold cost no script, requests or timers while the page loads
 * (docs/decisions/0017). The placeholder keeps their room, so nothing moves when they come.
 */
export function WhenNear({
  children,
  placeholder,
  rootMargin = '400px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  rootMargin?: string;
}) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  if (near) return children;
  return <div ref={ref}>{placeholder}</div>;
}
