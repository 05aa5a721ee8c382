import { css } from '@emotion/react';
import { Suspense, useId, useRef, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { useTranslation } from '../../lib/use-translation';
import { type SelectMode, type SelectOption, summarizeSelection } from '../../lib/selection';
import { theme } from '../../styles/theme';
import { iconButton } from '../ui/button-styles';

// The dialog and its modal load with the first opening, not with the search page.
const Dialog = lazyPart(() => import('./multi-select-dialog').then((m) => m.MultiSelectDialog));

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

export interface MultiSelectFieldProps {
  label: string;
  options: readonly SelectOption[];
  value: readonly string[];
  onChange(value: string[]): void;
  mode?: SelectMode;
  counts?: Partial<Record<string, number>>;
  /** Told when the dialog opens or closes, e.g. to fetch the counts only while it is open. */
  onOpenChange?(open: boolean): void;
  testId?: string;
}

/** A filter: a button naming the selection that opens the dialog, and an X that clears the selection. */
export function MultiSelectField({
  label,
  options,
  value,
  onChange,
  mode = 'multi',
  counts,
  onOpenChange,
  testId,
}: MultiSelectFieldProps) {
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
  const named = summarizeSelection(options, value);
  const summary =
    named.length === 0
      ? t('search.allOptions')
      : named.length === 1
        ? (named[0]?.label ?? '')
        : t('search.selectionSummary', { first: named[0]?.label, count: named.length - 1 });
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
          css={opener}
          aria-haspopup="dialog"
          aria-labelledby={`${labelId} ${buttonId}`}
          onClick={() => change(true)}
          onPointerEnter={Dialog.preload}
          onFocus={Dialog.preload}
        >
          {summary}
        </button>
        {value.length > 0 && (
          <button
            type="button"
            css={iconButton}
            aria-label={t('search.clear', { label })}
            onClick={() => {
              // The × goes away with the selection: its focus moves to the field rather than to the page.
              openerRef.current?.focus();
              onChange([]);
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {used && (
        <Suspense fallback={null}>
          <Dialog.Component
            open={open}
            title={label}
            options={options}
            value={value}
            mode={mode}
            counts={counts}
            onClose={() => change(false)}
            onCommit={(next) => {
              change(false);
              onChange(next);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
