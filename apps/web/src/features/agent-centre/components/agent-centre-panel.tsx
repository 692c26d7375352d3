import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { useAgentCentreNav } from '../hooks/use-agent-centre-nav';
import { AgentCentreBody } from './agent-centre-body';

/** The agent centre as a modal panel over the portal (spec section 2), like the member centre. */
export default function AgentCentrePanel() {
  const { t } = useTranslation();
  const { close } = useAgentCentreNav();
  return (
    <Modal
      open
      onClose={close}
      title={t('agentCentre.title')}
      width="min(1180px, 100%)"
      delay={0}
      closeOnOverlayClick={false}
      className="mc-panel"
      overlayClassName="mc-overlay"
    >
      <AgentCentreBody />
    </Modal>
  );
}
