import { lazy, Suspense } from 'react';
import { useDownloadModal } from '../stores/download-modal-store';

const DownloadModal = lazy(() => import('./download-modal'));

export function DownloadModalHost() {
  const open = useDownloadModal((s) => s.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DownloadModal />
    </Suspense>
  );
}
