import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

/** A horizontally scrolling row of cards with previous/next buttons on pointer devices. */
export function ScrollRow({
  children,
  label,
  size = 'md',
}: {
  children: ReactNode;
  label: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLUListElement>(null);
  const scroll = (dir: 1 | -1) => {
    const el = ref.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth * 0.85, behavior: 'smooth' });
  };
  return (
    <div className={`scroll-row scroll-row--${size}`}>
      <button
        type="button"
        className="scroll-row__btn scroll-row__btn--prev"
        onClick={() => scroll(-1)}
        aria-label={t('common.previous')}
      >
        <Icon name="chevronLeft" size={18} />
      </button>
      <ul className="scroll-row__list" ref={ref} aria-label={label}>
        {children}
      </ul>
      <button
        type="button"
        className="scroll-row__btn scroll-row__btn--next"
        onClick={() => scroll(1)}
        aria-label={t('common.next')}
      >
        <Icon name="chevronRight" size={18} />
      </button>
    </div>
  );
}
