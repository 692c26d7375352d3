import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  label?: string;
  children: ReactNode;
  showClose?: boolean;
  /** Dim the page behind the dialog. */
  showBackground?: boolean;
  closeOnOverlayClick?: boolean;
  /** Escape closes the dialog (spec default); off for a dialog that must be answered. */
  closeOnEscape?: boolean;
  /** Delay before the dialog appears, in ms (spec default 100). */
  delay?: number;
  minWidth?: number;
  minHeight?: number;
  /** CSS width of the dialog, e.g. 'min(960px, 100%)'. */
  width?: string;
  className?: string;
  /** Class of the overlay around the dialog (e.g. to let a panel fill a phone screen). */
  overlayClassName?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let openCount = 0;

function lockScroll(): () => void {
  openCount += 1;
  if (openCount === 1) {
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    document.documentElement.style.setProperty('--scrollbar-gap', `${scrollbar}px`);
    document.documentElement.classList.add('scroll-locked');
  }
  return () => {
    openCount -= 1;
    if (openCount === 0) document.documentElement.classList.remove('scroll-locked');
  };
}

/** The generic modal wrapper of spec section 2 (notice, help, download, announcement dialogs). */
export function Modal({
  open,
  onClose,
  title,
  label,
  children,
  showClose = true,
  showBackground = true,
  closeOnOverlayClick = true,
  closeOnEscape = true,
  delay = 100,
  minWidth = 200,
  minHeight = 200,
  width,
  className,
  overlayClassName,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const closeOnEscapeRef = useRef(closeOnEscape);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    onCloseRef.current = onClose;
    closeOnEscapeRef.current = closeOnEscape;
  }, [onClose, closeOnEscape]);

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => setShown(true), delay);
    return () => {
      window.clearTimeout(timer);
      setShown(false);
    };
  }, [open, delay]);

  useEffect(() => {
    if (!open) return;
    const unlock = lockScroll();
    return unlock;
  }, [open]);

  // Focus moves into the dialog when it appears and returns to the opener when it closes.
  useEffect(() => {
    if (!shown) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog;
    first?.focus({ preventScroll: true });
    return () => previous?.focus({ preventScroll: true });
  }, [shown]);

  // Attached before the dialog is painted: a key pressed as soon as it shows (Escape) already reaches it.
  useLayoutEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      // Only the top-most dialog reacts.
      const dialogs = document.querySelectorAll('[data-modal-dialog]');
      if (dialogs[dialogs.length - 1] !== dialog) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        if (closeOnEscapeRef.current) onCloseRef.current();
        else event.preventDefault();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      if (items.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && (document.activeElement === firstItem || document.activeElement === dialog)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [shown]);

  if (!open || !shown) return null;

  return createPortal(
    <div
      className={`modal-overlay${showBackground ? ' modal-overlay--dim' : ''}${overlayClassName ? ` ${overlayClassName}` : ''}`}
      onMouseDown={(event) => {
        if (closeOnOverlayClick && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        data-modal-dialog=""
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        tabIndex={-1}
        className={`modal${className ? ` ${className}` : ''}`}
        style={{ minWidth: `min(${minWidth}px, 100%)`, minHeight, width }}
      >
        {(title || showClose) && (
          <div className="modal__head">
            {title ? (
              <h2 id={titleId} className="modal__title">
                {title}
              </h2>
            ) : (
              <span />
            )}
            {showClose && (
              <button
                type="button"
                className="icon-btn modal__close"
                onClick={onClose}
                aria-label={t('common.close')}
              >
                <Icon name="close" />
              </button>
            )}
          </div>
        )}
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
