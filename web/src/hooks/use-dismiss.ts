import { type RefObject, useEffect } from 'react';

/**
 * Closes a disclosure (phone menu, country or user menu) on Escape or a click outside it; Escape puts the
 * focus back on its button, so keyboard users stay where they were. A click, not the pointerdown before
 * it: an in-place menu closing at pointerdown (the user menu in the phone menu) moves the control below it
 * away, and the press that was meant for that control lands elsewhere.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      // An open menu inside this one (the user menu in the phone menu) takes the Escape first.
      if (event.key !== 'Escape' || ref.current?.querySelectorAll('[aria-expanded="true"]')[1]) return;
      close();
      ref.current?.querySelector('button')?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, open, close]);
}
