import { create } from 'zustand';

interface ChatPanelState {
  open: boolean;
  show: () => void;
  close: () => void;
}

/** Whether the built-in live chat panel is open (one per page). */
export const useChatPanel = create<ChatPanelState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  close: () => set({ open: false }),
}));
