import { foldName } from './fold-name';

/**
 * Folded keys: first the town's names (its own, then any German exonym, 'Genf' for Genève), then its
 * aliases (e.g. the Swiss municipality of a locality). `nameKeys` counts the former, 1 when not given.
 */
export type Matchable = { readonly keys: readonly string[]; readonly nameKeys?: number };

// Words that two different town names share without being the same town.
const FILLERS = new Set([
  'a',
  'am',
  'an',
  'bad',
  'bei',
  'd',
  'der',
  'die',
  'im',
  'in',
  'la',
  'le',
  'les',
  'st',
]);

export const NAME_SCORE = 100;
const ALIAS = 90;
export const LONGER_OR_SHORTER = 50;
const PER_SHARED_WORD = 10;

/**
 * How well a typed (folded) city names a town: its name (or exonym), then an alias, then a shortened or
 * lengthened form ('Frankfurt' for 'Frankfurt am Main', 'Buchs AG' for 'Buchs'), then by shared
 * distinctive words. 0 means not at all.
 */
export function matchScore(town: Matchable, wanted: string): number {
  const key = town.keys.indexOf(wanted);
  if (key >= 0) return key < (town.nameKeys ?? 1) ? NAME_SCORE : ALIAS;
  const extends_ = (a: string, b: string): boolean => a.startsWith(`${b} `);
  if (town.keys.some((k) => extends_(k, wanted) || extends_(wanted, k))) return LONGER_OR_SHORTER;
  const words = new Set(wanted.split(' ').filter((w) => !FILLERS.has(w)));
  const shared = Math.max(...town.keys.map((k) => k.split(' ').filter((w) => words.has(w)).length));
  return Math.min(shared * PER_SHARED_WORD, LONGER_OR_SHORTER - 1);
}

/** The best-matching town and its score, or undefined when none matches at all. */
export function bestMatch<T extends Matchable>(
  towns: readonly T[],
  city: string | undefined,
): { town: T; score: number } | undefined {
  const wanted = city ? foldName(city) : '';
  if (!wanted) return undefined;
  let best: { town: T; score: number } | undefined;
  for (const town of towns) {
    const score = matchScore(town, wanted);
    if (score > (best?.score ?? 0)) best = { town, score };
  }
  return best;
}
