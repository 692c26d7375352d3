import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { usePanelGate } from '@/features/auth';
import { dialogs } from '@/lib/dialogs';
import { isAgentCustomer, useSessionStore } from '@/lib/session';
import { AGENT_PANEL_PARAM, useAgentCentreNav } from '../hooks/use-agent-centre-nav';

const AgentCentrePanel = lazy(() => import('./agent-centre-panel'));

/**
 * Opens the agent centre when the address has `?ac=<page>`; its code loads on first use. Like the member
 * centre it needs a registered member; beyond that only agents (isAgent 1, 2, 41, 42) may open it: anyone
 * else is told the account is not an agent and the address closes the panel (spec section 6).
 */
export function AgentCentreHost() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { close } = useAgentCentreNav();
  // The stand-alone agent site shows the centre as its page: no modal over it.
  const onAgentSite = /^\/agent(home)?\/?$/i.test(useLocation().pathname);
  const page = onAgentSite ? null : params.get(AGENT_PANEL_PARAM);
  const member = usePanelGate(page, close);
  const isAgent = useSessionStore((s) => s.isAgent);
  const agent = isAgentCustomer(isAgent);

  useEffect(() => {
    if (member && !agent) {
      close();
      void dialogs.alert(t('errors.error_not_agent'), { tone: 'warning' });
    }
  }, [member, agent, close, t]);

  if (!member || !agent) return null;
  return (
    <Suspense fallback={null}>
      <AgentCentrePanel />
    </Suspense>
  );
}
