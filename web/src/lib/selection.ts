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

/** Depth of an option in the tree, for indentation. */
export function depthOf(options: readonly SelectOption[], code: string): number {
  return ancestors(options, code).length;
}
