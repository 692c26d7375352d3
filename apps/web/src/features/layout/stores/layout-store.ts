import { create } from 'zustand';
import { storage } from '@/lib/storage';

interface LayoutState {
  /** Desktop left menu shows icons only (persisted in localStorage `menuCollapsed`). */
  collapsed: boolean;
  /** Mobile off-canvas menu. */
  drawerOpen: boolean;
  toggleCollapsed: () => void;
  setDrawerOpen: (open: boolean) => void;
}

export const useLayoutStore = create<LayoutState>((set, get) => ({
  collapsed: storage.get('menuCollapsed') === '1',
  drawerOpen: false,
  toggleCollapsed: () => {
    const collapsed = !get().collapsed;
    storage.set('menuCollapsed', collapsed ? '1' : '0');
    set({ collapsed });
  },
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
}));
