import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { Icon } from './icons';
import { componentMessages } from './messages';

export type ToastKind = 'success' | 'error' | 'info';
interface ToastItem {
  id: number;
  text: ReactNode;
  kind: ToastKind;
}
type ToastFn = (text: ReactNode, kind?: ToastKind) => void;

const ToastContext = createContext<ToastFn>(() => {});

/** `const toast = useToast(); toast(t('saved'), 'success')`. Errors stay 8 s, the rest 4 s. */
export const useToast = () => useContext(ToastContext);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const next = useRef(1);
  const t = useT(componentMessages);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((i) => i.id !== id)), []);
  const toast = useCallback<ToastFn>(
    (text, kind = 'info') => {
      const id = next.current++;
      setItems((list) => [...list.slice(-3), { id, text, kind }]);
      setTimeout(() => dismiss(id), kind === 'error' ? 8000 : 4000);
    },
    [dismiss],
  );
  const value = useMemo(() => toast, [toast]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {items.map((item) => (
          <div key={item.id} className={`toast toast--${item.kind}`}>
            <Icon name={item.kind === 'error' ? 'alert' : 'check'} size={18} />
            <span>{item.text}</span>
            <button
              type="button"
              className="icon-btn"
              aria-label={t('dismiss')}
              onClick={() => dismiss(item.id)}
            >
              <Icon name="close" size={16} />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
