import { useCallback } from 'react';
import type { CustomerServiceEntry } from '@portal/contract';
import { isAbsoluteUrl, openExternal } from '@/lib/format';
import { useSystemInfo } from '../api/get-system-status';

/** Customer service opens in a 440x750 popup (inventory 4.3), the first entry being the live chat. */
export function openCustomerService(entry: CustomerServiceEntry | undefined): boolean {
  if (!entry?.path) return false;
  if (!isAbsoluteUrl(entry.path) && !entry.path.startsWith('/')) return false;
  openExternal(entry.path, 'popup,width=440,height=750');
  return true;
}

export function useCustomerService() {
  const info = useSystemInfo();
  const first = info.customerService[0];
  const open = useCallback(() => openCustomerService(first), [first]);
  return { entries: info.customerService, first, available: Boolean(first?.path), open };
}
