import type { KeyboardEvent } from 'react';

/**
 * Keyboard of a dropdown menu (WAI-ARIA menu button): arrows move between items and wrap, Home and End jump,
 * Escape closes and returns focus to the button, Tab closes.
 */
export function onMenuKeys(
  event: KeyboardEvent<HTMLElement>,
  items: HTMLElement[],
  close: (opts: { refocus: boolean }) => void,
): void {
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(index + step + items.length) % items.length]?.focus();
  } else if (event.key === 'Home' || event.key === 'End') {
    event.preventDefault();
    items[event.key === 'Home' ? 0 : items.length - 1]?.focus();
  } else if (event.key === 'Escape' || event.key === 'Tab') {
    close({ refocus: event.key === 'Escape' });
  }
}
