export { AgentCentreHost } from './components/agent-centre-host';
export { ContractRequestsHost } from './components/contract-requests-host';
