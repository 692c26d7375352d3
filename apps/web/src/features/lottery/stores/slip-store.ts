import { create } from 'zustand';

/** One selection waiting in the bet slip: a play's content with its unit, multiple and series. */
export interface SlipLine {
  id: string;
  gameCode: string;
  prizeMode: 'LOTT' | 'ELOTT';
  playCode: string;
  playName: string;
  content: string;
  betCount: number;
  bettingMode: number;
  unit: number;
  unitName: string;
  multiple: number;
  series: number;
  /** betCount × unit × multiple, major units. */
  stake: number;
}

interface SlipState {
  lines: SlipLine[];
  add: (line: Omit<SlipLine, 'id'>) => void;
  remove: (id: string) => void;
  /** Empties the slip of one game. */
  clear: (gameCode: string) => void;
}

let nextId = 1;
const MAX_LINES = 50;

/** The bet slip (lines of every game visited; the page shows the current game's), kept for the visit. */
export const useSlipStore = create<SlipState>((set, get) => ({
  lines: [],
  add: (line) => {
    const same = get().lines.filter((l) => l.gameCode === line.gameCode);
    if (same.length >= MAX_LINES) return;
    set({ lines: [...get().lines, { ...line, id: String(nextId++) }] });
  },
  remove: (id) => set({ lines: get().lines.filter((l) => l.id !== id) }),
  clear: (gameCode) => set({ lines: get().lines.filter((l) => l.gameCode !== gameCode) }),
}));

export const MAX_SLIP_LINES = MAX_LINES;
