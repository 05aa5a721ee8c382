import type { ReactNode } from 'react';
import { addTexts } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { searchDialog } from '../../locales/de/search-dialog';
import { iconButton, primaryButton, secondaryButton } from '../ui/button-styles';
import { Modal } from '../ui/modal';

addTexts({ search: { dialog: searchDialog } });

export interface ChoiceDialogProps {
  open: boolean;
  title: string;
  testId: string;
  /** The × in the header: what it says, and that it empties the working copy (not what is committed). */
  clearLabel: string;
  onClear(): void;
  /** Abbrechen and Escape: the working copy is dropped. */
  onClose(): void;
  /** Fertig: a click, or with `form` the submit of that form (so that Enter in its field sends it too). */
  onDone?(): void;
  form?: string;
  /** While the choice is being checked, Fertig waits. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * The frame of a filter's dialog (spec section 4): it works on a copy of the choice; Fertig commits it,
 * Abbrechen (and Escape) drops it, the × in the header empties it. The × sits in the header so that the
 * footer's two buttons fit in one row on a phone.
 */
export function ChoiceDialog({
  open,
  title,
  testId,
  clearLabel,
  onClear,
  onClose,
  onDone,
  form,
  busy = false,
  children,
}: ChoiceDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      closeButton={false}
      testId={testId}
      headerAction={
        <button type="button" css={iconButton} aria-label={clearLabel} title={clearLabel} onClick={onClear}>
          <span aria-hidden="true">×</span>
        </button>
      }
      footer={
        <>
          <button type="button" css={secondaryButton} onClick={onClose}>
            {t('search.dialog.cancel')}
          </button>
          <button
            type={form ? 'submit' : 'button'}
            form={form}
            css={primaryButton}
            disabled={busy}
            aria-busy={busy}
            onClick={onDone}
          >
            {t('search.dialog.done')}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
