import { useSyncExternalStore } from 'react';

export type Theme = 'dark' | 'light';
const THEME_KEY = 'portal-admin-theme';
const listeners = new Set<() => void>();

function stored(): Theme {
  try {
    return globalThis.localStorage?.getItem(THEME_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}
let theme: Theme = stored();

/** Dark by default; the choice is kept in localStorage and set on <html data-theme>. */
export function applyTheme(next: Theme = theme): void {
  theme = next;
  document.documentElement.dataset.theme = next;
  try {
    localStorage.setItem(THEME_KEY, next);
  } catch {
    /* storage blocked */
  }
  for (const l of listeners) l();
}

export const getTheme = () => theme;
export function useTheme(): [Theme, (t: Theme) => void] {
  const value = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getTheme,
    getTheme,
  );
  return [value, applyTheme];
}
