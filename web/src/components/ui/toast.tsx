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

// Long enough to read a short sentence twice, counted from the last toast shown and again once the pointer
// leaves them: the time stands still while it is on them (WCAG 2.2.1). The focus cannot be in a toast: it
// holds no control, as it has no close button (spec section 5). A danger toast has no time: the next
// toast, its form's next submit, leaving its page (the form takes its toasts back), a tap or Escape ends it.
const VISIBLE_MS = 5000;

const ToastContext = createContext<Toasts>({ show: () => undefined, dismiss: () => undefined });

// Once a dialog has opened, a manual popover (toast-layer.ts), so that it sits in the top layer above the
// dialog and its backdrop, where no z-index reaches; `all: unset` undoes the browser's popover box. It takes
// the pointer, for the pause while the pointer is on a toast; a tap puts the toasts away, so that one
// without time does not keep covering the controls below it.
const host = css`
  all: unset;
  position: fixed;
  inset: ${theme.space(2)} auto auto 50%;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(1)};
  width: max-content;
  max-width: calc(100vw - 32px);
  transform: translateX(-50%);
`;

// Solid colours, background and text, with at least 4.5:1 contrast for the text.
const COLORS: Record<ToastVariant, [background: string, text: string]> = {
  success: [theme.color.primary, '#fff'],
  warning: [theme.color.accent, theme.color.text],
  danger: ['#b3261e', '#fff'],
};

const toast = (variant: ToastVariant) => css`
  padding: ${theme.space(1.5)} ${theme.space(2.5)};
  border-radius: 8px;
  background: ${COLORS[variant][0]};
  color: ${COLORS[variant][1]};
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
  const [held, hold] = useState(false);
  const nextId = useRef(0);
  useEffect(() => {
    if (held || !toasts.some((entry) => entry.variant !== 'danger')) return;
    const timer = setTimeout(
      () => setToasts((list) => list.filter((entry) => entry.variant === 'danger')),
      VISIBLE_MS,
    );
    return () => clearTimeout(timer);
  }, [held, toasts]);
  useEffect(() => {
    if (!toasts.length) return;
    // Escape puts the toasts away as a tap does: a keyboard has no other way to uncover what a danger toast,
    // which has no time and no close button, covers. An open menu or dialog closes on the same key.
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setToasts([]);
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [toasts.length]);
  const show = useCallback<ShowToast>((text, variant, group) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((list) => withToast(list, { id, text, variant, group }));
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
      <div
        id={TOASTS_ID}
        css={host}
        aria-live="polite"
        data-testid="toasts"
        onMouseEnter={() => hold(true)}
        onMouseLeave={() => hold(false)}
        onClick={() => {
          setToasts([]);
          hold(false);
        }}
      >
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
