import { create } from 'zustand';
import { storage } from '@/lib/storage';

export type Theme = 'dark' | 'light';

const readTheme = (): Theme => (storage.get('theme') === 'light' ? 'light' : 'dark');

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', theme === 'light' ? '#f4f6fb' : '#0b0f1a');
}

interface ThemeState {
  theme: Theme;
  toggle: () => void;
  setTheme: (theme: Theme) => void;
}

/** Dark by default; the choice is kept in localStorage `theme` and shown as `data-theme` on <html>. */
export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: readTheme(),
  setTheme: (theme) => {
    storage.set('theme', theme);
    applyTheme(theme);
    set({ theme });
  },
  toggle: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));

/** Called before the first render so the page never flashes the wrong theme. */
export const initTheme = (): void => applyTheme(useThemeStore.getState().theme);
