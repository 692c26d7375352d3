import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useI18n } from '../i18n/react.tsx';
import { Icon } from './icons.tsx';

/**
 * A modal side panel (a bottom sheet on phones) on the native <dialog>: focus moves in and is kept
 * there, Escape and a click outside close it, focus returns to the opener.
 */
export function Drawer({
  open,
  onClose,
  title,
  children,
  size = 'normal',
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  size?: 'normal' | 'wide';
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`drawer drawer--${size}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => {
        if (e.target !== e.currentTarget) return;
        const r = e.currentTarget.getBoundingClientRect();
        const inside =
          e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
        if (!inside) onClose();
      }}
    >
      <header className="drawer__head">
        <h2 id={titleId} className="drawer__title">
          {title}
        </h2>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('common.close')}>
          <Icon name="close" />
        </button>
      </header>
      <div className="drawer__body">{open ? children : null}</div>
    </dialog>
  );
}
