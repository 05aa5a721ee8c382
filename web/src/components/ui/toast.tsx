import {
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { PartBoundary } from './part-boundary';
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

// Long enough to read a short sentence twice, counted from the last toast shown (on screen: not before the
// stack's code has arrived, which on a slow line may take longer than this) and again once the pointer leaves
// them: the time stands still while it is on them (WCAG 2.2.1). The focus cannot be in a toast: it
// holds no control, as it has no close button (spec section 5). A danger toast has no time: the next
// toast, its form's next submit, leaving its page (the form takes its toasts back), a tap or Escape ends it.
const VISIBLE_MS = 5000;

const ToastContext = createContext<Toasts>({ show: () => undefined, dismiss: () => undefined });

// How the toasts look loads once the page is idle, or with the first toast if that comes sooner: no page
// shows one on arrival, so the first load carries none of it, and the live region is still in place before
// a toast is shown.
const Stack = lazyPart(() => import('./toast-stack').then((m) => m.ToastStack));

const whenIdle = (run: () => void): void => {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
};

/** The app's toasts (spec section 5). Mounted once around the app. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const [held, hold] = useState(false);
  const [idle, setIdle] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const mounted = useCallback(() => setOnScreen(true), []);
  const nextId = useRef(0);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  useEffect(() => {
    if (!onScreen || held || !toasts.some((entry) => entry.variant !== 'danger')) return;
    const timer = setTimeout(
      () => setToasts((list) => list.filter((entry) => entry.variant === 'danger')),
      VISIBLE_MS,
    );
    return () => clearTimeout(timer);
  }, [onScreen, held, toasts]);
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
      {/* Without the toasts' code the page goes on without toasts: a form shows its errors on its fields. */}
      {(idle || toasts.length > 0) && (
        <PartBoundary fallback={null}>
          <Suspense fallback={null}>
            <Stack.Component
              toasts={toasts}
              onHold={hold}
              onMounted={mounted}
              onClear={() => {
                setToasts([]);
                hold(false);
              }}
            />
          </Suspense>
        </PartBoundary>
      )}
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
