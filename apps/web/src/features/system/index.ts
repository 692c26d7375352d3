export { SystemGate } from './components/system-gate';
export { useSystemInfo, useSystemStatus } from './api/get-system-status';
export { maintenanceContacts, openContact } from './hooks/use-customer-service';
