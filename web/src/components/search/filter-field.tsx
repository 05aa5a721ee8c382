import { css } from '@emotion/react';
import { type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { theme } from '../../styles/theme';
import { iconButton } from '../ui/button-styles';

const field = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(0.5)};
  min-width: 0;
`;

const labelText = css`
  font-weight: 600;
  font-size: 0.9375rem;
`;

const row = css`
  display: flex;
  gap: ${theme.space(1)};
`;

const opener = css`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  overflow: hidden;
  padding: ${theme.space(1)} ${theme.space(1.5)};
  border: 2px solid ${theme.color.inputBorder};
  border-radius: 8px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  text-align: left;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    border-color: ${theme.color.primary};
  }
`;

// As a form field in error: red, hovered or not. The colour comes from the theme, not the form styles:
// importing those would pull the form card's chunk into every search screen's first load and back.
const refusedOpener = css`
  &,
  &:hover {
    border-color: ${theme.color.danger};
  }
`;

export interface FilterFieldProps {
  label: string;
  /** What is chosen, in words, on the button that opens the dialog. */
  summary: string;
  /** Whether anything is chosen: then an × beside the button clears it. */
  active: boolean;
  onClear(): void;
  /** Starts loading the dialog's code, when the pointer or the focus reaches the button. */
  preload(): void;
  /** Told when the dialog opens or closes, e.g. to fetch the counts only while it is open. */
  onOpenChange?(open: boolean): void;
  /** The dialog, rendered from the first opening on (its code loads then), open or closed. */
  dialog(open: boolean, close: () => void): ReactNode;
  /**
   * The id of the message that says why the API refused this filter's value (a 422 of the search): the
   * field is marked as in error and its button described by that message.
   */
  refusedBy?: string;
  testId?: string;
}

/** A search filter: a button naming the choice that opens its dialog, and an × that clears the choice. */
export function FilterField({
  label,
  summary,
  active,
  onClear,
  preload,
  onOpenChange,
  dialog,
  refusedBy,
  testId,
}: FilterFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const labelId = useId();
  const buttonId = useId();
  const openerRef = useRef<HTMLButtonElement>(null);
  const change = (next: boolean) => {
    if (next) setUsed(true);
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <div css={field} data-testid={testId}>
      <span id={labelId} css={labelText}>
        {label}
      </span>
      <div css={row}>
        <button
          ref={openerRef}
          id={buttonId}
          type="button"
          css={[opener, refusedBy !== undefined && refusedOpener]}
          aria-haspopup="dialog"
          aria-labelledby={`${labelId} ${buttonId}`}
          aria-describedby={refusedBy}
          onClick={() => change(true)}
          onPointerEnter={preload}
          onFocus={preload}
        >
          {summary}
        </button>
        {active && (
          <button
            type="button"
            css={iconButton}
            aria-label={t('search.clear', { label })}
            onClick={() => {
              // The × goes away with the choice: its focus moves to the field rather than to the page.
              openerRef.current?.focus();
              onClear();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {used && <Suspense fallback={null}>{dialog(open, () => change(false))}</Suspense>}
    </div>
  );
}
