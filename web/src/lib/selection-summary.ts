import type { SelectOption } from './selection';

/**
 * The entries worth naming: a selected parent stands for its selected children, so 'Trainer' is shown
 * instead of ten trainer roles.
 */
export function summarizeSelection(
  options: readonly SelectOption[],
  selection: readonly string[],
): SelectOption[] {
  const chosen = new Set(selection);
  return options.filter((o) => chosen.has(o.code) && !(o.parent !== null && chosen.has(o.parent)));
}
