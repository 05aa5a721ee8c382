import { css } from '@emotion/react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { theme } from '../../styles/theme';

export type ToastVariant = 'success' | 'warning' | 'danger';

interface ToastEntry {
  id: number;
  text: string;
  variant: ToastVariant;
}

type ShowToast = (text: string, variant: ToastVariant) => void;

// Long enough to read a short sentence twice; the toast has no close button (spec section 5).
const VISIBLE_MS = 5000;

const ToastContext = createContext<ShowToast>(() => undefined);

const host = css`
  position: fixed;
  top: ${theme.space(2)};
  left: 50%;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(1)};
  width: max-content;
  max-width: calc(100vw - 32px);
  transform: translateX(-50%);
  pointer-events: none;
`;

// Solid colours with at least 4.5:1 contrast for their text.
const COLORS: Record<ToastVariant, { background: string; color: string }> = {
  success: { background: theme.color.primary, color: '#fff' },
  warning: { background: theme.color.accent, color: theme.color.text },
  danger: { background: '#b3261e', color: '#fff' },
};

const toast = (variant: ToastVariant) => css`
  padding: ${theme.space(1.5)} ${theme.space(2.5)};
  border-radius: 8px;
  background: ${COLORS[variant].background};
  color: ${COLORS[variant].color};
  font-weight: 600;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
  text-align: center;
`;

/**
 * The app's toasts, top centre (spec section 5). Mounted once around the app; the live region exists
 * before the first toast so that screen readers announce every one.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const show = useCallback<ShowToast>((text, variant) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((list) => [...list, { id, text, variant }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((list) => list.filter((entry) => entry.id !== id));
    }, VISIBLE_MS);
    timers.current.add(timer);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div css={host} aria-live="polite" data-testid="toasts">
        {toasts.map((entry) => (
          <div
            key={entry.id}
            css={toast(entry.variant)}
            role={entry.variant === 'danger' ? 'alert' : 'status'}
            data-variant={entry.variant}
          >
            {entry.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** `toast(text, variant)`: shows a toast for a few seconds. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}
