import { lazy, Suspense, useState } from 'react';
import { sessionStore } from '@/lib/storage';
import { useAnnouncements } from '../api/get-announcements';

const PopupModal = lazy(() => import('./popup-modal'));
const CLOSED_KEY = 'popupClosed';

/** Popup notices (type PU, execution B) shown once per session on home (inventory 4.1). */
export function PopupAnnouncements() {
  const { data } = useAnnouncements('w_home');
  const [closed, setClosed] = useState(() => sessionStore.get(CLOSED_KEY) === 'B');
  const popups = (data?.popup ?? []).filter((p) => p.execution === 'B');
  if (closed || popups.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PopupModal
        popups={popups}
        onClose={() => {
          sessionStore.set(CLOSED_KEY, 'B');
          setClosed(true);
        }}
      />
    </Suspense>
  );
}
