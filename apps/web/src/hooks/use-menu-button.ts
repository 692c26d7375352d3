import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { onMenuKeys } from '@/lib/menu-keys';

/**
 * State of a header menu button (WAI-ARIA menu button): opening focuses the checked item or the first
 * one, a click outside closes, the keys of `onMenuKeys` move between the items.
 */
export function useMenuButton(role: 'menuitem' | 'menuitemradio') {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  // Items hidden by the layout (display: none) cannot take focus, so they are not stops.
  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>(`[role="${role}"]`) ?? []).filter(
      (el) => el.offsetParent !== null,
    );

  useEffect(() => {
    if (!open) return;
    const list = items();
    (list.find((el) => el.getAttribute('aria-checked') === 'true') ?? list[0])?.focus();
    const onDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `items` reads refs only
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    onMenuKeys(event, items(), ({ refocus }) => {
      setOpen(false);
      if (refocus) buttonRef.current?.focus();
    });

  /** Props of the button that opens the menu. */
  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: () => setOpen((o) => !o),
  };
  /** Props of the menu element. */
  const menuProps = { ref: menuRef, id: menuId, role: 'menu', onKeyDown: onMenuKeyDown };

  return { open, setOpen, buttonRef, buttonProps, menuProps };
}
