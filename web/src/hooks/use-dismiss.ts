import { type RefObject, useEffect } from 'react';

/**
 * Closes a disclosure (phone menu, country or user menu) on Escape, a click outside it, or keyboard focus
 * arriving at a control outside it (the open menu would cover that control); Escape puts the focus back on
 * its button, so keyboard users stay where they were. A click, not the pointerdown before it: an in-place
 * menu closing at pointerdown (the user menu in the phone menu) moves the control below it away, and the
 * press that was meant for that control lands elsewhere. So focus that a press brings (not :focus-visible)
 * is left to the click; focus going nowhere (to the page, another window) brings no focusin at all.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    // A click anywhere outside, or focus that keyboard or screen reader brought there.
    const onOutside = (event: Event) => {
      const target = event.target as Element;
      if (!ref.current?.contains(target) && (event.type === 'click' || target.matches(':focus-visible')))
        close();
    };
    const onKey = (event: KeyboardEvent) => {
      // An open menu inside this one (the user menu in the phone menu) takes the Escape first.
      if (event.key !== 'Escape' || ref.current?.querySelectorAll('[aria-expanded="true"]')[1]) return;
      close();
      ref.current?.querySelector('button')?.focus();
    };
    document.addEventListener('click', onOutside);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('click', onOutside);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onOutside);
    };
  }, [ref, open, close]);
}
