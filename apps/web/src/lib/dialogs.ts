import { create } from 'zustand';

/**
 * Alert and confirm dialogs over whatever is open (warnings of spec section 8, the logout confirm,
 * "Please Register An Account First"). `alert` resolves when closed; `confirm` with the choice.
 */
export interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  text: string;
  title?: string;
  tone?: 'info' | 'warning' | 'success';
  confirmLabel?: string;
  cancelLabel?: string;
  /** Figures to check before confirming (a deposit's amount, fee and what arrives); the last is the total. */
  details?: { label: string; value: string }[];
  resolve: (confirmed: boolean) => void;
}

interface DialogState {
  queue: DialogRequest[];
  push: (request: DialogRequest) => void;
  settle: (id: number, confirmed: boolean) => void;
}

export const useDialogStore = create<DialogState>((set, get) => ({
  queue: [],
  push: (request) => set({ queue: [...get().queue, request] }),
  settle: (id, confirmed) => {
    const request = get().queue.find((r) => r.id === id);
    set({ queue: get().queue.filter((r) => r.id !== id) });
    request?.resolve(confirmed);
  },
}));

let nextId = 1;
type DialogOptions = Pick<DialogRequest, 'title' | 'tone' | 'confirmLabel' | 'cancelLabel' | 'details'>;

function open(kind: DialogRequest['kind'], text: string, opts: DialogOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    useDialogStore.getState().push({ id: nextId++, kind, text, resolve, ...opts });
  });
}

export const dialogs = {
  alert: (text: string, opts?: DialogOptions): Promise<void> =>
    open('alert', text, opts).then(() => undefined),
  confirm: (text: string, opts?: DialogOptions): Promise<boolean> => open('confirm', text, opts),
};
