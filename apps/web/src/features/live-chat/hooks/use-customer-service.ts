import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  CS_POPUP_FEATURES,
  CS_TYPE_CHAT,
  CS_TYPE_ENCRYPTED,
  entriesFor,
  type CsPosition,
} from '@portal/contract/customer-service';
import { isAbsoluteUrl, openExternal } from '@/lib/format';
import { useIsLoggedIn } from '@/lib/session';
import { useRequireLogin } from '@/features/auth';
import { useSystemInfo } from '@/features/system';
import { useMemberCsEntries, type CsEntry } from '../api/chat';
import { useChatPanel } from '../stores/chat-store';

export interface CsItem {
  id: number;
  type: number;
  csType: string;
  title: string;
  /** Type 2 path; type 3 the decrypted address (members only). */
  address: string | null;
}

/**
 * The customer-service entries of one position (decision 0066): a member's from the authenticated call
 * (VIP routing by rankLevel done there, type 3 addresses decrypted), a visitor's from the public system
 * info (type 3 without its address: choosing it asks to log in, as the chat does).
 */
export function useCustomerService(position: CsPosition) {
  const info = useSystemInfo();
  const loggedIn = useIsLoggedIn();
  const member = useMemberCsEntries();
  const showChat = useChatPanel((s) => s.show);
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();

  const items: CsItem[] = useMemo(() => {
    if (loggedIn && member.data)
      return member.data
        .filter((e: CsEntry) => e.csPosition === position)
        .map((e) => ({
          id: e.id,
          type: e.type,
          csType: e.csType,
          title: e.title,
          address: e.type === CS_TYPE_ENCRYPTED ? e.address : e.path,
        }));
    return entriesFor(info.customerService, position, null).map((e) => ({
      id: e.id,
      type: e.type,
      csType: e.csType,
      title: e.title,
      address: e.type === CS_TYPE_ENCRYPTED ? null : e.path,
    }));
  }, [loggedIn, member.data, info.customerService, position]);

  const open = useCallback(
    (item: CsItem | undefined) => {
      if (!item) return;
      if (item.type === CS_TYPE_CHAT) return requireLogin(showChat);
      if (item.type === CS_TYPE_ENCRYPTED)
        return requireLogin(() => {
          if (item.address) openExternal(item.address, CS_POPUP_FEATURES);
        });
      if (!item.address) return;
      if (isAbsoluteUrl(item.address)) openExternal(item.address);
      else void navigate(item.address);
    },
    [requireLogin, showChat, navigate],
  );

  return { items, first: items[0], available: items.length > 0, open };
}
