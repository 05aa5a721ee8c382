import { lazyPart } from '../../lib/lazy-part';
import { useTranslation } from '../../lib/use-translation';
import type { SelectMode, SelectOption } from '../../lib/selection';
import { summarizeSelection } from '../../lib/selection-summary';
import { FilterField } from './filter-field';

// The dialog and its modal load with the first opening, not with the search page.
const Dialog = lazyPart(() => import('./multi-select-dialog').then((m) => m.MultiSelectDialog));

export interface MultiSelectFieldProps {
  label: string;
  options: readonly SelectOption[];
  value: readonly string[];
  onChange(value: string[]): void;
  mode?: SelectMode;
  counts?: Partial<Record<string, number>>;
  /** Told when the dialog opens or closes, e.g. to fetch the counts only while it is open. */
  onOpenChange?(open: boolean): void;
  /** The id of the message why the API refused the selection (a 422 of the search). */
  refusedBy?: string;
  testId?: string;
}

/** A filter of options: a button naming the selection that opens the dialog, and an X that clears it. */
export function MultiSelectField({
  label,
  options,
  value,
  onChange,
  mode = 'multi',
  counts,
  onOpenChange,
  refusedBy,
  testId,
}: MultiSelectFieldProps) {
  const { t } = useTranslation();
  const named = summarizeSelection(options, value);
  const summary =
    named.length === 0
      ? t('search.allOptions')
      : named.length === 1
        ? (named[0]?.label ?? '')
        : t('search.selectionSummary', { first: named[0]?.label, count: named.length - 1 });
  return (
    <FilterField
      label={label}
      summary={summary}
      active={value.length > 0}
      onClear={() => onChange([])}
      preload={Dialog.preload}
      onOpenChange={onOpenChange}
      refusedBy={refusedBy}
      testId={testId}
      dialog={(open, close) => (
        <Dialog.Component
          open={open}
          title={label}
          options={options}
          value={value}
          mode={mode}
          counts={counts}
          onClose={close}
          onCommit={(next) => {
            close();
            onChange(next);
          }}
        />
      )}
    />
  );
}
