/** Lower case without accents, so 'schiedsrichter' finds 'Schiedsrichter' and 'zurich' finds 'Zürich'. */
export const fold = (text: string) => text.toLocaleLowerCase('de').normalize('NFD').replace(/\p{M}/gu, '');

const SPELLED_OUT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * A text in both ways German is typed without umlauts: 'zurich' and 'zuerich' for 'Zürich', 'strasse'
 * for 'Straße', as the public search takes them.
 */
const spellings = (text: string): string[] => {
  const lower = text.toLocaleLowerCase('de').normalize('NFC');
  return [fold(lower), fold(lower.replace(/[äöüß]/g, (c) => SPELLED_OUT[c] ?? c))];
};

/**
 * The entries whose text contains every word of the query, in any order; an empty query keeps all.
 * The list is the club's own and already loaded, so the filter runs in the browser as the user types.
 */
export function filterByWords<T>(entries: readonly T[], query: string, textOf: (entry: T) => string): T[] {
  const words = query.split(/\s+/).filter(Boolean).map(spellings);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const texts = spellings(textOf(entry));
    return words.every((word) => word.some((w) => texts.some((text) => text.includes(w))));
  });
}
