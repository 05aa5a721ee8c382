import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import {
  depthOf,
  type SelectMode,
  type SelectOption,
  toggleOption,
  withSubOptions,
} from '../../lib/selection';
import { theme } from '../../styles/theme';
import { ChoiceDialog } from './choice-dialog';

const filterInput = css`
  width: 100%;
  min-height: 44px;
  margin-bottom: ${theme.space(1.5)};
  padding: ${theme.space(1)} ${theme.space(1.5)};
  border: 2px solid ${theme.color.inputBorder};
  border-radius: 8px;
  font: inherit;
`;

const list = css`
  margin: 0;
  padding: 0;
  border: 0;
  p {
    margin: 0 0 ${theme.space(1)};
    color: ${theme.color.muted};
  }
`;

const option = (depth: number) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-height: 44px;
  padding: ${theme.space(0.5)} ${theme.space(1)};
  padding-left: ${theme.space(1 + depth * 3)};
  border-radius: 8px;
  font-weight: ${depth === 0 ? 600 : 400};
  cursor: pointer;
  &:hover {
    background: ${theme.color.primarySoft};
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${theme.color.primary};
  }
  span:first-of-type {
    flex: 1;
  }
`;

const count = css`
  min-width: 2.5em;
  padding: 0 ${theme.space(0.75)};
  border-radius: 999px;
  background: ${theme.color.background};
  color: ${theme.color.muted};
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

export interface MultiSelectDialogProps {
  open: boolean;
  title: string;
  options: readonly SelectOption[];
  /** The committed selection; the dialog works on a copy of it. */
  value: readonly string[];
  mode: SelectMode;
  counts?: Partial<Record<string, number>>;
  onCommit(value: string[]): void;
  onClose(): void;
}

/**
 * Spec section 4: opens with a copy of the selection; Fertig commits it, Abbrechen (and Escape) discards
 * it, the × in the header clears it (choice-dialog.tsx). The rules for parents and children live in
 * lib/selection.
 */
export function MultiSelectDialog({
  open,
  title,
  options,
  value,
  mode,
  counts,
  onCommit,
  onClose,
}: MultiSelectDialogProps) {
  const { t } = useTranslation();
  const [working, setWorking] = useState<string[]>(() => withSubOptions(options, value, mode));
  const [filter, setFilter] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  const filterId = useId();
  const filterBox = useRef<HTMLInputElement>(null);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setWorking(withSubOptions(options, value, mode));
      setFilter('');
    }
  }
  const needle = filter.trim().toLocaleLowerCase('de');
  const shown = needle ? options.filter((o) => o.label.toLocaleLowerCase('de').includes(needle)) : options;
  const inputType = mode === 'single' ? 'radio' : 'checkbox';
  // The native dialog would focus its first control, the × that clears the selection, where a Space meant
  // for the list empties it. The filter box, or else the first option, takes the focus instead. On a touch
  // screen the first option does: a focused box opens the keyboard, which leaves room for three entries of
  // a list people scroll and tap. (This effect runs after the modal's, which opens the dialog: that one is
  // a child.)
  useEffect(() => {
    if (!open) return;
    const box = window.matchMedia('(pointer: coarse)').matches ? null : filterBox.current;
    (box ?? fieldset.current?.querySelector('input'))?.focus();
  }, [open]);
  return (
    <ChoiceDialog
      open={open}
      title={title}
      testId="multi-select-dialog"
      clearLabel={t('search.dialog.clearSelection')}
      onClear={() => setWorking([])}
      onClose={onClose}
      onDone={() => onCommit(working)}
    >
      {options.length > 10 && (
        <>
          <label htmlFor={filterId} className="visually-hidden">
            {t('search.dialog.filter')}
          </label>
          <input
            ref={filterBox}
            id={filterId}
            css={filterInput}
            type="search"
            value={filter}
            placeholder={t('search.dialog.filter')}
            onChange={(event) => setFilter(event.target.value)}
          />
        </>
      )}
      <fieldset ref={fieldset} css={list}>
        <legend className="visually-hidden">{title}</legend>
        <p>{mode === 'single' ? t('search.dialog.hintSingle') : t('search.dialog.hint')}</p>
        {/* What the filter left, for screen readers; only 'none' shows, the list itself says the rest. */}
        <p role="status" className={shown.length > 0 ? 'visually-hidden' : undefined}>
          {shown.length === 0
            ? t('search.dialog.noOptions')
            : needle
              ? t('search.dialog.matches', { count: shown.length })
              : ''}
        </p>
        {shown.map((o) => {
          const n = counts?.[o.code];
          return (
            <label key={o.code} css={option(needle ? 0 : depthOf(options, o.code))}>
              <input
                type={inputType}
                name={mode === 'single' ? `${filterId}-single` : undefined}
                checked={working.includes(o.code)}
                onChange={() => setWorking(toggleOption(options, working, o.code, mode))}
                onClick={() => {
                  // A radio cannot be unticked by itself; a second click on the chosen one clears it.
                  if (mode === 'single' && working.includes(o.code)) setWorking([]);
                }}
              />
              <span>{o.label}</span>
              {n !== undefined && (
                <>
                  <span css={count} aria-hidden="true">
                    {n}
                  </span>
                  <span className="visually-hidden">{t('search.dialog.count', { count: n })}</span>
                </>
              )}
            </label>
          );
        })}
      </fieldset>
    </ChoiceDialog>
  );
}
