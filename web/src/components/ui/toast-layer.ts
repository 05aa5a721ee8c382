import { TOASTS_ID } from './toast';

/**
 * Puts the toasts above a modal dialog that just opened. A modal dialog sits in the browser's top layer,
 * above every z-index, so the toasts join that layer as a manual popover, and the last one shown is on
 * top. Here rather than in toast.tsx: only the dialogs need it, and they load later than the first page.
 */
export function raiseToasts(): void {
  const host = document.getElementById(TOASTS_ID);
  // A browser without popovers keeps the toasts' z-index (and, behind a dialog, its backdrop over them).
  if (!host || typeof host.showPopover !== 'function') return;
  if (!host.hasAttribute('popover')) host.setAttribute('popover', 'manual');
  if (host.matches(':popover-open')) host.hidePopover();
  host.showPopover();
}
