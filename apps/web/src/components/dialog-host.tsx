import { lazy, Suspense } from 'react';
import { useDialogStore } from '@/lib/dialogs';

const AlertDialog = lazy(() => import('./alert-dialog'));

/** Shows the first queued alert or confirm dialog (lib/dialogs.ts); the dialog code loads on first use. */
export function DialogHost() {
  const current = useDialogStore((s) => s.queue[0]);
  const settle = useDialogStore((s) => s.settle);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog key={current.id} request={current} onSettle={(ok) => settle(current.id, ok)} />
    </Suspense>
  );
}
