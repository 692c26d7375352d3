import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorBoundary } from '@/components/error-boundary';
import { Icon } from '@/components/icon';
import { Skeleton } from '@/components/skeleton';
import { useSystemInfo } from '@/features/system';
import { useConsolidated } from '../api/consolidated';
import { useAgentCentreNav } from '../hooks/use-agent-centre-nav';
import { agentPageComponents } from '../lib/page-components';
import {
  agentCentrePages,
  agentPageIcons,
  DEFAULT_AGENT_PAGE,
  isAgentCentrePage,
  isAgentPageShown,
} from '../lib/pages';
import '@/components/panel.css';
import './agent-centre.css';

/** The page an address without a known page opens: the overview (inventory 2.0). */
const fallbackPage =
  agentPageComponents[DEFAULT_AGENT_PAGE] !== undefined ? DEFAULT_AGENT_PAGE : agentCentrePages[0];

/**
 * The agent centre's menu and open page (spec section 2 "Agent centre", inventory 2.0), shared by the
 * modal panel and the stand-alone /agent layout. The open page is in the address (`?ac=<page key>`); an
 * unknown key opens the overview. On a phone the menu is a strip of tabs that scrolls sideways.
 */
export function AgentCentreBody() {
  const { t } = useTranslation();
  const info = useSystemInfo();
  const contracts = useConsolidated().data;
  const { page, hrefOf, go } = useAgentCentreNav();
  const known = isAgentCentrePage(page) && agentPageComponents[page] !== undefined;
  const current = known ? page : fallbackPage;
  const entries = agentCentrePages.filter(
    (key) =>
      agentPageComponents[key] !== undefined &&
      (key === current || isAgentPageShown(key, info.whitelabel, contracts)),
  );
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!known && page !== fallbackPage) void go(fallbackPage, {}, { replace: true });
  }, [known, page, go]);

  useEffect(() => {
    navRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current]);

  const Page = agentPageComponents[current];
  return (
    <div className="mc ac">
      <nav ref={navRef} className="mc__nav" aria-label={t('agentCentre.menu')}>
        <ul className="mc__menu">
          {entries.map((key) => (
            <li key={key}>
              <Link to={hrefOf(key)} className="mc__link" aria-current={key === current ? 'page' : undefined}>
                <Icon name={agentPageIcons[key]} size={18} />
                <span>{t(`agentCentre.pages.${key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section key={current} className="mc__content" aria-labelledby="ac-page-title">
        <h3 id="ac-page-title" className="mc__title">
          {t(`agentCentre.pages.${current}`)}
        </h3>
        <ErrorBoundary
          fallback={(reset) => (
            <EmptyState
              icon="info"
              title={t('errors.internal.error' as 'errors.network')}
              action={
                <button type="button" className="btn btn--ghost" onClick={reset}>
                  {t('common.retry')}
                </button>
              }
            />
          )}
        >
          <Suspense fallback={<Skeleton height={240} />}>{Page && <Page />}</Suspense>
        </ErrorBoundary>
      </section>
    </div>
  );
}
