import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

/** Page numbers to show: `range` around the current page, `margin` at each end (spec: 3 and 1). */
export function pageItems(page: number, total: number, range = 3, margin = 1): (number | 'gap')[] {
  const pages = new Set<number>();
  for (let i = 1; i <= Math.min(margin, total); i++) pages.add(i);
  for (let i = Math.max(total - margin + 1, 1); i <= total; i++) pages.add(i);
  const start = Math.max(1, page - Math.floor(range / 2));
  for (let i = start; i < start + range && i <= total; i++) pages.add(i);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

export function Pagination({
  page,
  total,
  onChange,
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('common.pagination')}>
      <button
        type="button"
        className="pagination__btn"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('common.previous')}
      >
        <Icon name="chevronLeft" size={16} />
      </button>
      {pageItems(page, total).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="pagination__gap">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="pagination__btn"
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="pagination__btn"
        disabled={page >= total}
        onClick={() => onChange(page + 1)}
        aria-label={t('common.next')}
      >
        <Icon name="chevronRight" size={16} />
      </button>
    </nav>
  );
}
