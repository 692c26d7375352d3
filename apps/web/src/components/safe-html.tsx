import { useMemo, type HTMLAttributes } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';

/**
 * Operator HTML (notices, help articles, deposit channel descriptions), sanitised before it reaches
 * the page. Styled as `.rich-text` unless told otherwise.
 */
export function SafeHtml({
  html,
  className = 'rich-text',
  ...rest
}: { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div {...rest} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
