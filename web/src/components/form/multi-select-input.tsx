import { css } from '@emotion/react';
import { useMemo, useState } from 'react';
import { addTexts } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { formSelect } from '../../locales/de/form-select';
import type { SelectOption } from '../../lib/selection';
import { summarizeSelection } from '../../lib/selection-summary';
import { MultiSelectDialog } from '../search/multi-select-dialog';
import { control } from './form-styles';
import type { InputProps } from './input-props';

addTexts({ form: formSelect });

const opener = css`
  ${control};
  overflow: hidden;
  text-align: left;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;
`;

export const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * MULTI_SELECT through the search screens' dialog: it works on a copy, Fertig commits, Abbrechen
 * discards, and parents select their sub-options (spec section 4). `single` in the rules picks one entry.
 */
export function MultiSelectInput({
  id,
  input,
  value,
  onChange,
  disabled,
  invalid,
  required,
  describedBy,
}: InputProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const options = useMemo<SelectOption[]>(
    () => (input.options ?? []).map((o) => ({ code: o.value, label: o.label, parent: o.parent ?? null })),
    [input.options],
  );
  const selection = listOf(value);
  const named = summarizeSelection(options, selection);
  const summary = named.length === 0 ? t('form.nothingSelected') : named.map((o) => o.label).join(', ');
  return (
    <>
      <button
        id={id}
        type="button"
        css={opener}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}`}
        disabled={disabled}
        aria-invalid={invalid}
        aria-required={required}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        {summary}
      </button>
      <MultiSelectDialog
        open={open}
        title={input.label}
        options={options}
        value={selection}
        mode={input.rules.includes('single') ? 'single' : 'multi'}
        onClose={() => setOpen(false)}
        onCommit={(next) => {
          setOpen(false);
          onChange(next);
        }}
      />
    </>
  );
}
