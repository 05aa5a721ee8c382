/**
 * German text folding shared by search documents and queries, so that both sides meet on one spelling:
 * Zürich = Zuerich = Zurich, Straße = Strasse, Genève = Geneve. Every search engine adapter folds with these
 * functions before its own analysis (stemming, trigrams), which keeps their results comparable.
 */

// Letters NFD does not decompose into a base letter and a mark.
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * What one character other than ASCII folds to: the special letters, else its NFD decomposition without
 * the marks (ü → u, é → e, a lone combining mark → nothing).
 */
function foldChar(c: string): string {
  return SPECIAL_LETTERS[c] ?? c.normalize('NFD').replace(/\p{M}/gu, '');
}

// Characters seen so far and their folding. Texts use few distinct ones; the bound keeps odd input from
// growing it without end.
const FOLDED_CHARS = new Map<string, string>();
const FOLDED_CHARS_LIMIT = 4096;

function foldedChar(c: string): string {
  let folded = FOLDED_CHARS.get(c);
  if (folded === undefined) {
    folded = foldChar(c);
    if (FOLDED_CHARS.size < FOLDED_CHARS_LIMIT) FOLDED_CHARS.set(c, folded);
  }
  return folded;
}

/**
 * Lower case, ß → ss, accents and umlauts removed, and the transcriptions ae/oe/ue read as a/o/u. The last
 * rule also folds words that merely contain the pair (Manuel → manul); that is harmless because documents
 * and queries are folded alike. Anything but letters and digits becomes a single space.
 *
 * Character by character rather than by normalizing the whole text: a rebuild folds every document's
 * title, keywords and body, and most of their characters are plain ASCII.
 */
export function foldGerman(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u0080-\u{10ffff}]/gu, foldedChar)
    .replace(/[aou]e/g, (pair) => pair.charAt(0))
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// The endings masculine titles have before a feminine -in: Trainer-in, Physiotherapeut-in, Ärzt-in,
// Assistent-in, Junior-in, Psycholog-in, Sekretär-in… A bare "-in" is not enough: Verein, Termin, Medizin or
// Berlin are not feminine forms, and "Verein" read as one turned into the prefix "ver", which matches most texts.
const MASCULINE_ENDING = /(er|eut|zt|ist|ent|ant|or|og|at|et|ekt|eur|af|ef|eg|ot|ar|alt|ch)$/;

/**
 * The masculine stem of a feminine job title, or null: Physiotherapeutin → physiotherapeut, Ärztinnen →
 * arzt (after folding). The German stemmer handles -erin itself but not -eutin or -ztin, and a search for
 * the woman's title should find the offer written with the man's.
 */
export function masculineForm(foldedWord: string): string | null {
  const stem =
    foldedWord.length >= 8 && foldedWord.endsWith('innen')
      ? foldedWord.slice(0, -5)
      : foldedWord.length >= 6 && foldedWord.endsWith('in')
        ? foldedWord.slice(0, -2)
        : null;
  return stem !== null && MASCULINE_ENDING.test(stem) ? stem : null;
}

/** Folded text plus the masculine forms of its feminine words: what the full-text index analyses. */
export function indexableText(text: string): string {
  return indexableFolded(foldGerman(text));
}

/** indexableText of a text already folded (by foldGerman). */
export function indexableFolded(folded: string): string {
  const extra = folded
    .split(' ')
    .map(masculineForm)
    .filter((w): w is string => w !== null);
  return extra.length ? `${folded} ${extra.join(' ')}` : folded;
}
