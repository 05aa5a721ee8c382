import { css } from '@emotion/react';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { theme } from '../../styles/theme';
import { type ToastEntry, type ToastVariant, withoutGroup, withToast } from './toast-list';

export type { ToastVariant } from './toast-list';

/** Shows a toast; one with a `group` replaces that group's earlier toasts. */
type ShowToast = (text: string, variant: ToastVariant, group?: string) => void;

export interface Toasts {
  show: ShowToast;
  /** Takes back the toasts of a group that no longer apply (a form submitted again, or gone). */
  dismiss(group: string): void;
}

/** The id of the toasts' container, which toast-layer.ts raises above an open dialog. */
export const TOASTS_ID = 'toasts';

// Long enough to read a short sentence twice; the toast has no close button (spec section 5).
const VISIBLE_MS = 5000;

const ToastContext = createContext<Toasts>({ show: () => undefined, dismiss: () => undefined });

// Once a dialog has opened, a manual popover (toast-layer.ts), so that it sits in the top layer above the
// dialog and its backdrop, where no z-index reaches; the resets undo the browser's popover box.
const host = css`
  position: fixed;
  inset: ${theme.space(2)} auto auto 50%;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(1)};
  width: max-content;
  max-width: calc(100vw - 32px);
  height: auto;
  margin: 0;
  padding: 0;
  overflow: visible;
  border: 0;
  background: transparent;
  color: inherit;
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
  const show = useCallback<ShowToast>((text, variant, group) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((list) => withToast(list, { id, text, variant, group }));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((list) => list.filter((entry) => entry.id !== id));
    }, VISIBLE_MS);
    timers.current.add(timer);
  }, []);
  const dismiss = useCallback((group: string) => {
    setToasts((list) => {
      const rest = withoutGroup(list, group);
      return rest.length === list.length ? list : rest;
    });
  }, []);
  const api = useMemo<Toasts>(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div id={TOASTS_ID} css={host} aria-live="polite" data-testid="toasts">
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
  return useContext(ToastContext).show;
}

/** Showing and taking back toasts, for forms. */
export function useToasts(): Toasts {
  return useContext(ToastContext);
}
