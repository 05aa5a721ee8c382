/**
 * How many single-letter edits turn `a` into `b`: insertions, deletions, substitutions and swaps of two
 * neighbours ("Grenhcen" is one edit from "Grenchen"). The optimal-string-alignment distance, as
 * OpenSearch's fuzzy queries count, so both search engines take the same typos.
 */
export function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (before[j - 2] ?? 0) + 1);
      row.push(best);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/** The edits a typed word may be away from what was meant: OpenSearch's `AUTO:4,8`. */
export function allowedEdits(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/**
 * Whether `word` may be what `typed` meant: within the allowed edits and with the same first letter (a
 * typo seldom hits the first one), as OpenSearch's fuzzy query with a prefix length of 1 takes it.
 */
export function isTypoOf(typed: string, word: string): boolean {
  return typed[0] === word[0] && editDistance(typed, word) <= allowedEdits(typed);
}
