import { create } from 'zustand';

interface DownloadModalState {
  open: boolean;
  show: () => void;
  close: () => void;
}

export const useDownloadModal = create<DownloadModalState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  close: () => set({ open: false }),
}));
