/** Lower case without accents, so 'schiedsrichter' finds 'Schiedsrichter' and 'zurich' finds 'Zürich'. */
export const fold = (text: string) => text.toLocaleLowerCase('de').normalize('NFD').replace(/\p{M}/gu, '');

/**
 * The entries whose text contains every word of the query, in any order; an empty query keeps all.
 * The list is the club's own and already loaded, so the filter runs in the browser as the user types.
 */
export function filterByWords<T>(entries: readonly T[], query: string, textOf: (entry: T) => string): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = fold(textOf(entry));
    return words.every((word) => text.includes(word));
  });
}
