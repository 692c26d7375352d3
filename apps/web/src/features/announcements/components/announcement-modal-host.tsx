import { lazy, Suspense } from 'react';
import { useAnnouncementModal } from '../stores/announcement-modal-store';

const AnnouncementModal = lazy(() => import('./announcement-modal'));

/** Loads the announcement modal's chunk only once it is first opened. */
export function AnnouncementModalHost() {
  const open = useAnnouncementModal((s) => s.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementModal />
    </Suspense>
  );
}
