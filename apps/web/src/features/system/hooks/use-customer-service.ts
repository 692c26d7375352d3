import type { CustomerServiceEntry } from '@portal/contract';
import { CS_TYPE_LINK } from '@portal/contract/customer-service';
import { isAbsoluteUrl, openExternal } from '@/lib/format';

/**
 * The maintenance page's contacts (csPosition MAINTENANCE, decision 0066): links only, since the whole site
 * (login, the chat) is replaced while it shows.
 */
export function maintenanceContacts(entries: CustomerServiceEntry[]): CustomerServiceEntry[] {
  return entries.filter(
    (e) =>
      e.csPosition === 'MAINTENANCE' &&
      e.type === CS_TYPE_LINK &&
      (isAbsoluteUrl(e.path) || e.path.startsWith('/')),
  );
}

export function openContact(entry: CustomerServiceEntry): void {
  openExternal(entry.path);
}
