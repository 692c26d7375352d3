export { SystemGate } from './components/system-gate';
export { useSystemInfo, useSystemStatus } from './api/get-system-status';
export { useCustomerService, openCustomerService } from './hooks/use-customer-service';
