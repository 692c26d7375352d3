import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A small centred modal on the native <dialog> (focus kept inside, Escape closes), for the buy-in and the
 * stand-up confirmation.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="room-modal" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="room-modal__title">
        {title}
      </h2>
      {open ? children : null}
    </dialog>
  );
}
