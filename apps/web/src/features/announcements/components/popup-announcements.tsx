import { lazy, Suspense } from 'react';
import { useDialogStore } from '@/lib/dialogs';
import { useSessionStore } from '@/lib/session';
import { useAuthModal } from '@/features/auth';
import { useAnnouncements } from '../api/get-announcements';
import { isClosed, popupExecutionFor, popupsIn } from '../lib/popup-executions';
import { useAnnouncementModal } from '../stores/announcement-modal-store';
import { usePopupStore } from '../stores/popup-store';

const PopupModal = lazy(() => import('./popup-modal'));

/**
 * Popup notices (type PU) on home (inventory 4.1): a visitor sees the before-login list (B); a
 * member the after-login list (A, with F after a first login). Each list shows once per session and
 * waits while another dialog is open (the registration-success modal, an alert, a forced password
 * change), so it never stacks over one.
 */
export function PopupAnnouncements() {
  const token = useSessionStore((s) => s.token);
  const firstLoginToken = usePopupStore((s) => s.firstLoginToken);
  const closed = usePopupStore((s) => s.closed);
  const close = usePopupStore((s) => s.close);
  const execution = popupExecutionFor(token, firstLoginToken);
  const { data, isPlaceholderData } = useAnnouncements('w_home', execution);
  const otherDialogOpen = useOtherDialogOpen();

  if (otherDialogOpen || isClosed(closed, execution) || isPlaceholderData) return null;
  const wanted = popupsIn(execution);
  const popups = (data?.popup ?? []).filter((p) => wanted.includes(p.execution));
  if (popups.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PopupModal key={execution} popups={popups} onClose={() => close(execution)} />
    </Suspense>
  );
}

function useOtherDialogOpen(): boolean {
  const authModal = useAuthModal().current !== null;
  const alert = useDialogStore((s) => s.queue.length > 0);
  const announcementModal = useAnnouncementModal((s) => s.open);
  return authModal || alert || announcementModal;
}
