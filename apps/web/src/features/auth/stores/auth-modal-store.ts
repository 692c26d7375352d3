import { create } from 'zustand';

export type AuthModalKind = 'login' | 'register';

interface AuthModalState {
  current: AuthModalKind | null;
  open: (kind: AuthModalKind) => void;
  close: () => void;
}

export const useAuthModalStore = create<AuthModalState>((set) => ({
  current: null,
  open: (kind) => set({ current: kind }),
  close: () => set({ current: null }),
}));
