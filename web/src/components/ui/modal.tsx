import { css } from '@emotion/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { addTexts } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { modal } from '../../locales/de/modal';
import { modalDeDE } from '../../locales/modal-de-de';
import { theme } from '../../styles/theme';
import { iconButton } from './button-styles';
import { raiseToasts } from './toast-layer';

addTexts({ modal }, { modal: modalDeDE });

// A name of one long word (Fußballsportvereinigungsgemeinschaft) breaks where it must: unbroken, it
// widened the dialog past the screen, and the focus on × scrolled the start of every line out of view.
const dialog = css`
  width: min(640px, calc(100vw - 16px));
  overflow-wrap: anywhere;
  max-width: none;
  max-height: none;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius};
  color: ${theme.color.text};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.3);
  &::backdrop {
    background: rgba(12, 20, 16, 0.55);
  }
`;

const header = css`
  display: flex;
  align-items: center;
  gap: ${theme.space(1)};
  padding: ${theme.space(1.5)} ${theme.space(2)};
  border-bottom: 1px solid ${theme.color.border};
  h2 {
    flex: 1;
    min-width: 0;
    margin: 0;
    font-size: 1.25rem;
  }
`;

/**
 * Spec section 9: the body scrolls within the window height minus 175 px, or 215 px from 768 px wide. On
 * phones 100vh is the height without the browser's toolbars: dvh, where known, is the window as it is, so
 * the footer's buttons (Fertig) stay on screen while the address bar shows. A scroll that reaches the end
 * of the body stays in it instead of moving the page behind.
 */
const body = css`
  max-height: calc(100vh - 175px);
  max-height: calc(100dvh - 175px);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${theme.space(2)};
  ${theme.media.md} {
    max-height: calc(100vh - 215px);
    max-height: calc(100dvh - 215px);
  }
`;

const footer = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space(1)};
  padding: ${theme.space(1.5)} ${theme.space(2)};
  border-top: 1px solid ${theme.color.border};
`;

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Escape, the close button and a click on the backdrop (pressed and released there). */
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  /** Hide the × in the header when the footer has its own cancel button. */
  closeButton?: boolean;
  /** A control beside the title, e.g. the selection dialog's × that clears the selection. */
  headerAction?: ReactNode;
  testId?: string;
}

/**
 * A modal on the native <dialog>: the browser keeps focus inside, makes the page behind inert and
 * gives focus back to the opener when it closes.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer: actions,
  closeButton = true,
  headerAction,
  testId,
}: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  // Where the pointer went down: a text selection dragged from inside the dialog and let go over the
  // backdrop ends in a click on the dialog itself, which must not throw away what is in it.
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // The dialog went on top of everything; a toast showing or shown while it is open must stay readable.
      raiseToasts();
    }
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      css={dialog}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
      }}
      onKeyDown={(event) => {
        // A dialog of a form (the selection of a multi-select field) sits inside that form: Enter in its
        // filter or on an option would send the form behind it, with the choice not yet taken over.
        // Only fields: Enter on a button must still press it.
        const field = event.target;
        if (event.key !== 'Enter' || !(field instanceof HTMLInputElement) || !field.form) return;
        if (!event.currentTarget.contains(field.form)) event.preventDefault();
      }}
    >
      {open && (
        <>
          <div css={header}>
            <h2 id={titleId}>{title}</h2>
            {headerAction}
            {closeButton && (
              <button type="button" css={iconButton} onClick={onClose} aria-label={t('modal.close')}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <div css={body}>{children}</div>
          {actions && <div css={footer}>{actions}</div>}
        </>
      )}
    </dialog>
  );
}
