import { css } from '@emotion/react';
import { useEffect } from 'react';
import { theme } from '../../styles/theme';
import { TOASTS_ID } from './toast';
import type { ToastEntry, ToastVariant } from './toast-list';
import { raiseToasts } from './toast-layer';

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

export interface ToastStackProps {
  toasts: readonly ToastEntry[];
  /** The pointer is on the toasts (true) or has left them: their time stands still meanwhile. */
  onHold(held: boolean): void;
  /** The stack is on the page: from now on the toasts' time runs. */
  onMounted(): void;
  /** A tap puts them away. */
  onClear(): void;
}

/**
 * The toasts on screen, top centre (spec section 5): the live region, in place before the first toast
 * so that screen readers announce every one, and the toasts in it.
 */
export function ToastStack({ toasts, onHold, onMounted, onClear }: ToastStackProps) {
  // A dialog opened before this part loaded did not raise the toasts above it: do it now.
  useEffect(() => {
    if (document.querySelector('dialog[open]')) raiseToasts();
    onMounted();
  }, [onMounted]);
  return (
    <div
      id={TOASTS_ID}
      css={host}
      aria-live="polite"
      data-testid="toasts"
      onMouseEnter={() => onHold(true)}
      onMouseLeave={() => onHold(false)}
      onClick={onClear}
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
  );
}
