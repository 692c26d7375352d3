import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HelpCenter } from '@portal/contract';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/skeleton';
import { SafeHtml } from '@/components/safe-html';
import { useSystemInfo } from '@/features/system';
import { setDocumentTitle } from '@/features/theme';
import { useHelpCenter } from '../api/get-help-center';
import { useOpenChat } from '@/features/live-chat';
import './help-page.css';

/** Help centre (/help with the site chrome, /helpmc without): category tabs, article accordion, ?id= deep link. */
export function HelpPage() {
  const { t } = useTranslation();
  const brand = useSystemInfo().brand;
  const { data, isPending, error, refetch } = useHelpCenter();
  useEffect(() => {
    setDocumentTitle(brand.name, t('help.title'));
  }, [brand.name, t]);

  return (
    <section className="page help-page">
      <h1 className="page__title">
        <span className="page__title-icon">
          <Icon name="help" size={22} />
        </span>
        {t('help.title')}
      </h1>
      <HelpChatLink />
      {isPending ? (
        <div className="help-layout">
          <Skeleton height={200} />
          <div className="help-skeleton">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={52} />
            ))}
          </div>
        </div>
      ) : error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : data.categories.length === 0 ? (
        <EmptyState icon="help" title={t('help.empty')} />
      ) : (
        <HelpCentre categories={data.categories} />
      )}
    </section>
  );
}

function HelpCentre({ categories }: { categories: HelpCenter['categories'] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const deepId = Number(params.get('id')) || null;
  const deepCategory = useMemo(
    () => categories.find((c) => c.articles.some((a) => a.id === deepId))?.code,
    [categories, deepId],
  );
  const [active, setActive] = useState(deepCategory ?? params.get('category') ?? categories[0]!.code);
  const firstArticle = (code: string) => {
    const articles = categories.find((c) => c.code === code)?.articles ?? [];
    return [...articles].sort((a, b) => a.sort - b.sort)[0]?.id;
  };
  // A deep-linked article opens; otherwise the first article of the category does.
  const [openIds, setOpenIds] = useState<Set<number>>(() => {
    const first = deepId ?? firstArticle(active);
    return new Set(first === undefined ? [] : [first]);
  });
  const tabsRef = useRef<HTMLDivElement>(null);
  const category = categories.find((c) => c.code === active) ?? categories[0]!;
  const articles = useMemo(() => [...category.articles].sort((a, b) => a.sort - b.sort), [category]);

  useEffect(() => {
    if (!deepId) return;
    document.getElementById(`help-article-${deepId}`)?.scrollIntoView({ block: 'start' });
  }, [deepId]);

  const selectTab = (code: string) => {
    setActive(code);
    const first = firstArticle(code);
    setOpenIds(new Set(first === undefined ? [] : [first]));
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('category', code);
        next.delete('id');
        return next;
      },
      { replace: true },
    );
  };

  const onTabsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys = ['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    event.preventDefault();
    const index = categories.findIndex((c) => c.code === category.code);
    let next = index;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = categories.length - 1;
    else
      next =
        (index + (event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : -1) + categories.length) %
        categories.length;
    const code = categories[next]!.code;
    selectTab(code);
    tabsRef.current?.querySelector<HTMLElement>(`[data-code="${CSS.escape(code)}"]`)?.focus();
  };

  const toggle = (id: number) =>
    setOpenIds((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="help-layout">
      <div
        className="help-tabs"
        role="tablist"
        aria-label={t('help.categories')}
        aria-orientation="vertical"
        ref={tabsRef}
        onKeyDown={onTabsKeyDown}
      >
        {categories.map((c) => (
          <button
            key={c.code}
            type="button"
            role="tab"
            id={`help-tab-${c.code}`}
            data-code={c.code}
            aria-selected={c.code === category.code}
            aria-controls="help-panel"
            tabIndex={c.code === category.code ? 0 : -1}
            className="help-tabs__tab"
            onClick={() => selectTab(c.code)}
          >
            {c.title}
            {c.draft && <span className="draft-tag">{t('preview.draft')}</span>}
            <span className="help-tabs__count">{c.articles.length}</span>
          </button>
        ))}
      </div>
      <div
        className="help-panel"
        role="tabpanel"
        id="help-panel"
        aria-labelledby={`help-tab-${category.code}`}
      >
        <h2 className="help-panel__title">
          {category.title}
          {category.draft && <span className="draft-tag">{t('preview.draft')}</span>}
        </h2>
        {articles.length === 0 ? (
          <EmptyState icon="help" title={t('help.empty')} />
        ) : (
          <ul className="accordion">
            {articles.map((article) => {
              const open = openIds.has(article.id);
              return (
                <li
                  key={article.id}
                  id={`help-article-${article.id}`}
                  className={`accordion__item${open ? ' accordion__item--open' : ''}`}
                >
                  <h3 className="accordion__heading">
                    <button
                      type="button"
                      className="accordion__trigger"
                      aria-expanded={open}
                      aria-controls={`help-article-body-${article.id}`}
                      onClick={() => toggle(article.id)}
                    >
                      <span>{article.title}</span>
                      {article.draft && <span className="draft-tag">{t('preview.draft')}</span>}
                      <Icon name="chevronDown" size={18} className="accordion__chevron" />
                    </button>
                  </h3>
                  {open && (
                    <SafeHtml
                      id={`help-article-body-${article.id}`}
                      className="accordion__body rich-text"
                      html={article.content}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}

export default HelpPage;

/** The help centre leads to the built-in live chat (decision 0066); a visitor is asked to log in first. */
function HelpChatLink() {
  const { t } = useTranslation();
  const openChat = useOpenChat();
  return (
    <p className="help-chat">
      <span>{t('liveChat.helpPrompt')}</span>
      <button type="button" className="btn btn--primary btn--sm" onClick={openChat}>
        <Icon name="chat" size={18} />
        {t('liveChat.open')}
      </button>
    </p>
  );
}
