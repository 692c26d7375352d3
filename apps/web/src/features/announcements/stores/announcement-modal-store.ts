import { create } from 'zustand';

interface AnnouncementModalState {
  open: boolean;
  /** Notice shown in the detail pane when the modal opens. */
  selectedId: number | null;
  show: (id?: number) => void;
  close: () => void;
}

export const useAnnouncementModal = create<AnnouncementModalState>((set) => ({
  open: false,
  selectedId: null,
  show: (id) => set({ open: true, selectedId: id ?? null }),
  close: () => set({ open: false }),
}));
