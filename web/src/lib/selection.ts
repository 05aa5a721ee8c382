/** An entry of a multi-select dialog; `parent` builds the tree (club functions), null for top level. */
export interface SelectOption {
  code: string;
  label: string;
  parent: string | null;
}

export type SelectMode = 'multi' | 'single';

function descendants(options: readonly SelectOption[], code: string): string[] {
  return options
    .filter((o) => o.parent === code)
    .flatMap((child) => [child.code, ...descendants(options, child.code)]);
}

function ancestors(options: readonly SelectOption[], code: string): string[] {
  const byCode = new Map(options.map((o) => [o.code, o]));
  const result: string[] = [];
  let parent = byCode.get(code)?.parent ?? null;
  while (parent !== null && !result.includes(parent)) {
    result.push(parent);
    parent = byCode.get(parent)?.parent ?? null;
  }
  return result;
}

/**
 * The selection after the user ticked or unticked `code` (spec section 4). Multi mode: selecting a parent
 * selects all its sub-options, deselecting it deselects them, and deselecting a child also deselects its
 * ancestors, which no longer stand for everything below them. Single mode holds one entry.
 * The result keeps the options' order, so equal selections compare equal.
 */
export function toggleOption(
  options: readonly SelectOption[],
  selection: readonly string[],
  code: string,
  mode: SelectMode,
): string[] {
  const selected = selection.includes(code);
  if (mode === 'single') return selected ? [] : [code];
  const next = new Set(selection);
  if (selected) {
    for (const c of [code, ...descendants(options, code), ...ancestors(options, code)]) next.delete(c);
  } else {
    for (const c of [code, ...descendants(options, code)]) next.add(c);
  }
  return options.map((o) => o.code).filter((c) => next.has(c));
}

/**
 * The selection as the dialog shows it: in multi mode a selected parent with all its sub-options ticked,
 * as ticking it would have left them. A profile saved with the parent alone (it stands for them all)
 * otherwise opened with 'Trainer' ticked and every trainer role unticked.
 */
export function withSubOptions(
  options: readonly SelectOption[],
  selection: readonly string[],
  mode: SelectMode,
): string[] {
  if (mode === 'single') return [...selection];
  const next = new Set(selection.flatMap((code) => [code, ...descendants(options, code)]));
  const known = new Set(options.map((o) => o.code));
  // Codes the options do not know stay, last, so that committing the dialog loses nothing.
  return [
    ...options.map((o) => o.code).filter((c) => next.has(c)),
    ...selection.filter((c) => !known.has(c)),
  ];
}

/** Depth of an option in the tree, for indentation. */
export function depthOf(options: readonly SelectOption[], code: string): number {
  return ancestors(options, code).length;
}
