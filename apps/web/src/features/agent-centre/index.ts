export { AgentCentreHost } from './components/agent-centre-host';
